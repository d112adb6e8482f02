/**
 * Small text helpers shared by the rules. User input is trimmed and NFC-normalised first, so a
 * name typed on one keyboard compares equal to the same name typed on another; lengths count code
 * points (what a person sees as characters far more often than UTF-16 units do).
 */
export const normaliseText = (value: string): string => value.trim().normalize('NFC');

export const codePointLength = (value: string): number => {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
};

export const isBlank = (value: string | null | undefined): boolean =>
  value === null || value === undefined || value.trim() === '';
