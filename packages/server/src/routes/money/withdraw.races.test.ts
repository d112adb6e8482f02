import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDatabase } from '../../storage/postgres.database.js';
import { freshSchema } from '../../storage/postgres.test-helpers.js';
import { findWithdrawal } from '../../storage/withdrawals.repository.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import { expectLedgerConsistent, fundedMember, wallet, type ApiBody } from './money.test-helpers.js';

// PGlite has one connection, so requests there never overlap and a race proves nothing: these run on
// the machine's real PostgreSQL, with a pool of 10 connections serving the parallel requests.

let server: TestServer;
let drop: () => Promise<void>;
beforeAll(async () => {
  const schema = await freshSchema();
  drop = schema.drop;
  server = await startTestServer({ db: await PostgresDatabase.open(schema.url) });
});
afterAll(async () => {
  await server.close();
  await drop();
});

const PARALLEL = 20;

const applyAll = (
  member: Awaited<ReturnType<typeof fundedMember>>,
  amount: string,
  keyOf: (i: number) => string,
) =>
  Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      server.call({
        method: 'POST',
        url: '/api/withdraw',
        cookie: member.cookie,
        headers: { 'idempotency-key': keyOf(i) },
        payload: { type: 'WIRE', amount, currency: 'USD', bankAccountId: member.bankAccountId },
      }),
    ),
  );

/** One wire withdrawal of `amount` by `member`; its id. */
const applyOne = async (
  member: Awaited<ReturnType<typeof fundedMember>>,
  amount: string,
): Promise<string> => {
  const applied = await server.call({
    method: 'POST',
    url: '/api/withdraw',
    cookie: member.cookie,
    headers: { 'idempotency-key': `one-${amount}-${member.userId}` },
    payload: { type: 'WIRE', amount, currency: 'USD', bankAccountId: member.bankAccountId },
  });
  return applied.json<ApiBody>().withdrawal.id;
};

describe('withdrawal races on PostgreSQL', () => {
  it(`${PARALLEL} parallel applications of the full balance with different keys: exactly one withdrawal`, async () => {
    const member = await fundedMember(server, '1000.00');
    const answers = await applyAll(member, '1000.00', (i) => `race-${i}-${member.userId}`);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json<ApiBody>())).toEqual(
      Array.from({ length: PARALLEL - 1 }, () => ({
        error: 'INSUFFICIENT_BALANCE',
        requestId: expect.any(String) as unknown,
      })),
    );
    const list = await server.call({ method: 'GET', url: '/api/withdraw', cookie: member.cookie });
    expect(list.json<ApiBody>().withdrawals.total).toBe(1);
    expect(await wallet(server, member)).toMatchObject({
      balance: '1000.00',
      frozenAmount: '1000.00',
      withdrawableBalance: '0.00',
    });
    await expectLedgerConsistent(server.ctx.db);
  });

  it('parallel applications of part of the balance: only as many as the balance covers, never negative', async () => {
    const member = await fundedMember(server, '1000.00');
    // 300 x 3 = 900 fits, a fourth would need 1200
    const answers = await applyAll(member, '300.00', (i) => `part-${i}-${member.userId}`);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(await wallet(server, member)).toMatchObject({
      frozenAmount: '900.00',
      withdrawableBalance: '100.00',
    });
    await expectLedgerConsistent(server.ctx.db);
  });

  it(`${PARALLEL} parallel applications with the same key: one withdrawal, every answer identical`, async () => {
    const member = await fundedMember(server, '1000.00');
    const key = `same-${member.userId}`;
    const answers = await applyAll(member, '250.00', () => key);
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: PARALLEL }, () => 200));
    const bodies = answers.map((a) => a.body);
    expect(new Set(bodies).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(PARALLEL - 1);
    const list = await server.call({ method: 'GET', url: '/api/withdraw', cookie: member.cookie });
    expect(list.json<ApiBody>().withdrawals.total).toBe(1);
    expect(await wallet(server, member)).toMatchObject({
      frozenAmount: '250.00',
      withdrawableBalance: '750.00',
    });
    await expectLedgerConsistent(server.ctx.db);
  });

  it('parallel cancels of one withdrawal release the amount once', async () => {
    const member = await fundedMember(server, '1000.00');
    const id = await applyOne(member, '600');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.call({ method: 'POST', url: `/api/withdraw/${id}/cancel`, cookie: member.cookie }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json<ApiBody>().error)).toEqual(
      Array.from({ length: 9 }, () => 'WITHDRAW_ORDER_STATUS'),
    );
    expect(await wallet(server, member)).toMatchObject({ balance: '1000.00', frozenAmount: '0.00' });
    await expectLedgerConsistent(server.ctx.db);
  });

  it('a withdrawal read for update stays locked to others until its transaction ends', async () => {
    const member = await fundedMember(server, '1000.00');
    const id = await applyOne(member, '100');
    const siteId = server.sites.demo;
    /** Another connection's attempt to lock the row without waiting: 55P03 while it is held. */
    const lockElsewhere = () =>
      server.ctx.db.transaction((tx) =>
        tx.query('SELECT id FROM withdrawals WHERE site_id = $1 AND id = $2 FOR UPDATE NOWAIT', [siteId, id]),
      );
    for (const forUpdate of [true, false]) {
      await server.ctx.db.transaction(async (tx) => {
        expect((await findWithdrawal(tx, siteId, id, { forUpdate }))?.id).toBe(id);
        const other = lockElsewhere();
        if (forUpdate) await expect(other).rejects.toMatchObject({ code: '55P03' });
        else await expect(other).resolves.toMatchObject({ rowCount: 1 });
      });
    }
    await expect(lockElsewhere()).resolves.toMatchObject({ rowCount: 1 });
  });

  it('parallel applications by different members do not wait for or touch each other', async () => {
    const members = await Promise.all([fundedMember(server, '500.00'), fundedMember(server, '500.00')]);
    const answers = await Promise.all(
      members.flatMap((m) =>
        Array.from({ length: 5 }, (_, i) =>
          server.call({
            method: 'POST',
            url: '/api/withdraw',
            cookie: m.cookie,
            headers: { 'idempotency-key': `pair-${i}-${m.userId}` },
            payload: { type: 'WIRE', amount: '500', currency: 'USD', bankAccountId: m.bankAccountId },
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    for (const m of members) expect(await wallet(server, m)).toMatchObject({ frozenAmount: '500.00' });
    await expectLedgerConsistent(server.ctx.db);
  });
});
