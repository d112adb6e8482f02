import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FollowOrderRecord, Http, ProfitShareRecord } from '@signal-portal/core';
import { FAKE_API_BASE_URL } from '@signal-portal/fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_ENV, fakeAdapters, runCli } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';

const fakes = fakeAdapters;
const env = FAKE_ENV;

const dir = await mkdtemp(join(tmpdir(), 'sp-report-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const CSV_CHUNKS = ['id,signalName,receive\n', 'r1,GoldTrend.Pro,1.52\nr2,BTC-Mo', 'mentum,2.54\n'];

const csvServer = () => {
  const adapters = fakes();
  adapters.http.on('GET /report/settlement', (request) =>
    request.query['format'] === 'csv'
      ? {
          status: 200,
          chunks: CSV_CHUNKS,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="settlement-report-2024-06-01.csv"',
          },
        }
      : { status: 200, json: { records: { list: [], total: 2, page: 1, pageSize: 1 } } },
  );
  return adapters;
};

describe('report download', () => {
  it('writes the CSV to a file byte for byte, with the filters in the query', async () => {
    const adapters = csvServer();
    const file = join(dir, 'settled.csv');
    const run = await runCli(
      [
        'report',
        'download',
        'settled',
        '--from',
        '2024-05-01',
        '--to',
        '2024-06-01',
        '--signal',
        'sig-1',
        '--status',
        'SETTLED',
        '-o',
        file,
      ],
      adapters,
      { env },
    );
    expect(run.exitCode).toBe(EXIT.OK);
    expect(await readFile(file, 'utf8')).toBe(CSV_CHUNKS.join(''));
    expect(adapters.http.lastRequest('GET /report/settlement').query).toEqual({
      from: '2024-05-01',
      to: '2024-06-01',
      signalId: 'sig-1',
      status: 'SETTLED',
      format: 'csv',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(`Saved file to ${file}.\n`);
  });

  it('streams to stdout by default, and prints a summary as JSON when writing to a file', async () => {
    const toStdout = await runCli(['report', 'download', 'settled'], csvServer(), { env });
    expect(toStdout.stdout).toBe(CSV_CHUNKS.join(''));
    const file = join(dir, 'json.csv');
    const json = await runCli(['--json', 'report', 'download', 'settled', '--output', file], csvServer(), {
      env,
    });
    expect(JSON.parse(json.stdout)).toEqual({
      error: false,
      value: {
        report: 'settlement',
        file,
        bytes: Buffer.byteLength(CSV_CHUNKS.join('')),
        rows: 2,
        filename: 'settlement-report-2024-06-01.csv',
      },
    });
  });

  it('draws a progress bar on a terminal, and none when stderr is not one', async () => {
    const file = join(dir, 'progress.csv');
    const terminal = await runCli(['report', 'download', 'settled', '-o', file], csvServer(), {
      env,
      interactive: true,
    });
    expect(terminal.stderr).toContain('Downloading… ');
    const piped = await runCli(['report', 'download', 'settled', '-o', file], csvServer(), { env });
    expect(piped.stderr).not.toContain('Downloading');
  });

  it('downloads the settlement log (ledger) with its outcome filter', async () => {
    const adapters = fakes();
    adapters.http.on('GET /report/outcome', () => ({
      status: 200,
      chunks: ['id,runId,outcome,reason\n', 'x1,run-1,DEFERRED,EXCHANGE_RATE_MISSING\n'],
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="outcome-report-all-as-of-2024-06-01.csv"',
      },
    }));
    const file = join(dir, 'ledger.csv');
    const run = await runCli(
      ['report', 'download', 'ledger', '--outcome', 'DEFERRED', '--signal', 'sig-1', '-o', file],
      adapters,
      { env },
    );
    expect(run.exitCode).toBe(EXIT.OK);
    expect(await readFile(file, 'utf8')).toBe(
      'id,runId,outcome,reason\nx1,run-1,DEFERRED,EXCHANGE_RATE_MISSING\n',
    );
    expect(adapters.http.lastRequest('GET /report/outcome').query).toEqual({
      signalId: 'sig-1',
      outcome: 'DEFERRED',
      format: 'csv',
    });
  });

  it('refuses options that do not fit the report or the output, before any call', async () => {
    const adapters = csvServer();
    for (const args of [
      ['report', 'download', 'orders', '--status', 'SETTLED'],
      ['report', 'download', 'settled', '--symbol', 'XAUUSD'],
      ['report', 'download', 'unsettled', '--status', 'SETTLED'],
      ['report', 'download', 'settled', '--outcome', 'DEFERRED'],
      ['report', 'download', 'ledger', '--status', 'SETTLED'],
      ['report', 'download', 'ledger', '--outcome', 'LOST'],
      ['--json', 'report', 'download', 'settled'],
      ['report', 'download', 'settled', '-o', join(dir, 'no-such-folder', 'x.csv')],
    ]) {
      expect((await runCli(args, adapters, { env })).exitCode, args.join(' ')).toBe(EXIT.USAGE);
    }
    expect(adapters.http.requests).toEqual([]);
  });

  it('keeps no file when the platform refuses', async () => {
    const adapters = fakes();
    adapters.http.respondError('GET /report/order', 'NOT_SIGNED_IN');
    const run = await runCli(['report', 'download', 'orders', '-o', join(dir, 'refused.csv')], adapters, {
      env,
    });
    expect(run.exitCode).toBe(EXIT.AUTH);
    expect((await readdir(dir)).filter((name) => name.includes('refused'))).toEqual([]);
  });

  it('stops at Ctrl-C even while waiting for data, and keeps no partial file (exit 130)', async () => {
    const adapters = fakes();
    // Resolved once the first chunk was taken and the server went quiet: the moment to press Ctrl-C.
    let wentQuiet: () => void = () => undefined;
    const quiet = new Promise<void>((resolve) => (wentQuiet = resolve));
    const stalled: Http = {
      send: () =>
        Promise.resolve({
          status: 200,
          headers: { 'content-type': 'text/csv' },
          text: () => Promise.resolve(''),
          stream: async function* () {
            yield new TextEncoder().encode('id,signalName,receive\n');
            wentQuiet();
            await new Promise(() => undefined); // the server goes quiet
          },
        }),
    };
    const file = join(dir, 'stalled.csv');
    const run = await runCli(
      ['report', 'download', 'settled', '-o', file],
      { ...adapters, http: stalled },
      {
        env,
        during: async (process) => {
          await quiet;
          expect(process.interruptible).toBe(true);
          process.interrupt();
        },
      },
    );
    expect(run.exitCode).toBe(EXIT.INTERRUPTED);
    expect(run.stderr).toContain('Interrupted. No partial file was kept.');
    expect((await readdir(dir)).filter((name) => name.includes('stalled'))).toEqual([]);
  });

  it('finds the site token on the portal page when none is configured', async () => {
    const adapters = csvServer();
    const portal: Http = {
      send: (request) =>
        request.url === 'http://api.test/'
          ? Promise.resolve({
              status: 200,
              headers: { 'content-type': 'text/html' },
              text: () => Promise.resolve('<head><meta name="site-token" content="page-token"></head>'),
              stream: () => (async function* () {})(),
            })
          : adapters.http.send(request),
    };
    const run = await runCli(
      ['report', 'download', 'settled'],
      { ...adapters, http: portal },
      { env: { SIGNAL_PORTAL_API: FAKE_API_BASE_URL } },
    );
    expect(run.exitCode).toBe(EXIT.OK);
    expect(adapters.http.lastRequest('GET /report/settlement').headers['Authorization']).toBe(
      'Bearer page-token',
    );
  });
});

const share = (id: string, profitShare: string, fee: string, receive: string): ProfitShareRecord => ({
  id,
  signalId: 'sig-1',
  signalName: 'GoldTrend.Pro',
  robotId: 'b1',
  robotName: 'GoldTrend.Pro#1',
  followType: 'FULL_SIGNAL',
  settleTime: '2024-05-01T12:00:00.000Z',
  profit: '100',
  hwm: '100',
  profitShare,
  fee,
  receive,
  status: 'SETTLED',
  reason: '',
  currency: 'USD',
  accountProfitShare: profitShare,
  exchangeRate: '1',
  outcome: 'SETTLED',
  outcomeReason: 'PROFIT_ABOVE_HWM',
});

describe('report summary', () => {
  it('reads the totals the server works out over every page, one smallest page per report', async () => {
    const adapters = fakes();
    const page = <T, Totals>(list: T[], total: number, totals: Totals) => ({
      list,
      total,
      page: 1,
      pageSize: 1,
      totals,
    });
    adapters.http
      .respond(
        'GET /report/settlement',
        page([share('s1', '0.10', '0.01', '0.09')], 150, {
          records: 150,
          profitShare: '15.00',
          fee: '1.50',
          receive: '13.50',
        }),
      )
      .respond(
        'GET /report/unsettled',
        page([share('u1', '2.00', '0.20', '1.80')], 1, {
          records: 1,
          profitShare: '2.00',
          fee: '0.20',
          receive: '1.80',
        }),
      )
      .respond(
        'GET /report/order',
        page([] as FollowOrderRecord[], 0, {
          records: 0,
          followOrders: 0,
          followVolume: '0',
          profit: '0.00',
        }),
      );
    const run = await runCli(['--json', 'report', 'summary', '--from', '2024-05-01'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(JSON.parse(run.stdout)).toEqual({
      error: false,
      value: {
        settled: { records: 150, profitShare: '15.00', fee: '1.50', receive: '13.50' },
        unsettled: { records: 1, profitShare: '2.00', fee: '0.20', receive: '1.80' },
        orders: { records: 0, followOrders: 0, followVolume: '0', profit: '0.00' },
      },
    });
    for (const route of ['GET /report/settlement', 'GET /report/unsettled', 'GET /report/order'] as const) {
      expect(adapters.http.requestsTo(route)).toHaveLength(1);
      expect(adapters.http.lastRequest(route).query).toMatchObject({
        from: '2024-05-01',
        page: '1',
        pageSize: '1',
        format: 'json',
      });
    }
  });

  it('stops at the first refusal', async () => {
    const adapters = fakes();
    adapters.http.respondError('GET /report/settlement', 'NOT_SIGNED_IN');
    const run = await runCli(['--json', 'report', 'summary'], adapters, { env });
    expect(JSON.parse(run.stdout)).toEqual({ error: true, value: 'NOT_SIGNED_IN' });
    expect(adapters.http.requestsTo('GET /report/unsettled')).toHaveLength(0);
  });
});
