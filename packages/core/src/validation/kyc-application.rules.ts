import { getCountrySpecifications } from 'ibantools';
import { KYC_DOCUMENT_TYPES, type KycApplication, type KycDocumentType } from '../domain/kyc/kyc.js';
import { fail, ok, type Result } from '../shared/result.js';
import { isCalendarDay } from './date-range.rules.js';
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

const validatePersonName = (input: string): Result<string> => {
  const name = normaliseText(input).replace(/\s+/g, ' ');
  if (name === '') return fail('FIELD_REQUIRED');
  if (codePointLength(name) > PERSON_NAME_MAX_LENGTH) return fail('TEXT_TOO_LONG');
  return PERSON_NAME_PATTERN.test(name) ? ok(name) : fail('INVALID_PARAMETERS');
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

  const birthDate = application.birthDate.trim();
  if (!isCalendarDay(birthDate) || birthDate > today || ageOn(birthDate, today) > MAXIMUM_AGE) {
    return fail('DATE_RANGE_INVALID');
  }
  if (ageOn(birthDate, today) < MINIMUM_AGE) return fail('AGE_NOT_CONFIRMED');

  const nationality = application.nationality.trim().toUpperCase();
  if (!isIsoCountry(nationality)) return fail('COUNTRY_CODE_INVALID');

  if (application.documentType.trim() === '') return fail('FIELD_REQUIRED');
  if (!(KYC_DOCUMENT_TYPES as readonly string[]).includes(application.documentType))
    return fail('INVALID_PARAMETERS');
  const documentNumber = application.documentNumber.replace(/\s+/g, '').toUpperCase();
  if (documentNumber === '') return fail('FIELD_REQUIRED');
  if (!DOCUMENT_NUMBER_PATTERN.test(documentNumber)) return fail('INVALID_PARAMETERS');

  return ok({
    firstName: firstName.value,
    lastName: lastName.value,
    birthDate,
    nationality,
    documentType: application.documentType satisfies KycDocumentType,
    documentNumber,
  });
};
