import type { ErrorCode } from '@signal-portal/core';

/** The inputs of the sign-up, log-in and email forms that can show a message of their own. */
export type FormField = 'email' | 'phone' | 'username' | 'referrer' | 'over18' | 'acceptTerms' | 'code';

export type FieldErrors = Partial<Record<FormField, ErrorCode>>;

/** 'contact': the email or the phone field, whichever the form shows. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, FormField | 'contact'>> = {
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
  VERIFY_TOKEN_WRONG: 'code',
  VERIFY_TOKEN_EXPIRED: 'code',
  VERIFY_TOKEN_MISSING: 'code',
  VERIFY_TOKEN_WRONG_TYPE: 'code',
  VERIFY_TOKEN_EXPIRY: 'code',
  TOO_MANY_ATTEMPTS: 'code',
  ACCOUNT_NOT_FOUND: 'contact',
  EMAIL_OR_PHONE_NOT_FOUND: 'contact',
};

/**
 * The field a refusal is about, shown under it (a contact refusal under the email or the phone field,
 * as `method` says); other codes (a limit, a failure) become a toast.
 */
export const fieldOf = (code: ErrorCode, method: 'email' | 'phone' = 'email'): FormField | undefined => {
  const field = FIELD_OF_CODE[code];
  return field === 'contact' ? method : field;
};
