import { formatIban } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { caretAfterGrouping } from './grouped-caret.js';

/** Types at the caret as a browser would, then regroups; returns the shown text with '|' at the caret. */
const typeAt = (shown: string, caret: number, insert: string): string => {
  const typed = `${shown.slice(0, caret)}${insert}${shown.slice(caret)}`;
  const regrouped = formatIban(typed);
  const at = caretAfterGrouping(typed, caret + insert.length, regrouped);
  return `${regrouped.slice(0, at)}|${regrouped.slice(at)}`;
};

describe('caretAfterGrouping', () => {
  it('keeps the caret after the character typed at the end, past a new space', () => {
    expect(typeAt('DE89', 4, '3')).toBe('DE89 3|');
  });

  it('keeps the caret after a character typed in the middle', () => {
    expect(typeAt('DE89 3704', 2, '1')).toBe('DE1|8 9370 4');
  });

  it('keeps the caret where a character was deleted, right after the character before it', () => {
    const typed = 'DE89 704'; // the 3 deleted, the caret after the space
    expect(caretAfterGrouping(typed, 5, formatIban(typed))).toBe(4);
    const inside = 'DE89 3704 044'; // a 0 deleted inside the third group
    expect(caretAfterGrouping(inside, 11, formatIban(inside))).toBe(11);
  });

  it('puts the caret at the start when nothing significant precedes it', () => {
    expect(caretAfterGrouping(' DE', 1, 'DE')).toBe(0);
  });
});
