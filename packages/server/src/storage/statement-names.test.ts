import { describe, expect, it } from 'vitest';
import {
  isStalePlan,
  MOST_COUNTED,
  MOST_PREPARED,
  PREPARE_AFTER,
  StatementNames,
} from './statement-names.js';

const runs = (names: StatementNames, sql: string, times: number): Array<string | undefined> =>
  Array.from({ length: times }, () => names.nameFor(sql));

describe('StatementNames', () => {
  it('names a text from its fifth run on, the same name every time', () => {
    const names = new StatementNames();
    expect(PREPARE_AFTER).toBe(5);
    const given = runs(names, 'SELECT $1::int', 8);
    expect(given.slice(0, 4)).toEqual([undefined, undefined, undefined, undefined]);
    expect(new Set(given.slice(4)).size).toBe(1);
    expect(given[4]).toMatch(/^sp_[0-9a-f]{24}$/);
  });

  it('gives different texts different names, and the same text the same name in another process', () => {
    const a = new StatementNames();
    const b = new StatementNames();
    const first = runs(a, 'SELECT $1::int', 5).at(-1);
    const second = runs(a, 'SELECT $1::text', 5).at(-1);
    expect(first).not.toBe(second);
    expect(runs(b, 'SELECT $1::int', 5).at(-1)).toBe(first);
  });

  it('prepares at most MOST_PREPARED texts; the others run unnamed', () => {
    const names = new StatementNames();
    for (let i = 0; i < MOST_PREPARED; i += 1) expect(runs(names, `SELECT ${i}, $1`, 5).at(-1)).toBeDefined();
    expect(runs(names, 'SELECT $1 AS late', 10)).toEqual(Array(10).fill(undefined));
    expect(runs(names, 'SELECT 0, $1', 1)[0]).toBeDefined();
  });

  it('stops counting new texts once thousands were seen once, and still names the frequent ones', () => {
    const names = new StatementNames();
    runs(names, 'SELECT $1 AS hot', 2);
    for (let i = 0; i < 5000; i += 1) names.nameFor(`SELECT $1 IN (${i})`);
    // A text first seen once the count is full is not counted, so not named.
    expect(runs(names, 'SELECT $1 AS cold', 10)).toEqual(Array(10).fill(undefined));
    expect(runs(names, 'SELECT $1 AS hot', 3).at(-1)).toBeDefined();
  });

  it('counts up to MOST_COUNTED texts: the last one that fits is named in time, the next never', () => {
    expect(MOST_COUNTED).toBe(4096);
    const names = new StatementNames();
    for (let i = 0; i < MOST_COUNTED - 1; i += 1) names.nameFor(`SELECT $1 IN (${i})`);
    expect(runs(names, 'SELECT $1 AS last', PREPARE_AFTER).at(-1)).toBeDefined();
    // A named text leaves the count: one more text fills it again
    names.nameFor('SELECT $1 AS fills');
    expect(runs(names, 'SELECT $1 AS over', 10)).toEqual(Array(10).fill(undefined));
  });

  it('never names a refused text again', () => {
    const names = new StatementNames();
    runs(names, 'SELECT * FROM t WHERE id = $1', 5);
    names.refuse('SELECT * FROM t WHERE id = $1');
    expect(runs(names, 'SELECT * FROM t WHERE id = $1', 10)).toEqual(Array(10).fill(undefined));
  });
});

describe('isStalePlan', () => {
  it("is PostgreSQL's refusal of a plan whose result type changed, and nothing else", () => {
    expect(isStalePlan({ code: '0A000', message: 'cached plan must not change result type' })).toBe(true);
    expect(isStalePlan({ code: '0A000', message: 'cannot insert multiple commands' })).toBe(false);
    expect(isStalePlan({ code: '42P01', message: 'cached plan' })).toBe(false);
    expect(isStalePlan(new Error('cached plan must not change result type'))).toBe(false);
    expect(isStalePlan(undefined)).toBe(false);
    expect(isStalePlan(null)).toBe(false);
  });
});
