import { describe, expect, it } from 'vitest';
import type { WithdrawalConfig } from './withdrawal.js';
import { quoteWithdrawal, type WithdrawalQuoteInput } from './withdrawal-quote.js';

const config: WithdrawalConfig = {
  min: '50',
  max: '10000',
  fee: { WIRE: '25', CRYPTO: '2.5' },
  currencies: [
    { currency: 'USD', currencyType: 'FIAT', networks: [], rate: '1', decimals: 2 },
    { currency: 'TWD', currencyType: 'FIAT', networks: [], rate: '32.47', decimals: 0 },
    { currency: 'USDT', currencyType: 'CRYPTO', networks: ['TRC20', 'ERC20'], rate: '0.9995', decimals: 6 },
    { currency: 'BTC', currencyType: 'CRYPTO', networks: ['BTC'], rate: '0.0000158', decimals: 8 },
  ],
  processingDays: { min: 7, max: 10 },
};

describe('quoteWithdrawal', () => {
  it('quotes a wire in USD: (amount - fee) x 1', () => {
    // (1000.00 - 25.00) x 1 = 975.00
    expect(quoteWithdrawal({ amount: '1000', type: 'WIRE', config, currency: 'USD', network: '' })).toEqual({
      error: false,
      value: {
        amount: '1000.00',
        fee: '25.00',
        currency: 'USD',
        currencyType: 'FIAT',
        network: '',
        exchangeRate: '1',
        estimatedReceiveAmount: '975.00',
      },
    });
  });

  it('quotes a wire in TWD, rounded down to whole dollars', () => {
    // (1000 - 25) x 32.47 = 31658.25 -> 31658 (0 decimals, down)
    expect(
      quoteWithdrawal({ amount: '1000', type: 'WIRE', config, currency: 'twd', network: '' }),
    ).toMatchObject({
      error: false,
      value: { currency: 'TWD', estimatedReceiveAmount: '31658' },
    });
  });

  it('quotes crypto on a network with the crypto fee', () => {
    // (100.00 - 2.50) x 0.9995 = 97.45125 -> 97.451250 (6 decimals)
    expect(
      quoteWithdrawal({ amount: '100', type: 'CRYPTO', config, currency: 'USDT', network: 'trc20' }),
    ).toEqual({
      error: false,
      value: {
        amount: '100.00',
        fee: '2.50',
        currency: 'USDT',
        currencyType: 'CRYPTO',
        network: 'TRC20',
        exchangeRate: '0.9995',
        estimatedReceiveAmount: '97.451250',
      },
    });
    // (1234.56 - 2.50) x 0.0000158 = 0.019466548 -> 0.01946654 (8 decimals, down)
    expect(
      quoteWithdrawal({ amount: '1234.56', type: 'CRYPTO', config, currency: 'BTC', network: 'BTC' }),
    ).toMatchObject({ error: false, value: { estimatedReceiveAmount: '0.01946654' } });
  });

  it('rounds down, never promising more than is paid', () => {
    // (27.99 - 25) x 32.47 = 97.0853 -> 97
    expect(
      quoteWithdrawal({ amount: '27.99', type: 'WIRE', config, currency: 'TWD', network: '' }),
    ).toMatchObject({
      error: false,
      value: { estimatedReceiveAmount: '97' },
    });
  });

  it('refuses an amount that does not exceed the fee with AMOUNT_BELOW_FEE', () => {
    // 25.00 - 25 = 0: nothing would be paid
    expect(quoteWithdrawal({ amount: '25', type: 'WIRE', config, currency: 'USD', network: '' })).toEqual({
      error: true,
      value: 'AMOUNT_BELOW_FEE',
    });
    // 24.99 < 25: below the fee
    expect(
      quoteWithdrawal({ amount: '24.99', type: 'WIRE', config, currency: 'USD', network: '' }).value,
    ).toBe('AMOUNT_BELOW_FEE');
    expect(
      quoteWithdrawal({ amount: '25.01', type: 'WIRE', config, currency: 'USD', network: '' }),
    ).toMatchObject({
      error: false,
      value: { estimatedReceiveAmount: '0.01' },
    });
  });

  it.each<[string, Partial<WithdrawalQuoteInput>, string]>([
    ['a malformed amount', { amount: '1e3' }, 'AMOUNT_INVALID'],
    ['three decimals', { amount: '100.001' }, 'AMOUNT_INVALID'],
    ['zero', { amount: '0' }, 'AMOUNT_INVALID'],
    ['an unknown currency', { currency: 'EUR' }, 'UNSUPPORTED_CURRENCY'],
    ['a crypto currency by wire', { currency: 'USDT' }, 'UNSUPPORTED_CURRENCY'],
    ['a network on a wire', { network: 'TRC20' }, 'UNSUPPORTED_NETWORK'],
  ])('refuses a wire with %s', (_name, change, code) => {
    const input = { amount: '100', type: 'WIRE' as const, config, currency: 'USD', network: '', ...change };
    expect(quoteWithdrawal(input)).toEqual({ error: true, value: code });
  });

  it.each<[string, Partial<WithdrawalQuoteInput>, string]>([
    ['a fiat currency as crypto', { currency: 'TWD', network: '' }, 'UNSUPPORTED_CURRENCY'],
    ['a network the currency is not offered on', { network: 'BEP20' }, 'UNSUPPORTED_NETWORK'],
    ['no network', { network: '' }, 'UNSUPPORTED_NETWORK'],
  ])('refuses crypto with %s', (_name, change, code) => {
    const input = {
      amount: '100',
      type: 'CRYPTO' as const,
      config,
      currency: 'USDT',
      network: 'TRC20',
      ...change,
    };
    expect(quoteWithdrawal(input)).toEqual({ error: true, value: code });
  });

  it('checks the amount format first, then currency, network, and the fee last', () => {
    const bad = { amount: 'x', type: 'CRYPTO' as const, config, currency: 'EUR', network: 'SOL' };
    expect(quoteWithdrawal(bad).value).toBe('AMOUNT_INVALID');
    expect(quoteWithdrawal({ ...bad, amount: '1' }).value).toBe('UNSUPPORTED_CURRENCY');
    expect(quoteWithdrawal({ ...bad, amount: '1', currency: 'USDT' }).value).toBe('UNSUPPORTED_NETWORK');
    expect(quoteWithdrawal({ ...bad, amount: '1', currency: 'USDT', network: 'ERC20' }).value).toBe(
      'AMOUNT_BELOW_FEE',
    );
  });
});

describe('quoteWithdrawal: what is typed and what is configured', () => {
  it('takes the currency and network with spaces and in any case, and answers them as configured', () => {
    const quoted = quoteWithdrawal({
      amount: '100',
      type: 'CRYPTO',
      config,
      currency: ' usdt ',
      network: ' trc20 ',
    });
    expect(quoted).toMatchObject({ error: false, value: { currency: 'USDT', network: 'TRC20' } });
    expect(
      quoteWithdrawal({ amount: '100', type: 'WIRE', config, currency: 'usd', network: '  ' }),
    ).toMatchObject({
      error: false,
      value: { currency: 'USD', network: '' },
    });
  });

  it('throws on a configured currency whose decimals are negative or not whole (a platform bug)', () => {
    for (const decimals of [-1, 1.5, Number.NaN]) {
      const broken: WithdrawalConfig = {
        ...config,
        currencies: [{ currency: 'USD', currencyType: 'FIAT', networks: [], rate: '1', decimals }],
      };
      expect(() =>
        quoteWithdrawal({ amount: '100', type: 'WIRE', config: broken, currency: 'USD', network: '' }),
      ).toThrow(`quoteWithdrawal: USD has invalid decimals ${decimals}`);
    }
  });
});
