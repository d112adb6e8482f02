import { DAY_MS } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../ids.js';
import { PostgresDatabase } from '../storage/postgres.database.js';
import { freshSchema } from '../storage/postgres.test-helpers.js';
import { insertRobot } from '../storage/robots.repository.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { FakeTradeBroker, insertTestSignal } from './followers.test-helpers.js';
import { runSettlement } from './profit-share-settlement.js';
import { brokerTradeSource, simulateRobots } from './robot-simulation.js';

const START = Date.parse('2026-02-02T00:00:00.000Z');

describe('settlement and simulation on PostgreSQL, several processes at once', () => {
  let server: TestServer;
  let drop: () => Promise<void>;
  let providerId = '';
  let signalId = '';

  beforeAll(async () => {
    const schema = await freshSchema();
    drop = schema.drop;
    server = await startTestServer({
      db: await PostgresDatabase.open(schema.url),
      broker: new FakeTradeBroker(),
      realNow: () => START,
    });
    providerId = (await server.signIn()).userId;
    signalId = await insertTestSignal(server.ctx.db, {
      siteId: server.sites.demo,
      userId: providerId,
      openedAt: new Date(START - DAY_MS),
    });
  });
  afterAll(async () => {
    await server.close();
    await drop();
  });

  it('settles each due robot exactly once however many runs race', async () => {
    for (let i = 0; i < 12; i += 1) {
      const id = newId();
      await insertRobot(server.ctx.db, {
        siteId: server.sites.demo,
        id,
        signalId,
        seq: 100 + i,
        name: `race-${i}`,
        followerName: 'f',
        followType: 'FULL_SIGNAL',
        investment: '1000',
        profitSharePercent: '20',
        symbols: [],
        fundsLimited: i % 3 === 0,
        freeFunds: '0',
        createdAt: new Date(START),
        nextSettlementAt: new Date(START + 30 * DAY_MS),
      });
      await server.ctx.db.query('UPDATE robots SET profit = $2 WHERE id = $1', [id, String(100 + i)]);
    }
    const at = new Date(START + 30 * DAY_MS);
    await Promise.all(
      Array.from({ length: 6 }, () =>
        server.ctx.db.transaction((tx) => runSettlement(tx, server.sites.demo, at)),
      ),
    );
    const { rows } = await server.ctx.db.query<{ robot_id: string; n: number }>(
      'SELECT robot_id, count(*)::int AS n FROM profit_share_records GROUP BY robot_id',
    );
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    // held-back shares get paid once even when runs race after the funds arrive
    await server.ctx.db.query('UPDATE robots SET free_funds = 1000 WHERE funds_limited');
    await Promise.all(
      Array.from({ length: 6 }, () =>
        server.ctx.db.transaction((tx) => runSettlement(tx, server.sites.demo, at)),
      ),
    );
    const payments = await server.ctx.db.query<{ reference: string; n: number }>(
      `SELECT reference, count(*)::int AS n FROM ledger_transactions WHERE type = 'PROFIT_SHARE' GROUP BY reference`,
    );
    expect(payments.rows).toHaveLength(12);
    expect(payments.rows.every((r) => r.n === 1)).toBe(true);
  });

  it('passes over a held-back share whose robot another transaction holds, and pays it on a later run', async () => {
    const id = newId();
    await insertRobot(server.ctx.db, {
      siteId: server.sites.demo,
      id,
      signalId,
      seq: 200,
      name: 'held',
      followerName: 'f',
      followType: 'FULL_SIGNAL',
      investment: '1000',
      profitSharePercent: '20',
      symbols: [],
      fundsLimited: true,
      freeFunds: '0',
      createdAt: new Date(START + DAY_MS),
      nextSettlementAt: new Date(START + 31 * DAY_MS),
    });
    await server.ctx.db.query('UPDATE robots SET profit = 500 WHERE id = $1', [id]);
    const run = (day: number) =>
      server.ctx.db.transaction((tx) => runSettlement(tx, server.sites.demo, new Date(START + day * DAY_MS)));
    expect(await run(31)).toMatchObject({ heldBack: 1 });
    await server.ctx.db.query('UPDATE robots SET free_funds = 1000 WHERE id = $1', [id]);
    // A simulation step holds the robot: the run does not wait for it, nor fail
    const whileHeld = await server.ctx.db.transaction(async (holder) => {
      await holder.query('SELECT 1 FROM robots WHERE id = $1 FOR UPDATE', [id]);
      return run(32);
    });
    expect(whileHeld).toMatchObject({ resettled: 0, paidProviders: [] });
    expect(await run(33)).toMatchObject({ resettled: 1, paidProviders: [providerId] });
  });

  it('copies each trade once when simulation steps race', async () => {
    const fresh = await insertTestSignal(server.ctx.db, {
      siteId: server.sites.demo,
      userId: providerId,
      openedAt: new Date(START - DAY_MS),
    });
    const source = brokerTradeSource(server.ctx.broker);
    const step = (ms: number) =>
      server.ctx.db.transaction((tx) => simulateRobots(tx, server.sites.demo, new Date(ms), source));
    await step(START);
    await Promise.all(Array.from({ length: 4 }, () => step(START + 5 * DAY_MS)));
    const { rows } = await server.ctx.db.query<{ n: number; d: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT (ticket, open_time))::int AS d FROM follow_orders WHERE signal_id = $1',
      [fresh],
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(rows[0]?.n).toBe(rows[0]?.d);
    const robots = await server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM robots WHERE signal_id = $1',
      [fresh],
    );
    expect(robots.rows[0]?.n).toBe(3); // 2 at once + 1 after 3 days: not one set per racing step
  });
});
