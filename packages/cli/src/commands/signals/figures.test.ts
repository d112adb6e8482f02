import {
  computePerformance,
  SIGNAL_HISTORY_CSV_COLUMNS,
  type PerformanceReport,
  type Robot,
  type SignalHistory,
  type SignalHistoryEntry,
} from '@signal-portal/core';
import { demoSignalScenarios } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { FAKE_ENV, fakeAdapters, runCli } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';
import type { Recomputation } from './stats.js';

const env = FAKE_ENV;

/** A demo signal's history and the figures the server computed from it at its refresh time. */
const scenario = demoSignalScenarios({ now: '2026-11-20T00:00:00.000Z' }).find(
  (s) => s.history !== null && s.signal.performance !== null && s.history.trades.length > 150,
)!;
const history = scenario.history!;
const refreshedAt = history.end;
const platform = scenario.signal.platform;
const entries: SignalHistoryEntry[] = [
  ...history.balanceOperations.map((operation) => ({ type: 'BALANCE' as const, ...operation })),
  ...history.trades.map((trade) => ({ type: 'TRADE' as const, ...trade })),
];
const report: PerformanceReport = JSON.parse(
  JSON.stringify(computePerformance(history.trades, history.balanceOperations, refreshedAt, { platform })),
) as PerformanceReport;

const historyPage = (
  page: number,
  pageSize: number,
  overrides: Partial<SignalHistory> = {},
): SignalHistory => ({
  list: entries.slice((page - 1) * pageSize, page * pageSize),
  total: entries.length,
  page,
  pageSize,
  platform,
  source: 'BROKER',
  formulaVersion: report.formulaVersion,
  refreshedAt,
  syncedTo: refreshedAt,
  ...overrides,
});

/** The history route as the server pages it. */
const serveHistory = (adapters: ReturnType<typeof fakeAdapters>, overrides: Partial<SignalHistory> = {}) =>
  adapters.http.on('GET /signal/{id}/history', (request) => ({
    status: 200,
    json: {
      history: historyPage(
        Number(request.query['page'] ?? 1),
        Number(request.query['pageSize'] ?? 100),
        overrides,
      ),
    },
  }));

describe('signals performance', () => {
  it('prints every figure, the reason of each absent one and the formula version', async () => {
    const adapters = fakeAdapters();
    const young = computePerformance(
      [],
      [{ id: 'd1', kind: 'DEPOSIT', time: '2026-11-01T00:00:00.000Z', amount: '1000' }],
      '2026-11-03T00:00:00.000Z',
    );
    adapters.http.respond('GET /signal/{id}/performance', young);
    const run = await runCli(['signals', 'performance', 'sig-1'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toMatch(/│ Formula version +│ +2026\.\d+-\d+ │/);
    expect(run.stdout).toMatch(/│ Win rate +│ +- │ Shown once the account has closed trades\. +│/);
    expect(run.stdout).toMatch(/│ Sharpe ratio +│ +- │ Not enough history yet to calculate this figure\. │/);
    expect(run.stdout).toMatch(/│ Principal +│ +1000\.00 │/);
    expect(adapters.http.lastRequest('GET /signal/{id}/performance').params).toEqual({ id: 'sig-1' });
  });

  it('says the performance is not calculated yet, and prints the JSON Result', async () => {
    const adapters = fakeAdapters();
    adapters.http.respond('GET /signal/{id}/performance', null);
    const run = await runCli(['signals', 'performance', 'sig-1'], adapters, { env });
    expect(run.stdout).toContain('Performance is being calculated.');
    const json = await runCli(['signals', 'performance', 'sig-1', '--json'], adapters, { env });
    expect(JSON.parse(json.stdout)).toEqual({ error: false, value: null });
  });

  it('exits 1 for a signal that is not the provider’s, 2 for a malformed id', async () => {
    const adapters = fakeAdapters();
    adapters.http.respondError('GET /signal/{id}/performance', 'SIGNAL_NOT_FOUND');
    expect((await runCli(['signals', 'performance', 'sig-9'], adapters, { env })).exitCode).toBe(
      EXIT.REFUSED,
    );
    expect((await runCli(['signals', 'performance', 'no/such'], adapters, { env })).exitCode).toBe(
      EXIT.USAGE,
    );
  });
});

describe('signals followers and robots', () => {
  it('lists the followers per day for the period asked', async () => {
    const adapters = fakeAdapters();
    adapters.http.respond('GET /signal/{id}/followers', [
      { date: '2026-11-01', followers: 3, investment: '1500' },
      { date: '2026-11-02', followers: 4, investment: '2100.5' },
    ]);
    const run = await runCli(
      ['signals', 'followers', 'sig-1', '--from', '2026-11-01', '--to', '2026-11-03'],
      adapters,
      { env },
    );
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toMatch(/│ 2026-11-02 │ +4 │ +2100\.50 │/);
    expect(adapters.http.lastRequest('GET /signal/{id}/followers').query).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
    });
  });

  it('writes the followers per day as TSV with --format', async () => {
    const adapters = fakeAdapters();
    adapters.http.respond('GET /signal/{id}/followers', [
      { date: '2026-11-01', followers: 3, investment: '1500' },
      { date: '2026-11-02', followers: 4, investment: '2100.5' },
    ]);
    const run = await runCli(['signals', 'followers', 'sig-1', '--format', 'tsv'], adapters, { env });
    expect(run.exitCode, run.stderr).toBe(EXIT.OK);
    expect(run.stdout.trim().split('\n')).toEqual([
      'date\tfollowers\tinvestment',
      '2026-11-01\t3\t1500',
      '2026-11-02\t4\t2100.5',
    ]);
  });

  it('lists a page of robots with their high-water mark', async () => {
    const adapters = fakeAdapters();
    const robot: Robot = {
      id: 'rb-1',
      name: 'Robot 1',
      signalId: 'sig-1',
      followerName: 'alice',
      followType: 'FULL_SIGNAL',
      status: 'RUNNING',
      investment: '1000',
      profit: '120.5',
      hwm: '100',
      createdAt: '2026-10-01T00:00:00.000Z',
      nextSettlementAt: '2026-11-30T00:00:00.000Z',
    };
    adapters.http.respond('GET /signal/{id}/robots', { list: [robot], total: 21, page: 2, pageSize: 20 });
    const run = await runCli(['signals', 'robots', 'sig-1', '--page', '2'], adapters, { env });
    expect(run.stdout).toMatch(
      /│ rb-1 +│ Robot 1 · Full signal follow │ alice +│ Running +│ +1000\.00 │ +120\.50 │ +100\.00 │/,
    );
    expect(run.stdout).toContain('Page 2 of 2');
    expect(adapters.http.lastRequest('GET /signal/{id}/robots').query).toEqual({ page: '2' });
  });

  it('follows every page of robots with --all and writes them as CSV', async () => {
    const adapters = fakeAdapters();
    const robot = (n: number): Robot => ({
      id: `rb-${n}`,
      name: `Robot ${n}`,
      signalId: 'sig-1',
      followerName: `follower${n}`,
      followType: 'SYMBOL_STRATEGY',
      status: 'STOPPED',
      investment: '500',
      profit: '-3.25',
      hwm: '0',
      createdAt: '2026-10-01T00:00:00.000Z',
      nextSettlementAt: '2026-11-30T00:00:00.000Z',
    });
    adapters.http.on('GET /signal/{id}/robots', (request) => ({
      status: 200,
      json: {
        robots:
          request.query.page === '2'
            ? { list: [robot(3)], total: 3, page: 2, pageSize: 2 }
            : { list: [robot(1), robot(2)], total: 3, page: 1, pageSize: 2 },
      },
    }));
    const run = await runCli(
      ['signals', 'robots', 'sig-1', '--all', '--page-size', '2', '--format', 'csv'],
      adapters,
      { env },
    );
    expect(run.exitCode, run.stderr).toBe(EXIT.OK);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      'id,name,followerName,followType,status,investment,profit,hwm,createdAt,nextSettlementAt',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['rb-1', 'rb-2', 'rb-3']);
    expect(lines[3]).toContain(',SYMBOL_STRATEGY,STOPPED,500,-3.25,0,');
  });
});

describe('signals history', () => {
  it('shows a page of the inputs with the refresh they belong to', async () => {
    const adapters = fakeAdapters();
    serveHistory(adapters);
    const run = await runCli(['signals', 'history', 'sig-1', '--page-size', '5'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toMatch(/│ Source +│ read from the broker +│/);
    expect(run.stdout).toMatch(/│ Balance +│ \S+ +│ .* │ Deposit +│/);
    expect(run.stdout).toContain(`Page 1 of ${Math.ceil(entries.length / 5)}`);
  });

  it('streams the whole history as the API’s CSV, byte for byte, to stdout or a file', async () => {
    const adapters = fakeAdapters();
    const csv = 'type,id,time\r\nBALANCE,d1,2026-01-01T00:00:00.000Z\r\n';
    adapters.http.on('GET /signal/{id}/history', () => ({
      status: 200,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      chunks: [csv.slice(0, 10), csv.slice(10)],
    }));
    const run = await runCli(['signals', 'history', 'sig-1', '--csv'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toBe(csv);
    expect(adapters.http.lastRequest('GET /signal/{id}/history').query).toEqual({ format: 'csv' });
    const json = await runCli(['signals', 'history', 'sig-1', '--csv', '--json'], adapters, { env });
    expect(json.exitCode).toBe(EXIT.USAGE);
  });

  it('takes the shared list output: --all as TSV or JSON walks every page once, in the engine order', async () => {
    const adapters = fakeAdapters();
    serveHistory(adapters);
    const tsv = await runCli(
      ['signals', 'history', 'sig-1', '--all', '--page-size', '40', '--format', 'TSV'],
      adapters,
      {
        env,
      },
    );
    expect(tsv.exitCode, tsv.stderr).toBe(EXIT.OK);
    const lines = tsv.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(SIGNAL_HISTORY_CSV_COLUMNS.join('\t'));
    expect(lines.slice(1).map((line) => line.split('\t')[1])).toEqual(
      entries.map((entry) => (entry.type === 'TRADE' ? entry.ticket : entry.id)),
    );
    expect(adapters.http.requestsTo('GET /signal/{id}/history').length).toBe(Math.ceil(entries.length / 40));

    const json = await runCli(['signals', 'history', 'sig-1', '--all', '--format', 'json'], adapters, {
      env,
    });
    expect(json.exitCode, json.stderr).toBe(EXIT.OK);
    expect(JSON.parse(json.stdout)).toEqual(JSON.parse(JSON.stringify(entries)));
  });

  it('asks the server for its CSV whenever CSV is asked for, and refuses a page of it', async () => {
    const adapters = fakeAdapters();
    adapters.http.on('GET /signal/{id}/history', () => ({
      status: 200,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      chunks: ['type,id\r\n'],
    }));
    const run = await runCli(['signals', 'history', 'sig-1', '--all', '--format', 'csv'], adapters, { env });
    expect(run.exitCode, run.stderr).toBe(EXIT.OK);
    expect(run.stdout).toBe('type,id\r\n');
    expect(adapters.http.lastRequest('GET /signal/{id}/history').query).toEqual({ format: 'csv' });
    const paged = await runCli(['signals', 'history', 'sig-1', '--csv', '--page', '2'], adapters, { env });
    expect(paged.exitCode).toBe(EXIT.USAGE);
    expect(paged.stderr).toContain('The CSV is always the whole history, so leave out --page');
  });
});

describe('signals stats --recompute', () => {
  it('recomputes every figure from all pages of the history: zero differences, exit 0', async () => {
    const adapters = fakeAdapters();
    serveHistory(adapters);
    adapters.http.respond('GET /signal/{id}/performance', report);
    const run = await runCli(['signals', 'stats', 'sig-1', '--recompute', '--json'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    const { value } = JSON.parse(run.stdout) as { value: Recomputation };
    expect(value).toMatchObject({ differences: 0, entries: entries.length, refreshedAt, platform });
    expect(value.figures.find((f) => f.figure === 'profit')).toMatchObject({
      server: report.profit,
      recomputed: report.profit,
      difference: '0',
      same: true,
    });
    expect(adapters.http.requestsTo('GET /signal/{id}/history').length).toBe(Math.ceil(entries.length / 500));
    const table = await runCli(['signals', 'stats', 'sig-1', '--recompute'], adapters, { env });
    expect(table.stdout).toMatch(/│ Profit +│ +[\d.-]+ │ +[\d.-]+ │ +0 │/);
    expect(table.stdout).toContain(`equal the server’s`);
  });

  it('prints each differing figure with its difference and exits 1 (SIGNAL_FIGURES_DIFFER)', async () => {
    const adapters = fakeAdapters();
    serveHistory(adapters);
    const changed = { ...report, profit: '1', winRate: (report.winRate ?? 0) + 0.5 };
    adapters.http.respond('GET /signal/{id}/performance', changed);
    const run = await runCli(['signals', 'stats', 'sig-1', '--recompute'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.REFUSED);
    const expected = (Number(report.profit) - 1).toFixed(2);
    expect(run.stdout).toMatch(new RegExp(`│ Profit +│ +1\\.00 │ .* │ +${expected.replace('.', '\\.')}0* │`));
    expect(run.stdout).toMatch(/│ Win rate +│ .* │ +-0\.5 │/);
    expect(run.stderr).toContain('(SIGNAL_FIGURES_DIFFER)');
    expect(run.stderr).toContain('2 figures recomputed from the history differ');
    const json = await runCli(['signals', 'stats', 'sig-1', '--recompute', '--json'], adapters, { env });
    const lines = json.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { error: boolean; value: unknown });
    expect(lines[0]).toMatchObject({ error: false, value: { differences: 2 } });
    expect(lines[1]).toEqual({ error: true, value: 'SIGNAL_FIGURES_DIFFER' });
  });

  it('reads again when the figures were refreshed between the reads', async () => {
    const adapters = fakeAdapters();
    serveHistory(adapters);
    let calls = 0;
    adapters.http.on('GET /signal/{id}/performance', () => {
      calls += 1;
      const stale = { ...report, updatedAt: '2020-01-01T00:00:00.000Z' };
      return { status: 200, json: { performance: calls === 1 ? stale : report } };
    });
    const run = await runCli(['signals', 'stats', 'sig-1', '--recompute', '--json'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(calls).toBe(2);
  });

  it('refuses a signal whose figures were never calculated', async () => {
    const adapters = fakeAdapters();
    serveHistory(adapters, { list: [], total: 0, refreshedAt: null, formulaVersion: null });
    adapters.http.respond('GET /signal/{id}/performance', null);
    const run = await runCli(['signals', 'stats', 'sig-1', '--recompute', '--json'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.REFUSED);
    expect(JSON.parse(run.stdout)).toEqual({ error: true, value: 'SIGNAL_PERFORMANCE_NOT_CALCULATED' });
  });
});
