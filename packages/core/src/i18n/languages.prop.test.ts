import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, LANGUAGES, isLanguage, matchLanguage, resolveLanguage } from './languages.js';

const language = fc.constantFrom(...LANGUAGES);
const anyTag = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('en', 'en-GB', 'ja', 'zh', 'zh-Hant', 'zh-HK', 'zh-Hans', 'vi', 'my', 'fr', 'de-DE', 'ko'),
);
/** Tags whose primary subtag is none of zh, en, ja, vi, my. */
const unsupportedTag = fc
  .tuple(
    fc.constantFrom('fr', 'de', 'ko', 'es', 'it', 'ru', 'th', 'id'),
    fc.constantFrom('', '-FR', '-DE', '-XX'),
  )
  .map(([primary, region]) => `${primary}${region}`);

describe('resolveLanguage properties', () => {
  it('a saved supported language always wins', () => {
    fc.assert(
      fc.property(language, fc.array(anyTag), (saved, browser) => {
        expect(resolveLanguage(saved, browser)).toBe(saved);
      }),
    );
  });

  it('without a saved language the first browser tag that matches decides', () => {
    fc.assert(
      fc.property(fc.array(unsupportedTag), language, fc.array(anyTag), (before, wanted, after) => {
        expect(resolveLanguage(null, [...before, wanted, ...after])).toBe(wanted);
      }),
    );
  });

  it('only unsupported tags give en-US', () => {
    fc.assert(
      fc.property(fc.array(unsupportedTag), (tags) => {
        expect(resolveLanguage(undefined, tags)).toBe(FALLBACK_LANGUAGE);
      }),
    );
  });

  it('the result is always a supported language', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.array(anyTag), (saved, browser) => {
        expect(isLanguage(resolveLanguage(saved, browser))).toBe(true);
      }),
    );
  });
});

describe('matchLanguage properties', () => {
  it('each language matches itself in any letter case', () => {
    fc.assert(
      fc.property(language, fc.boolean(), (lang, upper) => {
        expect(matchLanguage(upper ? lang.toUpperCase() : lang.toLowerCase())).toBe(lang);
      }),
    );
  });

  it('traditional-script and Hong Kong/Macau/Taiwan Chinese go to zh-TW, all other Chinese to zh-CN', () => {
    const caseOf = (text: string) => fc.constantFrom(text, text.toUpperCase(), text.toLowerCase());
    const traditionalPart = fc.constantFrom('Hant', 'HK', 'MO', 'TW').chain(caseOf);
    const otherPart = fc.constantFrom('Hans', 'CN', 'SG', 'yue', 'Latn', 'MY').chain(caseOf);
    fc.assert(
      fc.property(
        fc.array(otherPart, { maxLength: 2 }),
        traditionalPart,
        fc.array(otherPart, { maxLength: 2 }),
        (a, t, b) => {
          expect(matchLanguage(['zh', ...a, t, ...b].join('-'))).toBe('zh-TW');
        },
      ),
    );
    fc.assert(
      fc.property(fc.array(otherPart, { maxLength: 3 }), (parts) => {
        expect(matchLanguage(['zh', ...parts].join('-'))).toBe('zh-CN');
      }),
    );
  });

  it('a match is always a supported language or undefined', () => {
    fc.assert(
      fc.property(anyTag, (tag) => {
        const match = matchLanguage(tag);
        expect(match === undefined || isLanguage(match)).toBe(true);
      }),
    );
  });
});
