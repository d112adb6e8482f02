import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '../shared/error-codes.js';
import { LANGUAGES } from './languages.js';
import { ERROR_PLACEHOLDERS, errorMessageOf } from './error-message.js';
import { placeholdersOf } from './placeholders.js';
import { RESOURCES } from './resources.js';
import { translate, translateError } from './translate.js';

const codes: readonly ErrorCode[] = ERROR_CODES;

describe('errorMessageOf', () => {
  it.each(LANGUAGES)("%s: the placeholder table names each message's placeholders exactly", (language) => {
    for (const code of codes)
      expect(placeholdersOf(RESOURCES[language].errors[code]), code).toEqual(
        [...(ERROR_PLACEHOLDERS[code] ?? [])].sort(),
      );
  });

  it.each(LANGUAGES)('%s: no catalogued message keeps a raw {{ when shown without values', (language) => {
    const raw = codes
      .map((code) => [code, translateError(code, language)] as const)
      .filter(([, text]) => text.includes('{{'));
    expect(raw).toEqual([]);
  });

  it.each(LANGUAGES)('%s: with the values a caller has, every message is filled in', (language) => {
    const values = { min: '50.00', max: '50000.00' };
    const raw = codes
      .map((code) => [code, translateError(code, language, values)] as const)
      .filter(([, text]) => text.includes('{{'));
    expect(raw).toEqual([]);
  });

  it('fills the limits the caller knows into the bound messages', () => {
    expect(translateError('WITHDRAW_AMOUNT_TOO_LOW', 'en-US', { min: '50.00' })).toBe(
      'The amount must be more than 50.00 USD.',
    );
    expect(translateError('WITHDRAW_AMOUNT_TOO_HIGH', 'ja-JP', { max: '50000.00' })).toContain('50000.00');
  });

  it("fills core's own limits itself: the description's word count", () => {
    expect(errorMessageOf('DESCRIPTION_TOO_LONG')).toEqual({
      key: 'errors.DESCRIPTION_TOO_LONG',
      params: { max: 500 },
    });
    expect(translateError('DESCRIPTION_TOO_LONG', 'en-US')).toBe('Maximum count exceeded (500 words).');
  });

  it('without the limit, a code of the same meaning stands in rather than a placeholder', () => {
    expect(errorMessageOf('WITHDRAW_AMOUNT_TOO_LOW')).toEqual({ key: 'errors.OUT_OF_RANGE', params: {} });
    expect(errorMessageOf('WITHDRAW_AMOUNT_TOO_HIGH', { min: '1' })).toEqual({
      key: 'errors.OUT_OF_RANGE',
      params: {},
    });
    expect(translateError('WITHDRAW_AMOUNT_TOO_LOW', 'vi-VN')).toBe(
      translate('vi-VN', 'errors.OUT_OF_RANGE'),
    );
  });

  it('leaves a message without placeholders as it is', () => {
    expect(errorMessageOf('KYC_NOT_PASSED', { min: '1' })).toEqual({
      key: 'errors.KYC_NOT_PASSED',
      params: { min: '1' },
    });
  });
});
