import type { Language } from '@signal-portal/core';
import { formatDateTime } from '../../../format.js';

const STEPS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * "3 minutes ago", "yesterday", "now" in the language's words, for a moment before (or at) `nowMs`;
 * the date and time instead where the browser has no relative words for the language (it would
 * answer in English).
 */
export const formatTimeAgo = (iso: string, nowMs: number, language: Language): string => {
  if (Intl.RelativeTimeFormat.supportedLocalesOf([language]).length === 0)
    return formatDateTime(iso, language);
  const formatter = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const elapsed = Math.max(0, nowMs - Date.parse(iso));
  for (const [unit, size] of STEPS) {
    if (elapsed >= size) return formatter.format(-Math.floor(elapsed / size), unit);
  }
  return formatter.format(0, 'minute');
};
