import { DAY_MS, MINUTE_MS, toIso, type LostReason, type Signal } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatorBroker } from '../brokers/simulator/simulator-broker.js';
import type { SimulatorFault } from '../brokers/simulator/simulator-faults.js';
import { ensureHealthChecksForAllSignals, SIGNAL_HEALTH_JOB } from './connection-health-job.js';
import { FEED_NOTIFY_CHANNEL, readFeedPayload } from '../feed/notify-feed-publisher.js';
import { ensureRobotJobs } from '../followers/robot-job-schedule.js';
import { JobRunner } from '../jobs/job-runner.js';
import { registerRobotJobs } from '../jobs/robot-jobs.js';
import { registerSignalJobs } from '../jobs/signal-jobs.js';
import { findOpsCommand, runOpsCommand, type OpsOutcome } from '../ops/ops-runner.js';
import { SIGNALS_OPS } from '../ops/signals.ops.js';
import { createSignal, errorOf, post, signalOf } from '../routes/signals/signals.test-helpers.js';
import type { Database } from '../storage/database.port.js';
import { PgliteDatabase } from '../storage/pglite.database.js';
import { PostgresDatabase } from '../storage/postgres.database.js';
import { freshSchema } from '../storage/postgres.test-helpers.js';
import { readHistoryState, writeHistoryState } from '../storage/signal-history.repository.js';
import { findSignal } from '../storage/signals.repository.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';

/** A Monday: the simulated accounts trade on weekdays. */
const START = Date.parse('2026-03-02T00:00:00.000Z');
/** Long enough for any simulated account to close trades (about 12 a week on MT, 15 on BINANCE). */
const A_WEEK = 7 * DAY_MS;

interface FeedSeen {
  readonly channel: string;
  readonly data: Partial<Signal>;
}

/** One fault, end to end: the signal it happens to, what the platform calls it, how the provider recovers. */
interface FaultCase {
  readonly fault: SimulatorFault;
  readonly platform: Signal['platform'];
  readonly connMethod: Signal['connMethod'];
  readonly link: Record<string, string>;
  readonly reason: LostReason;
  /** The checks (one platform minute apart) that pass before the platform calls the connection lost. */
  readonly toleratedMinutes: number;
  readonly reconnectWith: Record<string, string> | undefined;
}

const CASES: readonly FaultCase[] = [
  {
    fault: 'password-changed',
    platform: 'MT4',
    connMethod: 'ACCOUNT_LINK',
    link: {
      method: 'ACCOUNT_LINK',
      server: 'DemoBroker-Live01',
      number: '3141592',
      investorPassword: 'investor1',
    },
    reason: 'INVESTOR_PASSWORD_CHANGED',
    toleratedMinutes: 0,
    reconnectWith: {
      method: 'ACCOUNT_LINK',
      server: 'DemoBroker-Live01',
      number: '3141592',
      investorPassword: 'investor-new-2',
    },
  },
  {
    fault: 'key-revoked',
    platform: 'BINANCE',
    connMethod: 'API_KEY',
    link: { method: 'API_KEY', apiKey: 'readonly-key-77', apiSecret: 'secret-123' },
    reason: 'API_KEY_REVOKED',
    toleratedMinutes: 0,
    reconnectWith: { method: 'API_KEY', apiKey: 'readonly-key-77', apiSecret: 'secret-new-456' },
  },
  {
    fault: 'key-can-trade',
    platform: 'BINANCE',
    connMethod: 'API_KEY',
    link: { method: 'API_KEY', apiKey: 'readonly-key-88', apiSecret: 'secret-123' },
    reason: 'API_KEY_NOT_READ_ONLY',
    toleratedMinutes: 0,
    reconnectWith: { method: 'API_KEY', apiKey: 'readonly-key-88', apiSecret: 'secret-123' },
  },
  {
    fault: 'unreachable',
    platform: 'MT5',
    connMethod: 'ACCOUNT_LINK',
    link: {
      method: 'ACCOUNT_LINK',
      server: 'Northwind-MT5-Real',
      number: '2718281',
      investorPassword: 'readonly-pw',
    },
    reason: 'BROKER_UNREACHABLE',
    // The first failed check (a minute after the fault) starts the count: lost 10 minutes after it.
    toleratedMinutes: 10,
    reconnectWith: undefined,
  },
  {
    fault: 'heartbeat-stopped',
    platform: 'MT4',
    connMethod: 'EA',
    link: { method: 'EA' },
    reason: 'HEARTBEAT_LOST',
    // The last heartbeat came with the check before the fault: lost once over 3 minutes have passed.
    toleratedMinutes: 3,
    reconnectWith: undefined,
  },
];

const databases: readonly [string, () => Promise<{ db: Database; drop: () => Promise<void> }>][] = [
  ['PGlite', async () => ({ db: await PgliteDatabase.open('memory://'), drop: async () => {} })],
  [
    'PostgreSQL',
    async () => {
      const schema = await freshSchema();
      return { db: await PostgresDatabase.open(schema.url), drop: schema.drop };
    },
  ],
];

describe.each(databases)('connection health through the API and the ops commands (%s)', (_name, open) => {
  let server: TestServer;
  let runner: JobRunner;
  let cookie: string;
  let drop: () => Promise<void>;
  let stopFaults: () => Promise<void>;
  let stopFeed: () => Promise<void>;
  const feed: FeedSeen[] = [];

  beforeAll(async () => {
    const opened = await open();
    drop = opened.drop;
    const broker = new SimulatorBroker();
    server = await startTestServer({ db: opened.db, broker, realNow: () => START });
    stopFaults = await broker.faults.keepIn(opened.db);
    runner = new JobRunner(server.ctx);
    registerSignalJobs(runner);
    registerRobotJobs(runner);
    ({ cookie } = await server.signIn());
    stopFeed = await opened.db.listen(FEED_NOTIFY_CHANNEL, (payload) => {
      void readFeedPayload(opened.db, payload).then((event) => {
        if (event !== undefined) feed.push(JSON.parse(event) as FeedSeen);
      });
    });
    await ensureRobotJobs(opened.db, server.sites.demo, new Date(server.clock.now()));
  }, 120_000);
  afterAll(async () => {
    await stopFeed();
    await stopFaults();
    await server.close();
    await drop();
  });

  const now = (): string => toIso(server.clock.now());
  const advance = async (ms: number): Promise<void> => {
    server.clock.setOffset(server.clock.offset + ms);
    await runner.runDue(1_000);
  };
  const ops = async (words: string[]): Promise<OpsOutcome> => {
    const found = findOpsCommand(SIGNALS_OPS, words);
    if (!found) throw new Error(`no command ${words.join(' ')}`);
    return runOpsCommand(server.ctx, found.command, { positional: found.positional, flags: {} });
  };
  const opsResult = async (words: string[]) => {
    const outcome = await ops(words);
    if (outcome.kind !== 'result') throw new Error(outcome.message);
    return outcome.result;
  };
  const get = async (id: string): Promise<Signal> =>
    signalOf(await server.call({ method: 'GET', url: `/api/signal/${id}`, cookie }));
  /** Follow orders of the signal's robots whose provider trade closed after `after`. */
  const ordersClosedAfter = async (signalId: string, after: string): Promise<number> => {
    const { rows } = await server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM follow_orders WHERE signal_id = $1 AND close_time > $2',
      [signalId, after],
    );
    return rows[0]?.n ?? 0;
  };

  /** What the provider's account closed in a window, as the simulator tells it (faults aside). */
  const providerTradesClosedIn = async (signalId: string, from: string, to: string): Promise<number> => {
    const stored = await findSignal(server.ctx.db, { siteId: server.sites.demo }, signalId);
    if (!stored?.link.account) throw new Error('no account');
    return (await new SimulatorBroker().history(stored.link.account, from, to)).trades.length;
  };

  /** Connected, calculated, symbols synced, approved and enabled: followed by robots. */
  const followedSignal = async (c: FaultCase): Promise<Signal> => {
    const created = await createSignal(server, cookie, { platform: c.platform, connMethod: c.connMethod });
    signalOf(await post(server, cookie, `/api/signal/${created.id}/connect`, c.link));
    if (c.connMethod === 'EA')
      expect(await opsResult(['signal', 'heartbeat', created.id])).toMatchObject({ error: false });
    await runner.runDue(1_000);
    expect((await get(created.id)).connStatus).toBe('CONNECTED');
    signalOf(await post(server, cookie, `/api/signal/${created.id}/submit`));
    expect(await opsResult(['signal', 'approve', created.id])).toMatchObject({ error: false });
    return signalOf(await post(server, cookie, `/api/signal/${created.id}/enable`));
  };

  it.each(CASES)(
    '$fault: the signal goes LOST with $reason, its robots stop copying, and a reconnect recovers both',
    async (c) => {
      const signal = await followedSignal(c);
      // The robots' next step finds the signal enabled: its first followers start copying.
      await advance(MINUTE_MS);
      const followedAt = now();
      await advance(A_WEEK);
      // Healthy: checked every minute of platform time and still connected, the robots copying.
      expect((await get(signal.id)).connStatus).toBe('CONNECTED');
      expect(await ordersClosedAfter(signal.id, followedAt)).toBeGreaterThan(0);

      const caused = await opsResult(['signal', 'fault', signal.id, c.fault]);
      expect(caused).toMatchObject({ error: false, value: { id: signal.id, faults: [c.fault] } });
      for (let minute = 0; minute < c.toleratedMinutes; minute += 1) {
        await advance(MINUTE_MS);
        expect((await get(signal.id)).connStatus, `minute ${minute + 1}`).toBe('CONNECTED');
      }
      await advance(MINUTE_MS);
      const lost = await get(signal.id);
      expect(lost).toMatchObject({ connStatus: 'LOST', enable: true, info: { reason: c.reason } });
      await expect
        .poll(() =>
          feed.some(
            (e) =>
              e.channel === `signal.${signal.id}` &&
              e.data.connStatus === 'LOST' &&
              e.data.info?.reason === c.reason,
          ),
        )
        .toBe(true);
      expect(
        feed.some((e) => e.channel === 'signals' && e.data.id === signal.id && e.data.connStatus === 'LOST'),
      ).toBe(true);

      // While lost the robots keep running but copy nothing of what the provider closes.
      const lostAt = now();
      await advance(A_WEEK);
      expect(await providerTradesClosedIn(signal.id, lostAt, now())).toBeGreaterThan(0);
      expect(await ordersClosedAfter(signal.id, lostAt)).toBe(0);
      expect((await get(signal.id)).connStatus).toBe('LOST');

      if (c.fault === 'unreachable') {
        // No reconnect while the broker is still down; the operator ends the outage first.
        expect(errorOf(await post(server, cookie, `/api/signal/${signal.id}/reconnect`, c.link))).toBe(
          'MT_BROKER_ERROR',
        );
        expect(await opsResult(['signal', 'fault', signal.id, 'clear'])).toMatchObject({
          value: { faults: [] },
        });
      }
      const again = signalOf(
        await post(server, cookie, `/api/signal/${signal.id}/reconnect`, c.reconnectWith),
      );
      expect(again.info.reason).toBe('');
      if (c.connMethod === 'EA') {
        // The EA reports in again (its heartbeat links the account anew).
        expect(again.connStatus).toBe('CONNECTING');
        expect(await opsResult(['signal', 'heartbeat', signal.id])).toMatchObject({ error: false });
      } else {
        expect(again.connStatus).toBe('CALCULATING');
      }
      const reconnectedAt = now();
      await runner.runDue(1_000);
      expect(await get(signal.id)).toMatchObject({
        connStatus: 'CONNECTED',
        enable: true,
        info: { reason: '' },
      });
      await advance(A_WEEK);
      expect(await get(signal.id)).toMatchObject({ connStatus: 'CONNECTED', info: { reason: '' } });
      expect(await ordersClosedAfter(signal.id, reconnectedAt)).toBeGreaterThan(0);
    },
    120_000,
  );

  it('notices refused credentials in a symbol sync too, and again after a reconnect that kept the old ones', async () => {
    const c = CASES[0]!;
    const link = { ...c.link, number: '1618033' };
    const signal = await createSignal(server, cookie, { platform: 'MT4' });
    signalOf(await post(server, cookie, `/api/signal/${signal.id}/connect`, link));
    await runner.runDue(1_000);
    await opsResult(['signal', 'fault', signal.id, 'password-changed']);
    const sync = await post(server, cookie, `/api/signal/${signal.id}/symbol/sync`);
    expect(sync.statusCode).toBe(400);
    expect(errorOf(sync)).toBe('INVESTOR_PASSWORD_CHANGED');
    expect((await get(signal.id)).info.reason).toBe('INVESTOR_PASSWORD_CHANGED');
    await expect
      .poll(() =>
        feed.some(
          (e) =>
            e.channel === `signal.${signal.id}` &&
            e.data.connStatus === 'LOST' &&
            e.data.info?.reason === 'INVESTOR_PASSWORD_CHANGED',
        ),
      )
      .toBe(true);
    // Retrying the stored link does not change the password: the platform notices again.
    expect(signalOf(await post(server, cookie, `/api/signal/${signal.id}/reconnect`)).connStatus).toBe(
      'CALCULATING',
    );
    await advance(MINUTE_MS);
    expect(await get(signal.id)).toMatchObject({
      connStatus: 'LOST',
      info: { reason: 'INVESTOR_PASSWORD_CHANGED' },
    });
  }, 120_000);

  it("times a real EA by its own calls: once one has reported (source EA), the simulator's tool does not count", async () => {
    const signal = await createSignal(server, cookie, { platform: 'MT5', connMethod: 'EA' });
    signalOf(await post(server, cookie, `/api/signal/${signal.id}/connect`, { method: 'EA' }));
    expect(await opsResult(['signal', 'heartbeat', signal.id])).toMatchObject({ error: false });
    const key = { siteId: server.sites.demo, signalId: signal.id };
    // The operator's heartbeat is recorded as the tool's report.
    expect((await readHistoryState(server.ctx.db, key)).lastHeartbeatAt).toBe(now());
    await runner.runDue(1_000);
    // The EA protocol records a real EA's call like this (signals/ea-signal-work.ts).
    await server.ctx.db.transaction((tx) =>
      writeHistoryState(tx, key, { source: 'EA', lastHeartbeatAt: now() }),
    );
    await advance(3 * MINUTE_MS);
    expect((await get(signal.id)).connStatus).toBe('CONNECTED');
    await advance(MINUTE_MS);
    expect(await get(signal.id)).toMatchObject({ connStatus: 'LOST', info: { reason: 'HEARTBEAT_LOST' } });
  });

  it('watches every linked signal once: a check per signal is queued at start, however often asked', async () => {
    const pendingChecks = async () =>
      (
        await server.ctx.db.query<{ signal_id: string; n: number }>(
          `SELECT payload->>'signalId' AS signal_id, count(*)::int AS n FROM jobs
           WHERE kind = $1 AND done_at IS NULL GROUP BY 1`,
          [SIGNAL_HEALTH_JOB],
        )
      ).rows;
    await server.ctx.db.query(`UPDATE jobs SET done_at = now() WHERE kind = $1`, [SIGNAL_HEALTH_JOB]);
    await server.ctx.db.transaction((tx) => ensureHealthChecksForAllSignals(tx, now()));
    await server.ctx.db.transaction((tx) => ensureHealthChecksForAllSignals(tx, now()));
    const { rows } = await server.ctx.db.query<{ id: string }>(
      `SELECT id FROM signals WHERE conn_status IN ('CONNECTED', 'CALCULATING') AND deleted_at IS NULL`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const pending = await pendingChecks();
    expect(new Set(pending.map((p) => p.signal_id))).toEqual(new Set(rows.map((r) => r.id)));
    expect(pending.every((p) => p.n === 1)).toBe(true);
  });

  it('answers the fault command in the ops style: unknown signal or fault, a fault the connection cannot have', async () => {
    expect(await opsResult(['signal', 'fault'])).toEqual({ error: true, value: 'FIELD_REQUIRED' });
    expect(await opsResult(['signal', 'fault', 'no-such-signal', 'unreachable'])).toEqual({
      error: true,
      value: 'SIGNAL_NOT_FOUND',
    });
    const never = await createSignal(server, cookie, { platform: 'MT4' });
    expect(await opsResult(['signal', 'fault', never.id, 'unreachable'])).toEqual({
      error: true,
      value: 'SIGNAL_NOT_CONNECTED',
    });
    const unknown = await ops(['signal', 'fault', never.id, 'meteor-strike']);
    expect(unknown.kind).toBe('usage');
    expect(unknown.kind === 'usage' && unknown.message).toContain('password-changed');
    const linked = await createSignal(server, cookie, { platform: 'MT4' });
    signalOf(
      await post(server, cookie, `/api/signal/${linked.id}/connect`, {
        ...CASES[0]!.link,
        number: '1414213',
      }),
    );
    const wrongKind = await ops(['signal', 'fault', linked.id, 'key-revoked']);
    expect(wrongKind.kind === 'usage' && wrongKind.message).toContain('ACCOUNT_LINK');
    expect(await opsResult(['signal', 'fault', linked.id, 'clear'])).toMatchObject({
      error: false,
      value: { faults: [] },
    });
  });
});
