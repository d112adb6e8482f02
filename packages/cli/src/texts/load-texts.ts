import type { Language } from '@signal-portal/core';
import type { Texts } from './texts.js';

/**
 * The run's texts. Here, as `tsc` builds it, from core's RESOURCES (imported when first asked, so
 * `--help` never loads them). The bundle replaces this module with load-texts.bundled.ts, which reads
 * the language's texts from one JSON file written beside the bundle.
 */
export const loadTexts = async (language: Language): Promise<Texts> => {
  const { textsOf } = await import('./resource-texts.js');
  return textsOf(language);
};
