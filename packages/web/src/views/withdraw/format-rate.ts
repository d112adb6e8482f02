import type { DecimalString, Language } from '@signal-portal/core';
import { formatMoney } from '../../format.js';

/** The places a decimal string is written with ('32.5' -> 1, '0.000016' -> 6). */
export const placesOf = (value: DecimalString): number => value.split('.')[1]?.length ?? 0;

/** A rate as configured, grouped per language but never rounded. */
export const formatRate = (rate: DecimalString, language: Language): string =>
  formatMoney(rate, language, placesOf(rate));
