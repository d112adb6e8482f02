import { dec, isDecimalString, type DecimalString, type Language } from '@signal-portal/core';
import { formatCurrency } from '../../format.js';

/** Places a token amount is written with: as the server wrote it (tokens have no fixed scale), at most 8. */
export const tokenScale = (value: DecimalString): number =>
  isDecimalString(value) ? Math.min(8, value.split('.')[1]?.length ?? 0) : 0;

/** USD with its code, at cents: "1,234.50 USD"; `signed` shows a credit's plus too. */
export const usdText = (value: DecimalString, language: Language, signed = false): string =>
  formatCurrency(value, 'USD', language, { signed });

/** Tokens with the language's word for them: "35 tokens". */
export const tokenText = (value: DecimalString, unit: string, language: Language, signed = false): string =>
  formatCurrency(value, unit, language, { scale: tokenScale(value), signed });

/** The colour class of a signed amount: green in, red out, none for zero. */
export const signClass = (value: DecimalString): string => {
  if (!isDecimalString(value)) return '';
  const amount = dec(value);
  return amount.isZero() ? '' : amount.isNegative() ? 'value-negative' : 'value-positive';
};
