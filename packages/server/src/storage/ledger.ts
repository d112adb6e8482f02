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
  // Lock the accounts in id order (the query's ORDER BY: rows are locked as they come out of it), so
  // two transactions touching the same accounts cannot deadlock.
  await tx.query('SELECT id FROM ledger_accounts WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE', [
    input.entries.map((e) => e.accountId),
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

/** A ledger transaction whose entries in one currency do not sum to zero. */
export interface UnbalancedLedgerTransaction {
  readonly siteId: string;
  readonly transactionId: string;
  readonly type: string;
  readonly currency: string;
  /** Always '0': what the entries of one currency must sum to. */
  readonly expected: string;
  /** What they sum to. */
  readonly found: string;
}

/** An account (a wallet's balance, frozen or tokens; a platform account) whose stored balance is off. */
export interface MismatchedLedgerAccount {
  readonly siteId: string;
  readonly accountId: string;
  /** The owner; null for a platform account. */
  readonly userId: string | null;
  readonly code: string;
  readonly currency: string;
  /** The sum of the account's entries. */
  readonly expected: string;
  /** The stored (cached) balance. */
  readonly found: string;
  /** found - expected. */
  readonly difference: string;
}

/** What the ledger self-check found: counts of what it checked and the differences (the first `limit` of each). */
export interface LedgerDifferences {
  readonly checked: { readonly transactions: number; readonly accounts: number };
  readonly unbalancedTransactions: { readonly total: number; readonly shown: UnbalancedLedgerTransaction[] };
  readonly mismatchedAccounts: { readonly total: number; readonly shown: MismatchedLedgerAccount[] };
}

/**
 * The ledger's self-check, read-only: every transaction's entries sum to zero per currency (stricter
 * than the commit-time trigger, which sums all currencies together), and every account's stored
 * balance equals the sum of its entries. Aggregates in SQL (one pass over the entries per check), in
 * one REPEATABLE READ snapshot so both checks and the counts see the same commits; `siteId` narrows it
 * to one site. Amounts are decimal text without trailing zeros.
 */
export const findLedgerDifferences = (
  db: { transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> },
  options: { readonly siteId?: string; readonly limit?: number } = {},
): Promise<LedgerDifferences> =>
  db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const params = [options.siteId ?? null, options.limit ?? 100];
    const counts = await tx.query<{ transactions: number; accounts: number }>(
      `SELECT (SELECT count(*) FROM ledger_transactions WHERE $1::text IS NULL OR site_id = $1)::int AS transactions,
              (SELECT count(*) FROM ledger_accounts WHERE $1::text IS NULL OR site_id = $1)::int AS accounts`,
      params.slice(0, 1),
    );
    const transactions = await tx.query<{
      site_id: string;
      transaction_id: string;
      type: string;
      currency: string;
      found: string;
      total: number;
    }>(
      `WITH sums AS (
         SELECT e.site_id, e.transaction_id, a.currency, sum(e.amount) AS total
         FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
         WHERE $1::text IS NULL OR e.site_id = $1
         GROUP BY e.site_id, e.transaction_id, a.currency
         HAVING sum(e.amount) <> 0
       )
       SELECT s.site_id, s.transaction_id, t.type, s.currency, trim_scale(s.total)::text AS found,
              count(*) OVER ()::int AS total
       FROM sums s JOIN ledger_transactions t ON t.site_id = s.site_id AND t.id = s.transaction_id
       ORDER BY s.site_id, s.transaction_id, s.currency
       LIMIT $2`,
      params,
    );
    const accounts = await tx.query<{
      site_id: string;
      id: string;
      user_id: string | null;
      code: string;
      currency: string;
      expected: string;
      found: string;
      difference: string;
      total: number;
    }>(
      `WITH sums AS (
         SELECT account_id, sum(amount) AS total FROM ledger_entries
         WHERE $1::text IS NULL OR site_id = $1
         GROUP BY account_id
       )
       SELECT a.site_id, a.id, a.user_id, a.code, a.currency,
              trim_scale(coalesce(s.total, 0))::text AS expected, trim_scale(a.balance)::text AS found,
              trim_scale(a.balance - coalesce(s.total, 0))::text AS difference, count(*) OVER ()::int AS total
       FROM ledger_accounts a LEFT JOIN sums s ON s.account_id = a.id
       WHERE ($1::text IS NULL OR a.site_id = $1) AND a.balance <> coalesce(s.total, 0)
       ORDER BY a.site_id, a.id
       LIMIT $2`,
      params,
    );
    return {
      checked: { transactions: counts.rows[0]?.transactions ?? 0, accounts: counts.rows[0]?.accounts ?? 0 },
      unbalancedTransactions: {
        total: transactions.rows[0]?.total ?? 0,
        shown: transactions.rows.map((r) => ({
          siteId: r.site_id,
          transactionId: r.transaction_id,
          type: r.type,
          currency: r.currency,
          expected: '0',
          found: r.found,
        })),
      },
      mismatchedAccounts: {
        total: accounts.rows[0]?.total ?? 0,
        shown: accounts.rows.map((r) => ({
          siteId: r.site_id,
          accountId: r.id,
          userId: r.user_id,
          code: r.code,
          currency: r.currency,
          expected: r.expected,
          found: r.found,
          difference: r.difference,
        })),
      },
    };
  });
