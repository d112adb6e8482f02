import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '../shared/error-codes.js';
import { FALLBACK_LANGUAGE, LANGUAGES } from './languages.js';
import { RESOURCES, flattenResource } from './resources.js';
import { interpolate, placeholdersOf, translate, translateError } from './translate.js';

const language = fc.constantFrom(...LANGUAGES);
const englishTexts = flattenResource(RESOURCES[FALLBACK_LANGUAGE]);
const key = fc.constantFrom(...englishTexts.keys());
/** Values that cannot themselves look like placeholders. */
const value = fc.oneof(
  fc.string().filter((text) => !text.includes('{') && !text.includes('}')),
  fc.integer(),
);

describe('translate properties', () => {
  it('every key of en-US gives that language’s own text when all placeholders are filled', () => {
    fc.assert(
      fc.property(language, key, fc.array(value, { minLength: 10, maxLength: 10 }), (lang, path, values) => {
        const template = flattenResource(RESOURCES[lang]).get(path) ?? '';
        const params = Object.fromEntries(placeholdersOf(template).map((name, i) => [name, values[i] ?? 0]));
        const text = translate(lang, path, params);
        expect(text).not.toMatch(/\{\{/);
        for (const filled of Object.values(params)) expect(text).toContain(String(filled));
      }),
    );
  });

  it('a key that no language has comes back unchanged', () => {
    fc.assert(
      fc.property(language, fc.string(), (lang, path) => {
        fc.pre(!englishTexts.has(path));
        expect(translate(lang, path)).toBe(path);
      }),
    );
  });

  it('a string that is not an error code always shows the apiError message', () => {
    fc.assert(
      fc.property(language, fc.string(), (lang, code) => {
        fc.pre(!isErrorCode(code));
        expect(translateError(code, lang)).toBe(RESOURCES[lang].errors.apiError);
      }),
    );
  });

  it('an error code never shows the apiError message unless it is apiError', () => {
    fc.assert(
      fc.property(language, fc.constantFrom(...ERROR_CODES), (lang, code) => {
        fc.pre(code !== 'apiError');
        expect(translateError(code, lang)).not.toBe(RESOURCES[lang].errors.apiError);
      }),
    );
  });

  it('interpolating without params is the identity', () => {
    fc.assert(
      fc.property(fc.string(), (template) => {
        expect(interpolate(template)).toBe(template);
      }),
    );
  });
});
