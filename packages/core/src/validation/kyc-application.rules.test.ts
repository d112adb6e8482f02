import { describe, expect, it } from 'vitest';
import type { KycApplication } from '../domain/kyc/kyc.js';
import { ageOn, validateKycApplication } from './kyc-application.rules.js';

const TODAY = '2025-06-15';
const application: KycApplication = {
  firstName: ' Mei  Ling ',
  lastName: "O'Brien-Chen",
  birthDate: '1990-02-28',
  nationality: 'tw',
  documentType: 'PASSPORT',
  documentNumber: 'a123 456 789',
};

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2007-06-15', '2025-06-15')).toBe(18); // 18th birthday today
    expect(ageOn('2007-06-16', '2025-06-15')).toBe(17); // tomorrow
    expect(ageOn('2007-12-31', '2025-01-01')).toBe(17);
  });

  it('lets someone born on 29 February come of age on 1 March in common years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });
});

describe('validateKycApplication', () => {
  it('normalises a valid application', () => {
    expect(validateKycApplication(application, TODAY)).toEqual({
      error: false,
      value: {
        firstName: 'Mei Ling',
        lastName: "O'Brien-Chen",
        birthDate: '1990-02-28',
        nationality: 'TW',
        documentType: 'PASSPORT',
        documentNumber: 'A123456789',
      },
    });
  });

  it('accepts names in every script of the portal', () => {
    for (const [firstName, lastName] of [
      ['美玲', '陳'],
      ['ミン', '田中'],
      ['အောင်', 'မြင့်'],
      ['Thị Minh', 'Nguyễn'],
    ] as const) {
      expect(validateKycApplication({ ...application, firstName, lastName }, TODAY).error).toBe(false);
    }
  });

  it.each<[string, Partial<KycApplication>, string]>([
    ['blank first name', { firstName: '  ' }, 'FIELD_REQUIRED'],
    ['blank last name', { lastName: '' }, 'FIELD_REQUIRED'],
    ['digits in the last name', { lastName: 'Chen3' }, 'INVALID_PARAMETERS'],
    ['a name over 50 characters', { lastName: 'a'.repeat(51) }, 'TEXT_TOO_LONG'],
    ['an impossible date', { birthDate: '1990-02-30' }, 'DATE_RANGE_INVALID'],
    ['a date in another format', { birthDate: '28/02/1990' }, 'DATE_RANGE_INVALID'],
    ['a birth date after today', { birthDate: '2025-06-16' }, 'DATE_RANGE_INVALID'],
    ['a birth date 131 years ago', { birthDate: '1894-06-14' }, 'DATE_RANGE_INVALID'],
    ['17 years and 364 days old', { birthDate: '2007-06-16' }, 'AGE_NOT_CONFIRMED'],
    ['an unknown nationality', { nationality: 'XX' }, 'COUNTRY_CODE_INVALID'],
    ['a three-letter nationality', { nationality: 'TWN' }, 'COUNTRY_CODE_INVALID'],
    ['no document type', { documentType: '' as never }, 'FIELD_REQUIRED'],
    ['an unknown document type', { documentType: 'LIBRARY_CARD' as never }, 'INVALID_PARAMETERS'],
    ['a blank document number', { documentNumber: '   ' }, 'FIELD_REQUIRED'],
    ['a short document number', { documentNumber: 'A12' }, 'INVALID_PARAMETERS'],
    ['a document number with symbols', { documentNumber: 'A12#456' }, 'INVALID_PARAMETERS'],
  ])('refuses %s', (_name, change, code) => {
    expect(validateKycApplication({ ...application, ...change }, TODAY)).toEqual({
      error: true,
      value: code,
    });
  });

  it('accepts someone whose 18th birthday is today', () => {
    expect(validateKycApplication({ ...application, birthDate: '2007-06-15' }, TODAY).error).toBe(false);
  });

  it('throws on a malformed today: that is a bug of the caller, not a user error', () => {
    expect(() => validateKycApplication(application, '2025-6-15')).toThrow(TypeError);
  });
});
