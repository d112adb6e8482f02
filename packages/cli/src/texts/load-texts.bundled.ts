import { readFileSync } from 'node:fs';
import type { Language } from '@signal-portal/core';
import { createTexts, type Texts, type TextTree } from './texts.js';

/** The file the bundle step writes per language: its texts over en-US's (scripts/bundle.mjs). */
export const textsFileName = (language: Language): string => `texts/${language}.json`;

/**
 * The run's texts in the bundle: one JSON file per language beside the bundle's chunks, already laid
 * over the fallback language's, read at the first text asked for (about 100 KB; a `--json` run that
 * succeeds never reads it) instead of every language's modules. The bundle step puts this module in
 * place of load-texts.ts.
 */
export const loadTexts = (language: Language): Promise<Texts> =>
  Promise.resolve(
    createTexts(language, () => {
      const tree = JSON.parse(
        readFileSync(new URL(textsFileName(language), import.meta.url), 'utf8'),
      ) as TextTree;
      return { tree, fallback: tree };
    }),
  );
