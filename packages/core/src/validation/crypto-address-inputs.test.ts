import { describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.js';
import type { WithdrawalCurrency } from '../domain/withdrawal/withdrawal.js';
import { validateCryptoAddress, validateCryptoAddressFields } from './crypto-address.rules.js';

const USDT_ERC20 = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const USDT_TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('validateCryptoAddress as typed', () => {
  it('reads the currency and the network with spaces around them, in any case', () => {
    expect(validateCryptoAddress({ currency: ' usdt ', network: ' trc20 ', address: USDT_TRC20 })).toEqual(
      ok({ currency: 'USDT', network: 'TRC20', address: USDT_TRC20 }),
    );
    expect(validateCryptoAddress({ currency: '\tUsdt', network: 'Erc20\n', address: USDT_ERC20 })).toEqual(
      ok({ currency: 'USDT', network: 'ERC20', address: USDT_ERC20 }),
    );
  });

  it('finds nothing wrong at any field typed with spaces around it, as the whole rule accepts it', () => {
    const currencies: WithdrawalCurrency[] = [
      { currency: 'USDT', currencyType: 'CRYPTO', networks: ['TRC20'], rate: '1', decimals: 6 },
    ];
    const typed = { currency: ' usdt ', network: ' trc20 ', address: ` ${USDT_TRC20} ` };
    expect(validateCryptoAddressFields(typed)).toEqual({});
    expect(validateCryptoAddressFields(typed, currencies)).toEqual({});
    expect(validateCryptoAddress(typed, currencies)).toEqual(
      ok({ currency: 'USDT', network: 'TRC20', address: USDT_TRC20 }),
    );
  });
});

describe('an EVM address is exactly 0x and 40 hex digits', () => {
  it.each([
    ['a payment URI around it', `ethereum:${USDT_ERC20}`],
    ['a digit before the 0x', `0${USDT_ERC20}`],
    ['a 41st hex digit', `${USDT_ERC20}0`],
    ['a query after it', `${USDT_ERC20}?value=1`],
  ])('refuses %s', (_name, address) => {
    expect(validateCryptoAddress({ currency: 'USDT', network: 'ERC20', address })).toEqual(
      fail('CRYPTO_ADDRESS_INVALID'),
    );
    expect(validateCryptoAddress({ currency: 'USDT', network: 'BEP20', address })).toEqual(
      fail('CRYPTO_ADDRESS_INVALID'),
    );
  });
});

describe('validateCryptoAddressFields: the address format applies once the network can carry the currency', () => {
  const currencies: WithdrawalCurrency[] = [
    { currency: 'USDT', currencyType: 'CRYPTO', networks: ['TRC20'], rate: '1', decimals: 6 },
  ];

  it('names only the network when the currency is not paid on it, whatever the address', () => {
    expect(
      validateCryptoAddressFields({ currency: 'USDT', network: 'ERC20', address: USDT_TRC20 }, currencies),
    ).toEqual({
      network: 'UNSUPPORTED_NETWORK',
    });
    expect(
      validateCryptoAddress({ currency: 'USDT', network: 'ERC20', address: USDT_TRC20 }, currencies),
    ).toEqual(fail('UNSUPPORTED_NETWORK'));
  });

  it('checks the address against the network once the network is accepted', () => {
    expect(
      validateCryptoAddressFields({ currency: 'USDT', network: 'TRC20', address: USDT_ERC20 }, currencies),
    ).toEqual({
      address: 'CRYPTO_ADDRESS_INVALID',
    });
  });
});
