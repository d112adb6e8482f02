import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WithdrawalCurrency } from '../domain/withdrawal/withdrawal.js';
import {
  cryptoAddressFieldOf,
  validateCryptoAddress,
  validateCryptoAddressFields,
} from './crypto-address.rules.js';
import { VALID_ADDRESSES } from './crypto-address.test-helpers.js';

const CURRENCIES: WithdrawalCurrency[] = [
  { currency: 'USD', currencyType: 'FIAT', networks: [], rate: '1', decimals: 2 },
  { currency: 'USDT', currencyType: 'CRYPTO', networks: ['TRC20', 'ERC20', 'BEP20'], rate: '1', decimals: 6 },
  { currency: 'BTC', currencyType: 'CRYPTO', networks: ['BTC'], rate: '0.000016', decimals: 8 },
];

const TRON = VALID_ADDRESSES.TRC20[0];
const EVM = VALID_ADDRESSES.ERC20[0];
const BITCOIN = VALID_ADDRESSES.BTC[0];

describe('validateCryptoAddressFields', () => {
  it('finds nothing wrong with a valid address for its network', () => {
    expect(
      validateCryptoAddressFields({ currency: 'usdt', network: 'trc20', address: TRON }, CURRENCIES),
    ).toEqual({});
  });

  it('checks the address by its network: a TRON address is wrong on ERC20 and right on TRC20', () => {
    expect(
      validateCryptoAddressFields({ currency: 'USDT', network: 'ERC20', address: TRON }, CURRENCIES),
    ).toEqual({
      address: 'CRYPTO_ADDRESS_INVALID',
    });
    expect(
      validateCryptoAddressFields({ currency: 'USDT', network: 'ERC20', address: EVM }, CURRENCIES),
    ).toEqual({});
  });

  it('asks for blank fields and leaves the address unchecked while no network can carry the currency', () => {
    expect(validateCryptoAddressFields({ currency: '', network: '', address: '' }, CURRENCIES)).toEqual({
      currency: 'FIELD_REQUIRED',
      network: 'FIELD_REQUIRED',
      address: 'FIELD_REQUIRED',
    });
    expect(
      validateCryptoAddressFields({ currency: 'BTC', network: 'TRC20', address: TRON }, CURRENCIES),
    ).toEqual({
      network: 'UNSUPPORTED_NETWORK',
    });
    expect(
      validateCryptoAddressFields({ currency: 'USD', network: 'BTC', address: BITCOIN }, CURRENCIES),
    ).toEqual({
      currency: 'UNSUPPORTED_CURRENCY',
    });
  });

  it('maps the codes back to their fields', () => {
    expect(cryptoAddressFieldOf('UNSUPPORTED_CURRENCY')).toBe('currency');
    expect(cryptoAddressFieldOf('UNSUPPORTED_NETWORK')).toBe('network');
    expect(cryptoAddressFieldOf('CRYPTO_ADDRESS_INVALID')).toBe('address');
    expect(cryptoAddressFieldOf('FIELD_REQUIRED')).toBeUndefined();
  });

  it('agrees with validateCryptoAddress: empty exactly when it accepts, its code at a field', () => {
    const input = fc.record({
      currency: fc.constantFrom('', 'USDT', 'usdt', 'BTC', 'USD', 'ETH', '$$'),
      network: fc.constantFrom('', 'TRC20', 'erc20', 'BEP20', 'BTC', 'SOL'),
      address: fc.oneof(
        fc.constantFrom('', ' ', TRON, EVM, BITCOIN, ...VALID_ADDRESSES.BTC),
        fc.string({ maxLength: 40 }),
      ),
    });
    fc.assert(
      fc.property(input, fc.boolean(), (address, withCurrencies) => {
        const currencies = withCurrencies ? CURRENCIES : undefined;
        const whole = validateCryptoAddress(address, currencies);
        const fields = validateCryptoAddressFields(address, currencies);
        expect(Object.keys(fields).length === 0).toBe(!whole.error);
        if (!whole.error) return;
        // Its refusal shows at a field: the same code, or "required" where the field is blank.
        const field = cryptoAddressFieldOf(whole.value);
        const shown = Object.values(fields).includes(whole.value);
        expect(shown || (field !== undefined && fields[field] === 'FIELD_REQUIRED')).toBe(true);
      }),
    );
  });
});
