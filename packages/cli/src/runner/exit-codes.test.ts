import { ERROR_CODES, errorGroupOf } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { EXIT, EXIT_CODE_OF, exitCodeFor } from './exit-codes.js';

describe('exitCodeFor', () => {
  it('maps every catalogued code, and nothing else', () => {
    expect(Object.keys(EXIT_CODE_OF).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('treats every refused value (the validation group) as a usage error', () => {
    const validation = ERROR_CODES.filter((code) => errorGroupOf(code) === 'validation');
    expect(validation.length).toBeGreaterThan(20);
    for (const code of validation) expect(exitCodeFor(code), code).toBe(EXIT.USAGE);
    expect(exitCodeFor('WRONG_DATA_FORMAT')).toBe(EXIT.USAGE);
  });

  it('asks to log in for a missing session and a refused signature', () => {
    expect(exitCodeFor('NOT_SIGNED_IN')).toBe(EXIT.AUTH);
    expect(exitCodeFor('INVALID_SIGNATURE')).toBe(EXIT.AUTH);
    expect(exitCodeFor('JWT_FORMAT')).toBe(EXIT.AUTH);
  });

  it('keeps the network failure apart from refusals', () => {
    expect(exitCodeFor('NETWORK_ERROR')).toBe(EXIT.NETWORK);
    expect(ERROR_CODES.filter((code) => exitCodeFor(code) === EXIT.NETWORK)).toEqual(['NETWORK_ERROR']);
  });

  it('gives 1 to what the platform refuses', () => {
    for (const code of [
      'INSUFFICIENT_BALANCE',
      'KYC_NOT_PASSED',
      'SIGNAL_NOT_FOUND',
      'IDEMPOTENCY_KEY_REUSED',
    ] as const) {
      expect(exitCodeFor(code), code).toBe(EXIT.REFUSED);
    }
  });

  it('documents distinct codes for each kind of outcome', () => {
    expect(new Set(Object.values(EXIT)).size).toBe(Object.keys(EXIT).length);
    expect(EXIT).toEqual({
      OK: 0,
      REFUSED: 1,
      USAGE: 2,
      AUTH: 3,
      NETWORK: 4,
      INTERNAL: 70,
      INTERRUPTED: 130,
    });
  });
});
