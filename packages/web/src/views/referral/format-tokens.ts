import { isDecimalString, type DecimalString, type Language } from '@signal-portal/core';
import { formatMoney } from '../../format.js';

/** Token amounts can carry up to 18 decimals in the ledger: shown exactly, without trailing zeros. */
const MAX_TOKEN_SCALE = 18;

/** The decimals a token amount needs to show exactly ('20' -> 0, '0.30' -> 1). */
export const tokenScale = (value: DecimalString): number => {
  if (!isDecimalString(value)) return 0;
  const fraction = value.split('.')[1]?.replace(/0+$/, '') ?? '';
  return Math.min(fraction.length, MAX_TOKEN_SCALE);
};

/** A token amount grouped in the interface language, exactly (formatMoney hands Intl the string). */
export const formatTokenAmount = (value: DecimalString, language: Language): string =>
  formatMoney(value, language, tokenScale(value));
