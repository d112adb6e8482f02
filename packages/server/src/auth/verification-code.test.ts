import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeMatches,
  codeRequestRefusal,
  generateCode,
  hashCode,
  wrongCodeRefusal,
} from './verification-code.js';

const PEPPER = 'pepper-for-tests';
/** docs/api.md: a code is good for 10 minutes (written out: the constant is what is under test). */
const CODE_TTL_MS = 10 * 60_000;
const SENT = new Date('2026-11-22T03:00:00.000Z');
const pending = {
  attempts: 0,
  expiresAt: new Date(SENT.getTime() + CODE_TTL_MS),
  consumedAt: null,
  voidedAt: null,
};

describe('verification codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 500; i += 1) expect(generateCode()).toMatch(/^[0-9]{6}$/);
  });

  it('match only the request they were hashed for', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), fc.stringMatching(/^[0-9]{6}$/), (requestId, otherId, code) => {
        const stored = hashCode(PEPPER, requestId, code);
        expect(codeMatches(PEPPER, requestId, code, stored)).toBe(true);
        if (otherId !== requestId) expect(codeMatches(PEPPER, otherId, code, stored)).toBe(false);
        expect(codeMatches('another-pepper', requestId, code, stored)).toBe(false);
        expect(stored).not.toContain(code);
      }),
    );
  });

  it('a wrong code or a garbled stored hash does not match', () => {
    const stored = hashCode(PEPPER, 'req', '123456');
    expect(codeMatches(PEPPER, 'req', '123457', stored)).toBe(false);
    expect(codeMatches(PEPPER, 'req', '123456', 'abc')).toBe(false);
  });

  it('a request takes codes until 10 minutes after sending (10:00 itself is too late)', () => {
    expect(codeRequestRefusal(pending, new Date(SENT.getTime() + CODE_TTL_MS - 1))).toBeUndefined();
    expect(codeRequestRefusal(pending, new Date(SENT.getTime() + CODE_TTL_MS))).toBe('VERIFY_TOKEN_EXPIRED');
  });

  it('used requests are missing, spent attempts win over expiry, voided requests are expired', () => {
    const later = new Date(SENT.getTime() + CODE_TTL_MS * 2);
    expect(codeRequestRefusal({ ...pending, consumedAt: SENT }, SENT)).toBe('VERIFY_TOKEN_MISSING');
    expect(codeRequestRefusal({ ...pending, attempts: 5, voidedAt: SENT }, later)).toBe('TOO_MANY_ATTEMPTS');
    expect(codeRequestRefusal({ ...pending, voidedAt: SENT }, SENT)).toBe('VERIFY_TOKEN_EXPIRED');
  });

  it('the fifth wrong try answers TOO_MANY_ATTEMPTS, the ones before VERIFY_TOKEN_WRONG', () => {
    expect([1, 2, 3, 4, 5].map(wrongCodeRefusal)).toEqual([
      'VERIFY_TOKEN_WRONG',
      'VERIFY_TOKEN_WRONG',
      'VERIFY_TOKEN_WRONG',
      'VERIFY_TOKEN_WRONG',
      'TOO_MANY_ATTEMPTS',
    ]);
  });
});
