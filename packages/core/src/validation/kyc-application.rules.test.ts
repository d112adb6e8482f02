import { describe, expect, it } from 'vitest';
import type { KycApplication } from '../domain/kyc/kyc.js';
import { fail, ok } from '../shared/result.js';
import {
  ageOn,
  birthDateBounds,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_NATIONALITIES,
  kycApplicationProblems,
  missingKycDocuments,
  validateKycApplication,
  validateKycDocumentFile,
  validateKycField,
  validateNationality,
} from './kyc-application.rules.js';

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

describe('the fields one by one (a form shows each message at its field)', () => {
  it('reports every refused field with its code, none for a valid application', () => {
    expect(kycApplicationProblems(application, TODAY)).toEqual({});
    expect(
      kycApplicationProblems(
        {
          firstName: '',
          lastName: 'Chen3',
          birthDate: '2010-01-01',
          nationality: 'XX',
          documentType: '' as never,
          documentNumber: 'A1',
        },
        TODAY,
      ),
    ).toEqual({
      firstName: 'FIELD_REQUIRED',
      lastName: 'INVALID_PARAMETERS',
      birthDate: 'AGE_NOT_CONFIRMED',
      nationality: 'COUNTRY_CODE_INVALID',
      documentType: 'FIELD_REQUIRED',
      documentNumber: 'INVALID_PARAMETERS',
    });
  });

  it('checks one field by its own rule, normalising what it accepts', () => {
    expect(validateKycField('firstName', ' Mei  Ling ', TODAY)).toEqual(ok('Mei Ling'));
    expect(validateKycField('birthDate', '2007-06-16', TODAY)).toEqual(fail('AGE_NOT_CONFIRMED'));
    expect(validateKycField('nationality', 'jp', TODAY)).toEqual(ok('JP'));
    expect(validateKycField('documentType', 'ID_CARD', TODAY)).toEqual(ok('ID_CARD'));
    expect(validateKycField('documentNumber', 'ab-12 34', TODAY)).toEqual(ok('AB-1234'));
  });

  it('offers every ISO 3166-1 country as a nationality, in code order', () => {
    expect(KYC_NATIONALITIES).toHaveLength(250);
    expect(KYC_NATIONALITIES).toContain('TW');
    expect(KYC_NATIONALITIES).toContain('MM');
    expect([...KYC_NATIONALITIES].sort()).toEqual(KYC_NATIONALITIES);
    expect(KYC_NATIONALITIES.every((code) => validateNationality(code).error === false)).toBe(true);
  });
});

describe('birthDateBounds', () => {
  it('spans from the day after the 131st birthday back to the 18th birthday', () => {
    expect(birthDateBounds('2025-06-15')).toEqual({ min: '1894-06-16', max: '2007-06-15' });
  });

  it('on 29 February falls back to the 28th in common years', () => {
    expect(birthDateBounds('2028-02-29')).toEqual({ min: '1897-03-01', max: '2010-02-28' });
  });
});

describe('the document images', () => {
  const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ');

  it('refuses a file over 2 MB before looking inside, then anything but PNG, JPEG or WebP', () => {
    expect(KYC_DOCUMENT_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(validateKycDocumentFile({ size: KYC_DOCUMENT_MAX_BYTES, head: PNG_HEAD })).toEqual(
      ok({ format: 'png', mime: 'image/png' }),
    );
    expect(validateKycDocumentFile({ size: KYC_DOCUMENT_MAX_BYTES + 1, head: PNG_HEAD })).toEqual(
      fail('FILE_SIZE'),
    );
    expect(validateKycDocumentFile({ size: 1000, head: PDF_HEAD })).toEqual(fail('FILE_FORMAT'));
    expect(validateKycDocumentFile({ size: 0, head: new Uint8Array() })).toEqual(fail('FILE_FORMAT'));
  });

  it('asks for the front always and the back of a two-sided document; the selfie is optional', () => {
    expect(missingKycDocuments('PASSPORT', {})).toEqual(['documentFront']);
    expect(missingKycDocuments('PASSPORT', { documentFront: true })).toEqual([]);
    expect(missingKycDocuments('ID_CARD', { documentFront: true })).toEqual(['documentBack']);
    expect(missingKycDocuments('DRIVING_LICENSE', {})).toEqual(['documentFront', 'documentBack']);
    expect(missingKycDocuments('ID_CARD', { documentFront: true, documentBack: true })).toEqual([]);
    expect(missingKycDocuments('', { documentFront: true })).toEqual([]);
  });
});
