import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages.js';
import { RESOURCES, flattenResource } from './resources.js';

/**
 * Technical tokens and brand names that stay in Latin letters in every language. They are removed
 * before looking for English, so 'MetaTrader 4' or 'SWIFT 代碼' is fine while 'Please try again' is not.
 */
const ALLOWED_TERMS = [
  'MetaTrader',
  'Binance',
  'Google',
  'USDⓈ-M',
  'USDT',
  'MT4',
  'MT5',
  'BINANCE',
  'TWSE',
  'USD',
  'IBAN',
  'SWIFT',
  'CSV',
  'KYC',
  'EA',
  'API',
  'URL',
  'JPG',
  'PNG',
  'MB',
  'ID',
  'Email',
  'email',
  'App',
  'app',
  'OTP',
  'TRC20',
  'ERC20',
  '--help',
];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ALLOWED = new RegExp(
  `(?<![A-Za-z])(?:${[...ALLOWED_TERMS]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![A-Za-z])`,
  'g',
);

/** The text with placeholders and allowed terms taken out. */
const withoutTechnicalTokens = (text: string): string =>
  text.replace(/\{\{\s*[\w.-]+\s*\}\}/g, ' ').replace(ALLOWED, ' ');

/** A word of 3+ plain Latin letters, as English words are (an apostrophe inside allowed: "can't"). */
const LATIN_WORD = /^[A-Za-z]{3,}(?:['’][A-Za-z]+)?$/;
/** 'it', 'to', 'of': too short to count, but they do not break a run ('check it and try again'). */
const SHORT_LATIN_WORD = /^[A-Za-z]{1,2}$/;

/**
 * Common English function words. In a Latin-script language (Vietnamese) many native words are plain
 * Latin letters too ("xem theo giao"), so there a run counts as English only with one of these in it.
 */
const ENGLISH_FUNCTION_WORDS = new Set(
  (
    'the and for with you your are was were not this that from have has had will can cannot please ' +
    'been its our all any into then than when only after before more less must may there their they ' +
    'what which who how yet out use get has does did should would could been being here about again'
  ).split(' '),
);

/** Runs of 3+ consecutive Latin words in a text, e.g. ['Please try again']. */
const latinRuns = (text: string, requireFunctionWord: boolean): string[] => {
  const runs: string[] = [];
  let run: string[] = [];
  const flush = (): void => {
    const isEnglish =
      !requireFunctionWord || run.some((word) => ENGLISH_FUNCTION_WORDS.has(word.toLowerCase()));
    if (run.length >= 3 && isEnglish) runs.push(run.join(' '));
    run = [];
  };
  for (const token of withoutTechnicalTokens(text).split(/\s+/)) {
    const word = token.replace(/^[("'“‘«]+|[)"'”’»,.;:!?。，、]+$/gu, '');
    const endsClause = /[,.;:!?。，、]$/u.test(token);
    if (LATIN_WORD.test(word)) run.push(word);
    else if (!SHORT_LATIN_WORD.test(word)) flush();
    if (endsClause) flush();
  }
  flush();
  return runs;
};

/** Why a translated text looks English, or undefined when it does not. */
const englishLeak = (translated: string, english: string, latinScript: boolean): string | undefined => {
  const leftover = withoutTechnicalTokens(translated);
  if (translated === english && /[A-Za-z]/.test(leftover)) return 'same as English';
  const runs = latinRuns(translated, latinScript);
  return runs.length > 0 ? `English words: ${runs.join(' | ')}` : undefined;
};

const LATIN_SCRIPT_LANGUAGES: readonly Language[] = ['vi-VN'];

describe('the English-leak checker itself', () => {
  it('flags real English sentences in any language', () => {
    const english = "The action can't be completed, please try again later.";
    expect(englishLeak(english, 'x', false)).toMatch(/English words/);
    expect(englishLeak(english, 'x', true)).toMatch(/English words/);
    expect(englishLeak('エラー: Please check your input and try again.', 'x', false)).toMatch(
      /English words/,
    );
    expect(englishLeak('Lỗi: The file could not be uploaded.', 'x', true)).toMatch(/English words/);
  });

  it('flags a text left identical to English', () => {
    expect(englishLeak('Cancel', 'Cancel', false)).toBe('same as English');
    expect(englishLeak('Sync tool', 'Sync tool', true)).toBe('same as English');
  });

  it('accepts translations that keep technical tokens, brands and placeholders', () => {
    expect(englishLeak('MetaTrader 4', 'MetaTrader 4', false)).toBeUndefined();
    expect(englishLeak('IBAN', 'IBAN', true)).toBeUndefined();
    expect(englishLeak('{{count}} / {{max}}', '{{count}} / {{max}}', false)).toBeUndefined();
    expect(englishLeak('請選擇 JPG 或 PNG 圖片，不超過 2 MB。', 'x', false)).toBeUndefined();
    expect(englishLeak('以唯讀 API 金鑰連結 MetaTrader 4 或 5 帳戶。', 'x', false)).toBeUndefined();
    expect(englishLeak('已登入為 {{username}} {{target}} {{path}}。', 'x', false)).toBeUndefined();
  });

  it('does not mistake Vietnamese for English', () => {
    expect(englishLeak('Không thể hoàn tất thao tác, vui lòng thử lại sau.', 'x', true)).toBeUndefined();
    expect(englishLeak('Xem theo giao dịch của tài khoản', 'x', true)).toBeUndefined();
    // Plain-Latin Vietnamese runs that the strict rule would flag: no English function word in them.
    expect(englishLeak('Thời gian tham gia', 'x', true)).toBeUndefined();
    expect(englishLeak('30 ngày sau khi robot của người theo dõi bắt đầu chạy', 'x', true)).toBeUndefined();
    expect(latinRuns('Thời gian tham gia', false)).toEqual(['gian tham gia']);
  });

  it('ignores two-word Latin fragments and short words', () => {
    expect(latinRuns('同步工具 Sync Tool を使う', false)).toEqual([]);
    expect(latinRuns('a to be or ok', false)).toEqual([]);
    expect(latinRuns('Download the tool now', false)).toEqual(['Download the tool now']);
    expect(latinRuns('請 check it and try again。', false)).toEqual(['check and try again']);
  });
});

describe('no English left in the non-English locales', () => {
  const english = flattenResource(RESOURCES[FALLBACK_LANGUAGE]);

  it.each(LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE))('%s', (language) => {
    const latinScript = LATIN_SCRIPT_LANGUAGES.includes(language);
    const leaks = [...flattenResource(RESOURCES[language])].flatMap(([key, text]) => {
      const reason = englishLeak(text, english.get(key) ?? '', latinScript);
      return reason === undefined ? [] : [`${key}: ${reason}: ${text}`];
    });
    expect(leaks).toEqual([]);
  });
});
