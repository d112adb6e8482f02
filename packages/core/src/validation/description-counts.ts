import { countWords, DESCRIPTION_MAX_CHARS, DESCRIPTION_MAX_WORDS } from './description.rules.js';
import { codePointLength } from './text.js';

/** How much of the description's two limits a text uses, counted as validateDescription counts. */
export interface DescriptionCounts {
  readonly words: number;
  readonly maxWords: number;
  readonly characters: number;
  readonly maxCharacters: number;
}

/** The live counter of a description field: words and characters of the trimmed text, and the limits. */
export const descriptionCounts = (input: string): DescriptionCounts => {
  const description = input.trim();
  return {
    words: countWords(description),
    maxWords: DESCRIPTION_MAX_WORDS,
    characters: codePointLength(description),
    maxCharacters: DESCRIPTION_MAX_CHARS,
  };
};
