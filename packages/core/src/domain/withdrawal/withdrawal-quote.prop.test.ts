import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../shared/money.js';
import type { WithdrawalConfig, WithdrawalCurrency } from './withdrawal.js';
import { quoteWithdrawal } from './withdrawal-quote.js';

const cents = (min: number, max: number) =>
  fc.integer({ min, max }).map((c) => dec(c).dividedBy(100).toFixed(2));

const currency = fc.record<WithdrawalCurrency>({
  currency: fc.constant('XYZ'),
  currencyType: fc.constant('CRYPTO'),
  networks: fc.constant(['TRC20']),
  rate: fc.integer({ min: 1, max: 10_000_000 }).map((r) => dec(r).dividedBy(10_000).toFixed()),
  decimals: fc.integer({ min: 0, max: 8 }),
});

const config = (c: WithdrawalCurrency, fee: string): WithdrawalConfig => ({
  min: '0',
  max: '1000000',
  fee: { WIRE: fee, CRYPTO: fee },
  currencies: [c],
  processingDays: { min: 7, max: 10 },
});

describe('withdrawal quote properties', () => {
  it('the estimate is (amount - fee) x rate rounded down to the decimals: never more, under one unit less', () => {
    fc.assert(
      fc.property(cents(1, 100_000_000), cents(0, 10_000), currency, (amount, fee, c) => {
        const result = quoteWithdrawal({
          amount,
          type: 'CRYPTO',
          config: config(c, fee),
          currency: 'XYZ',
          network: 'TRC20',
        });
        if (dec(amount).lessThanOrEqualTo(fee)) {
          expect(result).toEqual({ error: true, value: 'AMOUNT_BELOW_FEE' });
          return;
        }
        expect(result.error).toBe(false);
        if (result.error) return;
        const exact = dec(amount).minus(fee).times(c.rate);
        const estimate = dec(result.value.estimatedReceiveAmount);
        expect(estimate.lessThanOrEqualTo(exact)).toBe(true);
        expect(exact.minus(estimate).lessThan(dec(1).dividedBy(dec(10).pow(c.decimals)))).toBe(true);
        expect(estimate.isNegative()).toBe(false);
        expect(result.value.estimatedReceiveAmount).toMatch(
          c.decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${c.decimals}}$`),
        );
      }),
    );
  });

  it('a larger amount never gets a smaller estimate', () => {
    fc.assert(
      fc.property(cents(1, 1_000_000), cents(1, 1_000_000), cents(0, 100), currency, (a, b, fee, c) => {
        const quote = (amount: string) =>
          quoteWithdrawal({
            amount,
            type: 'CRYPTO',
            config: config(c, fee),
            currency: 'XYZ',
            network: 'TRC20',
          });
        const [low, high] = dec(a).lessThanOrEqualTo(b) ? [quote(a), quote(b)] : [quote(b), quote(a)];
        if (!low.error && !high.error) {
          expect(
            dec(high.value.estimatedReceiveAmount).greaterThanOrEqualTo(low.value.estimatedReceiveAmount),
          ).toBe(true);
        }
      }),
    );
  });

  it('never throws on arbitrary amount, currency and network text', () => {
    const c: WithdrawalCurrency = {
      currency: 'USDT',
      currencyType: 'CRYPTO',
      networks: ['TRC20'],
      rate: '1',
      decimals: 6,
    };
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ maxLength: 6 }),
        fc.string({ maxLength: 6 }),
        fc.constantFrom('WIRE', 'CRYPTO'),
        (amount, cur, network, type) => {
          expect(
            typeof quoteWithdrawal({ amount, type, config: config(c, '1'), currency: cur, network }).error,
          ).toBe('boolean');
        },
      ),
    );
  });
});
