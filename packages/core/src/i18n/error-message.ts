import type { ErrorCode } from '../shared/error-codes.js';
import { DESCRIPTION_MAX_WORDS } from '../validation/description.rules.js';
import type { TranslationParams } from './placeholders.js';

/** Limits core's own rules set: their messages are filled in wherever they are shown. */
const CORE_VALUES: Partial<Record<ErrorCode, TranslationParams>> = {
  DESCRIPTION_TOO_LONG: { max: DESCRIPTION_MAX_WORDS },
};

/**
 * Codes whose message names a value only the caller knows (the withdrawal limits come with the
 * site's settings): shown without it, a code of the same meaning and no placeholder stands in.
 */
const STAND_INS: Partial<Record<ErrorCode, ErrorCode>> = {
  WITHDRAW_AMOUNT_TOO_LOW: 'OUT_OF_RANGE',
  WITHDRAW_AMOUNT_TOO_HIGH: 'OUT_OF_RANGE',
  DESCRIPTION_TOO_LONG: 'TEXT_TOO_LONG',
};

/**
 * The placeholders of the catalogued messages that have any, the same in every language (a test
 * checks this table against every language's texts). A table rather than a look-up in RESOURCES:
 * reading RESOURCES here would put every language's texts into each web page's JavaScript.
 */
export const ERROR_PLACEHOLDERS: Partial<Record<ErrorCode, readonly string[]>> = {
  DESCRIPTION_TOO_LONG: ['max'],
  WITHDRAW_AMOUNT_TOO_LOW: ['min'],
  WITHDRAW_AMOUNT_TOO_HIGH: ['max'],
};

/** The text to show for a code: its key and the values of its placeholders. */
export interface ErrorMessage {
  readonly key: `errors.${ErrorCode}`;
  readonly params: TranslationParams;
}

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/**
 * What to show for an error code so that no placeholder is ever left raw: the caller's values and
 * core's own limits fill the code's message; a value still missing shows the code's stand-in (every
 * language has the same placeholders as en-US, which a locale test checks).
 */
export const errorMessageOf = (code: ErrorCode, params: TranslationParams = {}): ErrorMessage => {
  const values = { ...CORE_VALUES[code], ...params };
  const filled = (ERROR_PLACEHOLDERS[code] ?? []).every((name) => hasOwn(values, name));
  if (filled) return { key: `errors.${code}`, params: values };
  return { key: `errors.${STAND_INS[code] ?? 'apiError'}`, params: {} };
};
