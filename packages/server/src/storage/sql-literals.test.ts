import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDatabase } from './postgres.database.js';
import { freshSchema } from './postgres.test-helpers.js';
import { inlineParams, sqlLiteral } from './sql-literals.js';

describe('SQL literals for statements without bound parameters (COPY)', () => {
  let db: PostgresDatabase;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const schema = await freshSchema();
    drop = schema.drop;
    db = await PostgresDatabase.open(schema.url, 2);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  /** Any text PostgreSQL can hold: every code point but NUL, quotes and backslashes often. */
  const anyText = fc.oneof(
    fc.string({ unit: fc.constantFrom("'", '\\', '"', '$', '1', ';', '-', '\n', 'E', '{', '}', ',', ' ') }),
    fc.string({ unit: 'grapheme' }),
  );
  const noNul = (s: string): string => s.replaceAll('\0', '');

  it('a text comes back exactly as it went in, whatever it holds', async () => {
    await fc.assert(
      fc.asyncProperty(anyText.map(noNul), async (text) => {
        const { rows } = await db.query<{ v: string }>(`SELECT ${sqlLiteral(text)}::text AS v`);
        expect(rows[0]?.v).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('an array of texts, with NULLs, comes back as it went in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(anyText.map(noNul), { nil: null }), { maxLength: 6 }),
        async (list) => {
          const { rows } = await db.query<{ v: (string | null)[] }>(
            `SELECT ${sqlLiteral(list)}::text[] AS v`,
          );
          expect(rows[0]?.v).toEqual(list);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('numbers, booleans, dates and NULL mean what they mean as bound parameters', async () => {
    const at = new Date('2026-11-25T13:14:15.678Z');
    const sql =
      'SELECT $1::int AS i, $2::numeric AS n, $3::boolean AS b, $4::timestamptz AS t, $5::text AS z';
    const params = [-42, 0.1, true, at, null];
    const { rows } = await db.query(inlineParams(sql, params));
    expect(rows[0]).toEqual((await db.query(sql, params)).rows[0]);
    expect(rows[0]).toEqual({ i: -42, n: '0.1', b: true, t: at, z: null });
  });

  it('a literal cannot end its quotes: text meant to inject stays one value', async () => {
    const attack = "x'; DROP TABLE t; --";
    await db.query('CREATE TABLE t (v text)');
    const sql = inlineParams('SELECT count(*)::int AS n FROM t WHERE v = $1', [attack]);
    expect(sql).toBe(`SELECT count(*)::int AS n FROM t WHERE v = 'x''; DROP TABLE t; --'`);
    expect((await db.query(sql)).rows).toEqual([{ n: 0 }]);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 0 }]);
  });

  it('replaces $10 as the tenth parameter, not $1 followed by 0', () => {
    const params = Array.from({ length: 10 }, (_, i) => `p${i + 1}`);
    const sql = Array.from({ length: 10 }, (_, i) => `$${10 - i}`).join(',');
    expect(inlineParams(sql, params)).toBe("'p10','p9','p8','p7','p6','p5','p4','p3','p2','p1'");
  });

  it('refuses what it cannot write: a missing or unused parameter, an object, a bad number or date', () => {
    expect(() => inlineParams('SELECT $2', ['a'])).toThrow('no parameter $2');
    expect(() => inlineParams('SELECT $0', ['a'])).toThrow('no parameter $0');
    expect(() => inlineParams('SELECT $1', ['a', 'b'])).toThrow('not used');
    expect(() => sqlLiteral({ a: 1 })).toThrow('no SQL literal for a object');
    expect(() => sqlLiteral(Number.NaN)).toThrow('no SQL literal');
    expect(() => sqlLiteral(Number.POSITIVE_INFINITY)).toThrow('no SQL literal');
    expect(() => sqlLiteral(new Date(Number.NaN))).toThrow('invalid Date');
    expect(sqlLiteral(undefined)).toBe('NULL');
    expect(sqlLiteral(12n)).toBe("'12'");
  });
});
