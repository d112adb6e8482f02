import { ERROR_CODES, LANGUAGES, type Language } from '@signal-portal/core';
import { FAKE_API_BASE_URL } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { fakeAdapters, runCli, testIo } from '../cli.test-helpers.js';
import { textsOf } from '../texts/resource-texts.js';
import { EXIT } from './exit-codes.js';
import { Reporter } from './reporter.js';

/**
 * How each language's catalogue tells a web user to refresh or reload a page (or a list, or the
 * withdrawal history on it): advice a terminal cannot follow.
 */
const REFRESH_WORDING: Readonly<Record<Language, RegExp>> = {
  'en-US': /refresh|reload/i,
  'zh-TW': /重新整理|重新載入|刷新/,
  'zh-CN': /刷新|重新加载|重新整理/,
  'ja-JP': /再読み込み|リロード|(ページ|一覧|履歴)を更新/,
  'vi-VN': /tải lại|làm mới/i,
  'my-MM': /ပြန်ဖွင့်/,
};

/** What the CLI prints on stderr for a refusal with this code and nothing more to say. */
const printedRefusal = async (code: (typeof ERROR_CODES)[number], language: Language): Promise<string> => {
  const process = testIo();
  await new Reporter(process.io, textsOf(language), false, false).refusal({ error: true, value: code });
  return process.stderr();
};

describe('the error messages the CLI prints', () => {
  it.each(LANGUAGES)('never ask to refresh or reload a page, for any code (%s)', async (language) => {
    const offending: string[] = [];
    for (const code of ERROR_CODES) {
      const printed = await printedRefusal(code, language);
      if (REFRESH_WORDING[language].test(printed)) offending.push(`${code}: ${printed.trim()}`);
    }
    expect(offending).toEqual([]);
  });

  it('keep the code and its meaning, and say what to run instead', async () => {
    const printed = await printedRefusal('SIGNAL_INVALID_TRANSITION', 'en-US');
    expect(printed).toContain("This action is not available in the signal's current state.");
    expect(printed).toContain('signal-portal signals show <id>');
    expect(printed).toContain('(SIGNAL_INVALID_TRANSITION)');
  });

  it('tell a refused signal action, through the whole run, to look at the signal from the terminal', async () => {
    const adapters = fakeAdapters();
    adapters.http.respondError('GET /signal/{id}', 'SIGNAL_DELETED');
    const run = await runCli(['--lang', 'zh-TW', 'signals', 'show', 'sig-9'], adapters, {
      env: { SIGNAL_PORTAL_API: FAKE_API_BASE_URL, SIGNAL_PORTAL_SITE_TOKEN: 't' },
    });
    expect(run.exitCode).toBe(EXIT.REFUSED);
    expect(run.stderr).toContain('SIGNAL_DELETED');
    expect(run.stderr).toContain('signal-portal signals list');
    expect(run.stderr).not.toMatch(REFRESH_WORDING['zh-TW']);
  });
});
