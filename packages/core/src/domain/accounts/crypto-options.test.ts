import { describe, expect, it } from 'vitest';
import type { WithdrawalCurrency } from '../withdrawal/withdrawal.js';
import { cryptoCurrencyOptions, networkAfterCurrencyChange, networksOf } from './crypto-options.js';

const CURRENCIES: WithdrawalCurrency[] = [
  { currency: 'USD', currencyType: 'FIAT', networks: [], rate: '1', decimals: 2 },
  { currency: 'usdt', currencyType: 'CRYPTO', networks: ['trc20', 'ERC20', 'BEP20'], rate: '1', decimals: 6 },
  { currency: 'BTC', currencyType: 'CRYPTO', networks: ['BTC'], rate: '0.000016', decimals: 8 },
  { currency: 'XRP', currencyType: 'CRYPTO', networks: [], rate: '2', decimals: 6 },
];

describe('crypto currency options', () => {
  const options = cryptoCurrencyOptions(CURRENCIES);

  it('offers the crypto currencies that have a network, upper case, in the platform order', () => {
    expect(options).toEqual([
      { currency: 'USDT', networks: ['TRC20', 'ERC20', 'BEP20'] },
      { currency: 'BTC', networks: ['BTC'] },
    ]);
  });

  it('names the networks of a currency, none for one not paid in crypto', () => {
    expect(networksOf(options, ' usdt ')).toEqual(['TRC20', 'ERC20', 'BEP20']);
    expect(networksOf(options, 'USD')).toEqual([]);
  });

  it('keeps the network across a currency change when the new currency has it, else its only one', () => {
    expect(networkAfterCurrencyChange(options, 'USDT', 'erc20')).toBe('ERC20');
    expect(networkAfterCurrencyChange(options, 'BTC', 'ERC20')).toBe('BTC');
    expect(networkAfterCurrencyChange(options, 'USDT', 'BTC')).toBe('');
    expect(networkAfterCurrencyChange(options, 'XRP', 'BTC')).toBe('');
  });

  it('reads the network chosen as typed, with spaces and in any case, and gives it back upper case', () => {
    expect(networkAfterCurrencyChange(options, 'usdt', ' erc20 ')).toBe('ERC20');
    expect(networkAfterCurrencyChange(options, ' btc ', ' btc ')).toBe('BTC');
  });
});
