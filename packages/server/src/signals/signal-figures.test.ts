import {
  dec,
  DAY_MS,
  FOLLOW_TYPES,
  HOUR_MS,
  MINUTE_MS,
  sumDecimals,
  toMoneyString,
  type FollowersPoint,
  type Page,
  type ProfitShareTotals,
  type Robot,
  type RobotStats,
  type Signal,
} from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, FakeTradeBroker, insertTestSignal } from '../followers/followers.test-helpers.js';
import { ensureRobotJobs } from '../followers/robot-job-schedule.js';
import { simulationStep } from '../followers/robot-steps.js';
import { JobRunner } from '../jobs/job-runner.js';
import { registerRobotJobs } from '../jobs/robot-jobs.js';
import { feedEventsDuring } from '../test-support/feed-events.test-helpers.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { TEST_DATABASES as databases } from '../test-support/databases.test-helpers.js';

const START = Date.parse('2026-01-05T00:00:00.000Z');

/** The computed fields of a Signal (spec section 3). */
const FIGURES = [
  'numOfFollowers',
  'investmentOfFollow',
  'wasFollowed',
  'profitOfCompletedFollowing',
  'profitOfSymbolsStrategy',
  'profitShare',
  'runningRobotData',
  'totalTradingRobotData',
  'followersDatas',
] as const satisfies readonly (keyof Signal)[];
type Figures = Pick<Signal, (typeof FIGURES)[number]>;

const figuresOf = (data: Partial<Signal>): Partial<Figures> =>
  Object.fromEntries(FIGURES.filter((field) => field in data).map((field) => [field, data[field]]));

const moneySum = (values: readonly string[]): string =>
  toMoneyString(sumDecimals(values.map((value) => dec(value))));

/** What the robots, followers and settlement report routes say a signal's figures are. */
const expectedFrom = (
  robots: readonly Robot[],
  followers: readonly FollowersPoint[],
  settled: ProfitShareTotals,
): Figures => {
  const running = robots.filter((robot) => robot.status === 'RUNNING');
  const stats = (only: readonly Robot[]): RobotStats[] =>
    FOLLOW_TYPES.flatMap((type) => {
      const ofType = robots.filter((robot) => robot.followType === type);
      const counted = only.filter((robot) => robot.followType === type);
      if (counted.length === 0) return [];
      return [
        {
          followType: type,
          runningCount: ofType.filter((robot) => robot.status === 'RUNNING').length,
          totalCount: ofType.length,
          profit: moneySum(counted.map((robot) => robot.profit)),
        },
      ];
    });
  return {
    numOfFollowers: running.length,
    investmentOfFollow: moneySum(running.map((robot) => robot.investment)),
    wasFollowed: robots.length > 0,
    profitOfCompletedFollowing: moneySum(
      robots.filter((robot) => robot.status === 'STOPPED').map((robot) => robot.profit),
    ),
    profitOfSymbolsStrategy: moneySum(
      robots.filter((robot) => robot.followType === 'SYMBOL_STRATEGY').map((robot) => robot.profit),
    ),
    profitShare: settled.profitShare,
    runningRobotData: stats(running),
    totalTradingRobotData: stats(robots),
    followersDatas: followers,
  };
};

describe.each(databases)('the computed fields of a signal on %s', (_name, open) => {
  let server: TestServer;
  let drop: () => Promise<void>;
  let runner: JobRunner;
  const broker = new FakeTradeBroker();
  const provider = { userId: '' };
  const other = { userId: '' };
  const ids = { main: '', second: '', others: '' };

  const advance = async (ms: number): Promise<void> => {
    server.clock.setOffset(server.clock.offset + ms);
    await runner.runDue();
  };
  const cookieOf = (user: { userId: string }): Promise<string> =>
    cookieFor(server.ctx.db, { siteId: server.sites.demo, userId: user.userId });
  const get = async <T>(user: { userId: string }, url: string, field: string): Promise<T> => {
    const res = await server.call({ method: 'GET', url: `/api${url}`, cookie: await cookieOf(user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, T>>()[field] as T;
  };
  const setEnabled = (id: string, enable: boolean) =>
    server.ctx.db.query('UPDATE signals SET enable = $2 WHERE id = $1', [id, enable]);

  /** The figures as the robots, followers and settlement routes give them for the signal. */
  const fromRoutes = async (user: { userId: string }, id: string): Promise<Figures> => {
    const robots = await get<Page<Robot>>(user, `/signal/${id}/robots?pageSize=100`, 'robots');
    expect(robots.total).toBe(robots.list.length);
    const followers = await get<FollowersPoint[]>(user, `/signal/${id}/followers`, 'followers');
    const settled = await get<{ totals: ProfitShareTotals }>(
      user,
      `/report/settlement?signalId=${id}`,
      'records',
    );
    return expectedFrom(robots.list, followers, settled.totals);
  };

  beforeAll(async () => {
    const opened = await open();
    drop = opened.drop;
    server = await startTestServer({ broker, realNow: () => START, ...(opened.db ? { db: opened.db } : {}) });
    runner = new JobRunner(server.ctx);
    registerRobotJobs(runner);
    provider.userId = (await server.signIn()).userId;
    other.userId = (await server.signIn()).userId;
    const siteId = server.sites.demo;
    const openedAt = new Date(START - DAY_MS);
    // Fixed accounts: the fake broker's trades are seeded by the account number (profitable traders).
    const signalOf = (userId: string, accountNumber: string, percent = '20') =>
      insertTestSignal(server.ctx.db, { siteId, userId, openedAt, accountNumber, percent });
    ids.main = await signalOf(provider.userId, '61001');
    ids.second = await signalOf(provider.userId, '61002', '35');
    ids.others = await signalOf(other.userId, '61003');
    await ensureRobotJobs(server.ctx.db, siteId, new Date(START));
    await runner.runDue();
    // Nine days of following; then the main signal's followers stop (it is disabled) and come back.
    await advance(9 * DAY_MS);
    await setEnabled(ids.main, false);
    await advance(MINUTE_MS);
    await setEnabled(ids.main, true);
    await advance(MINUTE_MS);
    // Past the settlement of the first robots (30 days after they came) and of the ones after them.
    await advance(31 * DAY_MS);
    await advance(HOUR_MS);
  });
  afterAll(async () => {
    await server.close();
    await drop();
  });

  it('has robots of both follow types, running and stopped, and paid profit shares to show', async () => {
    const robots = await get<Page<Robot>>(provider, `/signal/${ids.main}/robots?pageSize=100`, 'robots');
    expect(new Set(robots.list.map((robot) => robot.followType))).toEqual(new Set(FOLLOW_TYPES));
    expect(new Set(robots.list.map((robot) => robot.status))).toEqual(new Set(['RUNNING', 'STOPPED']));
    const stopped = robots.list.filter((robot) => robot.status === 'STOPPED');
    expect(stopped.some((robot) => !dec(robot.profit).isZero())).toBe(true);
    const settled = await get<{ totals: ProfitShareTotals }>(
      provider,
      `/report/settlement?signalId=${ids.main}`,
      'records',
    );
    expect(settled.totals.records).toBeGreaterThan(0);
  });

  it('GET /signal/{id} answers every computed field as the robots, followers and report routes say', async () => {
    for (const [user, id] of [
      [provider, ids.main],
      [provider, ids.second],
      [other, ids.others],
    ] as const) {
      const signal = await get<Signal>(user, `/signal/${id}`, 'signal');
      const expected = await fromRoutes(user, id);
      expect(figuresOf(signal)).toEqual(expected);
      expect(expected.followersDatas).toHaveLength(30);
    }
  });

  it('GET /signal lists the same figures as the detail, and another provider’s robots are never counted', async () => {
    const page = await get<Page<Signal>>(provider, '/signal?pageSize=100', 'signals');
    expect(page.list.map((signal) => signal.id).sort()).toEqual([ids.main, ids.second].sort());
    for (const listed of page.list) {
      const detail = await get<Signal>(provider, `/signal/${listed.id}`, 'signal');
      expect(figuresOf(listed)).toEqual(figuresOf(detail));
    }
    const robotsOfOwn = await Promise.all(
      [ids.main, ids.second].map((id) =>
        get<Page<Robot>>(provider, `/signal/${id}/robots?pageSize=100`, 'robots'),
      ),
    );
    const counted = page.list.flatMap((signal) => signal.totalTradingRobotData);
    expect(counted.reduce((n, stats) => n + stats.totalCount, 0)).toBe(
      robotsOfOwn.reduce((n, robots) => n + robots.total, 0),
    );
  });

  it('answers a new signal’s figures on POST /signal as GET /signal/{id} does: nothing followed yet', async () => {
    const created = await server.call({
      method: 'POST',
      url: '/api/signal',
      cookie: await cookieOf(other),
      payload: { name: 'Fresh-figures', describe: 'New.', platform: 'MT4', connMethod: 'ACCOUNT_LINK' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const signal = created.json<{ signal: Signal }>().signal;
    expect(figuresOf(signal)).toEqual(figuresOf(await get<Signal>(other, `/signal/${signal.id}`, 'signal')));
    expect(figuresOf(signal)).toEqual(await fromRoutes(other, signal.id));
    expect(signal).toMatchObject({ numOfFollowers: 0, profitShare: '0.00', runningRobotData: [] });
  });

  it('reads the list’s figures with the same number of queries whatever the page size', async () => {
    const db = server.ctx.db;
    const original = db.query.bind(db);
    let queries = 0;
    db.query = (...args: Parameters<typeof original>) => {
      queries += 1;
      return original(...args);
    };
    const countFor = async (pageSize: number): Promise<number> => {
      const cookie = await cookieOf(provider);
      queries = 0;
      const res = await server.call({ method: 'GET', url: `/api/signal?pageSize=${pageSize}`, cookie });
      expect(res.statusCode).toBe(200);
      return queries;
    };
    try {
      expect(await countFor(2)).toBe(await countFor(1));
    } finally {
      db.query = original;
    }
  });

  it('sends the figures on the live feed: a whole signal after a change, the followers’ patch after a step', async () => {
    const changed = await feedEventsDuring(server.ctx.feed, async () => {
      const res = await server.call({
        method: 'PATCH',
        url: `/api/signal/${ids.main}`,
        cookie: await cookieOf(provider),
        payload: { describe: 'Now described anew.' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(figuresOf(res.json<{ signal: Signal }>().signal)).toEqual(await fromRoutes(provider, ids.main));
    });
    const whole = changed.filter((e) => e.channel === `signal.${ids.main}`);
    expect(whole).toHaveLength(1);
    expect(figuresOf(whole[0]?.data as Signal)).toEqual(await fromRoutes(provider, ids.main));

    // Three days of trades copied by one simulation step, as its job runs it (alone: a settlement
    // run after it would move the profit share past what the step read).
    server.clock.setOffset(server.clock.offset + 3 * DAY_MS);
    let copied = 0;
    const stepped = await feedEventsDuring(server.ctx.feed, async () => {
      const step = await server.ctx.db.transaction((tx) => simulationStep(tx, server.ctx, server.sites.demo));
      await step.publish();
      copied = step.outcome.ordersCopied;
    });
    expect(copied).toBeGreaterThan(0);
    const patch = stepped.find((e) => e.channel === `signal.${ids.second}`);
    expect(patch, 'a followers patch for the second signal').toBeDefined();
    const patched = figuresOf(patch?.data as Partial<Signal>);
    expect(Object.keys(patched).sort()).toEqual([...FIGURES].sort());
    expect(patched).toEqual(await fromRoutes(provider, ids.second));
  });
});
