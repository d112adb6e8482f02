import { defaultSignal } from '@signal-portal/core';
import { describe, expect, it, vi } from 'vitest';
import { FAKE_ENV, fakeAdapters, runCli } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';

const gold = defaultSignal({
  id: 'sig-1',
  name: 'GoldTrend.Pro',
  platform: 'MT4',
  status: 'CREATED',
  connStatus: 'CONNECTED',
  numOfFollowers: 8,
  investmentOfFollow: '7015.5',
});

describe('signals watch: the feed and the lines', () => {
  it('says a feed that cannot be reached, with the countdown, instead of only "Watching"', async () => {
    const adapters = fakes();
    adapters.http.respond('GET /signal/{id}', gold);
    const run = await runCli(['signals', 'watch', 'sig-1'], adapters, {
      env: { ...FAKE_ENV, SIGNAL_PORTAL_WS: 'ws://dead.test:9/ws' },
      during: async (process) => {
        await vi.waitFor(() => expect(adapters.sockets.sockets).toHaveLength(1));
        adapters.sockets.last.fail('connection refused');
        await vi.waitFor(() => expect(process.stderr()).toContain('Trying again'));
        process.interrupt();
      },
    });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stderr).toContain('Cannot reach the live feed at ws://dead.test:9/ws. Trying again in 12 s…');
  });

  it('names what changed (the review state too) and prints no line for a push that changes nothing', async () => {
    const adapters = fakes();
    adapters.http.respond('GET /signal/{id}', gold).respond('POST /auth/ws_token', 'feed-token');
    const run = await runCli(['signals', 'watch', 'sig-1'], adapters, {
      env: FAKE_ENV,
      during: async (process) => {
        await vi.waitFor(() => expect(adapters.sockets.sockets).toHaveLength(1));
        const socket = adapters.sockets.last;
        socket.accept();
        await vi.waitFor(() => expect(socket.sent).toEqual(['auth#Auth@feed-token']));
        socket.deliverJson({ id: '1', channel: 'Auth', error: { code: 0 }, data: null });
        const push = (id: string, data: unknown): void =>
          socket.deliverJson({ id, channel: 'signal.sig-1', error: { code: 0 }, data });
        push('2', { ...gold, status: 'PASSED' });
        push('3', { ...gold, status: 'PASSED' });
        push('4', { id: 'sig-1', numOfFollowers: 9 });
        await vi.waitFor(() => expect(process.stdout()).toContain('Followers: 8 → 9'));
        process.interrupt();
      },
    });
    const lines = run.stdout.split('\n').filter((line) => / UTC \| /.test(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/ UTC \| Review: Pending approval → Approved$/);
    expect(lines[1]).toMatch(/ UTC \| Followers: 8 → 9$/);
    expect(run.stdout).toContain('Stopped watching after 2 updates.');
  });

  it('stops as signed out when the session is ended elsewhere (a logout in another terminal)', async () => {
    const adapters = fakes();
    adapters.http.respond('GET /signal/{id}', gold).respond('POST /auth/ws_token', 'feed-token');
    const run = await runCli(['signals', 'watch', 'sig-1'], adapters, {
      env: FAKE_ENV,
      during: async () => {
        await vi.waitFor(() => expect(adapters.sockets.sockets).toHaveLength(1));
        const socket = adapters.sockets.last;
        socket.accept();
        await vi.waitFor(() => expect(socket.sent).toEqual(['auth#Auth@feed-token']));
        socket.deliverJson({ id: '1', channel: 'Auth', error: { code: 0 }, data: null });
        await vi.waitFor(() => expect(socket.sent).toContain('sub#Sub@signal.sig-1'));
        socket.deliverJson({
          id: '2',
          channel: 'Unauth',
          error: { code: 0 },
          data: { reason: 'session ended' },
        });
      },
    });
    expect(run.exitCode).toBe(EXIT.AUTH);
    expect(run.stderr).toContain('NOT_SIGNED_IN');
  });
});

function fakes() {
  return fakeAdapters();
}
