import {
  dec,
  DAY_MS,
  type ProfitShareRecord,
  type ProfitShareTotals,
  type ReportPage,
  type SettlementOutcomeRecord,
  type SettlementOutcomeTotals,
} from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../ids.js';
import { JobRunner, scheduleJob } from '../jobs/job-runner.js';
import { registerRobotJobs } from '../jobs/robot-jobs.js';
import { insertRobot } from '../storage/robots.repository.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { FakeTradeBroker, insertTestSignal } from './followers.test-helpers.js';
import { PROFIT_SHARE_SETTLE_JOB } from './robot-job-schedule.js';

const START = Date.parse('2026-03-02T00:00:00.000Z');

type Shares = ReportPage<ProfitShareRecord, ProfitShareTotals>;
type Ledger = ReportPage<SettlementOutcomeRecord, SettlementOutcomeTotals>;

/**
 * What a settlement takes from the follower's broker account (free funds, in the account's currency),
 * run by the periodic settlement job and read back through the provider's reports: a share is paid
 * from funds that cover it exactly, the funds it used are gone for the next share, and nothing else
 * touches them.
 */
describe('profit-share settlement and the follower free funds', () => {
  let server: TestServer;
  let provider: { userId: string; cookie: string };
  let signalId = '';
  let runner: JobRunner;

  const now = (): Date => new Date(server.clock.now());
  const at = (ms: number): void => server.clock.setOffset(ms - START);
  /** Moves the platform clock to `ms` and lets the settlement job do what is due then. */
  const jobAt = async (ms: number): Promise<void> => {
    at(ms);
    await runner.runDue();
  };
  const newRobot = async (options: {
    percent: string;
    profit: string;
    /** Absent: an account without a funds limit (it pays whatever is due). */
    freeFunds?: string;
  }): Promise<string> => {
    const id = newId();
    await insertRobot(server.ctx.db, {
      siteId: server.sites.demo,
      id,
      signalId,
      seq: 0,
      name: `robot-${id.slice(0, 6)}`,
      followerName: 'follower-funds',
      followType: 'FULL_SIGNAL',
      investment: '5000',
      profitSharePercent: options.percent,
      symbols: [],
      fundsLimited: options.freeFunds !== undefined,
      freeFunds: options.freeFunds ?? '0',
      createdAt: now(),
      nextSettlementAt: new Date(now().getTime() + 30 * DAY_MS),
    });
    await setProfit(id, options.profit);
    return id;
  };
  const setProfit = (robotId: string, profit: string) =>
    server.ctx.db.query('UPDATE robots SET profit = $2 WHERE id = $1', [robotId, profit]);
  const setFreeFunds = (robotId: string, funds: string) =>
    server.ctx.db.query('UPDATE robots SET free_funds = $2 WHERE id = $1', [robotId, funds]);
  const freeFundsOf = async (robotId: string): Promise<string> => {
    const { rows } = await server.ctx.db.query<{ free: string }>(
      'SELECT free_funds::text AS free FROM robots WHERE id = $1',
      [robotId],
    );
    return dec(rows[0]?.free ?? 'NaN').toFixed(2);
  };
  /** The robot's profit-share records as the provider's reports show them, oldest first. */
  const sharesOf = async (robotId: string) => {
    const get = async (url: string) => {
      const res = await server.call({ method: 'GET', url, cookie: provider.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ records: Shares }>().records.list;
    };
    const all = [
      ...(await get('/api/report/settlement?pageSize=100')),
      ...(await get('/api/report/unsettled?status=RESETTLEMENT&pageSize=100')),
    ];
    return all
      .filter((r) => r.robotId === robotId)
      .sort((a, b) => dec(a.hwm).comparedTo(dec(b.hwm)))
      .map((r) => ({ status: r.status, profitShare: r.profitShare, outcome: r.outcome }));
  };
  /** The robot's rows of the settlement ledger (outcome report), oldest first. */
  const outcomesOf = async (robotId: string) => {
    const res = await server.call({
      method: 'GET',
      url: '/api/report/outcome?pageSize=100',
      cookie: provider.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<{ records: Ledger }>()
      .records.list.filter((row) => row.robotId === robotId)
      .reverse()
      .map((row) => [row.outcome, row.reason, row.accountProfitShare]);
  };

  beforeAll(async () => {
    server = await startTestServer({ broker: new FakeTradeBroker(), realNow: () => START });
    provider = await server.signIn();
    signalId = await insertTestSignal(server.ctx.db, {
      siteId: server.sites.demo,
      userId: provider.userId,
      openedAt: new Date(START - DAY_MS),
      name: 'Funds.Check',
    });
    runner = new JobRunner(server.ctx);
    registerRobotJobs(runner);
    await scheduleJob(server.ctx.db, {
      siteId: server.sites.demo,
      kind: PROFIT_SHARE_SETTLE_JOB,
      runAt: now(),
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('takes from the free funds exactly what a paid share costs, and nothing when nothing is paid', async () => {
    const t0 = START + DAY_MS;
    at(t0);
    // 20% x 300 = 60.00 from 100 free
    const settled = await newRobot({ percent: '20', profit: '300', freeFunds: '100' });
    // the same share from an account without a funds limit: its free-funds figure is not what pays
    const unlimited = await newRobot({ percent: '20', profit: '300' });
    await setFreeFunds(unlimited, '70');
    // 10% x 500 = 50.00 > 30 free: held back
    const heldBack = await newRobot({ percent: '10', profit: '500', freeFunds: '30' });
    // below the mark, and under one cent: nothing due
    const belowMark = await newRobot({ percent: '20', profit: '-50', freeFunds: '30' });
    const underCent = await newRobot({ percent: '10', profit: '0.04', freeFunds: '30' });
    await jobAt(t0 + 30 * DAY_MS + 10 * 60_000);

    expect(await sharesOf(settled)).toEqual([
      { status: 'SETTLED', profitShare: '60.00', outcome: 'SETTLED' },
    ]);
    expect(await freeFundsOf(settled)).toBe('40.00');
    expect(await sharesOf(unlimited)).toMatchObject([{ status: 'SETTLED', profitShare: '60.00' }]);
    expect(await freeFundsOf(unlimited)).toBe('70.00');
    expect(await sharesOf(heldBack)).toEqual([
      { status: 'RESETTLEMENT', profitShare: '50.00', outcome: 'DEFERRED' },
    ]);
    expect(await freeFundsOf(heldBack)).toBe('30.00');
    expect(await outcomesOf(belowMark)).toEqual([['NOTHING_DUE', 'PROFIT_NOT_ABOVE_HWM', '0.00']]);
    expect(await outcomesOf(underCent)).toEqual([['NOTHING_DUE', 'SHARE_BELOW_ONE_CENT', '0.00']]);
    expect(await freeFundsOf(belowMark)).toBe('30.00');
    expect(await freeFundsOf(underCent)).toBe('30.00');

    // the held-back share is paid once the account has 80: 50.00 of it goes, 30.00 stays
    await setFreeFunds(heldBack, '80');
    await jobAt(t0 + 30 * DAY_MS + 20 * 60_000);
    await jobAt(t0 + 30 * DAY_MS + 30 * 60_000);
    expect(await sharesOf(heldBack)).toEqual([
      { status: 'RESETTLED', profitShare: '50.00', outcome: 'RESETTLED' },
    ]);
    expect(await freeFundsOf(heldBack)).toBe('30.00');
  });

  it('settles a share the free funds cover exactly (to the cent), and resettles one the same way', async () => {
    const t0 = START + 200 * DAY_MS;
    at(t0);
    // 20% x 300 = 60.00 against exactly 60.00, and against one cent less
    const exact = await newRobot({ percent: '20', profit: '300', freeFunds: '60.00' });
    const centShort = await newRobot({ percent: '20', profit: '300', freeFunds: '59.99' });
    await jobAt(t0 + 30 * DAY_MS + 10 * 60_000);

    expect(await sharesOf(exact)).toEqual([{ status: 'SETTLED', profitShare: '60.00', outcome: 'SETTLED' }]);
    expect(await outcomesOf(exact)).toEqual([['SETTLED', 'PROFIT_ABOVE_HWM', '60.00']]);
    expect(await freeFundsOf(exact)).toBe('0.00');
    expect(await sharesOf(centShort)).toEqual([
      { status: 'RESETTLEMENT', profitShare: '60.00', outcome: 'DEFERRED' },
    ]);
    expect(await freeFundsOf(centShort)).toBe('59.99');

    // the account reaches exactly the share: the next run pays it and leaves nothing
    await setFreeFunds(centShort, '60.00');
    await jobAt(t0 + 30 * DAY_MS + 20 * 60_000);
    expect(await sharesOf(centShort)).toEqual([
      { status: 'RESETTLED', profitShare: '60.00', outcome: 'RESETTLED' },
    ]);
    expect(await outcomesOf(centShort)).toEqual([
      ['DEFERRED', 'BROKER_FUNDS_INSUFFICIENT', '60.00'],
      ['RESETTLED', 'BROKER_FUNDS_RECOVERED', '60.00'],
    ]);
    expect(await freeFundsOf(centShort)).toBe('0.00');
  });

  it('never pays two shares from the same funds: what one share used is gone for the next', async () => {
    const t0 = START + 400 * DAY_MS;
    at(t0);
    // settled now (60.00 of 100), then 20% x (550 - 300) = 50.00 > the 40.00 left: held back
    const settledThenDue = await newRobot({ percent: '20', profit: '300', freeFunds: '100' });
    // held back (50.00 > 30), then 80 free when the next share of 10% x (900 - 500) = 40.00 falls due:
    // the old share is paid first (old debts before new ones: 30.00 left), the new one is held back
    const resettledThenDue = await newRobot({ percent: '10', profit: '500', freeFunds: '30' });
    // two shares held back (50.00, then 40.00); 80 free pays the older one only
    const twoHeldBack = await newRobot({ percent: '10', profit: '500', freeFunds: '30' });
    await jobAt(t0 + 30 * DAY_MS + 10 * 60_000);
    expect(await freeFundsOf(settledThenDue)).toBe('40.00');

    await setProfit(settledThenDue, '550');
    await setProfit(resettledThenDue, '900');
    await setFreeFunds(resettledThenDue, '80');
    await setProfit(twoHeldBack, '900');
    await jobAt(t0 + 60 * DAY_MS + 10 * 60_000);
    expect(await sharesOf(settledThenDue)).toEqual([
      { status: 'SETTLED', profitShare: '60.00', outcome: 'SETTLED' },
      { status: 'RESETTLEMENT', profitShare: '50.00', outcome: 'DEFERRED' },
    ]);
    expect(await freeFundsOf(settledThenDue)).toBe('40.00');
    expect(await sharesOf(resettledThenDue)).toEqual([
      { status: 'RESETTLED', profitShare: '50.00', outcome: 'RESETTLED' },
      { status: 'RESETTLEMENT', profitShare: '40.00', outcome: 'DEFERRED' },
    ]);
    expect(await freeFundsOf(resettledThenDue)).toBe('30.00');
    expect(await sharesOf(twoHeldBack)).toMatchObject([
      { status: 'RESETTLEMENT', profitShare: '50.00' },
      { status: 'RESETTLEMENT', profitShare: '40.00' },
    ]);

    await setFreeFunds(twoHeldBack, '80');
    await jobAt(t0 + 60 * DAY_MS + 20 * 60_000);
    expect(await sharesOf(twoHeldBack)).toMatchObject([
      { status: 'RESETTLED', profitShare: '50.00' },
      { status: 'RESETTLEMENT', profitShare: '40.00' },
    ]);
    expect(await freeFundsOf(twoHeldBack)).toBe('30.00');
  });
});
