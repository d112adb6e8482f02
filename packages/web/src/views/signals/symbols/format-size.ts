import type { DecimalString, Language } from '@signal-portal/core';
import { formatMoney } from '../../../format.js';

/** A contract size ('100000', '0.001') grouped per language, with exactly the digits it has. */
export const formatContractSize = (size: DecimalString, language: Language): string => {
  const fraction = size.split('.')[1] ?? '';
  return formatMoney(size, language, fraction.length);
};

/** A countdown in minutes and seconds ("1:05"): digits every language reads. */
export const formatCountdown = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
