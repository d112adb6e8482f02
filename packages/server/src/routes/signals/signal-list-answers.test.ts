import { DAY_MS, MINUTE_MS, type SignalListView } from '@signal-portal/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowOf } from '../../context.js';
import { newId } from '../../ids.js';
import { insertSignal } from '../../storage/signals.repository.js';
import { performanceDocument, storedSignalOf } from '../../storage/signal-list.test-helpers.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import { ListAnswerCache } from './signal-list-answers.js';
import { signalCursorKeyOf } from './signal-list-cursor.js';
import { readSignalListPage } from './signal-list.route.js';

const START = Date.parse('2026-03-10T08:00:00.000Z');

/** Minutes from now: mostly near it (a start or stop just ahead of the clock), some days away. */
const minutes = fc.oneof(fc.integer({ min: -30, max: 120 }), fc.integer({ min: -4_000, max: 600 }));

/** A write to anything a list answer is computed from, or the platform clock moving. */
const change = fc.oneof(
  fc.record({ kind: fc.constant('robot'), pick: fc.nat(), minutes }),
  fc.record({ kind: fc.constant('stop'), pick: fc.nat(), minutes }),
  fc.record({
    kind: fc.constant('profit'),
    pick: fc.nat(),
    cents: fc.integer({ min: -100_000, max: 100_000 }),
  }),
  fc.record({ kind: fc.constant('share'), pick: fc.nat(), cents: fc.integer({ min: 0, max: 100_000 }) }),
  fc.record({ kind: fc.constant('unshare'), pick: fc.nat() }),
  fc.record({ kind: fc.constant('describe'), pick: fc.nat(), text: fc.string({ maxLength: 20 }) }),
  fc.record({ kind: fc.constant('figures'), pick: fc.nat(), performance: fc.option(performanceDocument) }),
  fc.record({ kind: fc.constant('archive'), pick: fc.nat() }),
  fc.record({ kind: fc.constant('add'), minutes: fc.integer({ min: -10_000, max: 0 }) }),
  fc.record({ kind: fc.constant('delete'), pick: fc.nat() }),
  // Mostly forward within the day, past the starts and stops just ahead; sometimes days either way.
  fc.record({
    kind: fc.constant('clock'),
    minutes: fc.oneof(fc.integer({ min: 1, max: 120 }), fc.integer({ min: -3 * 1_440, max: 3 * 1_440 })),
  }),
  fc.record({ kind: fc.constant('nothing') }),
);

/** The page a run reads after every change (one page, so its kept answer is put to the test). */
const read = fc.record({
  pageSize: fc.integer({ min: 1, max: 6 }),
  page: fc.integer({ min: 1, max: 3 }),
  view: fc.constantFrom<SignalListView | undefined>(undefined, 'listed', 'pending', 'archived'),
});

describe('the kept answers of GET /signal', () => {
  let server: TestServer;
  let realNow = START;
  beforeAll(async () => {
    server = await startTestServer({ realNow: () => realNow });
  });
  afterAll(async () => {
    await server.close();
  });

  it('are always the answer computed afresh, whatever was written or however the clock moved', async () => {
    const db = server.ctx.db;
    const cursorKey = signalCursorKeyOf(server.ctx.secrets.siteTokenKey);
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 14 }), read, async (steps, r) => {
        const { userId, cookie } = await server.signIn();
        const siteId = server.sites.demo;
        const signals: string[] = [];
        const robots: string[] = [];
        const shares: string[] = [];
        const at = (minutes: number) => new Date(nowOf(server.ctx).getTime() + minutes * MINUTE_MS);
        for (let i = 0; i < 5; i += 1) {
          const stored = storedSignalOf({ siteId, userId }, { createdAt: at(-i * 60).toISOString() });
          await insertSignal(db, stored);
          signals.push(stored.signal.id);
        }
        const pick = <T>(list: readonly T[], n: number): T | undefined => list[n % Math.max(1, list.length)];
        for (const c of steps) {
          const signal = 'pick' in c ? pick(signals, c.pick) : undefined;
          const robot = 'pick' in c ? pick(robots, c.pick) : undefined;
          switch (c.kind) {
            case 'robot': {
              if (!signal) break;
              const id = newId();
              await db.query(
                `INSERT INTO robots (site_id, id, signal_id, name, follower_name, follow_type, status, investment,
                   created_at, next_settlement_at)
                 VALUES ($1, $2, $3, 'r', 'f', $4, 'RUNNING', 1000, $5, $5)`,
                [siteId, id, signal, c.pick % 2 === 0 ? 'FULL_SIGNAL' : 'SYMBOL_STRATEGY', at(c.minutes)],
              );
              robots.push(id);
              break;
            }
            case 'stop':
              if (robot)
                await db.query(`UPDATE robots SET status = 'STOPPED', stopped_at = $2 WHERE id = $1`, [
                  robot,
                  at(c.minutes),
                ]);
              break;
            case 'profit':
              if (robot)
                await db.query('UPDATE robots SET profit = $2 WHERE id = $1', [robot, c.cents / 100]);
              break;
            case 'share': {
              const owner = robot
                ? (
                    await db.query<{ signal_id: string }>('SELECT signal_id FROM robots WHERE id = $1', [
                      robot,
                    ])
                  ).rows[0]?.signal_id
                : undefined;
              if (!robot || !owner) break;
              const id = newId();
              await db.query(
                `INSERT INTO profit_share_records (site_id, id, user_id, signal_id, signal_name, robot_id, robot_name,
                   follow_type, settle_time, profit, hwm, profit_share, fee, receive, status)
                 VALUES ($1, $2, $3, $4, 'Sig', $5, 'Robot', 'FULL_SIGNAL', $6, 1000, 1000, $7, 0, $7, 'SETTLED')`,
                [siteId, id, userId, owner, robot, at(0), c.cents / 100],
              );
              shares.push(id);
              break;
            }
            case 'unshare': {
              const share = pick(shares, c.pick);
              if (share)
                await db.query(`UPDATE profit_share_records SET status = 'RESETTLEMENT' WHERE id = $1`, [
                  share,
                ]);
              break;
            }
            case 'describe':
              if (signal) await db.query('UPDATE signals SET describe = $2 WHERE id = $1', [signal, c.text]);
              break;
            case 'figures':
              if (signal)
                await db.query('UPDATE signals SET performance = $2 WHERE id = $1', [
                  signal,
                  c.performance === null ? null : JSON.stringify(c.performance),
                ]);
              break;
            case 'archive':
              if (signal)
                await db.query(
                  `UPDATE signals SET archived_at = $2, enable = false, conn_status = 'DISCONNECTED' WHERE id = $1`,
                  [signal, at(0)],
                );
              break;
            case 'add': {
              const stored = storedSignalOf({ siteId, userId }, { createdAt: at(c.minutes).toISOString() });
              await insertSignal(db, stored);
              signals.push(stored.signal.id);
              break;
            }
            case 'delete':
              if (signal) await db.query('UPDATE signals SET deleted_at = $2 WHERE id = $1', [signal, at(0)]);
              break;
            case 'clock':
              realNow += c.minutes * MINUTE_MS;
              break;
            case 'nothing':
              break;
          }
          const query = { pageSize: r.pageSize, page: r.page, ...(r.view ? { view: r.view } : {}) };
          const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
          const scope = { siteId, userId, view: r.view ?? 'all', pageSize: r.pageSize };
          const fresh = await readSignalListPage(
            db,
            cursorKey,
            scope,
            { siteId, userId, ...query },
            undefined,
            nowOf(server.ctx),
          );
          // Twice: the second is answered from what the first kept whenever nothing changed.
          for (let i = 0; i < 2; i += 1) {
            const res = await server.call({ method: 'GET', url: `/api/signal?${search}`, cookie });
            expect(res.statusCode, res.body).toBe(200);
            expect(res.json()).toEqual({ signals: JSON.parse(JSON.stringify(fresh)) as unknown });
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it('keeps within its bounds, the least recently used going first', () => {
    const cache = new ListAnswerCache(3, 100);
    cache.set('a', 'f1', 'x'.repeat(10));
    cache.set('b', 'f1', 'y'.repeat(10));
    cache.set('c', 'f1', 'z'.repeat(10));
    expect(cache.get('a', 'f1')?.toString()).toBe('x'.repeat(10));
    cache.set('d', 'f1', 'w'.repeat(10));
    // b was the least recently used.
    expect(cache.get('b', 'f1')).toBeUndefined();
    expect(cache.get('a', 'f2')).toBeUndefined();
    cache.set('e', 'f1', 'v'.repeat(95));
    expect(['a', 'c', 'd'].map((key) => cache.get(key, 'f1'))).toEqual([undefined, undefined, undefined]);
    expect(cache.get('e', 'f1')?.length).toBe(95);
    expect(cache.set('big', 'f1', 'u'.repeat(101)).length).toBe(101);
    expect(cache.get('big', 'f1')).toBeUndefined();
    // A body too large to keep also drops the older body of its key, which is no longer the answer.
    cache.set('e', 'f2', 'u'.repeat(101));
    expect(cache.get('e', 'f1')).toBeUndefined();
  });

  it('counts a robot that starts or stops after the answer was kept once the clock passes it', async () => {
    const { userId, cookie } = await server.signIn();
    const stored = storedSignalOf(
      { siteId: server.sites.demo, userId },
      { createdAt: nowOf(server.ctx).toISOString() },
    );
    await insertSignal(server.ctx.db, stored);
    const inHalfAnHour = new Date(nowOf(server.ctx).getTime() + 30 * MINUTE_MS);
    await server.ctx.db.query(
      `INSERT INTO robots (site_id, id, signal_id, name, follower_name, follow_type, status, investment,
         created_at, next_settlement_at)
       VALUES ($1, $2, $3, 'r', 'f', 'FULL_SIGNAL', 'RUNNING', 1000, $4, $4)`,
      [server.sites.demo, newId(), stored.signal.id, inHalfAnHour],
    );
    const today = async () =>
      (await server.call({ method: 'GET', url: '/api/signal', cookie }))
        .json<{ signals: { list: { followersDatas: { followers: number }[] }[] } }>()
        .signals.list[0]?.followersDatas.at(-1)?.followers;
    expect(await today()).toBe(0);
    realNow += 31 * MINUTE_MS;
    expect(await today()).toBe(1);
  });

  it('moves on the platform clock across days: yesterday’s answer is not today’s', async () => {
    const { userId, cookie } = await server.signIn();
    await insertSignal(
      server.ctx.db,
      storedSignalOf({ siteId: server.sites.demo, userId }, { createdAt: nowOf(server.ctx).toISOString() }),
    );
    const dates = async () =>
      (await server.call({ method: 'GET', url: '/api/signal', cookie }))
        .json<{ signals: { list: { followersDatas: { date: string }[] }[] } }>()
        .signals.list[0]?.followersDatas.map((day) => day.date);
    const before = await dates();
    realNow += DAY_MS;
    const after = await dates();
    expect(after?.[after.length - 1]).not.toBe(before?.[before.length - 1]);
  });
});
