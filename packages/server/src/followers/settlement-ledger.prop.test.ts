import { dec, DAY_MS, sumDecimals } from '@signal-portal/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../ids.js';
import { grantFirstSignalReward, grantFollowingReachTenReward } from '../money/rewards.js';
import { creditReward, readWallet } from '../money/wallet-ops.js';
import { setExchangeRate } from '../storage/exchange-rates.repository.js';
import { insertRobot } from '../storage/robots.repository.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { FakeTradeBroker, insertTestSignal } from './followers.test-helpers.js';
import { runSettlement, type SettlementRun } from './profit-share-settlement.js';

const START = Date.parse('2030-01-01T00:00:00.000Z');

const cents = (min: number, max: number) =>
  fc.integer({ min, max }).map((c) => dec(c).dividedBy(100).toFixed(2));

/** What can happen to a provider: followers come, profits and funds move, time passes, runs settle, rewards are given. */
const newRobot = fc.record({
  kind: fc.constant('robot' as const),
  twd: fc.boolean(),
  percent: fc.constantFrom('0', '10', '20', '33.5'),
  profit: cents(-100_000, 5_000_000),
  funds: fc.option(cents(0, 100_000), { nil: undefined }),
});
const step = fc.oneof(
  { arbitrary: newRobot, weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('profit' as const),
      robot: fc.nat(),
      profit: cents(-100_000, 5_000_000),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('funds' as const), robot: fc.nat(), funds: cents(0, 200_000) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('clock' as const), days: fc.integer({ min: 1, max: 45 }) }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('settle' as const) }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('rate' as const),
      rate: fc.integer({ min: 1, max: 100_000 }).map((n) => dec(n).dividedBy(1_000_000).toFixed()),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('reward' as const),
      type: fc.constantFrom('REWARD_REGISTERED' as const, 'REWARD_INTRODUCE' as const),
      amount: fc.integer({ min: 1, max: 500 }).map(String),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('crowd' as const) }), weight: 1 },
);
/** A case: the robots the provider starts with, then what happens. */
const story = fc.tuple(
  fc.array(newRobot, { minLength: 1, maxLength: 4 }),
  fc.array(step, { minLength: 1, maxLength: 14 }),
);

describe('the ledger balances after any sequence of settlements and rewards (PGlite)', () => {
  let server: TestServer;
  let base = START;

  beforeAll(async () => {
    server = await startTestServer({ broker: new FakeTradeBroker(), realNow: () => START });
  });
  afterAll(async () => {
    await server.close();
  });

  const db = () => server.ctx.db;
  const siteId = () => server.sites.demo;

  const checkLedger = async () => {
    // every transaction sums to zero in each currency (USD, reward tokens)
    const unbalanced = await db().query(
      `SELECT e.transaction_id, a.currency FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       GROUP BY e.transaction_id, a.currency HAVING sum(e.amount) <> 0`,
    );
    expect(unbalanced.rows).toEqual([]);
    // each balance is the sum of its entries, and no member's account was ever below zero
    const drift = await db().query(
      `SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
       GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`,
    );
    expect(drift.rows).toEqual([]);
    const negative = await db().query(
      `SELECT e.id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       WHERE a.user_id IS NOT NULL AND e.balance_after < 0`,
    );
    expect(negative.rows).toEqual([]);
  };

  it('keeps every transaction balanced, every wallet equal to its entries, and the outcomes equal to the money moved', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), story, async (first, [initial, later]) => {
        const steps = [...initial, ...later];
        base += 2_000 * DAY_MS;
        let now = base;
        server.clock.setOffset(now - START);
        // each case starts without rates: whether TWD can be converted is up to its own steps
        await db().query('DELETE FROM exchange_rates');
        const provider = await server.signIn();
        const member = { siteId: siteId(), userId: provider.userId };
        const usd = await insertTestSignal(db(), { ...member, openedAt: new Date(now - DAY_MS) });
        let tokens = dec(0);
        if (first) {
          // the provider's first signal, as signal creation grants it
          const granted = await db().transaction((tx) =>
            grantFirstSignalReward(tx, { ...member, signalId: usd, at: new Date(now) }),
          );
          if (granted) tokens = tokens.plus(30);
        }
        const twd = await insertTestSignal(db(), { ...member, openedAt: new Date(now - DAY_MS) });
        await db().query(
          `UPDATE signals SET platform = 'TWSE', link = link || '{"platform": "TWSE", "currency": "TWD"}' WHERE id = $1`,
          [twd],
        );
        const robots: string[] = [];
        const runs: SettlementRun[] = [];
        let reachedTen = false;
        const addRobot = async (signalId: string, percent: string, profit: string, funds?: string) => {
          const id = newId();
          await insertRobot(db(), {
            ...member,
            id,
            signalId,
            seq: robots.length,
            name: `r${robots.length}`,
            followerName: 'f',
            followType: 'FULL_SIGNAL',
            investment: '1000',
            profitSharePercent: percent,
            symbols: [],
            fundsLimited: funds !== undefined,
            freeFunds: funds ?? '0',
            createdAt: new Date(now),
            nextSettlementAt: new Date(now + 30 * DAY_MS),
          });
          await db().query('UPDATE robots SET profit = $2 WHERE id = $1', [id, profit]);
          robots.push(id);
        };
        for (const s of steps) {
          const robot =
            robots.length === 0 ? undefined : robots[('robot' in s ? s.robot : 0) % robots.length];
          switch (s.kind) {
            case 'robot':
              await addRobot(s.twd ? twd : usd, s.percent, s.profit, s.funds);
              break;
            case 'profit':
              if (robot) await db().query('UPDATE robots SET profit = $2 WHERE id = $1', [robot, s.profit]);
              break;
            case 'funds':
              if (robot)
                await db().query('UPDATE robots SET funds_limited = true, free_funds = $2 WHERE id = $1', [
                  robot,
                  s.funds,
                ]);
              break;
            case 'clock':
              now += s.days * DAY_MS;
              break;
            case 'settle':
              runs.push(await db().transaction((tx) => runSettlement(tx, siteId(), new Date(now))));
              break;
            case 'rate':
              await setExchangeRate(db(), {
                base: 'TWD',
                quote: 'USD',
                rate: s.rate,
                effectiveFrom: new Date(now),
                setAt: new Date(now),
                setBy: 'property',
              });
              break;
            case 'reward':
              await db().transaction((tx) =>
                creditReward(tx, {
                  ...member,
                  type: s.type,
                  amount: s.amount,
                  reference: 'p',
                  at: new Date(now),
                }),
              );
              tokens = tokens.plus(s.amount);
              break;
            case 'crowd': {
              for (let i = 0; i < 10; i += 1) await addRobot(usd, '20', '0');
              const granted = await db().transaction((tx) =>
                grantFollowingReachTenReward(tx, { ...member, signalId: usd, at: new Date(now) }),
              );
              if (granted) {
                expect(reachedTen).toBe(false);
                reachedTen = true;
                tokens = tokens.plus(100);
              }
              break;
            }
          }
        }
        // three more periods, so every robot is settled at least once whatever the steps were; before the
        // second the followers' accounts recover, so shares held back are paid (and the third pays nothing twice)
        for (let i = 0; i < 3; i += 1) {
          now += 31 * DAY_MS;
          if (i === 1)
            await db().query('UPDATE robots SET free_funds = 100000000 WHERE id = ANY($1::text[])', [robots]);
          runs.push(await db().transaction((tx) => runSettlement(tx, siteId(), new Date(now))));
        }
        // this case's robots are done: later cases' runs settle only their own
        await db().query('UPDATE robots SET settled_final = true WHERE id = ANY($1::text[])', [robots]);
        await checkLedger();

        // the wallet is its ledger: USD from paid shares only, tokens from rewards only
        const wallet = await readWallet(db(), siteId(), provider.userId);
        const paid = await db().query<{
          outcome: string;
          receive: string;
          fee: string;
          record_id: string | null;
        }>(
          `SELECT outcome, receive::text AS receive, fee::text AS fee, record_id FROM settlement_outcomes
           WHERE user_id = $1`,
          [provider.userId],
        );
        const moved = paid.rows.filter((r) => r.outcome === 'SETTLED' || r.outcome === 'RESETTLED');
        expect(dec(wallet.balance).equals(sumDecimals(moved.map((r) => dec(r.receive))))).toBe(true);
        expect(dec(wallet.tokenBalance).equals(tokens)).toBe(true);

        // each paid outcome has exactly one PROFIT_SHARE transaction, with its receive and fee
        const postings = await db().query<{ reference: string; code: string; amount: string }>(
          `SELECT t.reference, a.code, e.amount::text AS amount FROM ledger_transactions t
           JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
           WHERE t.type = 'PROFIT_SHARE' AND t.reference = ANY($1::text[])`,
          [paid.rows.flatMap((r) => (r.record_id ? [r.record_id] : []))],
        );
        const receivedBy = (reference: string, code: string) =>
          sumDecimals(
            postings.rows
              .filter((p) => p.reference === reference && p.code === code)
              .map((p) => dec(p.amount)),
          );
        for (const row of moved) {
          expect(receivedBy(row.record_id ?? '', 'USER_BALANCE').equals(row.receive)).toBe(true);
          expect(receivedBy(row.record_id ?? '', 'PLATFORM_FEE').equals(row.fee)).toBe(true);
        }
        // a record is paid at most once, and only through a paid outcome
        const paidRecords = new Set(moved.map((r) => r.record_id));
        expect(paidRecords.size).toBe(moved.length);
        for (const reference of new Set(postings.rows.map((p) => p.reference))) {
          expect(paidRecords.has(reference)).toBe(true);
        }

        // every robot's mark is the highest its outcomes left, and each run wrote a row per robot it settled
        const marks = await db().query<{ id: string; hwm: string; top: string | null }>(
          `SELECT r.id, r.hwm::text AS hwm, (SELECT max(o.hwm_after)::text FROM settlement_outcomes o WHERE o.robot_id = r.id) AS top
           FROM robots r WHERE r.id = ANY($1::text[])`,
          [robots],
        );
        for (const m of marks.rows) expect(dec(m.hwm).equals(m.top ?? '0')).toBe(true);
        for (const run of runs) {
          const { rows } = await db().query<{ n: number }>(
            'SELECT count(*)::int AS n FROM settlement_outcomes WHERE run_id = $1',
            [run.runId],
          );
          const decided = run.settled + run.heldBack + run.nothingDue + run.resettled;
          expect(rows[0]?.n).toBeGreaterThanOrEqual(decided);
          expect(rows[0]?.n).toBeLessThanOrEqual(decided + run.awaitingRate);
        }
      }),
      { numRuns: 25 },
    );
  });
});
