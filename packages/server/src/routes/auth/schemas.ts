/**
 * JSON schemas of the auth routes: types and generous length caps only (the app drops unknown
 * fields); the rules themselves are core's validators, run by the handlers.
 */
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const EMAIL = text(320);
const COUNTRY_CODE = text(8);
const PHONE = text(40);
const USERNAME = text(80);
const CODE = text(16);
/** Checked by the handler (LANGUAGE_UNSUPPORTED), not here. */
const LANGUAGE_TEXT = text(16);

const body = (properties: Record<string, unknown>, required: readonly string[]) =>
  ({ type: 'object', properties, required, additionalProperties: false }) as const;

const NO_QUERY = { type: 'object', properties: {}, additionalProperties: false } as const;

export const NO_INPUT_SCHEMA = { querystring: NO_QUERY } as const;

const SIGN_UP_COMMON = {
  username: USERNAME,
  referrer: text(80),
  over18: { type: 'boolean' },
  acceptTerms: { type: 'boolean' },
  language: LANGUAGE_TEXT,
} as const;

export const REGISTER_BY_EMAIL_SCHEMA = {
  querystring: NO_QUERY,
  body: body({ method: { const: 'email' }, email: EMAIL, ...SIGN_UP_COMMON }, [
    'method',
    'email',
    'username',
    'over18',
    'acceptTerms',
    'language',
  ]),
} as const;

export const REGISTER_BY_PHONE_SCHEMA = {
  querystring: NO_QUERY,
  body: body({ method: { const: 'phone' }, countryCode: COUNTRY_CODE, phone: PHONE, ...SIGN_UP_COMMON }, [
    'method',
    'countryCode',
    'phone',
    'username',
    'over18',
    'acceptTerms',
    'language',
  ]),
} as const;

export const LOGIN_BY_EMAIL_SCHEMA = {
  querystring: NO_QUERY,
  body: body({ method: { const: 'email' }, email: EMAIL }, ['method', 'email']),
} as const;

export const LOGIN_BY_PHONE_SCHEMA = {
  querystring: NO_QUERY,
  body: body({ method: { const: 'phone' }, countryCode: COUNTRY_CODE, phone: PHONE }, [
    'method',
    'countryCode',
    'phone',
  ]),
} as const;

/** PATCH /auth/verify: the contact of either method, and the code. */
export const VERIFY_SCHEMA = {
  querystring: NO_QUERY,
  body: body(
    {
      method: { type: 'string', enum: ['email', 'phone'] },
      email: EMAIL,
      countryCode: COUNTRY_CODE,
      phone: PHONE,
      code: CODE,
    },
    ['method', 'code'],
  ),
} as const;

export const BIND_EMAIL_SCHEMA = { querystring: NO_QUERY, body: body({ email: EMAIL }, ['email']) } as const;

export const VERIFY_BOUND_EMAIL_SCHEMA = {
  querystring: NO_QUERY,
  body: body({ email: EMAIL, code: CODE }, ['email', 'code']),
} as const;

export const LANGUAGE_SCHEMA = {
  querystring: NO_QUERY,
  body: body({ language: LANGUAGE_TEXT }, ['language']),
} as const;

export const USERNAME_CHECK_SCHEMA = {
  querystring: body({ username: USERNAME }, ['username']),
} as const;

export const EMAIL_CHECK_SCHEMA = { querystring: body({ email: EMAIL }, ['email']) } as const;

export const PHONE_CHECK_SCHEMA = {
  querystring: body({ countryCode: COUNTRY_CODE, phone: PHONE }, ['countryCode', 'phone']),
} as const;
