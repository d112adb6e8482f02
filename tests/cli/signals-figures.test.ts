/**
 * The signal figures commands of the built `signal-portal` binary against a started product (the demo
 * seeded, which stores each demo signal's history): the figures, followers, robots, the history the
 * figures came from, their recomputation (zero differences on every demo signal that has figures) and
 * the profit-share simulation.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, PerformanceReport, Signal } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Portal } from '../support/portal.js';
import { runCli, type CliResult } from './cli-process.js';
import { jsonOf, startLoggedInCli, type LoggedInCli } from './logged-in-cli.js';

let portal: Portal;
let configDir: string;
let env: NodeJS.ProcessEnv;
let cliSession: LoggedInCli;
let signals: Signal[];

const cli = (args: readonly string[]): Promise<CliResult> => runCli(args, env);

/** The CLI's session cookie, from its session file, to call the API the same way it does. */
const sessionCookie = (): Promise<string> => cliSession.sessionCookie();

beforeAll(async () => {
  cliSession = await startLoggedInCli('cli-figures', { contact: 'phone' });
  ({ portal, configDir, env } = cliSession);
  const list = await cli(['signals', 'list', '--page-size', '100', '--json']);
  signals = [...jsonOf<Page<Signal>>(list).value.list];
}, 180_000);

afterAll(() => cliSession?.stop());

const withFigures = (): Signal[] => signals.filter((signal) => signal.performance !== null);

describe('signal-portal signals: figures', () => {
  it('recomputes every figure of EVERY demo signal that has figures: zero differences, exit 0', async () => {
    expect(withFigures().length).toBeGreaterThan(5);
    for (const signal of withFigures()) {
      const result = await cli(['signals', 'stats', signal.id, '--recompute', '--json']);
      expect(result.code, `${signal.name}: ${result.stderr}`).toBe(0);
      const { value } = jsonOf<{ differences: number; entries: number; figures: { same: boolean }[] }>(
        result,
      );
      expect(value.differences, signal.name).toBe(0);
      expect(value.entries, signal.name).toBeGreaterThan(0);
      expect(value.figures.every((figure) => figure.same)).toBe(true);
    }
    const table = await cli(['signals', 'stats', withFigures()[0]!.id, '--recompute']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/│ Profit +│ +[\d.-]+ │ +[\d.-]+ │ +0 │/);
    expect(table.stdout).toMatch(/All \d+ figures recomputed from \d+ history entries equal the server’s/);
  });

  it('prints every figure with the reason of each absent one, and the formula version', async () => {
    const signal = withFigures()[0]!;
    const result = await cli(['signals', 'performance', signal.id]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/│ Formula version +│ +\d{4}\.\d+-\d+ │/);
    expect(result.stdout).toMatch(/│ Total trades +│ +\d+ │/);
    const json = jsonOf<PerformanceReport>(await cli(['signals', 'performance', signal.id, '--json']));
    expect(json.value.tradesTotal).toBe(signal.performance?.tradesTotal);
    const missing = await cli(['signals', 'performance', 'no-such-signal', '--json']);
    expect(missing.code).toBe(1);
    expect(jsonOf(missing)).toEqual({ error: true, value: 'SIGNAL_NOT_FOUND' });
  });

  it('downloads the history as the API’s CSV, byte for byte, and pages it as JSON', async () => {
    const signal = withFigures()[0]!;
    const download = await cli(['signals', 'history', signal.id, '--csv']);
    expect(download.code).toBe(0);
    const api = await fetch(`${portal.apiUrl}/signal/${signal.id}/history?format=csv`, {
      headers: { Authorization: `Bearer ${portal.siteToken}`, Cookie: await sessionCookie() },
    });
    expect(download.stdoutBytes.equals(Buffer.from(await api.arrayBuffer()))).toBe(true);
    const file = join(configDir, 'history.csv');
    const saved = await cli(['signals', 'history', signal.id, '-o', file]);
    expect(saved.stdout).toContain(`Saved file to ${file}.`);
    expect((await readFile(file)).equals(download.stdoutBytes)).toBe(true);
    const page = jsonOf<{ list: unknown[]; total: number }>(
      await cli(['signals', 'history', signal.id, '--page-size', '3', '--json']),
    );
    expect(page.value.list).toHaveLength(3);
    expect(download.stdout.trim().split('\n')).toHaveLength(page.value.total + 1);
  });

  it('lists the followers per day and the robots of a followed signal', async () => {
    const followed = signals.find((signal) => signal.numOfFollowers > 0)!;
    const followers = await cli(['signals', 'followers', followed.id, '--json']);
    expect(followers.code).toBe(0);
    expect(jsonOf<unknown[]>(followers).value.length).toBeGreaterThan(0);
    const robots = await cli(['signals', 'robots', followed.id, '--json']);
    expect(jsonOf<Page<unknown>>(robots).value.total).toBeGreaterThan(0);
    const table = await cli(['signals', 'robots', followed.id]);
    expect(table.stdout).toContain('High-water mark');
  });

  it("simulates the settlements over a signal's monthly returns at its profit share", async () => {
    let signal: Signal | undefined;
    for (const candidate of withFigures()) {
      const report = jsonOf<PerformanceReport>(await cli(['signals', 'performance', candidate.id, '--json']));
      if (report.value.monthlyReturns.length > 0) {
        signal = candidate;
        break;
      }
    }
    if (signal === undefined) throw new Error('no demo signal has monthly returns');
    const result = await cli([
      'profit-share',
      'simulate',
      '--investment',
      '1000',
      '--signal',
      signal.id,
      '--json',
    ]);
    expect(result.code).toBe(0);
    const { value } = jsonOf<{ profitSharePercent: string; rows: unknown[] }>(result);
    expect(value.profitSharePercent).toBe(signal.followSetting.profitSharePercent);
    expect(value.rows.length).toBeGreaterThan(0);
    const typed = await cli([
      'profit-share',
      'simulate',
      '--investment',
      '1000',
      '--percent',
      '20',
      '--returns',
      '10, -5',
    ]);
    expect(typed.code).toBe(0);
    expect(typed.stdout).toMatch(/│ Day 30 +│ +10% │ +1100\.00 │/);
    expect(
      (await cli(['profit-share', 'simulate', '--investment', '1000', '--percent', '101', '--returns', '1']))
        .code,
    ).toBe(2);
  });
});
