import { defaultSignal, type Page, type Signal } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { FAKE_ENV, fakeAdapters, runCli } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';

const gold = defaultSignal({ id: 'sig-1', name: 'GoldTrend.Pro', platform: 'MT4' });

describe('signals list: pages and values', () => {
  it('says a page past the last is past the last, not that there are no signals yet', async () => {
    const adapters = fakeAdapters();
    const beyond: Page<Signal> = { list: [], total: 45, page: 99, pageSize: 20 };
    adapters.http.respond('GET /signal', beyond);
    const run = await runCli(['signals', 'list', '--page', '99'], adapters, { env: FAKE_ENV });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toContain('Page 99 is past the last page (3); there are 45 in all.');
    expect(run.stdout).not.toContain('no signals');
  });

  it('accepts --status values in any case', async () => {
    const adapters = fakeAdapters();
    adapters.http.respond('GET /signal', { list: [gold], total: 1, page: 1, pageSize: 20 });
    const run = await runCli(['signals', 'list', '--status', 'PENDING'], adapters, { env: FAKE_ENV });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(adapters.http.lastRequest('GET /signal').query).toEqual({ view: 'pending' });
  });
});

describe("commander's own lines", () => {
  it('are said in the language of the run, never in English', async () => {
    const cases: [readonly string[], string][] = [
      [['--lang', 'ja-JP', 'signals', 'list', '--bogus'], '不明なオプション --bogus です。'],
      [['--lang', 'zh-TW', 'signals', 'show', 'a', 'b'], 'show 的參數太多。'],
      [['--lang', 'vi-VN', 'signals', 'show'], 'Thiếu đối số id.'],
      [['--lang', 'zh-CN', 'signals', 'list', '--status', 'gone'], 'gone 不是 --status 的可用值。'],
    ];
    for (const [args, said] of cases) {
      const run = await runCli(args, fakeAdapters(), { env: FAKE_ENV });
      expect(run.exitCode, args.join(' ')).toBe(EXIT.USAGE);
      expect(run.stderr, args.join(' ')).toContain(said);
      expect(run.stderr, args.join(' ')).not.toMatch(
        /error: |unknown option|too many arguments|missing required/,
      );
    }
  });
});
