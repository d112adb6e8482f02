import type { Language } from '@signal-portal/core';

const MB = 1024 * 1024;
const KB = 1024;

/**
 * A file size in the interface language's units and digits: "2 MB", "340 kB" (binary multiples, as
 * file pickers count them; the 2 MB limit is 2 × 1024 × 1024 bytes).
 */
export const formatFileSize = (bytes: number, language: Language): string => {
  const [value, unit] = bytes >= MB ? [bytes / MB, 'megabyte'] : [Math.max(bytes, 0) / KB, 'kilobyte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
};
