import { fail, httpStatusOf, ok, type Result } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../storage/database.port.js';
import {
  claimIdempotencyKey,
  readIdempotencyKey,
  storeIdempotentAnswer,
  type IdempotencyScope,
} from '../storage/idempotency.repository.js';
import { migrate } from '../storage/migrate.js';
import { MIGRATIONS } from '../storage/migrations/index.js';
import type { PgliteDatabase } from '../storage/pglite.database.js';
import { openMigratedPglite } from '../test-support/migrated-pglite.test-helpers.js';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  parseIdempotencyKey,
  requestHashOf,
  runIdempotent,
} from './idempotency.js';

describe('parseIdempotencyKey: the Idempotency-Key header as a key', () => {
  it('takes 1 to 255 visible ASCII characters, trimmed', () => {
    expect(IDEMPOTENCY_KEY_MAX_LENGTH).toBe(255);
    expect(parseIdempotencyKey('a')).toEqual(ok('a'));
    expect(parseIdempotencyKey('  7c9e6679-7425-40de-944b-e07fc1f90ae7 \t')).toEqual(
      ok('7c9e6679-7425-40de-944b-e07fc1f90ae7'),
    );
    expect(parseIdempotencyKey('k'.repeat(255))).toEqual(ok('k'.repeat(255)));
    expect(parseIdempotencyKey(` ${'k'.repeat(255)} `)).toEqual(ok('k'.repeat(255)));
    expect(parseIdempotencyKey('!~')).toEqual(ok('!~'));
  });

  it.each([
    ['no header', undefined],
    ['a repeated header', ['a', 'b']],
    ['an empty value', ''],
    ['only spaces', '   '],
    ['256 characters', 'k'.repeat(256)],
    ['a space inside', 'a b'],
    ['a control character', 'a\u007fb'],
    ['a letter beyond ASCII', 'clé'],
  ])('refuses %s with INVALID_PARAMETERS', (_case, header) => {
    expect(parseIdempotencyKey(header)).toEqual(fail('INVALID_PARAMETERS'));
  });
});

describe('requestHashOf: what identifies a payload', () => {
  const route = 'POST /api/withdraw';

  it('is the same whatever order the object keys come in, at any depth', () => {
    const payloads = [
      { amount: '10', method: 'WIRE', bank: { iban: 'DE89', bic: 'COBADEFF', name: 'A' } },
      { method: 'WIRE', bank: { name: 'A', bic: 'COBADEFF', iban: 'DE89' }, amount: '10' },
      { bank: { bic: 'COBADEFF', name: 'A', iban: 'DE89' }, amount: '10', method: 'WIRE' },
    ];
    const hashes = new Set(payloads.map((payload) => requestHashOf(route, payload)));
    expect(hashes.size).toBe(1);
    expect([...hashes][0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves out keys whose value is undefined, and takes no body as a null one', () => {
    expect(requestHashOf(route, { amount: '10', memo: undefined })).toBe(
      requestHashOf(route, { amount: '10' }),
    );
    expect(requestHashOf(route, undefined)).toBe(requestHashOf(route, null));
  });

  it('differs with the route, a value, a key, the order of an array, or a value’s type', () => {
    const base = requestHashOf(route, { amount: '10', tags: ['a', 'b'] });
    const others = [
      requestHashOf('POST /api/withdraw/x/cancel', { amount: '10', tags: ['a', 'b'] }),
      requestHashOf(route, { amount: '11', tags: ['a', 'b'] }),
      requestHashOf(route, { sum: '10', tags: ['a', 'b'] }),
      requestHashOf(route, { amount: '10', tags: ['b', 'a'] }),
      requestHashOf(route, { amount: 10, tags: ['a', 'b'] }),
      requestHashOf(route, { amount: '10', tags: { 0: 'a', 1: 'b' } }),
    ];
    for (const other of others) expect(other).not.toBe(base);
    expect(new Set(others).size).toBe(others.length);
  });

  it('is the SHA-256 of the route, a line break and the JSON with sorted keys: stored with a key for 90 days, it must not change between versions', () => {
    // printf 'POST /api/withdraw\n{"amount":"100.00","bankAccountId":"b-1","type":"WIRE"}' | sha256sum
    expect(requestHashOf(route, { type: 'WIRE', amount: '100.00', bankAccountId: 'b-1' })).toBe(
      'ecd03defc8bdc505167b94cd774371363e4d991771f3a9cbc4650274e28067eb',
    );
    // printf 'POST /api/withdraw\n{"n":null,"tags":["x",{"y":[2,3],"z":1}]}' | sha256sum
    expect(requestHashOf(route, { tags: ['x', { z: 1, y: [2, 3] }], n: null })).toBe(
      'b528aeeeb2c7c6699b1488c20a9d81ebbf3cd695544f921b8c4365d02adae6a8',
    );
  });

  it('keeps the route apart from the body', () => {
    expect(requestHashOf('a', 'b\nc')).not.toBe(requestHashOf('a\nb', 'c'));
  });
});

describe('runIdempotent: one run per key, its answer replayed', () => {
  let db: PgliteDatabase;
  let keys = 0;
  const at = new Date('2026-03-01T10:00:00.000Z');
  const scopeOf = (userId = 'member-1'): IdempotencyScope => ({
    siteId: 'site-1',
    userId,
    key: `key-${++keys}`,
  });
  const inTx = <T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> => db.transaction(work);
  const written = async (): Promise<string[]> =>
    (await db.query<{ note: string }>('SELECT note FROM idempotency_probe ORDER BY note')).rows.map(
      (row) => row.note,
    );
  const writing =
    <T>(tx: SqlExecutor, note: string, answer: Result<T>) =>
    async (): Promise<Result<T>> => {
      await tx.query('INSERT INTO idempotency_probe (note) VALUES ($1)', [note]);
      return answer;
    };

  /** A key already holding `response` under `status`, as the repository stores an answer. */
  const storedAnswer = async (status: number, response: unknown): Promise<IdempotencyScope> => {
    const scope = scopeOf();
    await inTx(async (tx) => {
      await claimIdempotencyKey(tx, scope, 'h1', at);
      await storeIdempotentAnswer(tx, scope, status, response);
    });
    return scope;
  };

  beforeAll(async () => {
    db = await openMigratedPglite();
    await migrate(db, MIGRATIONS);
    await db.query('CREATE TABLE idempotency_probe (note text NOT NULL)');
  });
  afterAll(() => db.close());

  it('runs the first request, stores a success as 200, and replays it without running again', async () => {
    const scope = scopeOf();
    const first = await inTx((tx) =>
      runIdempotent(tx, scope, 'h1', at, writing(tx, 'first', ok({ id: 'w1' }))),
    );
    expect(first).toEqual({ result: ok({ id: 'w1' }), replayed: false });
    expect(await readIdempotencyKey(db, scope)).toEqual({
      requestHash: 'h1',
      statusCode: 200,
      response: { id: 'w1' },
    });
    let ran = false;
    const again = await inTx((tx) =>
      runIdempotent(tx, scope, 'h1', at, () => {
        ran = true;
        return Promise.resolve(ok({ id: 'w2' }));
      }),
    );
    expect(again).toEqual({ result: ok({ id: 'w1' }), replayed: true });
    expect(ran).toBe(false);
    expect(await written()).toContain('first');
  });

  it('undoes what a refused request wrote, keeps the refusal with its status, and replays it', async () => {
    const scope = scopeOf();
    const note = `refused-${scope.key}`;
    const first = await inTx((tx) =>
      runIdempotent(tx, scope, 'h1', at, writing(tx, note, fail('INSUFFICIENT_BALANCE'))),
    );
    expect(first).toEqual({ result: fail('INSUFFICIENT_BALANCE'), replayed: false });
    expect(await written()).not.toContain(note);
    expect(await readIdempotencyKey(db, scope)).toEqual({
      requestHash: 'h1',
      statusCode: httpStatusOf('INSUFFICIENT_BALANCE'),
      response: { error: 'INSUFFICIENT_BALANCE' },
    });
    expect(httpStatusOf('INSUFFICIENT_BALANCE')).not.toBe(200);
    const again = await inTx((tx) => runIdempotent(tx, scope, 'h1', at, writing(tx, note, ok('late'))));
    expect(again).toEqual({ result: fail('INSUFFICIENT_BALANCE'), replayed: true });
    expect(await written()).not.toContain(note);
  });

  it('refuses the same key with another payload (IDEMPOTENCY_KEY_REUSED) without running it', async () => {
    const scope = scopeOf();
    await inTx((tx) => runIdempotent(tx, scope, 'h1', at, writing(tx, 'reuse-first', ok(1))));
    const note = `reused-${scope.key}`;
    const other = await inTx((tx) => runIdempotent(tx, scope, 'h2', at, writing(tx, note, ok(2))));
    expect(other).toEqual({ result: fail('IDEMPOTENCY_KEY_REUSED'), replayed: false });
    expect(await written()).not.toContain(note);
    expect((await readIdempotencyKey(db, scope))?.requestHash).toBe('h1');
  });

  it('reads nothing for a key never used, and a claimed key without its answer as status 0', async () => {
    const scope = scopeOf();
    expect(await readIdempotencyKey(db, scope)).toBeUndefined();
    const claimed = await inTx(async (tx) => {
      await claimIdempotencyKey(tx, scope, 'h1', at);
      return readIdempotencyKey(tx, scope);
    });
    expect(claimed).toEqual({ requestHash: 'h1', statusCode: 0, response: null });
  });

  it('gives each member their own keys', async () => {
    const scope = scopeOf('member-a');
    await inTx((tx) => runIdempotent(tx, scope, 'h1', at, writing(tx, 'a', ok('a'))));
    const b = await inTx((tx) =>
      runIdempotent(tx, { ...scope, userId: 'member-b' }, 'h1', at, writing(tx, 'b', ok('b'))),
    );
    expect(b).toEqual({ result: ok('b'), replayed: false });
  });

  it('fails loudly on a key claimed but not answered, and on an answer it cannot read', async () => {
    const scope = scopeOf();
    await expect(
      inTx(async (tx) => {
        expect(await claimIdempotencyKey(tx, scope, 'h1', at)).toBe(true);
        return runIdempotent(tx, scope, 'h1', at, () => Promise.resolve(ok(1)));
      }),
    ).rejects.toThrow('idempotency key claimed but unreadable');
    const broken = await storedAnswer(500, { error: 'NOT_A_CODE' });
    await expect(
      inTx((tx) => runIdempotent(tx, broken, 'h1', at, () => Promise.resolve(ok(1)))),
    ).rejects.toThrow('idempotency key holds an unreadable answer (status 500)');
    const statusOnly = await storedAnswer(422, null);
    await expect(
      inTx((tx) => runIdempotent(tx, statusOnly, 'h1', at, () => Promise.resolve(ok(1)))),
    ).rejects.toThrow('unreadable answer (status 422)');
  });

  it('replays an answer stored with any 2xx status as a success, and one from 300 up as a refusal', async () => {
    const replayOf = async (scope: IdempotencyScope) =>
      (await inTx((tx) => runIdempotent(tx, scope, 'h1', at, () => Promise.resolve(ok('ran'))))).result;
    expect(await replayOf(await storedAnswer(200, { id: 'x' }))).toEqual(ok({ id: 'x' }));
    expect(await replayOf(await storedAnswer(299, { id: 'y' }))).toEqual(ok({ id: 'y' }));
    expect(await replayOf(await storedAnswer(300, { error: 'INVALID_PARAMETERS' }))).toEqual(
      fail('INVALID_PARAMETERS'),
    );
    expect(await replayOf(await storedAnswer(199, { error: 'INVALID_PARAMETERS' }))).toEqual(
      fail('INVALID_PARAMETERS'),
    );
  });
});
