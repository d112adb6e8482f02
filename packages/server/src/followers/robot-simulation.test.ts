import { DAY_MS, HOUR_MS, MINUTE_MS, type FollowersPoint, type Page, type Robot } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner, scheduleJob } from '../jobs/job-runner.js';
import { registerRobotJobs } from '../jobs/robot-jobs.js';
import { REPORTS_OPS } from '../ops/reports.ops.js';
import { newId } from '../ids.js';
import { insertRobot } from '../storage/robots.repository.js';
import { feedEventsDuring } from '../test-support/feed-events.test-helpers.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { cookieFor, FakeTradeBroker, insertTestSignal } from './followers.test-helpers.js';
import { ensureRobotJobs, ROBOT_JOB_KINDS } from './robot-job-schedule.js';
import { planRobot, ROBOT_SPAWN } from './robot-spawn.js';
import { listFollowedSignals } from './followed-signals.js';

const START = Date.parse('2026-01-05T00:00:00.000Z');

describe('robot simulation (robots.simulate)', () => {
  let server: TestServer;
  let runner: JobRunner;
  const broker = new FakeTradeBroker();
  let provider: { userId: string };
  let other: { userId: string };
  const ids = { followed: '', disabled: '', rejected: '', archived: '', unreachable: '' };

  const advance = async (ms: number): Promise<void> => {
    server.clock.setOffset(server.clock.offset + ms);
    await runner.runDue();
  };
  /** The provider's cookie now (the clock moves past session lifetimes). */
  const providerCookie = (): Promise<string> =>
    cookieFor(server.ctx.db, { siteId: server.sites.demo, userId: provider.userId });
  const count = async (sql: string, params: unknown[]): Promise<number> =>
    (await server.ctx.db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;

  beforeAll(async () => {
    server = await startTestServer({ broker, realNow: () => START });
    runner = new JobRunner(server.ctx);
    registerRobotJobs(runner);
    provider = await server.signIn();
    other = await server.signIn();
    const openedAt = new Date(START - DAY_MS);
    const siteId = server.sites.demo;
    ids.followed = await insertTestSignal(server.ctx.db, {
      siteId,
      userId: provider.userId,
      openedAt,
      accountNumber: '50001',
    });
    ids.disabled = await insertTestSignal(server.ctx.db, {
      siteId,
      userId: provider.userId,
      openedAt,
      enable: false,
      accountNumber: '50002',
    });
    ids.rejected = await insertTestSignal(server.ctx.db, {
      siteId,
      userId: provider.userId,
      openedAt,
      status: 'NOT_PASSED',
      enable: false,
      accountNumber: '50003',
    });
    ids.archived = await insertTestSignal(server.ctx.db, {
      siteId,
      userId: provider.userId,
      openedAt,
      archived: true,
      accountNumber: '50004',
    });
    ids.unreachable = await insertTestSignal(server.ctx.db, {
      siteId,
      userId: other.userId,
      openedAt,
      accountNumber: '50005',
    });
    broker.unreachable.add('50005');
    await ensureRobotJobs(server.ctx.db, siteId, new Date(START));
    await runner.runDue();
  });
  afterAll(async () => {
    await server.close();
  });

  it('spawns the first robots of enabled PASSED signals at once, both follow types, within the investment bounds', async () => {
    const { rows } = await server.ctx.db.query<{
      signal_id: string;
      follow_type: string;
      investment: string;
    }>('SELECT signal_id, follow_type, investment::text AS investment FROM robots ORDER BY seq');
    const followed = rows.filter((r) => r.signal_id === ids.followed);
    expect(followed.map((r) => r.follow_type)).toEqual(['FULL_SIGNAL', 'SYMBOL_STRATEGY']);
    for (const robot of followed) {
      expect(Number(robot.investment)).toBeGreaterThanOrEqual(500); // investmentMin of the test signal
      expect(Number(robot.investment)).toBeLessThanOrEqual(500 * 20);
    }
    // disabled, rejected and archived signals get no robots
    expect(rows.every((r) => r.signal_id === ids.followed || r.signal_id === ids.unreachable)).toBe(true);
  });

  it('copies trades closed since the last step into follow orders and robot profit, for followed signals only', async () => {
    await advance(10 * DAY_MS);
    const orders = await server.ctx.db.query<{
      signal_id: string;
      follow_orders: number;
      impact_volume: string;
      follow_volume: string;
    }>(
      'SELECT signal_id, follow_orders, impact_volume::text AS impact_volume, follow_volume::text AS follow_volume FROM follow_orders',
    );
    expect(orders.rows.length).toBeGreaterThan(5);
    expect(new Set(orders.rows.map((o) => o.signal_id))).toEqual(new Set([ids.followed]));
    for (const order of orders.rows) expect(order.follow_orders).toBeGreaterThanOrEqual(1);
    const { rows } = await server.ctx.db.query<{ profit: string }>(
      `SELECT profit::text AS profit FROM robots WHERE signal_id = $1 AND follow_type = 'FULL_SIGNAL'`,
      [ids.followed],
    );
    expect(rows.some((r) => Number(r.profit) !== 0)).toBe(true);
    // robots' profit adds up to the copied orders' profit (every order's profit is the sum of its fills)
    const totals = await server.ctx.db.query<{ robots: string; orders: string }>(
      `SELECT (SELECT sum(profit) FROM robots WHERE signal_id = $1)::text AS robots,
              (SELECT sum(profit) FROM follow_orders WHERE signal_id = $1)::text AS orders`,
      [ids.followed],
    );
    expect(Number(totals.rows[0]?.robots)).toBeCloseTo(Number(totals.rows[0]?.orders), 6);
  });

  it('never copies a trade twice, however often it runs', async () => {
    const before = await count('SELECT count(*)::int AS n FROM follow_orders', []);
    for (let i = 0; i < 3; i += 1) await advance(MINUTE_MS);
    const tickets = await server.ctx.db.query<{ n: number; d: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT (signal_id, ticket, open_time))::int AS d FROM follow_orders',
    );
    expect(tickets.rows[0]?.n).toBe(tickets.rows[0]?.d);
    expect(tickets.rows[0]?.n).toBeGreaterThanOrEqual(before);
  });

  it('keeps an unreadable window for later: nothing copied, the cursor does not move', async () => {
    expect(
      await count('SELECT count(*)::int AS n FROM follow_orders WHERE signal_id = $1', [ids.unreachable]),
    ).toBe(0);
    broker.unreachable.delete('50005');
    await advance(MINUTE_MS);
    expect(
      await count('SELECT count(*)::int AS n FROM follow_orders WHERE signal_id = $1', [ids.unreachable]),
    ).toBeGreaterThan(0);
  });

  it('tells the provider’s live feed on signal.<id> when its followers change', async () => {
    // another robot is due and three days of trades are copied
    const events = await feedEventsDuring(server.ctx.feed, () => advance(3 * DAY_MS));
    const event = events.find((e) => e.channel === `signal.${ids.followed}`);
    const running = await count(
      `SELECT count(*)::int AS n FROM robots WHERE signal_id = $1 AND status = 'RUNNING'`,
      [ids.followed],
    );
    expect(running).toBe(6); // 2 at once + one every 3 days over 13 days
    expect(event).toMatchObject({
      userId: provider.userId,
      data: { id: ids.followed, numOfFollowers: running, wasFollowed: true },
    });
  });

  it('spawns more robots over time up to the cap, and the settlement job settles them after 30 days', async () => {
    await advance(40 * DAY_MS);
    const n = await count(
      `SELECT count(*)::int AS n FROM robots WHERE signal_id = $1 AND status = 'RUNNING'`,
      [ids.followed],
    );
    expect(n).toBe(ROBOT_SPAWN.max);
    // the first two robots (created at START) were due at START + 30 days: their next time is + 60
    const first = await server.ctx.db.query<{ next: Date }>(
      'SELECT next_settlement_at AS next FROM robots WHERE signal_id = $1 AND seq < 2',
      [ids.followed],
    );
    expect(first.rows.map((r) => r.next.getTime())).toEqual([START + 60 * DAY_MS, START + 60 * DAY_MS]);
  });

  it('GET /signal/{id}/robots pages the robots of the own signal, newest first', async () => {
    const res = await server.call({
      method: 'GET',
      url: `/api/signal/${ids.followed}/robots?page=2&pageSize=3`,
      cookie: await providerCookie(),
    });
    expect(res.statusCode).toBe(200);
    const page = res.json<{ robots: Page<Robot> }>().robots;
    expect(page).toMatchObject({ total: ROBOT_SPAWN.max, page: 2, pageSize: 3 });
    expect(page.list).toHaveLength(3);
    for (const robot of page.list) {
      expect(robot.signalId).toBe(ids.followed);
      expect(robot.profit).toMatch(/^-?\d+\.\d{2}$/);
      expect(Date.parse(robot.nextSettlementAt)).toBeGreaterThan(Date.parse(robot.createdAt));
    }
  });

  it("another user's or another site's signal is not found", async () => {
    for (const url of [`/api/signal/${ids.unreachable}/robots`, `/api/signal/${ids.unreachable}/followers`]) {
      const res = await server.call({ method: 'GET', url, cookie: await providerCookie() });
      expect(res.json()).toMatchObject({ error: 'SIGNAL_NOT_FOUND' });
    }
    const stranger = await server.signIn({ siteId: server.sites.second });
    stranger.cookie = await cookieFor(server.ctx.db, {
      siteId: server.sites.second,
      userId: stranger.userId,
    });
    const res = await server.call({
      method: 'GET',
      url: `/api/signal/${ids.followed}/robots`,
      cookie: stranger.cookie,
      siteId: server.sites.second,
    });
    expect(res.json()).toMatchObject({ error: 'SIGNAL_NOT_FOUND' });
  });

  it('GET /signal/{id}/followers counts robots and their investment per day', async () => {
    const res = await server.call({
      method: 'GET',
      url: `/api/signal/${ids.followed}/followers?from=2026-01-04&to=2026-01-08`,
      cookie: await providerCookie(),
    });
    expect(res.statusCode).toBe(200);
    const points = res.json<{ followers: FollowersPoint[] }>().followers;
    expect(points.map((p) => p.date)).toEqual(['2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07']);
    // none before the first step (Jan 5 00:00), the initial two from Jan 5 on, a third from Jan 8 (3 days)
    expect(points.map((p) => p.followers)).toEqual([0, 2, 2, 2]);
    expect(points[0]?.investment).toBe('0.00');
    const bad = await server.call({
      method: 'GET',
      url: `/api/signal/${ids.followed}/followers?from=2026-02-01&to=2026-01-01`,
      cookie: await providerCookie(),
    });
    expect(bad.json()).toMatchObject({ error: 'DATE_RANGE_INVALID' });
  });

  it('stops the robots of a signal that is disabled, and spawns none for it', async () => {
    await server.ctx.db.query('UPDATE signals SET enable = false WHERE id = $1', [ids.followed]);
    await advance(MINUTE_MS);
    expect(
      await count(`SELECT count(*)::int AS n FROM robots WHERE signal_id = $1 AND status = 'RUNNING'`, [
        ids.followed,
      ]),
    ).toBe(0);
    const stopped = await server.ctx.db.query<{ stopped_at: Date | null }>(
      'SELECT stopped_at FROM robots WHERE signal_id = $1',
      [ids.followed],
    );
    expect(stopped.rows.every((r) => r.stopped_at !== null)).toBe(true);
  });

  it('plans the same robot for the same signal and number', async () => {
    const [signal] = await listFollowedSignals(server.ctx.db, server.sites.demo);
    if (!signal) throw new Error('expected a followed signal');
    const at = new Date(START);
    const a = planRobot(signal, 3, at, 'id');
    expect(planRobot(signal, 3, at, 'id')).toEqual(a);
    expect(a.fundsLimited).toBe(true); // every fourth robot
    expect(planRobot(signal, 4, at, 'id').fundsLimited).toBe(false);
    expect(a.nextSettlementAt.getTime() - at.getTime()).toBe(30 * DAY_MS);
  });

  it('the operator command `robots simulate` runs a step now; an unknown site is ID_NOT_FOUND', async () => {
    const command = REPORTS_OPS.find((c) => c.name.join(' ') === 'robots simulate');
    if (!command) throw new Error('robots simulate is missing');
    expect(await command.run(server.ctx, { positional: [], flags: { site: 'nope' } })).toEqual({
      error: true,
      value: 'ID_NOT_FOUND',
    });
    await server.ctx.db.query('UPDATE signals SET enable = true WHERE id = $1', [ids.followed]);
    const result = await command.run(server.ctx, { positional: [], flags: { site: server.sites.demo } });
    expect(result).toMatchObject({
      error: false,
      value: [{ siteId: server.sites.demo, outcome: { robotsSpawned: ROBOT_SPAWN.max } }],
    });
  });

  it('keeps one pending run of each periodic job per site, folding chains that were started twice', async () => {
    const now = new Date(server.clock.now());
    await ensureRobotJobs(server.ctx.db, server.sites.demo, now);
    // Two processes that both scheduled after a restart: two more chains of each kind
    for (const kind of ROBOT_JOB_KINDS) {
      for (let i = 0; i < 2; i += 1)
        await scheduleJob(server.ctx.db, { siteId: server.sites.demo, kind, runAt: now });
    }
    await advance(HOUR_MS);
    const { rows } = await server.ctx.db.query<{ kind: string; n: number }>(
      `SELECT kind, count(*)::int AS n FROM jobs WHERE done_at IS NULL AND site_id = $1 GROUP BY kind ORDER BY kind`,
      [server.sites.demo],
    );
    expect(rows).toEqual([
      { kind: 'profit-share.settle', n: 1 },
      { kind: 'robots.simulate', n: 1 },
    ]);
  });

  it('a window the broker cannot read waits for a later step, which copies its trades', async () => {
    // Self-contained (its own signal and steps): mutation testing runs only the tests that reach a line.
    const late = await insertTestSignal(server.ctx.db, {
      siteId: server.sites.demo,
      userId: other.userId,
      openedAt: new Date(server.clock.now() - DAY_MS),
      accountNumber: '50006',
    });
    const orders = () => count('SELECT count(*)::int AS n FROM follow_orders WHERE signal_id = $1', [late]);
    broker.unreachable.add('50006');
    await advance(MINUTE_MS); // the first step that sees the signal starts its cursor
    await advance(5 * DAY_MS); // the next one cannot read the five days since
    expect(await orders()).toBe(0);
    broker.unreachable.delete('50006');
    await advance(MINUTE_MS);
    expect(await orders()).toBeGreaterThan(0);
  });

  it('tops up limited running robots once a day by a share of their investment, and copies no trade before it closed', async () => {
    const signal = await insertTestSignal(server.ctx.db, {
      siteId: server.sites.demo,
      userId: other.userId,
      openedAt: new Date(server.clock.now() - DAY_MS),
      accountNumber: '50007',
    });
    // 06:00 of the next day; this step is the first to see the signal
    await advance(DAY_MS - (server.clock.now() % DAY_MS) + 6 * HOUR_MS);
    const robot = async (seq: number, fundsLimited: boolean): Promise<string> => {
      const id = newId();
      await insertRobot(server.ctx.db, {
        siteId: server.sites.demo,
        id,
        signalId: signal,
        seq,
        name: `funds-${seq}`,
        followerName: 'f',
        followType: 'FULL_SIGNAL',
        investment: '999',
        profitSharePercent: '20',
        symbols: [],
        fundsLimited,
        freeFunds: '0',
        createdAt: new Date(server.clock.now()),
        nextSettlementAt: new Date(server.clock.now() + 30 * DAY_MS),
      });
      return id;
    };
    const limited = await robot(900, true);
    const unlimited = await robot(901, false);
    const stopped = await robot(902, true);
    await server.ctx.db.query("UPDATE robots SET status = 'STOPPED', stopped_at = $2 WHERE id = $1", [
      stopped,
      new Date(server.clock.now()),
    ]);
    const free = async (id: string): Promise<string | undefined> =>
      (
        await server.ctx.db.query<{ free: string }>(
          'SELECT trim_scale(free_funds)::text AS free FROM robots WHERE id = $1',
          [id],
        )
      ).rows[0]?.free;

    await advance(12 * HOUR_MS); // to 18:00: no day began
    expect(await free(limited)).toBe('0');
    await advance(DAY_MS); // one day began: 999 x 0.0005 = 0.4995, rounded down to the cent
    expect([await free(limited), await free(unlimited), await free(stopped)]).toEqual(['0.49', '0', '0']);

    const { rows } = await server.ctx.db.query<{ n: number; latest: Date | null }>(
      'SELECT count(*)::int AS n, max(close_time) AS latest FROM follow_orders WHERE signal_id = $1',
      [signal],
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(rows[0]?.latest?.getTime()).toBeLessThanOrEqual(server.clock.now());
  });
});
