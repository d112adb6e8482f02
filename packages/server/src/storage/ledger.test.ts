import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../ids.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import type { Database, SqlExecutor } from './database.port.js';
import {
  ensureLedgerAccount,
  ledgerBalanceFromEntries,
  postLedgerTransaction,
  type LedgerTransactionInput,
} from './ledger.js';

/** The ledger's own rules, before any database constraint: balanced, two entries at least. */
describe('ledger postings', () => {
  let server: TestServer;
  let db: Database;
  let siteId: string;
  let memberId: string;
  let accounts: { a: string; b: string };
  beforeAll(async () => {
    server = await startTestServer();
    db = server.ctx.db;
    siteId = server.sites.demo;
    ({ userId: memberId } = await server.signIn());
    const account = (code: 'PLATFORM_FEE' | 'REWARD_POOL') =>
      ensureLedgerAccount(db, { siteId, userId: null, code, currency: 'USD', newId: newId() });
    accounts = { a: await account('PLATFORM_FEE'), b: await account('REWARD_POOL') };
  });
  afterAll(() => server.close());

  const posting = (entries: LedgerTransactionInput['entries']): LedgerTransactionInput => ({
    siteId,
    id: newId(),
    type: 'DEPOSIT_BY_SYSTEM',
    reference: 'test',
    at: new Date('2026-03-01T00:00:00.000Z'),
    entries,
  });
  const transactions = async (id: string): Promise<number> =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions WHERE id = $1', [id]))
      .rows[0]?.n ?? -1;

  it('gives an owner and code one account, however often it is asked for', async () => {
    const again = await ensureLedgerAccount(db, {
      siteId,
      userId: null,
      code: 'PLATFORM_FEE',
      currency: 'USD',
      newId: newId(),
    });
    expect(again).toBe(accounts.a);
  });

  it('refuses a posting that does not balance, or has one entry, before it writes anything', async () => {
    const unbalanced = posting([
      { accountId: accounts.a, amount: '10.00' },
      { accountId: accounts.b, amount: '-9.99' },
    ]);
    await expect(db.transaction((tx) => postLedgerTransaction(tx, unbalanced))).rejects.toThrow(
      `ledger transaction ${unbalanced.id} does not balance`,
    );
    const single = posting([{ accountId: accounts.a, amount: '0' }]);
    await expect(db.transaction((tx) => postLedgerTransaction(tx, single))).rejects.toThrow(
      'a ledger transaction needs at least two entries',
    );
    expect([await transactions(unbalanced.id), await transactions(single.id)]).toEqual([0, 0]);
    // The ledger refuses them itself, without a statement (the database would refuse them too)
    const statements: string[] = [];
    const recording: SqlExecutor = {
      query: (sql) => {
        statements.push(sql);
        return Promise.resolve({ rows: [], rowCount: 0 });
      },
      exec: (sql) => {
        statements.push(sql);
        return Promise.resolve();
      },
    };
    await expect(postLedgerTransaction(recording, unbalanced)).rejects.toThrow('does not balance');
    await expect(postLedgerTransaction(recording, single)).rejects.toThrow('at least two entries');
    expect(statements).toEqual([]);
  });

  it('posts a balanced one, and an account’s balance is the sum of its entries (0 without any)', async () => {
    const fresh = await ensureLedgerAccount(db, {
      siteId,
      userId: memberId,
      code: 'USER_TOKEN',
      currency: 'USD',
      newId: newId(),
    });
    expect(await ledgerBalanceFromEntries(db, fresh)).toBe('0');
    const ok = posting([
      { accountId: accounts.a, amount: '-0.10' },
      { accountId: fresh, amount: '0.07' },
      { accountId: fresh, amount: '0.03' },
    ]);
    await db.transaction((tx) => postLedgerTransaction(tx, ok));
    expect(await transactions(ok.id)).toBe(1);
    expect(await ledgerBalanceFromEntries(db, fresh)).toBe('0.100000000000000000'); // numeric(38, 18)
  });
});
