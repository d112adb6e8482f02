import {
  ERROR_CODES,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  RESOURCES,
  flattenResource,
  translate,
  translateError,
} from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { textsOf } from './resource-texts.js';
import { createTexts } from './texts.js';

const PARAMS = { count: 3, url: 'http://x', code: 'CODE', min: 1, max: 9, name: 'N', seconds: 5 };

describe('the CLI texts of one language', () => {
  it.each(LANGUAGES)('say what core says for every key and error code (%s)', (language) => {
    const texts = textsOf(language);
    for (const key of flattenResource(RESOURCES[FALLBACK_LANGUAGE]).keys()) {
      expect(texts.t(key as never, PARAMS)).toBe(translate(language, key, PARAMS));
    }
    for (const code of ERROR_CODES) expect(texts.error(code)).toBe(translateError(code, language));
    expect(texts.error('NOT_A_CODE')).toBe(translateError('NOT_A_CODE', language));
  });

  it('fall back to en-US, then to the key, for a text the language lacks', () => {
    const texts = createTexts('ja-JP', {
      tree: { a: { b: 'ja' } },
      fallback: { a: { b: 'en', c: 'en {{n}}' } },
    });
    expect(texts.t('a.b' as never)).toBe('ja');
    expect(texts.t('a.c' as never, { n: 2 })).toBe('en 2');
    expect(texts.t('a.d' as never)).toBe('a.d');
    expect(texts.t('a' as never)).toBe('a');
    expect(texts.has('a.c')).toBe(true);
    expect(texts.has('a')).toBe(false);
  });

  it('read their trees at the first text asked for, once', () => {
    let reads = 0;
    const texts = createTexts('en-US', () => {
      reads += 1;
      return { tree: { a: 'A' }, fallback: { a: 'A' } };
    });
    expect(reads).toBe(0);
    expect(texts.t('a' as never)).toBe('A');
    expect(texts.error('NOT_A_CODE')).toBe('errors.apiError');
    expect(reads).toBe(1);
  });
});
