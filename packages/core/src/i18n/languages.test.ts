import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, isLanguage, matchLanguage, resolveLanguage } from './languages.js';

describe('matchLanguage', () => {
  it.each([
    ['zh-TW', 'zh-TW'],
    ['zh-tw', 'zh-TW'],
    ['zh_TW', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['ja', 'ja-JP'],
    ['vi-VN', 'vi-VN'],
    ['my', 'my-MM'],
    ['  ja-JP  ', 'ja-JP'],
  ])('%s -> %s', (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });

  it.each(['fr-FR', 'de', 'ko-KR', '', '   '])('%j is not supported', (tag) => {
    expect(matchLanguage(tag)).toBeUndefined();
  });
});

describe('resolveLanguage', () => {
  it('the saved language wins over the browser languages', () => {
    expect(resolveLanguage('vi-VN', ['ja-JP', 'en-US'])).toBe('vi-VN');
  });

  it('an unsupported or malformed saved value is ignored', () => {
    expect(resolveLanguage('fr-FR', ['ja'])).toBe('ja-JP');
    expect(resolveLanguage('zh-tw', ['ja'])).toBe('ja-JP'); // saved values are exact codes, not tags
  });

  it('without a saved language, the first supported browser language is used', () => {
    expect(resolveLanguage(null, ['fr-FR', 'de', 'zh-Hant-HK', 'ja-JP'])).toBe('zh-TW');
    expect(resolveLanguage(undefined, ['ko', 'zh'])).toBe('zh-CN');
  });

  it('falls back to en-US when nothing is saved and no browser language is supported', () => {
    expect(resolveLanguage(null, ['fr-FR', 'de-DE'])).toBe('en-US');
    expect(resolveLanguage(undefined, [])).toBe(FALLBACK_LANGUAGE);
  });

  it('the result is always one of ours', () => {
    expect(isLanguage(resolveLanguage('', ['xx']))).toBe(true);
  });
});
