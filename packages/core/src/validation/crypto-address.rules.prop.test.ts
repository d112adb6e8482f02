import { bech32, bech32m } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_CRYPTO_NETWORKS, validateCryptoAddress } from './crypto-address.rules.js';
import {
  base58CheckEncode,
  eip55AddressOf,
  flipLetterCase,
  tronAddressOf,
} from './crypto-address.test-helpers.js';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const accountId = fc.uint8Array({ minLength: 20, maxLength: 20 });

/** The address with the character at `position` replaced by a different Base58 character. */
const mutate = (address: string, position: number, shift: number): string => {
  const index = BASE58.indexOf(address[position] ?? '1');
  const replacement = BASE58[(index + 1 + (shift % 57)) % 58] ?? '1';
  return `${address.slice(0, position)}${replacement}${address.slice(position + 1)}`;
};

describe('crypto address properties', () => {
  it('every TRON account id gives a valid 34-character T-address; any one-character change is refused', () => {
    fc.assert(
      fc.property(accountId, fc.nat(), fc.nat(), (id, p, shift) => {
        const address = tronAddressOf(id);
        expect(address).toMatch(/^T.{33}$/);
        expect(validateCryptoAddress({ currency: 'USDT', network: 'TRC20', address }).error).toBe(false);
        const changed = mutate(address, 1 + (p % 33), shift);
        expect(validateCryptoAddress({ currency: 'USDT', network: 'TRC20', address: changed }).error).toBe(
          true,
        );
      }),
    );
  });

  it('every Bitcoin P2PKH and P2SH hash gives a valid address; a one-character change is refused', () => {
    fc.assert(
      fc.property(accountId, fc.constantFrom(0x00, 0x05), fc.nat(), fc.nat(), (hash, version, p, shift) => {
        const address = base58CheckEncode(version, hash);
        expect(validateCryptoAddress({ currency: 'BTC', network: 'BTC', address }).error).toBe(false);
        const changed = mutate(address, 1 + (p % (address.length - 1)), shift);
        expect(validateCryptoAddress({ currency: 'BTC', network: 'BTC', address: changed }).error).toBe(true);
      }),
    );
  });

  it('0x + hex digits in one case is an EVM address exactly when there are 40 of them', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{1,60}$/), fc.boolean(), (digits, upper) => {
        const address = `0x${upper ? digits.toUpperCase() : digits}`;
        const result = validateCryptoAddress({ currency: 'USDT', network: 'ERC20', address });
        expect(result.error).toBe(digits.length !== 40);
      }),
    );
  });

  it('every EIP-55 address is accepted; flipping the case of any one letter is refused', () => {
    fc.assert(
      fc.property(accountId, fc.nat(), (id, n) => {
        const address = eip55AddressOf(id);
        expect(validateCryptoAddress({ currency: 'USDT', network: 'BEP20', address }).error).toBe(false);
        const flipped = flipLetterCase(address, n);
        // A flip that leaves the letters all one case drops the checksum, which EIP-55 allows.
        const digits = flipped?.slice(2) ?? '';
        if (flipped === null || digits === digits.toLowerCase() || digits === digits.toUpperCase()) return;
        expect(validateCryptoAddress({ currency: 'USDT', network: 'BEP20', address: flipped }).error).toBe(
          true,
        );
      }),
    );
  });

  it('a SegWit program is accepted with the checksum its version needs (bech32 for v0, bech32m after)', () => {
    const v0 = fc.tuple(fc.constant(0), fc.constantFrom(20, 32));
    const later = fc.tuple(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 2, max: 40 }));
    fc.assert(
      fc.property(
        fc.oneof(v0, later),
        fc.uint8Array({ minLength: 40, maxLength: 40 }),
        ([version, length], bytes) => {
          const words = [version, ...bech32.toWords(bytes.subarray(0, length))];
          const [right, wrong] = version === 0 ? [bech32, bech32m] : [bech32m, bech32];
          const refused = (address: string): boolean =>
            validateCryptoAddress({ currency: 'BTC', network: 'BTC', address }).error;
          expect(refused(right.encode('bc', words))).toBe(false);
          expect(refused(right.encode('bc', words).toUpperCase())).toBe(false);
          expect(refused(wrong.encode('bc', words))).toBe(true);
          expect(refused(right.encode('tb', words))).toBe(true);
        },
      ),
    );
  });

  it('never throws, and anything accepted is on a supported network', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...SUPPORTED_CRYPTO_NETWORKS, 'SOL', ''),
        fc.string({ maxLength: 100 }),
        (currency, network, address) => {
          const result = validateCryptoAddress({ currency, network, address });
          if (!result.error) expect(SUPPORTED_CRYPTO_NETWORKS).toContain(result.value.network);
        },
      ),
    );
  });
});
