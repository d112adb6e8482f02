import { describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.js';
import { TRADING_ACCOUNT_MAX_DIGITS, validateTradingAccountNumber } from './account-link.rules.js';

describe('validateTradingAccountNumber as typed', () => {
  it('takes the number with spaces around it, and gives it back without them', () => {
    expect(validateTradingAccountNumber(' 12345678 ')).toEqual(ok('12345678'));
    expect(validateTradingAccountNumber(`\t${'9'.repeat(TRADING_ACCOUNT_MAX_DIGITS)}\n`)).toEqual(
      ok('9'.repeat(14)),
    );
  });

  it('still refuses spaces inside the number and a fifteenth digit', () => {
    expect(validateTradingAccountNumber('1234 5678')).toEqual(fail('TRADING_ACCOUNT_INVALID'));
    expect(validateTradingAccountNumber(` ${'9'.repeat(TRADING_ACCOUNT_MAX_DIGITS + 1)} `)).toEqual(
      fail('TRADING_ACCOUNT_INVALID'),
    );
  });
});
