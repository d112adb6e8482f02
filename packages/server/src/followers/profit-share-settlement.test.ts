import { dec, DAY_MS, sumDecimals, type Page, type ProfitShareRecord } from '@signal-portal/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../ids.js';
import { JobRunner, scheduleJob } from '../jobs/job-runner.js';
import { registerRobotJobs } from '../jobs/robot-jobs.js';
import { REPORTS_OPS } from '../ops/reports.ops.js';
import { ledgerBalanceFromEntries } from '../storage/ledger.js';
import { insertRobot } from '../storage/robots.repository.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { cookieFor, FakeTradeBroker, insertTestSignal } from './followers.test-helpers.js';
import { runSettlement } from './profit-share-settlement.js';
import { PROFIT_SHARE_SETTLE_JOB, ROBOT_JOB_INTERVAL_MS } from './robot-job-schedule.js';

const START = Date.parse('2026-03-02T00:00:00.000Z');

describe('profit-share settlement (profit-share.settle)', () => {
  let server: TestServer;
  let provider: { userId: string };
  let signalId = '';

  const now = (): Date => new Date(server.clock.now());
  const at = (ms: number): void => server.clock.setOffset(ms - START);
  const settleNow = async (): Promise<void> => {
    const command = REPORTS_OPS.find((c) => c.name.join(' ') === 'settlement run');
    const result = await command?.run(server.ctx, { positional: [], flags: { site: server.sites.demo } });
    expect(result?.error).toBe(false);
  };
  const newRobot = async (options: {
    percent: string;
    fundsLimited?: boolean;
    freeFunds?: string;
    signal?: string;
  }): Promise<string> => {
    const id = newId();
    await insertRobot(server.ctx.db, {
      siteId: server.sites.demo,
      id,
      signalId: options.signal ?? signalId,
      seq: 0,
      name: `robot-${id.slice(0, 4)}`,
      followerName: 'follower-test',
      followType: 'FULL_SIGNAL',
      investment: '5000',
      profitSharePercent: options.percent,
      symbols: [],
      fundsLimited: options.fundsLimited ?? false,
      freeFunds: options.freeFunds ?? '0',
      createdAt: now(),
      nextSettlementAt: new Date(now().getTime() + 30 * DAY_MS),
    });
    return id;
  };
  const setProfit = (robotId: string, profit: string) =>
    server.ctx.db.query('UPDATE robots SET profit = $2 WHERE id = $1', [robotId, profit]);
  const recordsOf = async (robotId: string) =>
    (
      await server.ctx.db.query<{
        id: string;
        status: string;
        profit_share: string;
        fee: string;
        receive: string;
        hwm: string;
        reason: string;
        paid_at: Date | null;
      }>(
        `SELECT id, status, profit_share::text AS profit_share, fee::text AS fee, receive::text AS receive,
           hwm::text AS hwm, reason, paid_at FROM profit_share_records WHERE robot_id = $1 ORDER BY settle_time, id`,
        [robotId],
      )
    ).rows.map((r) => ({
      ...r,
      paid_at: r.paid_at?.toISOString() ?? null,
      profit_share: dec(r.profit_share).toFixed(2),
      fee: dec(r.fee).toFixed(2),
      receive: dec(r.receive).toFixed(2),
      hwm: dec(r.hwm).toFixed(2),
    }));
  const robotOf = async (robotId: string) =>
    (
      await server.ctx.db.query<{ hwm: string; next: Date; free: string; final: boolean }>(
        'SELECT hwm::text AS hwm, next_settlement_at AS next, free_funds::text AS free, settled_final AS final FROM robots WHERE id = $1',
        [robotId],
      )
    ).rows[0];
  const ledgerOf = async (reference: string) =>
    (
      await server.ctx.db.query<{ code: string; amount: string }>(
        `SELECT a.code, e.amount::text AS amount FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
         WHERE t.reference = $1 AND t.type = 'PROFIT_SHARE' ORDER BY a.code`,
        [reference],
      )
    ).rows.map((r) => [r.code, dec(r.amount).toFixed(2)]);

  beforeAll(async () => {
    server = await startTestServer({ broker: new FakeTradeBroker(), realNow: () => START });
    provider = await server.signIn();
    signalId = await insertTestSignal(server.ctx.db, {
      siteId: server.sites.demo,
      userId: provider.userId,
      openedAt: new Date(START - DAY_MS),
      name: 'Settle.Me',
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('settles a robot 30 days after it was created (not on day 29), by the periodic job', async () => {
    at(START);
    const robotId = await newRobot({ percent: '20' });
    await setProfit(robotId, '300');
    const runner = new JobRunner(server.ctx);
    registerRobotJobs(runner);
    await scheduleJob(server.ctx.db, {
      siteId: server.sites.demo,
      kind: PROFIT_SHARE_SETTLE_JOB,
      runAt: now(),
    });
    at(START + 29 * DAY_MS);
    await runner.runDue();
    expect(await recordsOf(robotId)).toEqual([]);
    at(START + 30 * DAY_MS - 1);
    await runner.runDue();
    expect(await recordsOf(robotId)).toEqual([]);
    // the job runs every 10 minutes of platform time: the next run after the due moment settles it
    at(START + 30 * DAY_MS + ROBOT_JOB_INTERVAL_MS[PROFIT_SHARE_SETTLE_JOB]);
    await runner.runDue();
    // 20% x 300 = 60.00; fee 6.00; receive 54.00
    expect(await recordsOf(robotId)).toMatchObject([
      { status: 'SETTLED', profit_share: '60.00', fee: '6.00', receive: '54.00', hwm: '300.00' },
    ]);
    expect((await robotOf(robotId))?.next.getTime()).toBe(START + 60 * DAY_MS);
    await server.ctx.db.query('DELETE FROM jobs WHERE site_id = $1', [server.sites.demo]);
  });

  it('shares 20% of the profit above the HWM with a 10% fee, posts it to the ledger, and never lowers the HWM', async () => {
    const t0 = START + 100 * DAY_MS;
    at(t0);
    const robotId = await newRobot({ percent: '20' });
    await setProfit(robotId, '1000');
    at(t0 + 30 * DAY_MS);
    await settleNow();
    // base 1000 - 0; share 20% = 200.00; fee 10% of it = 20.00; receive 180.00
    const [first] = await recordsOf(robotId);
    expect(first).toMatchObject({
      status: 'SETTLED',
      reason: '',
      paid_at: new Date(t0 + 30 * DAY_MS).toISOString(),
      profit_share: '200.00',
      fee: '20.00',
      receive: '180.00',
      hwm: '1000.00',
    });
    expect(await ledgerOf(first?.id ?? '')).toEqual([
      ['PLATFORM_CLEARING', '-200.00'],
      ['PLATFORM_FEE', '20.00'],
      ['USER_BALANCE', '180.00'],
    ]);
    // a loss: nothing due, no record, the HWM stays at 1000
    await setProfit(robotId, '600');
    at(t0 + 60 * DAY_MS);
    await settleNow();
    expect(await recordsOf(robotId)).toHaveLength(1);
    expect(dec((await robotOf(robotId))?.hwm ?? '0').toFixed(2)).toBe('1000.00');
    // recovery past the mark: only 1250 - 1000 = 250 is shared; 20% = 50.00; fee 5.00; receive 45.00
    await setProfit(robotId, '1250');
    at(t0 + 90 * DAY_MS);
    await settleNow();
    expect((await recordsOf(robotId))[1]).toMatchObject({
      profit_share: '50.00',
      fee: '5.00',
      receive: '45.00',
      hwm: '1250.00',
    });
    // running again at once pays nothing more: the robot is not due for another 30 days
    await settleNow();
    expect(await recordsOf(robotId)).toHaveLength(2);
  });

  it('holds a share back when the follower funds fall short, then pays it once (RESETTLED)', async () => {
    const t0 = START + 200 * DAY_MS;
    at(t0);
    const robotId = await newRobot({ percent: '10', fundsLimited: true, freeFunds: '30' });
    await setProfit(robotId, '500');
    at(t0 + 30 * DAY_MS);
    await settleNow();
    // share 10% x 500 = 50.00 > 30 free: held back, nothing posted, the HWM still moves to 500
    const [held] = await recordsOf(robotId);
    expect(held).toMatchObject({
      status: 'RESETTLEMENT',
      reason: 'BROKER_FUNDS_INSUFFICIENT',
      paid_at: null,
      profit_share: '50.00',
      fee: '5.00',
      receive: '45.00',
      hwm: '500.00',
    });
    expect(await ledgerOf(held?.id ?? '')).toEqual([]);
    const cookie = await cookieFor(server.ctx.db, { siteId: server.sites.demo, userId: provider.userId });
    const unsettled = await server.call({
      method: 'GET',
      url: '/api/report/unsettled?status=RESETTLEMENT',
      cookie,
    });
    expect(unsettled.json<{ records: Page<ProfitShareRecord> }>().records.list.map((r) => r.id)).toContain(
      held?.id,
    );
    // still short: stays held
    await server.ctx.db.query('UPDATE robots SET free_funds = 49.99 WHERE id = $1', [robotId]);
    at(t0 + 31 * DAY_MS);
    await settleNow();
    expect((await recordsOf(robotId))[0]?.status).toBe('RESETTLEMENT');
    // enough now: paid once, with the same amounts
    await server.ctx.db.query('UPDATE robots SET free_funds = 80 WHERE id = $1', [robotId]);
    await settleNow();
    await settleNow();
    expect(await recordsOf(robotId)).toMatchObject([
      {
        id: held?.id,
        status: 'RESETTLED',
        reason: '',
        paid_at: new Date(t0 + 31 * DAY_MS).toISOString(),
        profit_share: '50.00',
      },
    ]);
    expect(await ledgerOf(held?.id ?? '')).toEqual([
      ['PLATFORM_CLEARING', '-50.00'],
      ['PLATFORM_FEE', '5.00'],
      ['USER_BALANCE', '45.00'],
    ]);
    expect(dec((await robotOf(robotId))?.free ?? '0').toFixed(2)).toBe('30.00');
    const settled = await server.call({
      method: 'GET',
      url: '/api/report/settlement?status=RESETTLED',
      cookie,
    });
    expect(settled.json<{ records: Page<ProfitShareRecord> }>().records.list).toMatchObject([
      { id: held?.id, status: 'RESETTLED', receive: '45.00' },
    ]);
  });

  it('settles a stopped robot one last time, then never again', async () => {
    const t0 = START + 300 * DAY_MS;
    at(t0);
    const robotId = await newRobot({ percent: '25' });
    await setProfit(robotId, '80');
    await server.ctx.db.query(`UPDATE robots SET status = 'STOPPED', stopped_at = $2 WHERE id = $1`, [
      robotId,
      now(),
    ]);
    at(t0 + 30 * DAY_MS);
    await settleNow();
    // 25% x 80 = 20.00; fee 2.00; receive 18.00
    expect(await recordsOf(robotId)).toMatchObject([
      { profit_share: '20.00', fee: '2.00', receive: '18.00' },
    ]);
    expect((await robotOf(robotId))?.final).toBe(true);
    await setProfit(robotId, '200');
    at(t0 + 90 * DAY_MS);
    await settleNow();
    expect(await recordsOf(robotId)).toHaveLength(1);
  });

  it('names as paid only the providers whose wallet a run credited', async () => {
    const t0 = START + 400 * DAY_MS;
    at(t0);
    const idle = await server.signIn();
    const idleSignal = await insertTestSignal(server.ctx.db, {
      siteId: server.sites.demo,
      userId: idle.userId,
      openedAt: new Date(t0 - DAY_MS),
      name: 'Idle.Signal',
    });
    await setProfit(await newRobot({ percent: '20' }), '100');
    await newRobot({ percent: '20', signal: idleSignal }); // no profit: nothing due
    at(t0 + 30 * DAY_MS);
    const run = await server.ctx.db.transaction((tx) => runSettlement(tx, server.sites.demo, now()));
    expect(run.settled).toBeGreaterThanOrEqual(1);
    expect(run.nothingDue).toBeGreaterThanOrEqual(1);
    expect(run.paidProviders).toContain(provider.userId);
    expect(run.paidProviders).not.toContain(idle.userId);
  });

  it('keeps every ledger balance equal to the sum of its entries and every transaction balanced', async () => {
    const { rows } = await server.ctx.db.query<{ id: string; balance: string }>(
      'SELECT id, balance::text AS balance FROM ledger_accounts WHERE site_id = $1',
      [server.sites.demo],
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const account of rows) {
      expect(
        dec(await ledgerBalanceFromEntries(server.ctx.db, account.id)).equals(dec(account.balance)),
      ).toBe(true);
    }
    const unbalanced = await server.ctx.db.query(
      'SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0',
    );
    expect(unbalanced.rows).toEqual([]);
    // the provider's balance is what the SETTLED and RESETTLED records gave them
    const received = await server.ctx.db.query<{ total: string }>(
      `SELECT coalesce(sum(receive), 0)::text AS total FROM profit_share_records
       WHERE user_id = $1 AND status IN ('SETTLED', 'RESETTLED')`,
      [provider.userId],
    );
    const balance = await server.ctx.db.query<{ balance: string }>(
      `SELECT balance::text AS balance FROM ledger_accounts WHERE user_id = $1 AND code = 'USER_BALANCE'`,
      [provider.userId],
    );
    expect(dec(balance.rows[0]?.balance ?? '0').equals(dec(received.rows[0]?.total ?? '-1'))).toBe(true);
  });

  it('over any run of profits and settlements: the HWM never falls, no profit is shared twice, fee + receive = share', async () => {
    const cents = fc.integer({ min: -50_000, max: 200_000 }).map((c) => dec(c).dividedBy(100).toFixed(2));
    const step = fc.record({
      profit: cents,
      funds: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
    });
    let base = START + 1_000 * DAY_MS;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('10', '15', '20', '33.5'),
        fc.array(step, { minLength: 1, maxLength: 6 }),
        async (percent, steps) => {
          base += 1_000 * DAY_MS;
          at(base);
          const robotId = await newRobot({ percent });
          let t = base;
          let previousHwm = dec(0);
          let highest = dec(0);
          for (const s of steps) {
            t += 30 * DAY_MS;
            await setProfit(robotId, s.profit);
            await server.ctx.db.query('UPDATE robots SET funds_limited = $2, free_funds = $3 WHERE id = $1', [
              robotId,
              s.funds !== undefined,
              dec(s.funds ?? 0)
                .dividedBy(100)
                .toFixed(2),
            ]);
            await server.ctx.db.transaction((tx) => runSettlement(tx, server.sites.demo, new Date(t)));
            const hwm = dec((await robotOf(robotId))?.hwm ?? '0');
            expect(hwm.greaterThanOrEqualTo(previousHwm)).toBe(true);
            previousHwm = hwm;
            if (dec(s.profit).greaterThan(highest)) highest = dec(s.profit);
          }
          const records = await recordsOf(robotId);
          expect(previousHwm.equals(highest)).toBe(true);
          for (const r of records) expect(dec(r.fee).plus(r.receive).equals(r.profit_share)).toBe(true);
          // each record shares a higher mark than the one before; all shares together never exceed
          // percent x the highest profit reached
          for (let i = 1; i < records.length; i += 1) {
            expect(dec(records[i]?.hwm ?? '0').greaterThan(records[i - 1]?.hwm ?? '0')).toBe(true);
          }
          const shared = sumDecimals(records.map((r) => dec(r.profit_share)));
          expect(shared.lessThanOrEqualTo(highest.times(percent).dividedBy(100))).toBe(true);
        },
      ),
      { numRuns: 12 },
    );
  });
});
