import { describe, expect, it } from 'vitest';
import { validateServerQuery, validateTradingAccountNumber } from './account-link.rules.js';
import {
  countWords,
  DESCRIPTION_MAX_CHARS,
  DESCRIPTION_MAX_WORDS,
  validateDescription,
} from './description.rules.js';
import { validateSignalName } from './signal-name.rules.js';
import { validateVerifyCode } from './verify-code.rules.js';

describe('validateSignalName', () => {
  it.each(['Gold', 'gold-scalper_v2.1', '黃金策略一號', 'a.b_', '----'])('accepts %s', (name) => {
    expect(validateSignalName(name)).toEqual({ error: false, value: name });
  });

  it('trims surrounding spaces', () => {
    expect(validateSignalName('  EURUSD-trend ')).toEqual({ error: false, value: 'EURUSD-trend' });
  });

  it.each([
    ['3 characters', 'abc'],
    ['21 characters', 'a'.repeat(21)],
    ['a space', 'gold trend'],
    ['a slash', 'gold/usd'],
    ['a plus', 'gold+'],
    ['emoji', 'gold😀'],
  ])('refuses %s with SIGNAL_NAME_INVALID', (_name, input) => {
    expect(validateSignalName(input)).toEqual({ error: true, value: 'SIGNAL_NAME_INVALID' });
  });
});

describe('countWords', () => {
  it('counts English words, ignoring punctuation, numbers being words', () => {
    // Hello | world | 3.5 | gain
    expect(countWords('Hello, world! 3.5% gain')).toBe(4);
  });

  it('segments Chinese, Japanese and Burmese without spaces into several words', () => {
    expect(countWords('我喜歡交易外匯和黃金')).toBeGreaterThan(3);
    expect(countWords('これは私のシグナルです')).toBeGreaterThan(3);
    expect(countWords('မင်္ဂလာပါ ကျွန်တော်')).toBeGreaterThan(1);
  });

  it('counts nothing in blank or punctuation-only text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  ... !!! ')).toBe(0);
  });
});

describe('validateDescription', () => {
  it('accepts empty and returns trimmed text', () => {
    expect(validateDescription('')).toEqual({ error: false, value: '' });
    expect(validateDescription('  Trend following on gold.  ')).toEqual({
      error: false,
      value: 'Trend following on gold.',
    });
  });

  it(`accepts exactly ${DESCRIPTION_MAX_WORDS} words and refuses one more with DESCRIPTION_TOO_LONG`, () => {
    expect(validateDescription('word '.repeat(DESCRIPTION_MAX_WORDS)).error).toBe(false);
    expect(validateDescription('word '.repeat(DESCRIPTION_MAX_WORDS + 1))).toEqual({
      error: true,
      value: 'DESCRIPTION_TOO_LONG',
    });
  });

  it(`refuses more than ${DESCRIPTION_MAX_CHARS} characters with TEXT_TOO_LONG, even with few words`, () => {
    expect(validateDescription('a'.repeat(DESCRIPTION_MAX_CHARS)).error).toBe(false);
    expect(validateDescription('a'.repeat(DESCRIPTION_MAX_CHARS + 1))).toEqual({
      error: true,
      value: 'TEXT_TOO_LONG',
    });
  });
});

describe('validateTradingAccountNumber', () => {
  it.each(['1', '12345678', '12345678901234'])('accepts %s', (number) => {
    expect(validateTradingAccountNumber(number)).toEqual({ error: false, value: number });
  });

  it.each(['', '123456789012345', '12a45', '-1234', '１２３', '12 34'])(
    'refuses "%s" with TRADING_ACCOUNT_INVALID',
    (number) => {
      expect(validateTradingAccountNumber(number)).toEqual({ error: true, value: 'TRADING_ACCOUNT_INVALID' });
    },
  );
});

describe('validateServerQuery', () => {
  it('needs 4 characters after trimming', () => {
    expect(validateServerQuery('  ICM ')).toEqual({ error: true, value: 'SERVER_QUERY_TOO_SHORT' });
    expect(validateServerQuery(' ICMa ')).toEqual({ error: false, value: 'ICMa' });
    expect(validateServerQuery('IC Markets-Live')).toEqual({ error: false, value: 'IC Markets-Live' });
  });

  it('refuses more than 64 characters with TEXT_TOO_LONG', () => {
    expect(validateServerQuery('s'.repeat(64)).error).toBe(false);
    expect(validateServerQuery('s'.repeat(65))).toEqual({ error: true, value: 'TEXT_TOO_LONG' });
  });
});

describe('validateVerifyCode', () => {
  it('accepts exactly 6 ASCII digits, trimming a paste', () => {
    expect(validateVerifyCode('012345')).toEqual({ error: false, value: '012345' });
    expect(validateVerifyCode(' 987654\n')).toEqual({ error: false, value: '987654' });
  });

  it.each(['12345', '1234567', '12a456', '１２３４５６', '123 456', ''])(
    'refuses "%s" with VERIFY_CODE_INVALID',
    (code) => {
      expect(validateVerifyCode(code)).toEqual({ error: true, value: 'VERIFY_CODE_INVALID' });
    },
  );
});
