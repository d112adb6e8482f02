import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestSignal } from '../followers/followers.test-helpers.js';
import { newId } from '../ids.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import {
  outcomeReportSql,
  sumOutcomeReport,
  type OutcomeReportFilter,
} from './settlement-outcomes.repository.js';

/** The settlement log's report query: each filter, filters together, and the totals of each outcome. */
describe('the settlement log report (outcomeReportSql, sumOutcomeReport)', () => {
  let server: TestServer;
  let userId: string;
  const signals = { a: '', b: '' };

  const line = async (
    signalId: string,
    robotId: string,
    outcome: string,
    settledAt: string,
    receive: string,
    owner = userId,
  ) => {
    const paid = outcome === 'SETTLED' || outcome === 'RESETTLED';
    const fee = paid ? '1' : '0';
    await server.ctx.db.query(
      `INSERT INTO settlement_outcomes (site_id, id, run_id, user_id, signal_id, signal_name, robot_id,
         robot_name, follow_type, record_id, outcome, reason, settled_at, currency, profit, hwm_before,
         hwm_after, account_profit_share, profit_share, fee, receive)
       VALUES ($1, $2, 'run', $3, $4, 's', $5, 'r', 'FULL_SIGNAL', $6, $7, 'WHY', $8::timestamptz, 'USD',
         0, 0, 0, 0, $9::numeric + $10::numeric, $9, $10)`,
      [
        server.sites.demo,
        newId(),
        owner,
        signalId,
        robotId,
        paid ? newId() : null,
        outcome,
        settledAt,
        fee,
        paid ? receive : '0',
      ],
    );
  };

  beforeAll(async () => {
    server = await startTestServer();
    ({ userId } = await server.signIn());
    const { userId: other } = await server.signIn();
    for (const key of ['a', 'b'] as const)
      signals[key] = await insertTestSignal(server.ctx.db, {
        siteId: server.sites.demo,
        userId,
        openedAt: new Date(0),
      });
    const robot = newId();
    await server.ctx.db.query(
      `INSERT INTO robots (site_id, id, signal_id, name, follower_name, follow_type, status, investment, profit, hwm,
         profit_share_percent, created_at, next_settlement_at)
       VALUES ($1, $2, $3, 'R', 'follower', 'FULL_SIGNAL', 'RUNNING', 1000, 0, 0, 10, now(), now())`,
      [server.sites.demo, robot, signals.a],
    );
    await line(signals.a, robot, 'SETTLED', '2026-01-01T00:00:00Z', '9.004');
    await line(signals.a, robot, 'NOTHING_DUE', '2026-01-02T00:00:00Z', '0');
    await line(signals.b, robot, 'DEFERRED', '2026-01-03T00:00:00Z', '0');
    await line(signals.a, robot, 'RESETTLED', '2026-01-04T00:00:00Z', '20.005');
    await line(signals.b, robot, 'NOTHING_DUE', '2026-01-05T00:00:00Z', '0');
    // another member's line is never in this member's report
    const foreign = await insertTestSignal(server.ctx.db, {
      siteId: server.sites.demo,
      userId: other,
      openedAt: new Date(0),
    });
    await line(foreign, robot, 'SETTLED', '2026-01-03T12:00:00Z', '5', other);
  });
  afterAll(async () => {
    await server.close();
  });

  const rowsOf = async (filter: Partial<OutcomeReportFilter>): Promise<string[]> => {
    const report = outcomeReportSql({ siteId: server.sites.demo, userId, ...filter });
    const { rows } = await server.ctx.db.query<{ outcome: string; t: Date }>(
      `SELECT outcome, t FROM (${report.inner}) q ORDER BY t`,
      report.params,
    );
    return rows.map((row) => `${row.t.toISOString().slice(0, 10)} ${row.outcome}`);
  };

  it('filters by signal, by outcome, by a time range (from inclusive, to exclusive), and by all at once', async () => {
    expect(await rowsOf({})).toEqual([
      '2026-01-01 SETTLED',
      '2026-01-02 NOTHING_DUE',
      '2026-01-03 DEFERRED',
      '2026-01-04 RESETTLED',
      '2026-01-05 NOTHING_DUE',
    ]);
    expect(await rowsOf({ signalId: signals.b })).toEqual(['2026-01-03 DEFERRED', '2026-01-05 NOTHING_DUE']);
    expect(await rowsOf({ outcome: 'NOTHING_DUE' })).toEqual([
      '2026-01-02 NOTHING_DUE',
      '2026-01-05 NOTHING_DUE',
    ]);
    const from = new Date('2026-01-02T00:00:00Z');
    const to = new Date('2026-01-04T00:00:00Z');
    expect(await rowsOf({ from })).toHaveLength(4);
    expect(await rowsOf({ to })).toEqual([
      '2026-01-01 SETTLED',
      '2026-01-02 NOTHING_DUE',
      '2026-01-03 DEFERRED',
    ]);
    expect(await rowsOf({ from, to })).toEqual(['2026-01-02 NOTHING_DUE', '2026-01-03 DEFERRED']);
    expect(await rowsOf({ signalId: signals.a, outcome: 'NOTHING_DUE', from, to })).toEqual([
      '2026-01-02 NOTHING_DUE',
    ]);
  });

  it('counts each outcome and adds what the paid lines gave, each rounded to the cent first', async () => {
    const report = outcomeReportSql({ siteId: server.sites.demo, userId });
    expect(await sumOutcomeReport(server.ctx.db, report)).toEqual({
      records: 5,
      settled: 1,
      nothingDue: 2,
      deferred: 1,
      resettled: 1,
      receive: '29.01', // 9.00 + 20.01
    });
    const none = outcomeReportSql({ siteId: server.sites.demo, userId, signalId: 'no-such-signal' });
    expect(await sumOutcomeReport(server.ctx.db, none)).toEqual({
      records: 0,
      settled: 0,
      nothingDue: 0,
      deferred: 0,
      resettled: 0,
      receive: '0',
    });
  });
});
