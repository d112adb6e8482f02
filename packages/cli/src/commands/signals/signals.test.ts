import {
  defaultSignal,
  figuresPatchOf,
  signalForFeed,
  type Page,
  type PerformanceReport,
  type Signal,
} from '@signal-portal/core';
import { demoSignals } from '@signal-portal/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { FAKE_ENV, fakeAdapters, runCli } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';
import { applySignalPush } from './watch.js';

const fakes = fakeAdapters;
const env = FAKE_ENV;

const gold = defaultSignal({
  id: 'sig-1',
  name: 'GoldTrend.Pro',
  platform: 'MT4',
  status: 'PASSED',
  enable: true,
  connStatus: 'CONNECTED',
  numOfFollowers: 8,
  investmentOfFollow: '7015.5',
});
const page: Page<Signal> = { list: [gold], total: 1, page: 1, pageSize: 20 };

describe('signals list', () => {
  it('prints the page as the JSON Result, and asks for the chosen list', async () => {
    const adapters = fakes();
    adapters.http.respond('GET /signal', page);
    const run = await runCli(['signals', 'list', '--status', 'pending', '--page', '2', '--json'], adapters, {
      env,
    });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(JSON.parse(run.stdout)).toEqual({ error: false, value: page });
    expect(adapters.http.lastRequest('GET /signal').query).toEqual({ view: 'pending', page: '2' });
  });

  it('prints a translated table; money at cents from the decimal string', async () => {
    const adapters = fakes();
    adapters.http.respond('GET /signal', page);
    const run = await runCli(['--lang', 'zh-TW', 'signals', 'list'], adapters, { env });
    expect(run.stdout).toMatch(/│ sig-1 +│ GoldTrend\.Pro │ MT4 +│ 已通過 +│/);
    expect(run.stdout).toContain('7015.50');
    expect(adapters.http.lastRequest('GET /signal').query).toEqual({});
  });
});

describe('signals show', () => {
  it('shows state, connection and performance (not calculated yet)', async () => {
    const adapters = fakes();
    adapters.http.respond('GET /signal/{id}', gold);
    const run = await runCli(['signals', 'show', 'sig-1'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toMatch(/│ Running +│ Live +│/);
    expect(run.stdout).toMatch(/│ Connection +│ Connected +│/);
    expect(run.stdout).toContain('Performance is being calculated.');
  });
});

describe('signals watch', () => {
  it('shows the signal, then each change of its live-feed channel, until Ctrl-C', async () => {
    const adapters = fakes();
    adapters.http.respond('GET /signal/{id}', gold).respond('POST /auth/ws_token', 'feed-token');
    const run = await runCli(['--json', 'signals', 'watch', 'sig-1'], adapters, {
      env,
      during: async (process) => {
        await vi.waitFor(() => expect(adapters.sockets.sockets).toHaveLength(1));
        const socket = adapters.sockets.last;
        expect(socket.url).toBe('ws://api.test/ws');
        socket.accept();
        await vi.waitFor(() => expect(socket.sent).toEqual(['auth#Auth@feed-token']));
        socket.deliverJson({ id: '1', channel: 'Auth', error: { code: 0 }, data: null });
        expect(socket.sent.at(-1)).toBe('sub#Sub@signal.sig-1');
        expect(process.stderr()).not.toContain('Watching');
        socket.deliverJson({
          id: '1s',
          channel: 'Sub',
          error: { code: 0 },
          data: { channel: 'signal.sig-1' },
        });
        await vi.waitFor(() => expect(process.stderr()).toContain('Watching GoldTrend.Pro.'));
        // A follower patch, then an event too large for the fan-out (refetched), then another signal's.
        socket.deliverJson({
          id: '2',
          channel: 'signal.sig-1',
          error: { code: 0 },
          data: { id: 'sig-1', numOfFollowers: 9 },
        });
        adapters.http.respond('GET /signal/{id}', { ...gold, numOfFollowers: 9, enable: false });
        socket.deliverJson({
          id: '3',
          channel: 'signal.sig-1',
          error: { code: 0 },
          data: { truncated: true },
        });
        await vi.waitFor(() => expect(process.stdout().trim().split('\n')).toHaveLength(3));
        process.interrupt();
      },
    });
    expect(run.exitCode).toBe(EXIT.OK);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { error: boolean; value: Record<string, unknown> });
    expect(lines.map((line) => line.error)).toEqual([false, false, false, false]);
    expect(lines.map((line) => (line.value['signal'] as Signal | undefined)?.numOfFollowers)).toEqual([
      8,
      9,
      9,
      undefined,
    ]);
    expect((lines[2]?.value['signal'] as Signal).enable).toBe(false);
    expect(lines[3]?.value).toEqual({ signalId: 'sig-1', updates: 2 });
    expect(run.stderr).toContain('Watching GoldTrend.Pro. Press Ctrl+C to stop.');
  });

  it('ends with the refusal when the feed refuses the channel', async () => {
    const adapters = fakes();
    adapters.http.respond('GET /signal/{id}', gold).respond('POST /auth/ws_token', 'feed-token');
    const run = await runCli(['signals', 'watch', 'sig-1'], adapters, {
      env,
      during: async () => {
        await vi.waitFor(() => expect(adapters.sockets.sockets).toHaveLength(1));
        adapters.sockets.last.accept();
        await vi.waitFor(() => expect(adapters.sockets.last.sent).toHaveLength(1));
        adapters.sockets.last.deliverJson({ id: '1', channel: 'Auth', error: { code: 0 }, data: null });
        adapters.sockets.last.deliverJson({
          id: '2',
          channel: 'Sub',
          error: { code: 4004 },
          data: { channel: 'signal.sig-1' },
        });
      },
    });
    expect(run.exitCode).toBe(EXIT.REFUSED);
    expect(run.stderr).toContain('(SIGNAL_NOT_FOUND)');
  });

  it('exits 3 when the live feed will not authenticate the session', async () => {
    const adapters = fakes();
    adapters.http.respond('GET /signal/{id}', gold).respondError('POST /auth/ws_token', 'NOT_SIGNED_IN');
    const run = await runCli(['signals', 'watch', 'sig-1'], adapters, {
      env,
      during: async () => {
        await vi.waitFor(() => expect(adapters.sockets.sockets).toHaveLength(1));
        adapters.sockets.last.accept();
      },
    });
    expect(run.exitCode).toBe(EXIT.AUTH);
  });
});

describe('applySignalPush', () => {
  it('lays a patch of the same signal over it, and ignores anything else', () => {
    expect(applySignalPush(gold, { id: 'sig-1', numOfFollowers: 10 })?.numOfFollowers).toBe(10);
    expect(applySignalPush(gold, { id: 'other', numOfFollowers: 10 })).toBeUndefined();
    expect(applySignalPush(gold, { truncated: true })).toBeUndefined();
    expect(applySignalPush(gold, null)).toBeUndefined();
  });

  const calculated = demoSignals().find((signal) => signal.performance !== null) as Signal;
  const report = calculated.performance as PerformanceReport;

  it("lays a refresh's figures over the performance, and nothing else of the patch over the signal", () => {
    const refreshed = { ...report, profit: '123456.78', updatedAt: '2099-01-01T00:00:00.000Z' };
    const patch = figuresPatchOf(
      { id: calculated.id, updatedAt: '2099-01-01T00:00:00.000Z' },
      report,
      refreshed,
    );
    expect(applySignalPush(calculated, patch)).toEqual({
      ...calculated,
      updatedAt: '2099-01-01T00:00:00.000Z',
      performance: refreshed,
    });
  });

  it('keeps the series of a whole signal pushed without them, or reads the signal again for a new calculation', () => {
    const pushed = signalForFeed({ ...calculated, connStatus: 'LOST' });
    expect(applySignalPush(calculated, pushed)).toEqual({ ...calculated, connStatus: 'LOST' });
    const recalculated = { ...report, updatedAt: '2099-01-01T00:00:00.000Z' };
    expect(applySignalPush(calculated, signalForFeed({ ...calculated, performance: recalculated }))).toBe(
      undefined,
    );
  });
});
