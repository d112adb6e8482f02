import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../shared/error-codes.js';
import { LANGUAGES, type Language } from './languages.js';
import { RESOURCES } from './resources.js';
import {
  errorMessageKey,
  interpolate,
  placeholdersOf,
  translate,
  translateError,
  type TranslationKey,
} from './translate.js';

describe('translate', () => {
  it('looks a dot path up in the chosen language', () => {
    expect(translate('en-US', 'common.cancel')).toBe('Cancel');
    expect(translate('zh-TW', 'common.cancel')).toBe('取消');
    expect(translate('zh-CN', 'signal.status.PASSED')).toBe('已通过');
    expect(translate('ja-JP', 'layout.logout')).toBe(RESOURCES['ja-JP'].layout.logout);
  });

  it('fills placeholders, numbers included', () => {
    expect(translate('en-US', 'common.pageOf', { page: 2, pages: 7 })).toBe('Page 2 of 7');
    expect(translate('zh-TW', 'common.pageOf', { page: 2, pages: 7 })).toBe('第 2 頁，共 7 頁');
    expect(translate('en-US', 'cli.savedFile', { path: '/tmp/report.csv' })).toBe(
      'Saved file to /tmp/report.csv.',
    );
  });

  it('keeps a placeholder that has no value visible, and ignores extra values', () => {
    expect(translate('en-US', 'common.pageOf', { page: 1, other: 'x' })).toBe('Page 1 of {{pages}}');
    expect(translate('en-US', 'common.pageOf')).toBe('Page {{page}} of {{pages}}');
  });

  it('falls back to en-US for a language it has no resources for', () => {
    expect(translate('xx-XX' as Language, 'common.cancel')).toBe('Cancel');
  });

  it('falls back to the key itself when no language has it', () => {
    expect(translate('ja-JP', 'common.noSuchKey')).toBe('common.noSuchKey');
    expect(translate('en-US', '')).toBe('');
  });

  it('a path that ends at a group, or runs past a text, is not a text', () => {
    expect(translate('en-US', 'signal.status')).toBe('signal.status');
    expect(translate('en-US', 'common.cancel.more')).toBe('common.cancel.more');
  });

  it('TranslationKey names exactly the text paths (checked by the compiler)', () => {
    const keys: TranslationKey[] = ['signal.status.PASSED', 'errors.apiError', 'common.units.days'];
    // @ts-expect-error a group is not a text
    const group: TranslationKey = 'signal.status';
    // @ts-expect-error an unknown path
    const unknown: TranslationKey = 'signal.status.MAYBE';
    expect(keys.map((k) => translate('en-US', k))).toEqual([
      'Approved',
      "The action can't be completed, please try again later.",
      '{{count}} d',
    ]);
    expect([group, unknown].map((k) => translate('en-US', k))).toEqual([group, unknown]);
  });

  it('never reads inherited object properties', () => {
    expect(translate('en-US', 'constructor')).toBe('constructor');
    expect(translate('en-US', 'common.toString')).toBe('common.toString');
    expect(translate('en-US', '__proto__.constructor')).toBe('__proto__.constructor');
  });
});

describe('interpolate and placeholdersOf', () => {
  it('replaces every occurrence, with spaces inside the braces allowed', () => {
    // Values are inserted literally: a '$&' in a value is not a replacement pattern.
    expect(interpolate('{{a}}+{{ a }}={{b}}', { a: 1, b: '$&2' })).toBe('1+1=$&2');
  });

  it('does not re-expand placeholders that arrive inside values', () => {
    expect(interpolate('Hi {{name}}', { name: '{{name}}' })).toBe('Hi {{name}}');
  });

  it('lists the distinct names, sorted', () => {
    expect(placeholdersOf('From {{min}} to {{max}}, min {{ min }}')).toEqual(['max', 'min']);
    expect(placeholdersOf('No placeholders.')).toEqual([]);
  });
});

describe('translateError', () => {
  it('gives the apiError message of the language for a code outside the catalogue', () => {
    expect(translateError('SOMETHING_UNKNOWN', 'ja-JP')).toBe(RESOURCES['ja-JP'].errors.apiError);
    expect(translateError('SOMETHING_UNKNOWN', 'en-US')).toBe(
      "The action can't be completed, please try again later.",
    );
  });

  it.each([undefined, null, 42, {}, '', 'toString', '__proto__'])('treats %j as unknown', (code) => {
    expect(translateError(code, 'zh-CN')).toBe(RESOURCES['zh-CN'].errors.apiError);
  });

  it('translates known codes and fills their values', () => {
    expect(translateError('ACCOUNT_NOT_FOUND', 'en-US')).toBe('Cannot find the account, please register.');
    expect(translateError('WITHDRAW_AMOUNT_TOO_LOW', 'en-US', { min: '50' })).toBe(
      'The amount must be more than 50 USD.',
    );
    expect(translateError('WITHDRAW_AMOUNT_TOO_HIGH', 'zh-TW', { max: 10000 })).toBe(
      '金額須小於 10000 美元。',
    );
    expect(translateError('DESCRIPTION_TOO_LONG', 'zh-CN', { max: 300 })).toBe('已超出字数上限（300 字）。');
  });

  it('every code has its own message in every language, never the key itself', () => {
    for (const language of LANGUAGES) {
      for (const code of ERROR_CODES) {
        const message = translateError(code, language);
        expect(message).not.toBe(errorMessageKey(code));
        // A message with a placeholder is filled in or shown by its stand-in (error-message.test.ts).
        if (!RESOURCES[language].errors[code].includes('{{')) {
          expect(message).toBe(RESOURCES[language].errors[code]);
        }
      }
    }
  });

  it('errorMessageKey is the resource path of the code', () => {
    expect(errorMessageKey('KYC_NOT_PASSED')).toBe('errors.KYC_NOT_PASSED');
  });
});
