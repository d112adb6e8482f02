import { EXCHANGE_RATE_MAX_DECIMALS, isDecimalString, isLanguage, type Language } from '@signal-portal/core';
import { formatCurrency, formatDateTime, formatMoney } from '../../format.js';

/** The interface language as the formatters take it. */
export const languageOf = (language: string): Language => (isLanguage(language) ? language : 'en-US');

/** Report times are shown in UTC, like the date filter and the CSV, so the three always agree. */
export const formatReportTime = (iso: string, language: Language): string =>
  formatDateTime(iso, language, 'UTC');

/** Most decimals a volume is shown with; lots are recorded with at most this many in practice. */
const MAX_VOLUME_SCALE = 8;

/** A volume (lots) with exactly the decimals it has, grouped per language: 0.25 stays 0.25, 7.5 stays 7.5. */
export const formatVolume = (value: string, language: Language): string => {
  if (!isDecimalString(value)) return value;
  const decimals = value.split('.')[1]?.length ?? 0;
  return formatMoney(value, language, Math.min(decimals, MAX_VOLUME_SCALE));
};

/** Colour of a profit by its sign (the text keeps its minus, so colour is never the only cue). */
export const signClass = (value: string): string | undefined =>
  value.startsWith('-') ? 'value-negative' : /[1-9]/.test(value) ? 'value-positive' : undefined;

/** An amount in a signal account's currency: USD as the report's other amounts, others with their code ('50,000.00 TWD'). */
export const formatAccountMoney = (value: string, currency: string, language: Language): string =>
  currency === 'USD' ? formatMoney(value, language) : formatCurrency(value, currency, language);

/** An exchange rate with exactly the decimals it was set with ('0.0311'), grouped per language. */
export const formatRate = (value: string, language: Language): string => {
  if (!isDecimalString(value)) return value;
  const decimals = value.split('.')[1]?.length ?? 0;
  return formatMoney(value, language, Math.min(decimals, EXCHANGE_RATE_MAX_DECIMALS));
};
