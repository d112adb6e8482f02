import { dec } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.port.js';
import { ensureLedgerAccount, ledgerBalanceFromEntries, postLedgerTransaction } from './ledger.js';
import { migrate } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';

const NOW = new Date('2026-11-01T00:00:00Z');

const insertSite = (db: Database, id: string) =>
  db.query(
    `INSERT INTO sites (id, name, domain, api_domain, ws_domain, site_name, created_at, updated_at)
     VALUES ($1, $1, $1 || '.example', '', '', $1, $2, $2)`,
    [id, NOW],
  );

const insertUser = (db: Database, siteId: string, id: string, username: string) =>
  db.query(
    `INSERT INTO users (site_id, id, username, referral_code, created_at) VALUES ($1, $2, $3, $2, $4)`,
    [siteId, id, username, NOW],
  );

/** The schema's own guarantees, run against every Database adapter. */
export const schemaContract = (name: string, open: () => Promise<Database>): void => {
  describe(`schema and ledger: ${name}`, () => {
    let db: Database;
    let balance: string;
    let clearing: string;

    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
      await insertSite(db, 'site-a');
      await insertSite(db, 'site-b');
      await insertUser(db, 'site-a', 'user-a', 'alice001');
      await insertUser(db, 'site-b', 'user-b', 'bobby002');
      balance = await db.transaction((tx) =>
        ensureLedgerAccount(tx, {
          siteId: 'site-a',
          userId: 'user-a',
          code: 'USER_BALANCE',
          currency: 'USD',
          newId: 'acc-1',
        }),
      );
      clearing = await db.transaction((tx) =>
        ensureLedgerAccount(tx, {
          siteId: 'site-a',
          userId: null,
          code: 'PLATFORM_CLEARING',
          currency: 'USD',
          newId: 'acc-2',
        }),
      );
    });
    afterAll(async () => {
      await db.close();
    });

    it('migrates a fresh database and is a no-op the second time', async () => {
      expect(await migrate(db, MIGRATIONS)).toEqual([]);
    });

    it('ensureLedgerAccount returns the same account for the same owner and code', async () => {
      const again = await db.transaction((tx) =>
        ensureLedgerAccount(tx, {
          siteId: 'site-a',
          userId: 'user-a',
          code: 'USER_BALANCE',
          currency: 'USD',
          newId: 'acc-x',
        }),
      );
      expect(again).toBe(balance);
    });

    it('posts a balanced transaction and keeps each balance equal to the sum of its entries', async () => {
      await db.transaction((tx) =>
        postLedgerTransaction(tx, {
          siteId: 'site-a',
          id: 'tx-1',
          type: 'DEPOSIT_BY_SYSTEM',
          reference: 'seed',
          at: NOW,
          entries: [
            { accountId: balance, amount: '100.10' },
            { accountId: clearing, amount: '-100.10' },
          ],
        }),
      );
      await db.transaction((tx) =>
        postLedgerTransaction(tx, {
          siteId: 'site-a',
          id: 'tx-2',
          type: 'WITHDRAW_BY_SYSTEM',
          reference: 'seed',
          at: NOW,
          entries: [
            { accountId: balance, amount: '-0.20' },
            { accountId: clearing, amount: '0.20' },
          ],
        }),
      );
      const { rows } = await db.query<{ balance: string }>(
        'SELECT balance::text AS balance FROM ledger_accounts WHERE id = $1',
        [balance],
      );
      expect(dec(rows[0]?.balance ?? 'x').toFixed(2)).toBe('99.90');
      expect(dec(await db.transaction((tx) => ledgerBalanceFromEntries(tx, balance))).toFixed(2)).toBe(
        '99.90',
      );
    });

    it('the database refuses an unbalanced transaction at commit, and nothing of it remains', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO ledger_transactions (site_id, id, type, created_at) VALUES ('site-a', 'tx-bad', 'X', $1)`,
            [NOW],
          );
          await tx.query(
            `INSERT INTO ledger_entries (site_id, transaction_id, account_id, amount, balance_after, created_at)
             VALUES ('site-a', 'tx-bad', $1, 5, 0, $2)`,
            [balance, NOW],
          );
        }),
      ).rejects.toThrow(/does not balance/);
      expect((await db.query(`SELECT 1 FROM ledger_transactions WHERE id = 'tx-bad'`)).rows).toHaveLength(0);
      const { rows } = await db.query<{ balance: string }>(
        'SELECT balance::text AS balance FROM ledger_accounts WHERE id = $1',
        [balance],
      );
      expect(dec(rows[0]?.balance ?? 'x').toFixed(2)).toBe('99.90');
    });

    it('ledger entries are append-only', async () => {
      await expect(db.query('UPDATE ledger_entries SET amount = 1')).rejects.toThrow(/append-only/);
      await expect(db.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/);
    });

    it('a row cannot point into another site', async () => {
      // user-b belongs to site-b: a site-a session for it is refused by the composite foreign key.
      await expect(
        db.query(
          `INSERT INTO sessions (id_hash, site_id, user_id, created_at, expires_at) VALUES ('h', 'site-a', 'user-b', $1, $1)`,
          [NOW],
        ),
      ).rejects.toThrow();
    });

    it('usernames are unique per site, case-insensitively, but may repeat across sites', async () => {
      await expect(insertUser(db, 'site-a', 'user-a2', 'ALICE001')).rejects.toThrow();
      await expect(insertUser(db, 'site-b', 'user-b2', 'alice001')).resolves.toBeDefined();
    });

    it('holds the signal rules as constraints: never enabled while disconnected', async () => {
      await expect(
        db.query(
          `INSERT INTO signals (site_id, id, user_id, token, name, status, enable, platform, conn_status, conn_method,
             created_at, updated_at, info, follow_setting)
           VALUES ('site-a', 's1', 'user-a', 't1', 'name1', 'PASSED', true, 'MT4', 'DISCONNECTED', 'EA', $1, $1, '{}', '{}')`,
          [NOW],
        ),
      ).rejects.toThrow();
    });
  });
};
