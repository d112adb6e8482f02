/** Characters that only separate groups: the formatter drops and re-inserts them. */
const SEPARATOR = /[\s-]/;

/**
 * Where the caret belongs after a typed text was regrouped (the IBAN in groups of four): after as many
 * significant characters as stood before it in what was typed, so typing or deleting in the middle
 * does not throw the caret to the end.
 */
export const caretAfterGrouping = (typed: string, caret: number, shown: string): number => {
  let significant = 0;
  for (const char of typed.slice(0, caret)) if (!SEPARATOR.test(char)) significant += 1;
  if (significant === 0) return 0;
  let seen = 0;
  for (let index = 0; index < shown.length; index += 1) {
    if (!SEPARATOR.test(shown[index] ?? '')) seen += 1;
    if (seen === significant) return index + 1;
  }
  return shown.length;
};
