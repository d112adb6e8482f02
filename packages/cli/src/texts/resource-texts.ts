import { FALLBACK_LANGUAGE, RESOURCES, type Language } from '@signal-portal/core';
import { createTexts, type Texts } from './texts.js';

/**
 * A language's texts from core's RESOURCES: every language's modules, loaded together. The modules
 * build (`tsc` output) and tests use it; the bundle reads one JSON file instead (load-texts.bundled.ts).
 */
export const textsOf = (language: Language): Texts =>
  createTexts(language, { tree: RESOURCES[language], fallback: RESOURCES[FALLBACK_LANGUAGE] });
