import { fail, ok, type Result } from '../shared/result.js';
import { validateEmail } from './email.rules.js';
import { validatePhone } from './phone.rules.js';
import { codePointLength, isBlank, normaliseText } from './text.js';
import { validateUsername } from './username.rules.js';

export const SIGN_UP_METHODS = ['email', 'phone'] as const;
export type SignUpMethod = (typeof SIGN_UP_METHODS)[number];

/** The sign-up form as the screen (or a request body) holds it; fields of the other method are ignored. */
export interface SignUpForm {
  readonly method: SignUpMethod;
  readonly email?: string;
  /** ISO alpha-2 ('TW') or dial code ('+886'), see validatePhone. */
  readonly countryCode?: string;
  readonly phone?: string;
  readonly username: string;
  readonly referrer?: string;
  readonly over18: boolean;
  readonly acceptTerms: boolean;
}

interface RegisterCommon {
  readonly username: string;
  /** Present only when the form had a non-blank referrer (spec: omitted when empty). */
  readonly referrer?: string;
  readonly over18: true;
  readonly acceptTerms: true;
}

/** Body of POST /auth/register_by_email. */
export interface RegisterByEmailPayload extends RegisterCommon {
  readonly method: 'email';
  readonly email: string;
}

/** Body of POST /auth/register_by_phone. */
export interface RegisterByPhonePayload extends RegisterCommon {
  readonly method: 'phone';
  /** ISO alpha-2 region of the number ('TW'). */
  readonly countryCode: string;
  /** E.164 ('+886912345678'). */
  readonly phone: string;
}

/**
 * A validated sign-up. It keeps `over18` and `acceptTerms` (always true) so the server can run the
 * same `validateSignUp` on the body it receives: validating a payload gives the payload back.
 */
export type RegisterPayload = RegisterByEmailPayload | RegisterByPhonePayload;

export type LoginForm =
  | { readonly method: 'email'; readonly email: string }
  | { readonly method: 'phone'; readonly countryCode: string; readonly phone: string };

/** Body of POST /auth/login_by_email or /auth/login_by_phone (phone in E.164, region ISO). */
export type LoginPayload =
  | { readonly method: 'email'; readonly email: string }
  | { readonly method: 'phone'; readonly countryCode: string; readonly phone: string };

export const REFERRER_MAX_LENGTH = 32;
/** A referrer is a username or a referral code: letters, digits (marks after them), `-`, `_`, `.`. */
const REFERRER_PATTERN = /^[\p{L}\p{N}\-_.][\p{L}\p{M}\p{N}\-_.]*$/u;

/** The optional referrer: undefined when blank, REFERRER_INVALID when malformed. Existence is a call. */
export const validateReferrer = (input: string | undefined): Result<string | undefined> => {
  if (input === undefined || isBlank(input)) return ok(undefined);
  const referrer = normaliseText(input);
  return codePointLength(referrer) <= REFERRER_MAX_LENGTH && REFERRER_PATTERN.test(referrer)
    ? ok(referrer)
    : fail('REFERRER_INVALID');
};

type Contact =
  | { readonly method: 'email'; readonly email: string }
  | { readonly method: 'phone'; readonly countryCode: string; readonly phone: string };

const validateContact = (form: {
  readonly method: unknown;
  readonly email?: string;
  readonly countryCode?: string;
  readonly phone?: string;
}): Result<Contact> => {
  if (form.method === 'email') {
    const email = validateEmail(form.email ?? '');
    return email.error ? email : ok({ method: 'email', email: email.value });
  }
  if (form.method === 'phone') {
    if (isBlank(form.countryCode)) return fail('COUNTRY_CODE_INVALID');
    const phone = validatePhone(form.phone ?? '', form.countryCode ?? '');
    if (phone.error) return phone;
    return ok({ method: 'phone', countryCode: phone.value.country, phone: phone.value.e164 });
  }
  return fail('WRONG_DATA_FORMAT');
};

/**
 * Sign-up, checked in the order the form shows its fields, first failure wins:
 * method (WRONG_DATA_FORMAT) -> email (EMAIL_INVALID) or country code (COUNTRY_CODE_INVALID) then
 * phone (PHONE_INVALID) -> username (USERNAME_INVALID) -> referrer if given (REFERRER_INVALID) ->
 * over-18 (AGE_NOT_CONFIRMED) -> terms (TERMS_NOT_ACCEPTED).
 * The payload has no `referrer` key at all when the referrer is empty or blank.
 */
export const validateSignUp = (form: SignUpForm): Result<RegisterPayload> => {
  const contact = validateContact(form);
  if (contact.error) return contact;
  const username = validateUsername(form.username);
  if (username.error) return username;
  const referrer = validateReferrer(form.referrer);
  if (referrer.error) return referrer;
  if (form.over18 !== true) return fail('AGE_NOT_CONFIRMED');
  if (form.acceptTerms !== true) return fail('TERMS_NOT_ACCEPTED');
  const common: RegisterCommon = {
    username: username.value,
    ...(referrer.value === undefined ? {} : { referrer: referrer.value }),
    over18: true,
    acceptTerms: true,
  };
  return ok({ ...contact.value, ...common });
};

/** Login by email (EMAIL_INVALID) or by phone (COUNTRY_CODE_INVALID, then PHONE_INVALID). */
export const validateLoginForm = (form: LoginForm): Result<LoginPayload> => validateContact(form);
