import {
  DAY_MS,
  MINUTE_MS,
  SETTLEMENT_OUTCOME_CSV_COLUMNS,
  type ProfitShareRecord,
  type ProfitShareTotals,
  type ReportPage,
  type SettlementOutcomeRecord,
  type SettlementOutcomeTotals,
} from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../ids.js';
import { OPS_COMMANDS } from '../ops/index.js';
import { insertRobot } from '../storage/robots.repository.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { FakeTradeBroker, insertTestSignal } from './followers.test-helpers.js';
import { TEST_DATABASES as databases } from '../test-support/databases.test-helpers.js';

const START = Date.parse('2026-03-02T00:00:00.000Z');

type Ledger = ReportPage<SettlementOutcomeRecord, SettlementOutcomeTotals>;
type Shares = ReportPage<ProfitShareRecord, ProfitShareTotals>;

describe.each(databases)('the settlement ledger and TWD conversion on %s', (_name, open) => {
  let server: TestServer;
  let drop: () => Promise<void>;
  let provider: { userId: string; cookie: string };
  let usdSignal = '';
  let twdSignal = '';

  const now = (): Date => new Date(server.clock.now());
  const at = (ms: number): void => server.clock.setOffset(ms - START);
  const ops = async (name: string, positional: string[] = [], flags: Record<string, string> = {}) => {
    const command = OPS_COMMANDS.find((c) => c.name.join(' ') === name);
    if (!command) throw new Error(`no ops command ${name}`);
    return command.run(server.ctx, { positional, flags });
  };
  const settleNow = async () => {
    const result = await ops('settlement run', [], { site: server.sites.demo });
    expect(result.error).toBe(false);
  };
  const newRobot = async (
    signalId: string,
    options: { percent: string; profit: string; freeFunds?: string },
  ): Promise<string> => {
    const id = newId();
    await insertRobot(server.ctx.db, {
      siteId: server.sites.demo,
      id,
      signalId,
      seq: 0,
      name: `robot-${id.slice(0, 6)}`,
      followerName: 'follower-test',
      followType: 'FULL_SIGNAL',
      investment: '5000',
      profitSharePercent: options.percent,
      symbols: [],
      fundsLimited: options.freeFunds !== undefined,
      freeFunds: options.freeFunds ?? '0',
      createdAt: now(),
      nextSettlementAt: new Date(now().getTime() + 30 * DAY_MS),
    });
    await server.ctx.db.query('UPDATE robots SET profit = $2 WHERE id = $1', [id, options.profit]);
    return id;
  };
  const get = async <T>(url: string): Promise<T> => {
    const res = await server.call({ method: 'GET', url, cookie: provider.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ records: T }>().records;
  };
  const ledgerOf = async (robotId: string) =>
    (await get<Ledger>('/api/report/outcome?pageSize=100')).list.filter((row) => row.robotId === robotId);
  const balance = async () => {
    const res = await server.call({ method: 'GET', url: '/api/asset/wallet', cookie: provider.cookie });
    return res.json<{ wallet: { balance: string } }>().wallet.balance;
  };

  beforeAll(async () => {
    const opened = await open();
    drop = opened.drop;
    server = await startTestServer({
      ...(opened.db ? { db: opened.db } : {}),
      broker: new FakeTradeBroker(),
      realNow: () => START,
    });
    provider = await server.signIn();
    usdSignal = await insertTestSignal(server.ctx.db, {
      siteId: server.sites.demo,
      userId: provider.userId,
      openedAt: new Date(START - DAY_MS),
      name: 'Ledger.USD',
    });
    twdSignal = await insertTestSignal(server.ctx.db, {
      siteId: server.sites.demo,
      userId: provider.userId,
      openedAt: new Date(START - DAY_MS),
      name: 'Ledger.TWD',
    });
    // a TWSE account: its profit, marks and free funds are TWD
    await server.ctx.db.query(
      `UPDATE signals SET platform = 'TWSE', link = link || '{"platform": "TWSE", "currency": "TWD"}' WHERE id = $1`,
      [twdSignal],
    );
  });
  afterAll(async () => {
    await server.close();
    await drop();
  });

  it('records every robot of a run with its outcome and reason, in the ledger and in the reports', async () => {
    const t0 = START;
    at(t0);
    const settled = await newRobot(usdSignal, { percent: '20', profit: '1000' });
    const belowMark = await newRobot(usdSignal, { percent: '20', profit: '-50' });
    const zeroPercent = await newRobot(usdSignal, { percent: '0', profit: '100' });
    const underCent = await newRobot(usdSignal, { percent: '10', profit: '0.04' });
    const shortOfFunds = await newRobot(usdSignal, { percent: '10', profit: '500', freeFunds: '5' });
    at(t0 + 30 * DAY_MS);
    await settleNow();

    const rows = (await get<Ledger>('/api/report/outcome?pageSize=100')).list;
    const byRobot = new Map(rows.map((row) => [row.robotId, row]));
    // 20% x 1000 = 200.00; fee 20.00; receive 180.00
    expect(byRobot.get(settled)).toMatchObject({
      outcome: 'SETTLED',
      reason: 'PROFIT_ABOVE_HWM',
      currency: 'USD',
      exchangeRate: '1',
      profit: '1000.00',
      hwmBefore: '0.00',
      hwmAfter: '1000.00',
      accountProfitShare: '200.00',
      profitShare: '200.00',
      fee: '20.00',
      receive: '180.00',
      signalName: 'Ledger.USD',
    });
    expect(byRobot.get(belowMark)).toMatchObject({
      outcome: 'NOTHING_DUE',
      reason: 'PROFIT_NOT_ABOVE_HWM',
      hwmAfter: '0.00',
      profitShare: '0.00',
      recordId: null,
    });
    expect(byRobot.get(zeroPercent)).toMatchObject({
      outcome: 'NOTHING_DUE',
      reason: 'NO_PROFIT_SHARE_AGREED',
    });
    expect(byRobot.get(underCent)).toMatchObject({ outcome: 'NOTHING_DUE', reason: 'SHARE_BELOW_ONE_CENT' });
    // 10% x 500 = 50.00 > 5 free: deferred, the amounts fixed now
    expect(byRobot.get(shortOfFunds)).toMatchObject({
      outcome: 'DEFERRED',
      reason: 'BROKER_FUNDS_INSUFFICIENT',
      profitShare: '50.00',
      hwmAfter: '500.00',
    });
    // one run, one id
    expect(new Set(rows.map((row) => row.runId)).size).toBe(1);
    const ledger = await get<Ledger>('/api/report/outcome');
    expect(ledger.totals).toEqual({
      records: 5,
      settled: 1,
      nothingDue: 3,
      deferred: 1,
      resettled: 0,
      receive: '180.00',
    });
    const nothingDue = await get<Ledger>('/api/report/outcome?outcome=NOTHING_DUE');
    expect(nothingDue.list.map((row) => row.robotId).sort()).toEqual(
      [belowMark, zeroPercent, underCent].sort(),
    );

    // the settled report says why each share was paid; the unsettled one why one is held back
    const paid = await get<Shares>('/api/report/settlement');
    expect(paid.list).toMatchObject([
      {
        robotId: settled,
        outcome: 'SETTLED',
        outcomeReason: 'PROFIT_ABOVE_HWM',
        currency: 'USD',
        exchangeRate: '1',
        accountProfitShare: '200.00',
      },
    ]);
    const owed = await get<Shares>('/api/report/unsettled?status=RESETTLEMENT');
    expect(owed.list).toMatchObject([
      {
        robotId: shortOfFunds,
        status: 'RESETTLEMENT',
        outcome: 'DEFERRED',
        outcomeReason: 'BROKER_FUNDS_INSUFFICIENT',
      },
    ]);

    // the follower's account can pay now: the next run pays the held-back share (RESETTLED)
    await server.ctx.db.query('UPDATE robots SET free_funds = 100 WHERE id = $1', [shortOfFunds]);
    at(t0 + 30 * DAY_MS + 10 * MINUTE_MS);
    await settleNow();
    const later = await ledgerOf(shortOfFunds);
    expect(later.map((row) => [row.outcome, row.reason])).toEqual([
      ['RESETTLED', 'BROKER_FUNDS_RECOVERED'],
      ['DEFERRED', 'BROKER_FUNDS_INSUFFICIENT'],
    ]);
    expect(later[0]).toMatchObject({ profitShare: '50.00', fee: '5.00', receive: '45.00' });
    expect(later[0]?.recordId).toBe(later[1]?.recordId);
    expect(later[0]?.runId).not.toBe(later[1]?.runId);
    const resettled = await get<Shares>('/api/report/settlement?status=RESETTLED');
    expect(resettled.list).toMatchObject([
      { robotId: shortOfFunds, outcome: 'RESETTLED', outcomeReason: 'BROKER_FUNDS_RECOVERED' },
    ]);
    expect(await balance()).toBe('225.00');

    // the CSV of the ledger has the core's columns and a line per row
    const csv = await server.call({
      method: 'GET',
      url: '/api/report/outcome?format=csv',
      cookie: provider.cookie,
    });
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(SETTLEMENT_OUTCOME_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(1 + 6);
    expect(csv.headers['content-disposition']).toContain('outcome-report-all-as-of-');
    const shareCsv = await server.call({
      method: 'GET',
      url: '/api/report/settlement?format=csv',
      cookie: provider.cookie,
    });
    expect(shareCsv.body.split('\n')[0]).toContain(
      'currency,accountProfitShare,exchangeRate,outcome,outcomeReason',
    );
  });

  it('defers a TWD robot while no rate is in force, once per period, and settles it at the rate set later', async () => {
    const t0 = START + 100 * DAY_MS;
    at(t0);
    const robot = await newRobot(twdSignal, { percent: '20', profit: '50000' });
    const due = t0 + 30 * DAY_MS;
    at(due);
    await settleNow();
    at(due + 10 * MINUTE_MS);
    await settleNow();
    const deferred = await ledgerOf(robot);
    // tried twice, recorded once: the share in TWD, nothing in USD, the mark where it was
    expect(deferred).toMatchObject([
      {
        outcome: 'DEFERRED',
        reason: 'EXCHANGE_RATE_MISSING',
        currency: 'TWD',
        exchangeRate: null,
        accountProfitShare: '10000.00',
        profitShare: '0.00',
        hwmBefore: '0.00',
        hwmAfter: '0.00',
        recordId: null,
      },
    ]);
    const unsettled = await get<Shares>('/api/report/unsettled');
    expect(unsettled.list.filter((row) => row.robotId === robot)).toMatchObject([
      {
        status: 'UNSETTLED',
        outcome: 'DEFERRED',
        outcomeReason: 'EXCHANGE_RATE_MISSING',
        currency: 'TWD',
        exchangeRate: null,
        accountProfitShare: '10000.00',
        profitShare: '0.00',
      },
    ]);
    expect(await balance()).toBe('225.00');

    // an operator sets the rate; the next run settles the robot at it, on its usual cadence
    const set = await ops('rate set', ['TWD', 'USD', '0.0311'], {
      from: new Date(due + 15 * MINUTE_MS).toISOString(),
    });
    expect(set).toMatchObject({ error: false, value: { base: 'TWD', quote: 'USD', rate: '0.0311' } });
    at(due + 20 * MINUTE_MS);
    // until the run, the unsettled report prices the robot at the rate now in force, rows and totals alike
    const priced = await get<Shares>(`/api/report/unsettled?signalId=${twdSignal}`);
    expect(priced.list).toMatchObject([
      { robotId: robot, exchangeRate: '0.0311', profitShare: '311.00', fee: '31.10', receive: '279.90' },
    ]);
    expect(priced.totals).toEqual({ records: 1, profitShare: '311.00', fee: '31.10', receive: '279.90' });
    await settleNow();
    // 20% x 50000 TWD = 10000.00 TWD x 0.0311 = 311.00 USD; fee 31.10; receive 279.90
    expect((await ledgerOf(robot))[0]).toMatchObject({
      outcome: 'SETTLED',
      reason: 'PROFIT_ABOVE_HWM',
      exchangeRate: '0.0311',
      accountProfitShare: '10000.00',
      profitShare: '311.00',
      fee: '31.10',
      receive: '279.90',
      hwmAfter: '50000.00',
    });
    expect(await balance()).toBe('504.90');
    const next = await server.ctx.db.query<{ next: Date }>(
      'SELECT next_settlement_at AS next FROM robots WHERE id = $1',
      [robot],
    );
    expect(next.rows[0]?.next.getTime()).toBe(t0 + 60 * DAY_MS);
  });

  it('converts at the rate in force at settlement time, stores it, and a later rate changes no old record', async () => {
    const t0 = START + 200 * DAY_MS;
    at(t0);
    const robot = await newRobot(twdSignal, { percent: '10', profit: '30000' });
    // a rate from t0, and one set already for a time after the settlement
    expect(
      (await ops('rate set', ['TWD', 'USD', '0.0320'], { from: new Date(t0).toISOString() })).error,
    ).toBe(false);
    expect(
      (await ops('rate set', ['TWD', 'USD', '0.05'], { from: new Date(t0 + 40 * DAY_MS).toISOString() }))
        .error,
    ).toBe(false);
    at(t0 + 30 * DAY_MS);
    await settleNow();
    // 10% x 30000 = 3000.00 TWD x 0.032 = 96.00 USD; fee 9.60; receive 86.40
    const first = await get<Shares>('/api/report/settlement?pageSize=100');
    const record = first.list.find((row) => row.robotId === robot);
    expect(record).toMatchObject({
      currency: 'TWD',
      profit: '30000.00',
      exchangeRate: '0.032',
      accountProfitShare: '3000.00',
      profitShare: '96.00',
      fee: '9.60',
      receive: '86.40',
    });
    // the operator corrects the rate of t0 after the fact: the record keeps the rate it was paid at
    expect(
      (await ops('rate set', ['TWD', 'USD', '0.0400'], { from: new Date(t0).toISOString() })).error,
    ).toBe(false);
    // the next period is settled at the rate in force then (0.05): 10% x (36000 - 30000) = 600 TWD = 30.00 USD
    await server.ctx.db.query('UPDATE robots SET profit = 36000 WHERE id = $1', [robot]);
    at(t0 + 60 * DAY_MS);
    await settleNow();
    const after = (await get<Shares>('/api/report/settlement?pageSize=100')).list.filter(
      (r) => r.robotId === robot,
    );
    expect(after.map((r) => [r.exchangeRate, r.accountProfitShare, r.profitShare, r.receive])).toEqual([
      ['0.05', '600.00', '30.00', '27.00'],
      ['0.032', '3000.00', '96.00', '86.40'],
    ]);
    const stored = await server.ctx.db.query<{ rate: string }>(
      'SELECT exchange_rate::text AS rate FROM profit_share_records WHERE id = $1',
      [record?.id],
    );
    expect(Number(stored.rows[0]?.rate)).toBe(0.032);
    // the wallet got exactly the USD receives: 504.90 + 86.40 + 27.00
    expect(await balance()).toBe('618.30');
  });

  it('the rate command checks what it is given, and lists what was set', async () => {
    expect(await ops('rate set', ['TWD', 'USD'])).toEqual({ error: true, value: 'EXCHANGE_RATE_INVALID' });
    expect(await ops('rate set', ['TW', 'USD', '0.03'])).toEqual({
      error: true,
      value: 'UNSUPPORTED_CURRENCY',
    });
    expect(await ops('rate set', ['USD', 'USD', '1'])).toEqual({
      error: true,
      value: 'EXCHANGE_RATE_INVALID',
    });
    expect(await ops('rate set', ['TWD', 'USD', '-0.03'])).toEqual({
      error: true,
      value: 'EXCHANGE_RATE_INVALID',
    });
    expect(await ops('rate set', ['TWD', 'USD', '0.03'], { from: 'yesterday' })).toEqual({
      error: true,
      value: 'INVALID_PARAMETERS',
    });
    const listed = await ops('rate list');
    expect(listed.error).toBe(false);
    expect((listed.value as { rate: string }[]).map((r) => r.rate)).toEqual(['0.05', '0.04', '0.0311']);
  });
});
