import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../shared/error-codes.js';
import { FALLBACK_LANGUAGE, LANGUAGES } from './languages.js';
import { RESOURCES, flattenResource } from './resources.js';
import { placeholdersOf } from './translate.js';

const reference = flattenResource(RESOURCES[FALLBACK_LANGUAGE]);
const others = LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE);

describe('locale parity with en-US', () => {
  it('en-US is the reference and has a few hundred texts', () => {
    expect(reference.size).toBeGreaterThan(500);
  });

  it.each(others)('%s has exactly the key paths of en-US', (language) => {
    const keys = [...flattenResource(RESOURCES[language]).keys()];
    const referenceKeys = [...reference.keys()];
    expect(keys.filter((key) => !reference.has(key))).toEqual([]); // extra keys
    expect(referenceKeys.filter((key) => !keys.includes(key))).toEqual([]); // missing keys
  });

  it.each(others)('%s uses the same placeholders as en-US in every text', (language) => {
    const texts = flattenResource(RESOURCES[language]);
    const mismatches = [...reference].flatMap(([key, english]) => {
      const expected = placeholdersOf(english);
      const actual = placeholdersOf(texts.get(key) ?? '');
      return expected.join() === actual.join() ? [] : [{ key, expected, actual }];
    });
    expect(mismatches).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty or blank text', (language) => {
    const blank = [...flattenResource(RESOURCES[language])].filter(([, text]) => text.trim() === '');
    expect(blank).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no broken placeholder braces', (language) => {
    // After removing well-formed {{name}}, no brace may remain: '{{ max }' or '{max}' are typos.
    const broken = [...flattenResource(RESOURCES[language])].filter(([, text]) =>
      /[{}]/.test(text.replace(/\{\{\s*[\w.-]+\s*\}\}/g, '')),
    );
    expect(broken).toEqual([]);
  });
});

describe('error messages', () => {
  it.each(LANGUAGES)('%s has a message for every error code', (language) => {
    const texts = flattenResource(RESOURCES[language]);
    expect(ERROR_CODES.filter((code) => !texts.has(`errors.${code}`))).toEqual([]);
  });

  it('the errors namespace holds error codes only', () => {
    const codes = new Set<string>(ERROR_CODES);
    const keys = Object.keys(RESOURCES['en-US'].errors);
    expect(keys.filter((key) => !codes.has(key))).toEqual([]);
  });

  it('en-US carries the texts the spec prescribes', () => {
    const { errors } = RESOURCES['en-US'];
    expect(errors.apiError).toBe("The action can't be completed, please try again later.");
    expect(errors.ACCOUNT_NOT_FOUND).toBe('Cannot find the account, please register.');
    expect(errors.KYC_NOT_PASSED).toBe('Please finish identity verification before proceeding.');
    expect(errors.DESCRIPTION_TOO_LONG).toBe('Maximum count exceeded ({{max}} words).');
    expect(errors.WITHDRAW_AMOUNT_TOO_LOW).toBe('The amount must be more than {{min}} USD.');
    expect(errors.WITHDRAW_AMOUNT_TOO_HIGH).toBe('The amount must be less than {{max}} USD.');
    expect(errors.WRONG_TRADING_ACCOUNT_OR_PASSWORD).toBe('Wrong trading account or password.');
    expect(errors.PERMISSION_DENIED).toBe('Permission denied.');
  });

  it('only errors whose value the caller knows carry a placeholder', () => {
    const withPlaceholders = Object.entries(RESOURCES['en-US'].errors)
      .filter(([, text]) => placeholdersOf(text).length > 0)
      .map(([code, text]) => [code, placeholdersOf(text)]);
    expect(withPlaceholders).toEqual([
      ['DESCRIPTION_TOO_LONG', ['max']],
      ['WITHDRAW_AMOUNT_TOO_LOW', ['min']],
      ['WITHDRAW_AMOUNT_TOO_HIGH', ['max']],
    ]);
  });

  it.each(LANGUAGES)('%s gives every error its own sentence-final punctuation', (language) => {
    // A message is a full sentence: it ends like one in every script (. 。 ။ ! ?).
    const unfinished = Object.entries(RESOURCES[language].errors).filter(
      ([, text]) => !/[.。။!?！？)）]$/u.test(text.trim()),
    );
    expect(unfinished).toEqual([]);
  });
});
