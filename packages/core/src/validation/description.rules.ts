import { fail, ok, type Result } from '../shared/result.js';
import { codePointLength } from './text.js';

/** Most words a signal description may have (spec: "maximum word count"). */
export const DESCRIPTION_MAX_WORDS = 500;
/** Hard cap on characters (code points), whatever the word count: bounds storage and segmenting. */
export const DESCRIPTION_MAX_CHARS = 5000;

// Locale-independent on purpose: ICU picks dictionary segmentation for Chinese, Japanese, Burmese,
// Thai etc. from the script itself, so one segmenter serves every language of the portal.
const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * Words as a reader counts them: word-like segments, so "3.5%" is one word, punctuation none, and
 * "我喜歡交易" is several words rather than one run of characters.
 */
export const countWords = (text: string): number => {
  let words = 0;
  for (const segment of wordSegmenter.segment(text)) if (segment.isWordLike === true) words += 1;
  return words;
};

/**
 * Signal description: at most 5000 characters (TEXT_TOO_LONG, checked first so a huge paste is
 * refused before it is segmented) and at most 500 words (DESCRIPTION_TOO_LONG). Empty is allowed.
 * Returns the trimmed text.
 */
export const validateDescription = (input: string): Result<string> => {
  const description = input.trim();
  if (codePointLength(description) > DESCRIPTION_MAX_CHARS) return fail('TEXT_TOO_LONG');
  if (countWords(description) > DESCRIPTION_MAX_WORDS) return fail('DESCRIPTION_TOO_LONG');
  return ok(description);
};
