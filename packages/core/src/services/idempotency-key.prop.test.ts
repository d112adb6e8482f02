import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN, idempotencyKeyFrom } from './idempotency-key.js';

describe('idempotencyKeyFrom (property)', () => {
  it('is a version-4 UUID for any 16 bytes, and different bytes give different keys', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        (a, b) => {
          expect(idempotencyKeyFrom(a)).toMatch(IDEMPOTENCY_KEY_PATTERN);
          // Only the 6 version/variant bits are fixed; the other 122 bits carry the bytes.
          const mask = (bytes: Uint8Array) =>
            bytes.map((x, i) => (i === 6 ? x & 0x0f : i === 8 ? x & 0x3f : x));
          const sameEntropy = mask(a).every((x, i) => x === mask(b)[i]);
          expect(idempotencyKeyFrom(a) === idempotencyKeyFrom(b)).toBe(sameEntropy);
        },
      ),
    );
  });

  it('refuses anything but 16 bytes (a bug)', () => {
    expect(() => idempotencyKeyFrom(new Uint8Array(15))).toThrow(RangeError);
  });
});
