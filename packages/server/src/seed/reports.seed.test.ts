import { dec, DAY_MS } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeTradeBroker, insertTestSignal } from '../followers/followers.test-helpers.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { seedReports, SEED_FOLLOWING_DAYS } from './reports.seed.js';

const NOW = Date.parse('2026-06-30T09:00:00.000Z');

describe('seedReports (demo followers and settlements)', () => {
  let server: TestServer;
  let providerId = '';
  let signalId = '';
  const count = async (sql: string, params: unknown[]): Promise<number> =>
    (await server.ctx.db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;

  beforeAll(async () => {
    server = await startTestServer({ broker: new FakeTradeBroker(), realNow: () => NOW });
    providerId = (await server.signIn()).userId;
  });
  afterAll(async () => {
    await server.close();
  });

  it('does nothing when the provider has no enabled approved signal', async () => {
    await insertTestSignal(server.ctx.db, {
      siteId: server.sites.demo,
      userId: providerId,
      openedAt: new Date(NOW - 200 * DAY_MS),
      enable: false,
    });
    await server.ctx.db.transaction((tx) =>
      seedReports(tx, server.ctx, { siteId: server.sites.demo, providerId }),
    );
    expect(await count('SELECT count(*)::int AS n FROM robots', [])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM jobs', [])).toBe(0);
  });

  it('replays weeks of following: robots, copied orders, settlements with wallet credits, and starts the jobs', async () => {
    signalId = await insertTestSignal(server.ctx.db, {
      siteId: server.sites.demo,
      userId: providerId,
      openedAt: new Date(NOW - (SEED_FOLLOWING_DAYS + 5) * DAY_MS),
      percent: '25',
    });
    await server.ctx.db.transaction((tx) =>
      seedReports(tx, server.ctx, { siteId: server.sites.demo, providerId }),
    );
    expect(
      await count('SELECT count(*)::int AS n FROM robots WHERE signal_id = $1', [signalId]),
    ).toBeGreaterThanOrEqual(8);
    expect(
      await count('SELECT count(*)::int AS n FROM follow_orders WHERE signal_id = $1', [signalId]),
    ).toBeGreaterThan(20);
    // the first robots were created 65 days ago: due at 30 and 60 days, so each was settled twice
    const { rows } = await server.ctx.db.query<{ next: Date; created: Date }>(
      'SELECT next_settlement_at AS next, created_at AS created FROM robots WHERE signal_id = $1 AND seq < 2',
      [signalId],
    );
    for (const robot of rows) expect(robot.next.getTime() - robot.created.getTime()).toBe(90 * DAY_MS);
    const received = await server.ctx.db.query<{ total: string }>(
      `SELECT coalesce(sum(receive), 0)::text AS total FROM profit_share_records WHERE user_id = $1 AND status IN ('SETTLED', 'RESETTLED')`,
      [providerId],
    );
    const balance = await server.ctx.db.query<{ balance: string }>(
      `SELECT balance::text AS balance FROM ledger_accounts WHERE user_id = $1 AND code = 'USER_BALANCE'`,
      [providerId],
    );
    expect(dec(balance.rows[0]?.balance ?? '0').equals(dec(received.rows[0]?.total ?? '0'))).toBe(true);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM jobs WHERE done_at IS NULL AND kind IN ('robots.simulate', 'profit-share.settle')`,
        [],
      ),
    ).toBe(2);
  });
});
