import { newId } from '../ids.js';
import type { SqlExecutor } from './database.port.js';
import { ensureLedgerAccount, type LedgerAccountCode } from './ledger.js';

/** The three ledger accounts a member owns, with their currency. */
export const USER_ACCOUNT_CURRENCY = {
  USER_BALANCE: 'USD',
  USER_FROZEN: 'USD',
  USER_TOKEN: 'TOKEN',
} as const satisfies Partial<Record<LedgerAccountCode, string>>;
export type UserAccountCode = keyof typeof USER_ACCOUNT_CURRENCY;

/** A member's balances as stored (the trigger keeps them equal to the sums of the entries). */
export interface UserBalances {
  readonly available: string;
  readonly frozen: string;
  readonly tokens: string;
}

/** Reads a member's balances without creating accounts; a missing account holds 0. */
export const readUserBalances = async (
  db: SqlExecutor,
  siteId: string,
  userId: string,
): Promise<UserBalances> => {
  const { rows } = await db.query<{ code: string; balance: string }>(
    `SELECT code, balance::text AS balance FROM ledger_accounts
     WHERE site_id = $1 AND user_id = $2 AND code IN ('USER_BALANCE', 'USER_FROZEN', 'USER_TOKEN')`,
    [siteId, userId],
  );
  const of = (code: UserAccountCode): string => rows.find((r) => r.code === code)?.balance ?? '0';
  return { available: of('USER_BALANCE'), frozen: of('USER_FROZEN'), tokens: of('USER_TOKEN') };
};

/** The id of a member's account (created on first use). */
export const ensureUserAccount = (
  tx: SqlExecutor,
  siteId: string,
  userId: string,
  code: UserAccountCode,
): Promise<string> =>
  ensureLedgerAccount(tx, { siteId, userId, code, currency: USER_ACCOUNT_CURRENCY[code], newId: newId() });

/** The id of a platform account of the site (user_id null), created on first use. */
export const ensurePlatformAccount = (
  tx: SqlExecutor,
  siteId: string,
  code: Extract<LedgerAccountCode, 'PLATFORM_CLEARING' | 'PAYOUT_CLEARING' | 'PLATFORM_FEE' | 'REWARD_POOL'>,
  currency: string,
): Promise<string> => ensureLedgerAccount(tx, { siteId, userId: null, code, currency, newId: newId() });

/**
 * Locks an account row until the transaction ends and returns its balance as of that moment: the
 * latest committed value, because a waiting `FOR UPDATE` re-reads the row once the holder commits.
 */
export const lockAccount = async (tx: SqlExecutor, accountId: string): Promise<string> => {
  const { rows } = await tx.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM ledger_accounts WHERE id = $1 FOR UPDATE',
    [accountId],
  );
  const balance = rows[0]?.balance;
  if (balance === undefined) throw new Error(`ledger account ${accountId} not found`);
  return balance;
};

/** One entry of a member's account with its transaction: a line of the real or token records. */
export interface AccountEntryRow {
  readonly id: string;
  readonly type: string;
  readonly amount: string;
  readonly balanceAfter: string;
  readonly reference: string;
  readonly createdAt: Date;
}

export interface AccountEntryFilter {
  readonly siteId: string;
  readonly userId: string;
  readonly code: UserAccountCode;
  /** Transaction types to include. */
  readonly types: readonly string[];
  /** Inclusive lower and exclusive upper bound of the entry's time. */
  readonly from?: Date;
  readonly to?: Date;
  /** Credits only ('in', amount > 0) or debits only ('out', amount < 0); both when left out. */
  readonly direction?: 'in' | 'out';
  readonly limit: number;
  readonly offset: number;
}

/** The sums of every entry a filter matches (all pages): credits, debits (signed), as stored. */
export interface AccountEntryTotals {
  readonly count: number;
  readonly moneyIn: string;
  readonly moneyOut: string;
}

/**
 * The entries of a member's account, newest first, with the count of all that match and their totals
 * (summed in SQL over the same filter as the page, so the totals are of everything the filter shows).
 */
export const listAccountEntries = async (
  db: SqlExecutor,
  filter: AccountEntryFilter,
): Promise<{ rows: AccountEntryRow[]; total: number; totals: AccountEntryTotals }> => {
  const where = `
    FROM ledger_entries e
    JOIN ledger_accounts a ON a.site_id = e.site_id AND a.id = e.account_id
    JOIN ledger_transactions t ON t.site_id = e.site_id AND t.id = e.transaction_id
    WHERE a.site_id = $1 AND a.user_id = $2 AND a.code = $3
      AND t.type = ANY($4::text[])
      AND ($5::timestamptz IS NULL OR e.created_at >= $5)
      AND ($6::timestamptz IS NULL OR e.created_at < $6)
      AND ($7::text IS NULL OR ($7 = 'in' AND e.amount > 0) OR ($7 = 'out' AND e.amount < 0))`;
  const params = [
    filter.siteId,
    filter.userId,
    filter.code,
    [...filter.types],
    filter.from ?? null,
    filter.to ?? null,
    filter.direction ?? null,
  ];
  const count = await db.query<{ total: number; money_in: string; money_out: string }>(
    `SELECT count(*)::int AS total,
            coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0)::text AS money_in,
            coalesce(sum(e.amount) FILTER (WHERE e.amount < 0), 0)::text AS money_out
     ${where}`,
    params,
  );
  const { rows } = await db.query<{
    id: string;
    type: string;
    amount: string;
    balance_after: string;
    reference: string;
    created_at: Date;
  }>(
    `SELECT e.id::text AS id, t.type, e.amount::text AS amount, e.balance_after::text AS balance_after,
            t.reference, e.created_at
     ${where}
     ORDER BY e.created_at DESC, e.id DESC
     LIMIT $8 OFFSET $9`,
    [...params, filter.limit, filter.offset],
  );
  const sums = count.rows[0];
  return {
    total: sums?.total ?? 0,
    totals: { count: sums?.total ?? 0, moneyIn: sums?.money_in ?? '0', moneyOut: sums?.money_out ?? '0' },
    rows: rows.map((r) => ({
      id: r.id,
      type: r.type,
      amount: r.amount,
      balanceAfter: r.balance_after,
      reference: r.reference,
      createdAt: r.created_at,
    })),
  };
};

/** The sum of a member's entries of some transaction types on one account ('0' when none). */
export const sumAccountEntries = async (
  db: SqlExecutor,
  siteId: string,
  userId: string,
  code: UserAccountCode,
  types: readonly string[],
): Promise<string> => {
  const { rows } = await db.query<{ total: string }>(
    `SELECT coalesce(sum(e.amount), 0)::text AS total
     FROM ledger_entries e
     JOIN ledger_accounts a ON a.site_id = e.site_id AND a.id = e.account_id
     JOIN ledger_transactions t ON t.site_id = e.site_id AND t.id = e.transaction_id
     WHERE a.site_id = $1 AND a.user_id = $2 AND a.code = $3 AND t.type = ANY($4::text[])`,
    [siteId, userId, code, [...types]],
  );
  return rows[0]?.total ?? '0';
};
