import { dec, sumDecimals, type DecimalString } from '@signal-portal/core';
import type { SqlExecutor } from './database.port.js';

/** What a ledger account holds for its owner (a user) or for the platform (user_id null). */
export const LEDGER_ACCOUNT_CODES = [
  'USER_BALANCE',
  'USER_FROZEN',
  'USER_TOKEN',
  'PLATFORM_FEE',
  'PLATFORM_CLEARING',
  'PAYOUT_CLEARING',
  'REWARD_POOL',
] as const;
export type LedgerAccountCode = (typeof LEDGER_ACCOUNT_CODES)[number];

export interface LedgerEntryInput {
  readonly accountId: string;
  /** Positive credits the account, negative debits it. */
  readonly amount: DecimalString;
}

export interface LedgerTransactionInput {
  readonly siteId: string;
  readonly id: string;
  readonly type: string;
  readonly reference: string;
  readonly memo?: string;
  readonly at: Date;
  readonly entries: readonly LedgerEntryInput[];
}

/** The account of an owner and code, created on first use (idempotent under concurrency). */
export const ensureLedgerAccount = async (
  tx: SqlExecutor,
  account: {
    siteId: string;
    userId: string | null;
    code: LedgerAccountCode;
    currency: string;
    newId: string;
  },
): Promise<string> => {
  await tx.query(
    `INSERT INTO ledger_accounts (site_id, id, user_id, code, currency) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (site_id, coalesce(user_id, ''), code, currency) DO NOTHING`,
    [account.siteId, account.newId, account.userId, account.code, account.currency],
  );
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM ledger_accounts WHERE site_id = $1 AND coalesce(user_id, '') = coalesce($2, '') AND code = $3 AND currency = $4`,
    [account.siteId, account.userId, account.code, account.currency],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('ledger account vanished after upsert');
  return id;
};

/**
 * Posts one balanced ledger transaction inside the caller's transaction, so the balance change commits
 * or rolls back with its cause. Entries must sum to zero (checked here and again by the database).
 */
export const postLedgerTransaction = async (
  tx: SqlExecutor,
  input: LedgerTransactionInput,
): Promise<void> => {
  if (input.entries.length < 2) throw new Error('a ledger transaction needs at least two entries');
  if (!sumDecimals(input.entries.map((e) => dec(e.amount))).isZero()) {
    throw new Error(`ledger transaction ${input.id} does not balance`);
  }
  await tx.query(
    'INSERT INTO ledger_transactions (site_id, id, type, reference, memo, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [input.siteId, input.id, input.type, input.reference, input.memo ?? '', input.at],
  );
  // Lock accounts in a fixed order so two transactions touching the same accounts cannot deadlock.
  const accountIds = [...new Set(input.entries.map((e) => e.accountId))].sort();
  await tx.query('SELECT id FROM ledger_accounts WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE', [
    accountIds,
  ]);
  for (const entry of input.entries) {
    await tx.query(
      `INSERT INTO ledger_entries (site_id, transaction_id, account_id, amount, balance_after, created_at)
       VALUES ($1, $2, $3, $4, 0, $5)`,
      [input.siteId, input.id, entry.accountId, entry.amount, input.at],
    );
  }
};

/** The balance of an account as the sum of its entries (the cached column must equal it). */
export const ledgerBalanceFromEntries = async (tx: SqlExecutor, accountId: string): Promise<string> => {
  const { rows } = await tx.query<{ total: string }>(
    'SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_entries WHERE account_id = $1',
    [accountId],
  );
  return rows[0]?.total ?? '0';
};
