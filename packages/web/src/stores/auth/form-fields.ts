import type { ErrorCode } from '@signal-portal/core';

/** The inputs of the sign-up, log-in and email forms that can show a message of their own. */
export type FormField = 'email' | 'phone' | 'username' | 'referrer' | 'over18' | 'acceptTerms' | 'code';

export type FieldErrors = Partial<Record<FormField, ErrorCode>>;

const FIELD_OF_CODE: Partial<Record<ErrorCode, FormField>> = {
  EMAIL_INVALID: 'email',
  EMAIL_EXISTS: 'email',
  EMAIL_ALREADY_BOUND: 'email',
  PHONE_INVALID: 'phone',
  COUNTRY_CODE_INVALID: 'phone',
  PHONE_EXISTS: 'phone',
  USERNAME_INVALID: 'username',
  USERNAME_EXISTS: 'username',
  REFERRER_INVALID: 'referrer',
  REFERRER_NOT_FOUND: 'referrer',
  AGE_NOT_CONFIRMED: 'over18',
  TERMS_NOT_ACCEPTED: 'acceptTerms',
  VERIFY_CODE_INVALID: 'code',
};

/** The field a refusal is about, shown under it; other codes (a wrong code, a limit) become a toast. */
export const fieldOf = (code: ErrorCode): FormField | undefined => FIELD_OF_CODE[code];
