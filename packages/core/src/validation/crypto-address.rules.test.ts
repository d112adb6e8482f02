import { describe, expect, it } from 'vitest';
import type { WithdrawalCurrency } from '../domain/withdrawal/withdrawal.js';
import { validateCryptoAddress } from './crypto-address.rules.js';
import {
  base58CheckEncode,
  EIP55_VECTORS,
  flipLetterCase,
  tronAddressOf,
  VALID_ADDRESSES,
} from './crypto-address.test-helpers.js';

const currencies: WithdrawalCurrency[] = [
  { currency: 'USDT', currencyType: 'CRYPTO', networks: ['TRC20', 'ERC20'], rate: '1', decimals: 6 },
  { currency: 'BTC', currencyType: 'CRYPTO', networks: ['BTC'], rate: '0.000016', decimals: 8 },
  { currency: 'TWD', currencyType: 'FIAT', networks: [], rate: '32.5', decimals: 0 },
];

describe('validateCryptoAddress', () => {
  it.each(VALID_ADDRESSES.TRC20)('accepts the TRON address %s on TRC20', (address) => {
    expect(validateCryptoAddress({ currency: 'usdt', network: 'trc20', address: ` ${address} ` })).toEqual({
      error: false,
      value: { currency: 'USDT', network: 'TRC20', address },
    });
  });

  it.each(VALID_ADDRESSES.ERC20)('accepts the EVM address %s on ERC20 and BEP20', (address) => {
    expect(validateCryptoAddress({ currency: 'USDT', network: 'ERC20', address }).error).toBe(false);
    expect(validateCryptoAddress({ currency: 'USDT', network: 'BEP20', address }).error).toBe(false);
  });

  it.each(VALID_ADDRESSES.BTC)('accepts the Bitcoin address %s', (address) => {
    expect(validateCryptoAddress({ currency: 'BTC', network: 'BTC', address }).error).toBe(false);
  });

  it.each([
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'TRON checksum broken by the last character'],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', '33 characters'],
    ['TRC20', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'a Bitcoin address'],
    ['TRC20', '0xdAC17F958D2ee523a2206206994597C13D831ec7', 'an EVM address'],
    ['ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec', '39 hex digits'],
    ['ERC20', 'dAC17F958D2ee523a2206206994597C13D831ec7a', 'no 0x'],
    ['BEP20', '0xgAC17F958D2ee523a2206206994597C13D831ec7', 'a non-hex digit'],
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'legacy checksum broken'],
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'bech32 checksum broken'],
    ['BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'a testnet address'],
    ['BTC', 'bc1qw508d6qEjxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mixed case'],
    ['BTC', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'a TRON address'],
    ['BTC', '', 'empty'],
    ['ERC20', '0xDAC17F958D2ee523a2206206994597C13D831ec7', 'EIP-55 checksum broken by one letter'],
  ])('refuses on %s: %s (%s)', (network, address) => {
    expect(validateCryptoAddress({ currency: 'USDT', network, address })).toEqual({
      error: true,
      value: 'CRYPTO_ADDRESS_INVALID',
    });
  });

  describe('TRON (Base58Check, version 0x41)', () => {
    const accountId = Uint8Array.from({ length: 20 }, (_, i) => i * 7);

    it('accepts a 20-byte account id under version 0x41 and nothing else', () => {
      const check = (address: string): boolean =>
        !validateCryptoAddress({ currency: 'USDT', network: 'TRC20', address }).error;
      expect(check(tronAddressOf(accountId))).toBe(true);
      // Same checksum scheme, wrong version byte (0x42 also prints as 'T...').
      expect(check(base58CheckEncode(0x42, accountId))).toBe(false);
      // Right version, 19-byte id: 33 characters, so the format already refuses it.
      expect(check(tronAddressOf(accountId.subarray(1)))).toBe(false);
    });

    it('refuses characters outside the Base58 alphabet (0, O, I, l)', () => {
      for (const char of ['0', 'O', 'I', 'l']) {
        const address = `${VALID_ADDRESSES.TRC20[0].slice(0, 10)}${char}${VALID_ADDRESSES.TRC20[0].slice(11)}`;
        expect(validateCryptoAddress({ currency: 'USDT', network: 'TRC20', address }).error).toBe(true);
      }
    });
  });

  describe('Bitcoin legacy (Base58Check P2PKH 0x00, P2SH 0x05)', () => {
    const hash = Uint8Array.from({ length: 20 }, (_, i) => 255 - i);
    const check = (address: string): boolean =>
      !validateCryptoAddress({ currency: 'BTC', network: 'BTC', address }).error;

    it('accepts version 0x00 (prints as 1...) and 0x05 (prints as 3...)', () => {
      expect(base58CheckEncode(0x00, hash)).toMatch(/^1/);
      expect(base58CheckEncode(0x05, hash)).toMatch(/^3/);
      expect(check(base58CheckEncode(0x00, hash))).toBe(true);
      expect(check(base58CheckEncode(0x05, hash))).toBe(true);
    });

    it('refuses other versions even with a valid checksum, and 21-byte hashes', () => {
      // 0x6f is testnet P2PKH ('m...'/'n...'): outside the mainnet pattern.
      expect(check(base58CheckEncode(0x6f, hash))).toBe(false);
      expect(check(base58CheckEncode(0x00, Uint8Array.from([...hash, 1])))).toBe(false);
    });
  });

  describe('Bitcoin SegWit (BIP 173 bech32 for v0, BIP 350 bech32m for v1-16)', () => {
    it.each([
      ['v0, 20 bytes, upper case', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
      ['v1, 40 bytes', 'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y'],
      ['v16, 2 bytes', 'BC1SW50QGDZ25J'],
      ['v2, 16 bytes', 'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs'],
      ['v1 Taproot, 32 bytes', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'],
    ])('accepts the BIP 350 vector (%s) %s', (_name, address) => {
      expect(validateCryptoAddress({ currency: 'BTC', network: 'BTC', address }).error).toBe(false);
    });

    it.each([
      ['v1 with a bech32 checksum', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd'],
      ['v16 with a bech32 checksum', 'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL'],
      ['v0 with a bech32m checksum', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh'],
      [
        'an invalid character in the checksum',
        'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
      ],
      ['witness version 17', 'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R'],
      ['a 1-byte program', 'bc1pw5dgrnzv'],
      ['a 41-byte program', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav'],
      ['a 16-byte v0 program', 'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P'],
      [
        'zero padding of more than 4 bits',
        'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
      ],
      // The Taproot vector with its last padding bit set, re-encoded with a valid bech32m checksum.
      ['non-zero padding', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vplqq80a'],
      ['an empty data part', 'bc1gmk9yu'],
    ])('refuses a SegWit address with %s: %s', (_name, address) => {
      expect(validateCryptoAddress({ currency: 'BTC', network: 'BTC', address })).toEqual({
        error: true,
        value: 'CRYPTO_ADDRESS_INVALID',
      });
    });
  });

  describe('ERC20 and BEP20 (EIP-55 mixed-case checksum)', () => {
    const check = (network: string, address: string): boolean =>
      !validateCryptoAddress({ currency: 'USDT', network, address }).error;

    it.each(EIP55_VECTORS)('accepts the EIP-55 vector %s', (address) => {
      expect(check('ERC20', address)).toBe(true);
      expect(check('BEP20', address)).toBe(true);
    });

    it.each(EIP55_VECTORS.flatMap((address) => [0, 3, 7].map((n) => [address, n] as const)))(
      'refuses %s with its letter %i flipped in case',
      (address, n) => {
        const flipped = flipLetterCase(address, n) ?? address;
        expect(flipped).not.toBe(address);
        expect(check('ERC20', flipped)).toBe(false);
        expect(check('BEP20', flipped)).toBe(false);
      },
    );

    it.each(EIP55_VECTORS)('accepts %s all lower-case and all upper-case (no checksum)', (address) => {
      const digits = address.slice(2);
      expect(check('ERC20', `0x${digits.toLowerCase()}`)).toBe(true);
      expect(check('ERC20', `0x${digits.toUpperCase()}`)).toBe(true);
    });
  });

  it('refuses an unknown network with UNSUPPORTED_NETWORK and a malformed currency with UNSUPPORTED_CURRENCY', () => {
    const address = VALID_ADDRESSES.ERC20[0];
    expect(validateCryptoAddress({ currency: 'USDT', network: 'SOLANA', address }).value).toBe(
      'UNSUPPORTED_NETWORK',
    );
    expect(validateCryptoAddress({ currency: 'US DT', network: 'ERC20', address }).value).toBe(
      'UNSUPPORTED_CURRENCY',
    );
    expect(validateCryptoAddress({ currency: '', network: 'ERC20', address }).value).toBe(
      'UNSUPPORTED_CURRENCY',
    );
  });

  it('with the platform currencies, needs an offered crypto currency on an offered network', () => {
    const tron = VALID_ADDRESSES.TRC20[0];
    expect(
      validateCryptoAddress({ currency: 'usdt', network: 'TRC20', address: tron }, currencies).error,
    ).toBe(false);
    expect(
      validateCryptoAddress(
        { currency: 'ETH', network: 'ERC20', address: VALID_ADDRESSES.ERC20[0] },
        currencies,
      ).value,
    ).toBe('UNSUPPORTED_CURRENCY');
    expect(
      validateCryptoAddress({ currency: 'TWD', network: 'TRC20', address: tron }, currencies).value,
    ).toBe('UNSUPPORTED_CURRENCY');
    expect(
      validateCryptoAddress(
        { currency: 'USDT', network: 'BEP20', address: VALID_ADDRESSES.ERC20[0] },
        currencies,
      ).value,
    ).toBe('UNSUPPORTED_NETWORK');
  });
});
