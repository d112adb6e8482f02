import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { descriptionCounts } from './description-counts.js';
import { DESCRIPTION_MAX_CHARS, DESCRIPTION_MAX_WORDS, validateDescription } from './description.rules.js';

describe('description counts', () => {
  it('counts the words and characters of the trimmed text against the limits', () => {
    expect(descriptionCounts('  Gold and majors, trend following on H4.  ')).toEqual({
      words: 7,
      maxWords: DESCRIPTION_MAX_WORDS,
      characters: 39,
      maxCharacters: DESCRIPTION_MAX_CHARS,
    });
    expect(descriptionCounts('')).toMatchObject({ words: 0, characters: 0 });
  });

  it('counts characters as code points, so an emoji or a CJK character is one', () => {
    expect(descriptionCounts('黃金📈').characters).toBe(3);
  });

  it('agrees with validateDescription: the text is valid exactly when both counts are within their limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: DESCRIPTION_MAX_WORDS + 20 }),
        fc.integer({ min: 1, max: 14 }),
        fc.constantFrom(' ', '  ', '\n', ', '),
        (wordCount, wordLength, separator) => {
          const text = Array.from({ length: wordCount }, () => 'w'.repeat(wordLength)).join(separator);
          const counts = descriptionCounts(text);
          expect(counts.words).toBe(wordCount);
          const within = counts.words <= counts.maxWords && counts.characters <= counts.maxCharacters;
          expect(validateDescription(text).error).toBe(!within);
        },
      ),
      { numRuns: 60 },
    );
  });
});
