import {
  addFollowOrders,
  addProfitShares,
  DAY_MS,
  EMPTY_FOLLOW_ORDER_TOTALS,
  EMPTY_PROFIT_SHARE_TOTALS,
  type FollowOrderRecord,
  type FollowOrderTotals,
  type ProfitShareRecord,
  type ProfitShareTotals,
  type ReportPage,
} from '@signal-portal/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, insertTestSignal } from '../../followers/followers.test-helpers.js';
import { newId } from '../../ids.js';
import type { SqlExecutor } from '../../storage/database.port.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import { CSV_LINE_BATCH_SIZE } from './csv-stream.js';

const NOW = Date.parse('2026-05-01T12:00:00.000Z');
const day = (d: number): Date => new Date(Date.parse('2026-04-01T00:00:00.000Z') + d * DAY_MS);

interface Member {
  siteId: string;
  userId: string;
  cookie: string;
}

const insertRobot = async (
  db: SqlExecutor,
  r: { siteId: string; signalId: string; profit: string; hwm: string; percent: string; next: Date },
): Promise<string> => {
  const id = newId();
  await db.query(
    `INSERT INTO robots (site_id, id, signal_id, name, follower_name, follow_type, status, investment, profit, hwm,
       profit_share_percent, created_at, next_settlement_at)
     VALUES ($1, $2, $3, $4, 'follower', 'FULL_SIGNAL', 'RUNNING', 1000, $5, $6, $7, $8, $9)`,
    [r.siteId, id, r.signalId, `R-${id.slice(0, 4)}`, r.profit, r.hwm, r.percent, day(0), r.next],
  );
  return id;
};

const insertRecord = async (
  db: SqlExecutor,
  r: {
    siteId: string;
    userId: string;
    signalId: string;
    robotId: string;
    at: Date;
    share: string;
    status: string;
  },
): Promise<string> => {
  const id = newId();
  const fee = (Number(r.share) / 10).toFixed(2);
  const receive = (Number(r.share) - Number(fee)).toFixed(2);
  await db.query(
    `INSERT INTO profit_share_records (site_id, id, user_id, signal_id, signal_name, robot_id, robot_name, follow_type,
       settle_time, profit, hwm, profit_share, fee, receive, status, reason)
     VALUES ($1, $2, $3, $4, 'Sig', $5, 'Robot', 'FULL_SIGNAL', $6, 1000, 1000, $7, $8, $9, $10, $11)`,
    [
      r.siteId,
      id,
      r.userId,
      r.signalId,
      r.robotId,
      r.at,
      r.share,
      fee,
      receive,
      r.status,
      r.status === 'RESETTLEMENT' ? 'BROKER_FUNDS_INSUFFICIENT' : '',
    ],
  );
  return id;
};

const insertOrders = async (
  db: SqlExecutor,
  o: {
    siteId: string;
    signalId: string;
    count: number;
    firstOpen: Date;
    stepMinutes: number;
    symbol?: string;
  },
): Promise<void> => {
  await db.query(
    `INSERT INTO follow_orders (site_id, id, signal_id, order_id, ticket, symbol, side, impact_volume, follow_orders,
       follow_volume, profit, open_time, close_time)
     SELECT $1, gen_random_uuid()::text, $2, 'O' || n, $2 || '-' || n, coalesce($6, CASE WHEN n % 2 = 0 THEN 'EURUSD' ELSE 'XAUUSD' END),
       CASE WHEN n % 3 = 0 THEN 'SELL' ELSE 'BUY' END, 0.1, 2, 0.25, (n % 7 - 3) * 1.5,
       $3::timestamptz + (n * $4::int) * interval '1 minute', $3::timestamptz + (n * $4::int + 30) * interval '1 minute'
     FROM generate_series(1, $5::int) AS n`,
    [o.siteId, o.signalId, o.firstOpen, o.stepMinutes, o.count, o.symbol ?? null],
  );
};

describe('reports: settlement, unsettled, orders (pages and CSV)', () => {
  let server: TestServer;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  const ids = { a1: '', a2: '', b1: '', c1: '', pending: '', resettled: '', robot: '' };

  const member = async (siteId: string): Promise<Member> => {
    const { userId } = await server.signIn({ siteId });
    return { siteId, userId, cookie: await cookieFor(server.ctx.db, { siteId, userId }) };
  };
  const get = (who: Member, url: string) =>
    server.call({ method: 'GET', url: `/api${url}`, cookie: who.cookie, siteId: who.siteId });
  type TotalsOf<T> = T extends FollowOrderRecord ? FollowOrderTotals : ProfitShareTotals;
  const records = async <T>(who: Member, url: string): Promise<ReportPage<T, TotalsOf<T>>> => {
    const res = await get(who, url);
    expect(res.statusCode).toBe(200);
    return res.json<{ records: ReportPage<T, TotalsOf<T>> }>().records;
  };

  beforeAll(async () => {
    server = await startTestServer({ realNow: () => NOW });
    const db = server.ctx.db;
    alice = await member(server.sites.demo);
    bob = await member(server.sites.demo);
    carol = await member(server.sites.second);
    const openedAt = day(-10);
    ids.a1 = await insertTestSignal(db, {
      siteId: alice.siteId,
      userId: alice.userId,
      openedAt,
      name: 'Alpha.One',
    });
    ids.a2 = await insertTestSignal(db, {
      siteId: alice.siteId,
      userId: alice.userId,
      openedAt,
      name: 'Alpha.Two',
    });
    ids.b1 = await insertTestSignal(db, {
      siteId: bob.siteId,
      userId: bob.userId,
      openedAt,
      name: 'Bravo.One',
    });
    ids.c1 = await insertTestSignal(db, {
      siteId: carol.siteId,
      userId: carol.userId,
      openedAt,
      name: 'Charlie',
    });

    // Alice: robot with unshared profit (300 above... hwm 100 -> base 200; 20% = 40.00), one without
    ids.robot = await insertRobot(db, {
      siteId: alice.siteId,
      signalId: ids.a1,
      profit: '300',
      hwm: '100',
      percent: '20',
      next: day(30),
    });
    await insertRobot(db, {
      siteId: alice.siteId,
      signalId: ids.a1,
      profit: '50',
      hwm: '100',
      percent: '20',
      next: day(30),
    });
    const robotA2 = await insertRobot(db, {
      siteId: alice.siteId,
      signalId: ids.a2,
      profit: '0',
      hwm: '0',
      percent: '20',
      next: day(30),
    });
    const robotB = await insertRobot(db, {
      siteId: bob.siteId,
      signalId: ids.b1,
      profit: '500',
      hwm: '0',
      percent: '10',
      next: day(30),
    });
    const robotC = await insertRobot(db, {
      siteId: carol.siteId,
      signalId: ids.c1,
      profit: '500',
      hwm: '0',
      percent: '10',
      next: day(30),
    });

    // Alice's settlements on days 1..5 (A1 on odd days, A2 on even), a resettled and a held-back one
    for (let d = 1; d <= 5; d += 1) {
      await insertRecord(db, {
        siteId: alice.siteId,
        userId: alice.userId,
        signalId: d % 2 ? ids.a1 : ids.a2,
        robotId: d % 2 ? ids.robot : robotA2,
        at: day(d),
        share: `${d}0.00`,
        status: 'SETTLED',
      });
    }
    ids.resettled = await insertRecord(db, {
      siteId: alice.siteId,
      userId: alice.userId,
      signalId: ids.a1,
      robotId: ids.robot,
      at: day(6),
      share: '7.00',
      status: 'RESETTLED',
    });
    ids.pending = await insertRecord(db, {
      siteId: alice.siteId,
      userId: alice.userId,
      signalId: ids.a2,
      robotId: robotA2,
      at: day(7),
      share: '8.00',
      status: 'RESETTLEMENT',
    });
    await insertRecord(db, {
      siteId: bob.siteId,
      userId: bob.userId,
      signalId: ids.b1,
      robotId: robotB,
      at: day(3),
      share: '99.00',
      status: 'SETTLED',
    });
    await insertRecord(db, {
      siteId: carol.siteId,
      userId: carol.userId,
      signalId: ids.c1,
      robotId: robotC,
      at: day(3),
      share: '77.00',
      status: 'RESETTLEMENT',
    });

    // Alice's orders: 30 on A1 (hourly from day 1), 10 on A2; Bob's and Carol's a few
    await insertOrders(db, {
      siteId: alice.siteId,
      signalId: ids.a1,
      count: 30,
      firstOpen: day(1),
      stepMinutes: 60,
    });
    await insertOrders(db, {
      siteId: alice.siteId,
      signalId: ids.a2,
      count: 10,
      firstOpen: day(3),
      stepMinutes: 60,
    });
    await insertOrders(db, {
      siteId: bob.siteId,
      signalId: ids.b1,
      count: 5,
      firstOpen: day(1),
      stepMinutes: 60,
    });
    await insertOrders(db, {
      siteId: carol.siteId,
      signalId: ids.c1,
      count: 5,
      firstOpen: day(1),
      stepMinutes: 60,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('settlement report: the provider’s SETTLED and RESETTLED shares, newest first, money as decimal strings', async () => {
    const page = await records<ProfitShareRecord>(alice, '/report/settlement');
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 20 });
    expect(page.list.map((r) => r.profitShare)).toEqual([
      '7.00',
      '50.00',
      '40.00',
      '30.00',
      '20.00',
      '10.00',
    ]);
    expect(page.list[1]).toMatchObject({
      signalId: ids.a1,
      fee: '5.00',
      receive: '45.00',
      status: 'SETTLED',
      hwm: '1000.00',
      profit: '1000.00',
      reason: '',
    });
    expect(page.list[0]?.settleTime).toBe(day(6).toISOString());
  });

  it('filters by signal, status and date range (from inclusive, to exclusive; days or instants)', async () => {
    const bySignal = await records<ProfitShareRecord>(alice, `/report/settlement?signalId=${ids.a2}`);
    expect(bySignal.list.map((r) => r.profitShare)).toEqual(['40.00', '20.00']);
    const byStatus = await records<ProfitShareRecord>(alice, '/report/settlement?status=RESETTLED');
    expect(byStatus.list.map((r) => r.id)).toEqual([ids.resettled]);
    const notInReport = await records<ProfitShareRecord>(alice, '/report/settlement?status=RESETTLEMENT');
    expect(notInReport).toMatchObject({ list: [], total: 0 });
    const days = await records<ProfitShareRecord>(alice, '/report/settlement?from=2026-04-04&to=2026-04-06');
    expect(days.list.map((r) => r.profitShare)).toEqual(['40.00', '30.00']);
    const instants = await records<ProfitShareRecord>(
      alice,
      `/report/settlement?from=${day(5).toISOString()}`,
    );
    expect(instants.list.map((r) => r.profitShare)).toEqual(['7.00', '50.00']);
    const until = await records<ProfitShareRecord>(alice, `/report/settlement?to=${day(2).toISOString()}`);
    expect(until.list.map((r) => r.profitShare)).toEqual(['10.00']);
    const foreignSignal = await records<ProfitShareRecord>(alice, `/report/settlement?signalId=${ids.b1}`);
    expect(foreignSignal.total).toBe(0);
  });

  it('pages with { list, total, page, pageSize }, at most 100 a page', async () => {
    const second = await records<ProfitShareRecord>(alice, '/report/settlement?page=2&pageSize=4');
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(second.list.map((r) => r.profitShare)).toEqual(['20.00', '10.00']);
    const beyond = await records<ProfitShareRecord>(alice, '/report/settlement?page=9&pageSize=4');
    expect(beyond).toMatchObject({ list: [], total: 6, page: 9 });
    for (const query of ['pageSize=101', 'pageSize=0', 'page=0', 'page=-1', 'page=abc', 'page=1.5']) {
      const res = await get(alice, `/report/settlement?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: 'WRONG_DATA_FORMAT' });
    }
  });

  it('refuses bad date ranges with DATE_RANGE_INVALID', async () => {
    for (const query of [
      'from=2026-04-05&to=2026-04-01',
      'from=2024-01-01&to=2026-01-01',
      'from=yesterday',
      'to=2026-02-30',
      'from=2026-04-01T00:00:00+02:00',
    ]) {
      for (const route of ['settlement', 'unsettled', 'order']) {
        const res = await get(alice, `/report/${route}?${query}`);
        expect(res.json(), `${route}?${query}`).toMatchObject({ error: 'DATE_RANGE_INVALID' });
        expect(res.statusCode).toBe(400);
      }
    }
  });

  it('unsettled report: robots’ pending shares as the core prices them, and held-back shares', async () => {
    const page = await records<ProfitShareRecord>(alice, '/report/unsettled');
    expect(page.total).toBe(2);
    const pending = page.list.find((r) => r.status === 'UNSETTLED');
    // profit 300 above hwm 100: base 200; 20% = 40.00; fee 4.00; receive 36.00; the mark would go to 300
    expect(pending).toMatchObject({
      robotId: ids.robot,
      signalName: 'Alpha.One',
      profitShare: '40.00',
      fee: '4.00',
      receive: '36.00',
      hwm: '300.00',
      profit: '300.00',
      settleTime: day(30).toISOString(),
    });
    expect(page.list.find((r) => r.status === 'RESETTLEMENT')).toMatchObject({
      id: ids.pending,
      reason: 'BROKER_FUNDS_INSUFFICIENT',
      profitShare: '8.00',
    });
    const onlyHeld = await records<ProfitShareRecord>(alice, '/report/unsettled?status=RESETTLEMENT');
    expect(onlyHeld.list.map((r) => r.id)).toEqual([ids.pending]);
    const a1 = await records<ProfitShareRecord>(alice, `/report/unsettled?signalId=${ids.a1}`);
    expect(a1.list.map((r) => r.status)).toEqual(['UNSETTLED']);
  });

  it('order report: copied orders of the provider’s signals, filtered by signal, symbol and time', async () => {
    const all = await records<FollowOrderRecord>(alice, '/report/order?pageSize=100');
    expect(all.total).toBe(40);
    expect(new Set(all.list.map((o) => o.signalId))).toEqual(new Set([ids.a1, ids.a2]));
    const times = all.list.map((o) => o.openTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.list[0]).toMatchObject({ impactVolume: '0.1', followOrders: 2, followVolume: '0.25' });
    expect(all.list.every((o) => /^-?\d+\.\d{2}$/.test(o.profit))).toBe(true);
    const gold = await records<FollowOrderRecord>(alice, `/report/order?signalId=${ids.a1}&symbol=XAUUSD`);
    expect(gold.total).toBe(15);
    expect(gold.list.every((o) => o.symbol === 'XAUUSD' && o.signalId === ids.a1)).toBe(true);
    // A1 opens hourly from day 1 01:00: [day1 05:00, day1 10:00) holds the orders opened at 5..9h
    const window = await records<FollowOrderRecord>(
      alice,
      `/report/order?signalId=${ids.a1}&from=${new Date(day(1).getTime() + 5 * 3_600_000).toISOString()}&to=${new Date(day(1).getTime() + 10 * 3_600_000).toISOString()}`,
    );
    expect(window.total).toBe(5);
  });

  it("never shows another user's or another site's data", async () => {
    const bobs = await records<ProfitShareRecord>(bob, '/report/settlement');
    expect(bobs.list.map((r) => r.profitShare)).toEqual(['99.00']);
    expect((await records<ProfitShareRecord>(bob, '/report/unsettled')).list.map((r) => r.signalId)).toEqual([
      ids.b1,
    ]);
    expect((await records<FollowOrderRecord>(bob, '/report/order')).total).toBe(5);
    const carols = await records<ProfitShareRecord>(carol, '/report/unsettled');
    expect(carols.list.map((r) => r.profitShare).sort()).toEqual(['50.00', '77.00']);
    expect((await records<ProfitShareRecord>(carol, '/report/settlement')).total).toBe(0);
    const aliceElsewhere = await server.call({
      method: 'GET',
      url: '/api/report/settlement',
      cookie: alice.cookie,
      siteId: server.sites.second,
    });
    expect(aliceElsewhere.json()).toMatchObject({ error: 'NOT_SIGNED_IN' });
    const guest = await server.call({ method: 'GET', url: '/api/report/order' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: 'NOT_SIGNED_IN' });
  });

  it('sends the totals of every matching record, whatever the page, and they follow the filters', async () => {
    // shares 10..50 (fee a tenth) and a resettled 7.00: 157.00 shared, 15.70 fees, 141.30 received
    const all = await records<ProfitShareRecord>(alice, '/report/settlement?page=2&pageSize=4');
    expect(all.list).toHaveLength(2);
    expect(all.totals).toEqual({ records: 6, profitShare: '157.00', fee: '15.70', receive: '141.30' });
    const a2 = await records<ProfitShareRecord>(alice, `/report/settlement?signalId=${ids.a2}`);
    expect(a2.totals).toEqual({ records: 2, profitShare: '60.00', fee: '6.00', receive: '54.00' });
    const resettled = await records<ProfitShareRecord>(alice, '/report/settlement?status=RESETTLED');
    expect(resettled.totals).toEqual({ records: 1, profitShare: '7.00', fee: '0.70', receive: '6.30' });
    const none = await records<ProfitShareRecord>(alice, '/report/settlement?from=2026-01-01&to=2026-02-01');
    expect(none.totals).toEqual(EMPTY_PROFIT_SHARE_TOTALS);
    expect((await records<ProfitShareRecord>(bob, '/report/settlement')).totals.profitShare).toBe('99.00');
  });

  it('prices the pending shares in the unsettled totals as the rows show them', async () => {
    // the robot's pending 40.00 (fee 4.00) and the held-back 8.00 (fee 0.80)
    const page = await records<ProfitShareRecord>(alice, '/report/unsettled?pageSize=1');
    expect(page.totals).toEqual({ records: 2, profitShare: '48.00', fee: '4.80', receive: '43.20' });
    expect(page.total).toBe(2);
    const held = await records<ProfitShareRecord>(alice, '/report/unsettled?status=RESETTLEMENT');
    expect(held.totals).toEqual({ records: 1, profitShare: '8.00', fee: '0.80', receive: '7.20' });
  });

  it('sums the copied orders: follow orders, follow volume exactly, profit as the rows show it', async () => {
    for (const query of [`signalId=${ids.a1}`, `signalId=${ids.a2}&symbol=EURUSD`, 'symbol=XAUUSD']) {
      const page = await records<FollowOrderRecord>(alice, `/report/order?pageSize=100&${query}`);
      const summed = addFollowOrders(EMPTY_FOLLOW_ORDER_TOTALS, page.list);
      expect(page.totals, query).toEqual(summed);
      expect(page.totals.records).toBe(page.total);
    }
    const a1 = await records<FollowOrderRecord>(alice, `/report/order?pageSize=5&signalId=${ids.a1}`);
    // 30 orders of 2 follow orders and 0.25 lots each
    expect(a1.totals).toMatchObject({ records: 30, followOrders: 60, followVolume: '7.5' });
  });

  it('totals equal the sum of the rows for any robots and shares (the SQL prices like the core)', async () => {
    const amount = fc
      .tuple(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 999_999 }))
      .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(6, '0')}`);
    const percent = fc
      .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 99 }))
      .map(([whole, fraction]) => (whole === 100 ? '100' : `${whole}.${String(fraction).padStart(2, '0')}`));
    const robot = fc.record({ profit: amount, hwm: amount, percent });
    await fc.assert(
      fc.asyncProperty(
        fc.array(robot, { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 99_999 }), { maxLength: 3 }),
        async (robots, heldBackCents) => {
          const provider = await member(server.sites.demo);
          const db = server.ctx.db;
          const signalId = await insertTestSignal(db, {
            siteId: provider.siteId,
            userId: provider.userId,
            openedAt: day(-10),
            name: `Prop.${provider.userId.slice(0, 6)}`,
          });
          let last = '';
          for (const r of robots)
            last = await insertRobot(db, { siteId: provider.siteId, signalId, ...r, next: day(30) });
          for (const [i, cents] of heldBackCents.entries()) {
            await insertRecord(db, {
              siteId: provider.siteId,
              userId: provider.userId,
              signalId,
              robotId: last,
              at: day(i + 1),
              share: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
              status: 'RESETTLEMENT',
            });
          }
          const page = await records<ProfitShareRecord>(provider, '/report/unsettled?pageSize=100');
          expect(page.totals).toEqual(addProfitShares(EMPTY_PROFIT_SHARE_TOTALS, page.list));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('format=csv streams the whole filtered list: header row, decimal strings, an attachment', async () => {
    const res = await get(alice, `/report/settlement?format=csv&signalId=${ids.a1}&page=3&pageSize=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="settlement-report-all-as-of-2026-05-01.csv"',
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const lines = res.body.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'id,signalId,signalName,robotId,robotName,followType,settleTime,profit,hwm,profitShare,fee,receive,status,reason,currency,accountProfitShare,exchangeRate,outcome,outcomeReason',
    );
    // paging is ignored: all four A1 records, newest first
    expect(lines.slice(1).map((l) => l.split(',')[9])).toEqual(['7.00', '50.00', '30.00', '10.00']);
    // a record made before the settlement ledger: USD at rate 1, no outcome recorded (empty cells)
    expect(lines[1]).toContain(
      `,${day(6).toISOString()},1000.00,1000.00,7.00,0.70,6.30,RESETTLED,,USD,7.00,1,,`,
    );
    const orders = await get(alice, '/report/order?format=csv&symbol=EURUSD');
    expect(orders.headers['content-disposition']).toBe(
      'attachment; filename="order-report-all-as-of-2026-05-01.csv"',
    );
    const ranged = await get(alice, '/report/unsettled?format=csv&from=2026-04-01&to=2026-05-01');
    expect(ranged.headers['content-disposition']).toBe(
      'attachment; filename="unsettled-report-2026-04-01-to-2026-04-30.csv"',
    );
    expect(orders.body.split('\n')[0]).toBe(
      'id,signalId,signalName,orderId,ticket,symbol,side,impactVolume,followOrders,followVolume,profit,openTime,closeTime',
    );
    expect(orders.body.trimEnd().split('\n')).toHaveLength(1 + 20);
    const unsettled = await get(alice, '/report/unsettled?format=csv');
    expect(unsettled.body).toContain(',40.00,4.00,36.00,UNSETTLED,');
  });

  it('CSV of the same data is byte-identical', async () => {
    const first = await get(alice, '/report/order?format=csv');
    const second = await get(alice, '/report/order?format=csv');
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    const json = await records<FollowOrderRecord>(alice, '/report/order?pageSize=100');
    expect(
      first.body
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual(json.list.map((o) => o.id));
  });

  it('writes no cell a spreadsheet would run as a formula (OWASP CSV injection)', async () => {
    const formula = await insertTestSignal(server.ctx.db, {
      siteId: alice.siteId,
      userId: alice.userId,
      openedAt: day(-10),
      name: '-A1-A2',
    });
    await insertOrders(server.ctx.db, {
      siteId: alice.siteId,
      signalId: formula,
      count: 1,
      firstOpen: day(-5),
      stepMinutes: 1,
      symbol: 'EURUSD',
    });
    const csv = await get(alice, `/report/order?format=csv&signalId=${formula}`);
    const [header, row] = csv.body.trimEnd().split('\n');
    const name = header?.split(',').indexOf('signalName') ?? -1;
    expect(row?.split(',')[name]).toBe("'-A1-A2");
    // The JSON keeps the name as it is: only the CSV cell is neutralised.
    const json = await records<FollowOrderRecord>(alice, `/report/order?signalId=${formula}`);
    expect(json.list[0]?.signalName).toBe('-A1-A2');
  });

  it('streams 20,000 rows reading one batch at a time (constant memory)', async () => {
    const big = await insertTestSignal(server.ctx.db, {
      siteId: alice.siteId,
      userId: alice.userId,
      openedAt: day(-10),
      name: 'Big.Book',
    });
    await insertOrders(server.ctx.db, {
      siteId: alice.siteId,
      signalId: big,
      count: 20_000,
      firstOpen: day(-5),
      stepMinutes: 1,
      symbol: 'EURUSD',
    });
    // The database writes the lines in batches, each read in its own short transaction and handed
    // over as one text with its row count.
    const db = server.ctx.db;
    const original = db.transaction.bind(db);
    const batches: number[] = [];
    db.transaction = <T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> =>
      original((tx) =>
        work({
          ...tx,
          query: async <Row>(sql: string, params?: readonly unknown[]) => {
            const result = await tx.query<Row>(sql, params);
            if (sql.includes('follow_orders')) {
              batches.push((result.rows[0] as { rows?: number } | undefined)?.rows ?? -1);
            }
            return result;
          },
        }),
      );
    try {
      const res = await get(alice, `/report/order?format=csv&signalId=${big}`);
      const lines = res.body.trimEnd().split('\n');
      expect(lines).toHaveLength(1 + 20_000);
      expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(20_000);
      // every read returned at most one batch; together they covered the rows once
      expect(Math.max(...batches)).toBeLessThanOrEqual(CSV_LINE_BATCH_SIZE);
      expect(batches.reduce((a, b) => a + b, 0)).toBe(20_000);
      expect(batches.length).toBe(
        Math.ceil(20_000 / CSV_LINE_BATCH_SIZE) + (20_000 % CSV_LINE_BATCH_SIZE === 0 ? 1 : 0),
      );
    } finally {
      db.transaction = original;
    }
  });

  it('answers any malformed query on every route with a catalogued 4xx, never a 5xx', async () => {
    const routes = [
      '/report/settlement',
      '/report/unsettled',
      '/report/order',
      `/signal/${ids.a1}/followers`,
      `/signal/${ids.a1}/robots`,
      '/signal/%00/robots',
      `/signal/${'x'.repeat(70)}/followers`,
    ];
    const key = fc.constantFrom(
      'page',
      'pageSize',
      'cursor',
      'from',
      'to',
      'signalId',
      'status',
      'format',
      'symbol',
      'junk',
      'page[]',
      '__proto__',
    );
    const value = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.integer().map(String),
      fc.constantFrom(
        'csv',
        'json',
        'SETTLED',
        '2026-04-01',
        '2026-02-30',
        '1e9',
        '-0',
        'NaN',
        '9'.repeat(40),
        '\u0000',
        'a\u0000b',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(fc.tuple(key, value), { maxLength: 6 }),
        async (route, pairs) => {
          const query = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
          const res = await get(alice, `${route}?${query}`);
          expect(res.statusCode, `${route}?${query}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json<{ error: string }>().error).toBe('string');
        },
      ),
      { numRuns: 150 },
    );
  });
});
