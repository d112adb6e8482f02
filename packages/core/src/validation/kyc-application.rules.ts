import { getCountrySpecifications } from 'ibantools';
import {
  KYC_DOCUMENT_TYPES,
  needsDocumentBack,
  type KycApplication,
  type KycDocumentFile,
  type KycDocumentType,
} from '../domain/kyc/kyc.js';
import type { ErrorCode } from '../shared/error-codes.js';
import { fail, ok, type Result } from '../shared/result.js';
import { DAY_MS, utcDay } from '../shared/time.js';
import { isCalendarDay } from './date-range.rules.js';
import { IMAGE_FORMATS, IMAGE_MAX_BYTES, sniffImageFormat, type ImageInfo } from './image.rules.js';
import { codePointLength, normaliseText } from './text.js';

export const MINIMUM_AGE = 18;
/** Birth dates further back than this are typing errors, not people. */
export const MAXIMUM_AGE = 130;
export const PERSON_NAME_MAX_LENGTH = 50;
export const DOCUMENT_NUMBER_MIN_LENGTH = 4;
export const DOCUMENT_NUMBER_MAX_LENGTH = 30;

/** Letters of any script with their marks, and the spaces, apostrophes, hyphens and dots names contain. */
const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
const DOCUMENT_NUMBER_PATTERN = new RegExp(
  `^[A-Z0-9-]{${DOCUMENT_NUMBER_MIN_LENGTH},${DOCUMENT_NUMBER_MAX_LENGTH}}$`,
);
const ISO_COUNTRIES = new Set(Object.keys(getCountrySpecifications()));

/** Whole years between two calendar days ('YYYY-MM-DD'): the age on `today` of someone born on `birthDate`. */
export const ageOn = (birthDate: string, today: string): number => {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  // Month-day strings compare in calendar order; a 29 February birthday comes on 1 March in other years.
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
};

export const isIsoCountry = (code: string): boolean => ISO_COUNTRIES.has(code);

/** Every nationality the rule accepts (ISO 3166-1 alpha-2), in code order; a form names them itself. */
export const KYC_NATIONALITIES: readonly string[] = [...ISO_COUNTRIES].sort();

/** A first or last name: trimmed, NFC, inner spaces collapsed; letters of any script with their marks. */
export const validatePersonName = (input: string): Result<string> => {
  const name = normaliseText(input).replace(/\s+/g, ' ');
  if (name === '') return fail('FIELD_REQUIRED');
  if (codePointLength(name) > PERSON_NAME_MAX_LENGTH) return fail('TEXT_TOO_LONG');
  return PERSON_NAME_PATTERN.test(name) ? ok(name) : fail('INVALID_PARAMETERS');
};

const assertToday = (today: string, caller: string): void => {
  if (!isCalendarDay(today)) throw new TypeError(`${caller}: today '${today}' is not a YYYY-MM-DD day`);
};

/**
 * A birth date: a real day 'YYYY-MM-DD', not after `today` and at most 130 years back
 * (DATE_RANGE_INVALID), of someone aged 18 or more on `today` (AGE_NOT_CONFIRMED).
 */
export const validateBirthDate = (input: string, today: string): Result<string> => {
  assertToday(today, 'validateBirthDate');
  const birthDate = input.trim();
  if (!isCalendarDay(birthDate) || birthDate > today || ageOn(birthDate, today) > MAXIMUM_AGE) {
    return fail('DATE_RANGE_INVALID');
  }
  return ageOn(birthDate, today) < MINIMUM_AGE ? fail('AGE_NOT_CONFIRMED') : ok(birthDate);
};

/** The same calendar day `years` earlier; a 29 February falls back to the 28th in common years. */
const yearsBefore = (day: string, years: number): string => {
  const year = String(Number(day.slice(0, 4)) - years).padStart(4, '0');
  const shifted = `${year}${day.slice(4)}`;
  return isCalendarDay(shifted) ? shifted : `${year}-02-28`;
};

/**
 * The birth dates `validateBirthDate` accepts on `today`, as a date input's min and max: born at most
 * 130 years ago (the day after the 131st birthday would be too far back) and at least 18 years ago.
 */
export const birthDateBounds = (today: string): { readonly min: string; readonly max: string } => {
  assertToday(today, 'birthDateBounds');
  const beforeOldest = yearsBefore(today, MAXIMUM_AGE + 1);
  const min = utcDay(Date.parse(`${beforeOldest}T00:00:00.000Z`) + DAY_MS);
  return { min, max: yearsBefore(today, MINIMUM_AGE) };
};

/** An ISO 3166-1 alpha-2 country code, any case (COUNTRY_CODE_INVALID). */
export const validateNationality = (input: string): Result<string> => {
  const nationality = input.trim().toUpperCase();
  return isIsoCountry(nationality) ? ok(nationality) : fail('COUNTRY_CODE_INVALID');
};

/** One of KYC_DOCUMENT_TYPES (blank FIELD_REQUIRED, anything else INVALID_PARAMETERS). */
export const validateDocumentType = (input: string): Result<KycDocumentType> => {
  if (input.trim() === '') return fail('FIELD_REQUIRED');
  return (KYC_DOCUMENT_TYPES as readonly string[]).includes(input)
    ? ok(input as KycDocumentType)
    : fail('INVALID_PARAMETERS');
};

/** 4-30 letters, digits or hyphens once spaces are removed, upper-cased (blank FIELD_REQUIRED). */
export const validateDocumentNumber = (input: string): Result<string> => {
  const documentNumber = input.replace(/\s+/g, '').toUpperCase();
  if (documentNumber === '') return fail('FIELD_REQUIRED');
  return DOCUMENT_NUMBER_PATTERN.test(documentNumber) ? ok(documentNumber) : fail('INVALID_PARAMETERS');
};

/** The identity fields in form order: the order in which validateKycApplication reports. */
export const KYC_FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'nationality',
  'documentType',
  'documentNumber',
] as const satisfies readonly (keyof KycApplication)[];
export type KycField = (typeof KYC_FIELDS)[number];

/** One identity field by its own rule; `today` ('YYYY-MM-DD') is read by the birth date only. */
export const validateKycField = (field: KycField, value: string, today: string): Result<string> => {
  switch (field) {
    case 'firstName':
    case 'lastName':
      return validatePersonName(value);
    case 'birthDate':
      return validateBirthDate(value, today);
    case 'nationality':
      return validateNationality(value);
    case 'documentType':
      return validateDocumentType(value);
    case 'documentNumber':
      return validateDocumentNumber(value);
  }
};

/** Every refused field with its code, for a form that shows each message at its field. */
export const kycApplicationProblems = (
  application: KycApplication,
  today: string,
): Partial<Record<KycField, ErrorCode>> => {
  assertToday(today, 'kycApplicationProblems');
  const problems: Partial<Record<KycField, ErrorCode>> = {};
  for (const field of KYC_FIELDS) {
    const valid = validateKycField(field, application[field], today);
    if (valid.error) problems[field] = valid.value;
  }
  return problems;
};

/**
 * The identity fields of a KYC application, checked in form order, first failure wins:
 * first and last name (blank FIELD_REQUIRED, digits/symbols INVALID_PARAMETERS, over 50 TEXT_TOO_LONG),
 * birth date a real day 'YYYY-MM-DD' not after today and at most 130 years back
 * (DATE_RANGE_INVALID), aged 18 or more on `today` (AGE_NOT_CONFIRMED), nationality an ISO 3166-1
 * alpha-2 code (COUNTRY_CODE_INVALID), document type one of KYC_DOCUMENT_TYPES and document number
 * 4-30 letters, digits or hyphens after removing spaces (blank FIELD_REQUIRED, else INVALID_PARAMETERS).
 * `today` is the caller's calendar day ('YYYY-MM-DD', e.g. utcDay(clock.now())).
 */
export const validateKycApplication = (
  application: KycApplication,
  today: string,
): Result<KycApplication> => {
  if (!isCalendarDay(today))
    throw new TypeError(`validateKycApplication: today '${today}' is not a YYYY-MM-DD day`);
  const firstName = validatePersonName(application.firstName);
  if (firstName.error) return firstName;
  const lastName = validatePersonName(application.lastName);
  if (lastName.error) return lastName;
  const birthDate = validateBirthDate(application.birthDate, today);
  if (birthDate.error) return birthDate;
  const nationality = validateNationality(application.nationality);
  if (nationality.error) return nationality;
  const documentType = validateDocumentType(application.documentType);
  if (documentType.error) return documentType;
  const documentNumber = validateDocumentNumber(application.documentNumber);
  if (documentNumber.error) return documentNumber;

  return ok({
    firstName: firstName.value,
    lastName: lastName.value,
    birthDate: birthDate.value,
    nationality: nationality.value,
    documentType: documentType.value,
    documentNumber: documentNumber.value,
  });
};

// ---- the document images ------------------------------------------------------------------------

/** The limit of each document image: the server checks them with validateImage, so its 2 MB. */
export const KYC_DOCUMENT_MAX_BYTES = IMAGE_MAX_BYTES;
export const KYC_DOCUMENT_FORMATS = IMAGE_FORMATS;
/** How many leading bytes `validateKycDocumentFile` needs to tell the format (WebP: 12). */
export const IMAGE_SIGNATURE_BYTES = 12;

/**
 * A document image before it is read whole or uploaded: its size in bytes (FILE_SIZE above 2 MB) and
 * its first bytes, which must announce PNG, JPEG or WebP whatever the file's name says (FILE_FORMAT).
 * The same verdict as the server's validateImage on the whole file.
 */
export const validateKycDocumentFile = (file: {
  readonly size: number;
  readonly head: Uint8Array;
}): Result<ImageInfo> => {
  if (file.size > KYC_DOCUMENT_MAX_BYTES) return fail('FILE_SIZE');
  const format = sniffImageFormat(file.head);
  return format === null ? fail('FILE_FORMAT') : ok({ format, mime: `image/${format}` });
};

/**
 * The images an application still lacks, in form order: the front always; the back when the
 * document type has one (KYC_DOCUMENT_HAS_BACK). The selfie is optional. An unknown type asks for the
 * front only (its own field is refused).
 */
export const missingKycDocuments = (
  documentType: string,
  present: Readonly<Partial<Record<KycDocumentFile, boolean>>>,
): KycDocumentFile[] => {
  const type = validateDocumentType(documentType);
  const needed: KycDocumentFile[] = ['documentFront'];
  if (!type.error && needsDocumentBack(type.value)) needed.push('documentBack');
  return needed.filter((name) => present[name] !== true);
};
