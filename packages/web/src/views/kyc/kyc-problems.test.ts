import { KYC_DOCUMENT_FILES, KYC_FIELDS, RESOURCES, type ErrorCode } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { documentProblemOf, fieldProblemOf } from './kyc-problems.js';

/** The text at a dotted key of a language's resource, or undefined. */
const textAt = (key: string, language: keyof typeof RESOURCES = 'en-US'): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      RESOURCES[language],
    );

const CODES: ErrorCode[] = [
  'FIELD_REQUIRED',
  'INVALID_PARAMETERS',
  'TEXT_TOO_LONG',
  'DATE_RANGE_INVALID',
  'AGE_NOT_CONFIRMED',
  'COUNTRY_CODE_INVALID',
  'FILE_FORMAT',
  'FILE_SIZE',
  'FILE_UPLOAD',
];

describe('KYC messages at the fields', () => {
  it('names a text that exists in every language for every refusal the rules give', () => {
    const keys = [
      ...KYC_FIELDS.flatMap((field) => CODES.map((code) => fieldProblemOf(field, code)?.messageKey)),
      ...KYC_DOCUMENT_FILES.flatMap((slot) =>
        CODES.map(
          (code) => documentProblemOf(slot, { code, filename: 'a.pdf', size: 1 }, 'en-US')?.messageKey,
        ),
      ),
    ].filter((key): key is NonNullable<typeof key> => key !== undefined);
    expect(keys.length).toBeGreaterThan(10);
    for (const language of Object.keys(RESOURCES) as (keyof typeof RESOURCES)[])
      for (const key of keys) expect(typeof textAt(key, language), `${language} ${key}`).toBe('string');
  });

  it('says which limit: the age, the length, the file size', () => {
    expect(fieldProblemOf('birthDate', 'AGE_NOT_CONFIRMED')).toEqual({
      code: 'AGE_NOT_CONFIRMED',
      messageKey: 'kycPage.problems.birthDate.AGE_NOT_CONFIRMED',
      params: { min: 18 },
    });
    expect(
      documentProblemOf(
        'documentFront',
        { code: 'FILE_SIZE', filename: 'big.png', size: 3 * 1024 * 1024 },
        'en-US',
      ),
    ).toEqual({
      code: 'FILE_SIZE',
      messageKey: 'kycPage.problems.FILE_SIZE',
      params: { name: 'big.png', size: '3 MB', limit: '2 MB' },
    });
    expect(fieldProblemOf('firstName', null)).toBeNull();
  });
});
