import { describe, expect, it } from 'vitest';
import type { CryptoAddress } from '../accounts/accounts.js';
import type { WithdrawalConfig } from './withdrawal.js';
import {
  cryptoAddressesFor,
  currencyTypeOfWithdrawal,
  withdrawalCurrenciesFor,
  withdrawalCurrencyOf,
  withdrawalDecimalsOf,
} from './withdrawal-options.js';

const CONFIG: WithdrawalConfig = {
  min: '50.00',
  max: '50000.00',
  fee: { WIRE: '25.00', CRYPTO: '5.00' },
  currencies: [
    { currency: 'USD', currencyType: 'FIAT', networks: [], rate: '1', decimals: 2 },
    { currency: 'TWD', currencyType: 'FIAT', networks: [], rate: '32.5', decimals: 0 },
    { currency: 'USDT', currencyType: 'CRYPTO', networks: ['TRC20', 'ERC20'], rate: '1', decimals: 6 },
    { currency: 'BTC', currencyType: 'CRYPTO', networks: ['BTC'], rate: '0.000016', decimals: 8 },
  ],
  processingDays: { min: 7, max: 10 },
};

const ADDRESSES: CryptoAddress[] = [
  { id: 'a1', currency: 'USDT', network: 'TRC20', address: 'T1' },
  { id: 'a2', currency: 'usdt', network: 'erc20', address: '0x2' },
  { id: 'a3', currency: 'BTC', network: 'BTC', address: 'bc1' },
];

describe('withdrawal options', () => {
  it('pays wire in fiat and crypto in crypto, in the platform’s order', () => {
    expect(currencyTypeOfWithdrawal('WIRE')).toBe('FIAT');
    expect(currencyTypeOfWithdrawal('CRYPTO')).toBe('CRYPTO');
    expect(withdrawalCurrenciesFor(CONFIG, 'WIRE').map((c) => c.currency)).toEqual(['USD', 'TWD']);
    expect(withdrawalCurrenciesFor(CONFIG, 'CRYPTO').map((c) => c.currency)).toEqual(['USDT', 'BTC']);
  });

  it('finds a currency and its decimals case-insensitively; cents for an unknown one', () => {
    expect(withdrawalCurrencyOf(CONFIG, 'twd')?.rate).toBe('32.5');
    expect(withdrawalDecimalsOf(CONFIG, 'TWD')).toBe(0);
    expect(withdrawalDecimalsOf(CONFIG, 'btc')).toBe(8);
    expect(withdrawalDecimalsOf(CONFIG, 'EUR')).toBe(2);
  });

  it('offers only the addresses of the chosen currency and network', () => {
    expect(cryptoAddressesFor(ADDRESSES, 'USDT', 'TRC20').map((a) => a.id)).toEqual(['a1']);
    expect(cryptoAddressesFor(ADDRESSES, 'USDT', 'ERC20').map((a) => a.id)).toEqual(['a2']);
    expect(cryptoAddressesFor(ADDRESSES, 'USDT', 'BEP20')).toEqual([]);
    expect(cryptoAddressesFor(ADDRESSES, 'BTC', 'BTC').map((a) => a.id)).toEqual(['a3']);
  });
});

describe('currency and network names as typed', () => {
  it('match whatever the spaces and case on either side', () => {
    expect(withdrawalCurrencyOf(CONFIG, ' usdt ')?.currency).toBe('USDT');
    const padded: WithdrawalConfig = {
      ...CONFIG,
      currencies: CONFIG.currencies.map((c) => ({ ...c, currency: ` ${c.currency.toLowerCase()} ` })),
    };
    expect(withdrawalCurrencyOf(padded, 'BTC')?.decimals).toBe(8);
    const address: CryptoAddress = { id: 'a1', currency: ' usdt', network: 'trc20 ', address: 'TXYZ' };
    expect(cryptoAddressesFor([address], 'USDT ', ' TRC20')).toEqual([address]);
  });
});
