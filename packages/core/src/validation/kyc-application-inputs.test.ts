import { describe, expect, it } from 'vitest';
import type { KycApplication } from '../domain/kyc/kyc.js';
import { fail, ok } from '../shared/result.js';
import {
  birthDateBounds,
  kycApplicationProblems,
  PERSON_NAME_MAX_LENGTH,
  validateBirthDate,
  validateDocumentType,
  validateKycApplication,
  validateNationality,
  validatePersonName,
} from './kyc-application.rules.js';

const TODAY = '2025-06-15';
const application: KycApplication = {
  firstName: 'Mei',
  lastName: 'Chen',
  birthDate: '1990-02-28',
  nationality: 'TW',
  documentType: 'PASSPORT',
  documentNumber: 'A123456789',
};

describe('KYC fields as typed: spaces around them do not count', () => {
  it('takes a birth date with spaces around it', () => {
    expect(validateBirthDate(' 1990-02-28 ', TODAY)).toEqual(ok('1990-02-28'));
    expect(validateKycApplication({ ...application, birthDate: '\t1990-02-28 ' }, TODAY)).toMatchObject({
      error: false,
      value: { birthDate: '1990-02-28' },
    });
  });

  it('takes a nationality with spaces around it, in any case', () => {
    expect(validateNationality(' tw ')).toEqual(ok('TW'));
    expect(validateNationality(' Jp')).toEqual(ok('JP'));
  });

  it('asks for a document type left blank with spaces, rather than calling it unknown', () => {
    expect(validateDocumentType('   ')).toEqual(fail('FIELD_REQUIRED'));
    expect(validateKycApplication({ ...application, documentType: '  ' as never }, TODAY)).toEqual(
      fail('FIELD_REQUIRED'),
    );
  });
});

describe('KYC limits', () => {
  it('takes a name of exactly 50 characters, counted in code points, and refuses 51', () => {
    // U+20000 is a CJK letter outside the BMP: one character, two UTF-16 units.
    const rare = '\u{20000}';
    expect(validatePersonName(rare.repeat(PERSON_NAME_MAX_LENGTH))).toEqual(
      ok(rare.repeat(PERSON_NAME_MAX_LENGTH)),
    );
    expect(validatePersonName('a'.repeat(PERSON_NAME_MAX_LENGTH))).toEqual(ok('a'.repeat(50)));
    expect(validatePersonName('a'.repeat(PERSON_NAME_MAX_LENGTH + 1))).toEqual(fail('TEXT_TOO_LONG'));
    expect(validatePersonName(rare.repeat(PERSON_NAME_MAX_LENGTH + 1))).toEqual(fail('TEXT_TOO_LONG'));
  });

  it('takes someone born today as a real date of someone under age, not as a date after today', () => {
    expect(validateBirthDate(TODAY, TODAY)).toEqual(fail('AGE_NOT_CONFIRMED'));
    expect(validateBirthDate('2025-06-16', TODAY)).toEqual(fail('DATE_RANGE_INVALID'));
  });

  it('takes someone aged exactly 130, and refuses a day further back', () => {
    expect(validateBirthDate('1895-06-15', TODAY)).toEqual(ok('1895-06-15'));
    expect(validateBirthDate('1894-06-16', TODAY)).toEqual(ok('1894-06-16')); // 130 until tomorrow
    expect(validateBirthDate('1894-06-15', TODAY)).toEqual(fail('DATE_RANGE_INVALID')); // 131 today
  });

  it('writes the bounds of an early year with four digits, as validateBirthDate reads them', () => {
    const bounds = birthDateBounds('1100-06-15');
    expect(bounds).toEqual({ min: '0969-06-16', max: '1082-06-15' });
    expect(validateBirthDate(bounds.min, '1100-06-15')).toEqual(ok('0969-06-16'));
    expect(validateBirthDate('0969-06-15', '1100-06-15')).toEqual(fail('DATE_RANGE_INVALID'));
  });
});

describe('a malformed today is the caller’s bug, reported with its name and the day', () => {
  it.each([
    ['validateBirthDate', () => validateBirthDate('1990-02-28', '2025-6-15')],
    ['birthDateBounds', () => birthDateBounds('2025-6-15')],
    ['kycApplicationProblems', () => kycApplicationProblems(application, '2025-6-15')],
    ['validateKycApplication', () => validateKycApplication(application, '2025-6-15')],
  ])('%s throws a TypeError naming itself and the day', (name, call) => {
    expect(call).toThrow(TypeError);
    expect(call).toThrow(`${name}: today '2025-6-15' is not a YYYY-MM-DD day`);
  });

  it('throws even when a field would be refused first, so the bug shows whatever the input', () => {
    expect(() => validateKycApplication({ ...application, firstName: '' }, '2025-6-15')).toThrow(TypeError);
    expect(() => kycApplicationProblems({ ...application, birthDate: '' }, '2025-6-15')).toThrow(TypeError);
  });

  it('also refuses an impossible day given as today', () => {
    expect(() => validateBirthDate('1990-02-28', '2025-02-30')).toThrow(TypeError);
    expect(() => birthDateBounds('2025-13-01')).toThrow(TypeError);
  });
});
