import {
  dec,
  toDecimalString,
  toMoneyString,
  type CurrencyType,
  type TransferInfoForWire,
  type Withdrawal,
  type WithdrawalStatus,
  type WithdrawalType,
} from '@signal-portal/core';
import { WITHDRAWAL_CONFIG } from '../money/withdrawal-config.js';
import type { SqlExecutor } from './database.port.js';

interface WithdrawalRow {
  site_id: string;
  id: string;
  user_id: string;
  username: string;
  type: WithdrawalType;
  status: WithdrawalStatus;
  amount: string;
  paid_amount: string;
  comment: string;
  fee: string;
  exchange_rate: string;
  currency: string;
  currency_type: CurrencyType;
  network: string;
  address: string;
  applied_at: Date;
  cancelled_at: Date | null;
  compliance_id: string;
  compliance_account: string;
  approved_at: Date | null;
  rejected_at: Date | null;
  finance_id: string;
  finance_account: string;
  completed_at: Date | null;
  payment_slip: string;
  transfer_info_for_wire: TransferInfoForWire | null;
  estimated_receive_amount: string;
}

const COLUMNS = `site_id, id, user_id, username, type, status, amount::text AS amount,
  paid_amount::text AS paid_amount, comment, fee::text AS fee, exchange_rate::text AS exchange_rate,
  currency, currency_type, network, address, applied_at, cancelled_at, compliance_id, compliance_account,
  approved_at, rejected_at, finance_id, finance_account, completed_at, payment_slip, transfer_info_for_wire,
  estimated_receive_amount::text AS estimated_receive_amount`;

/** Payouts are shown at their currency's places ('75.00' USD, '2437' TWD), as the quote prints them. */
const payout = (currency: string, amount: string): string => {
  const decimals = WITHDRAWAL_CONFIG.currencies.find((c) => c.currency === currency)?.decimals;
  return toDecimalString(dec(amount), decimals);
};

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** A stored withdrawal as the API shows it: USD at cents, rates and payouts without trailing zeros. */
const toWithdrawal = (r: WithdrawalRow): Withdrawal => ({
  id: r.id,
  userId: r.user_id,
  username: r.username,
  type: r.type,
  status: r.status,
  amount: toMoneyString(dec(r.amount)),
  paidAmount: payout(r.currency, r.paid_amount),
  comment: r.comment,
  fee: toMoneyString(dec(r.fee)),
  exchangeRate: toDecimalString(dec(r.exchange_rate)),
  currency: r.currency,
  currencyType: r.currency_type,
  network: r.network,
  address: r.address,
  appliedAt: r.applied_at.toISOString(),
  cancelledAt: iso(r.cancelled_at),
  complianceId: r.compliance_id,
  complianceAccount: r.compliance_account,
  approvedAt: iso(r.approved_at),
  rejectedAt: iso(r.rejected_at),
  financeId: r.finance_id,
  financeAccount: r.finance_account,
  completedAt: iso(r.completed_at),
  paymentSlip: r.payment_slip,
  transferInfoForWire: r.transfer_info_for_wire,
  estimatedReceiveAmount: payout(r.currency, r.estimated_receive_amount),
});

export const insertWithdrawal = async (tx: SqlExecutor, siteId: string, w: Withdrawal): Promise<void> => {
  await tx.query(
    `INSERT INTO withdrawals (site_id, id, user_id, username, type, status, amount, fee, exchange_rate,
       currency, currency_type, network, address, applied_at, transfer_info_for_wire, estimated_receive_amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      siteId,
      w.id,
      w.userId,
      w.username,
      w.type,
      w.status,
      w.amount,
      w.fee,
      w.exchangeRate,
      w.currency,
      w.currencyType,
      w.network,
      w.address,
      w.appliedAt,
      w.transferInfoForWire === null ? null : JSON.stringify(w.transferInfoForWire),
      w.estimatedReceiveAmount,
    ],
  );
};

/** A withdrawal of the site, or undefined; `forUpdate` locks its row until the transaction ends. */
export const findWithdrawal = async (
  db: SqlExecutor,
  siteId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Withdrawal | undefined> => {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE site_id = $1 AND id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [siteId, id],
  );
  const row = rows[0];
  return row ? toWithdrawal(row) : undefined;
};

/** Where a withdrawal lives, by its id alone (operator commands name a withdrawal by id). */
export const findWithdrawalOwner = async (
  db: SqlExecutor,
  id: string,
): Promise<{ siteId: string; userId: string } | undefined> => {
  const { rows } = await db.query<{ site_id: string; user_id: string }>(
    'SELECT site_id, user_id FROM withdrawals WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { siteId: row.site_id, userId: row.user_id } : undefined;
};

/** Stores what a move of the core's machine changed: status, its timestamp and its details. */
export const updateWithdrawalState = async (
  tx: SqlExecutor,
  siteId: string,
  w: Withdrawal,
): Promise<void> => {
  await tx.query(
    `UPDATE withdrawals SET status = $3, comment = $4, cancelled_at = $5, approved_at = $6, rejected_at = $7,
       completed_at = $8, compliance_id = $9, compliance_account = $10, finance_id = $11,
       finance_account = $12, payment_slip = $13, paid_amount = $14
     WHERE site_id = $1 AND id = $2`,
    [
      siteId,
      w.id,
      w.status,
      w.comment,
      w.cancelledAt,
      w.approvedAt,
      w.rejectedAt,
      w.completedAt,
      w.complianceId,
      w.complianceAccount,
      w.financeId,
      w.financeAccount,
      w.paymentSlip,
      w.paidAmount,
    ],
  );
};

export interface WithdrawalFilter {
  readonly siteId: string;
  readonly userId: string;
  readonly status?: WithdrawalStatus;
  readonly from?: Date;
  readonly to?: Date;
  readonly limit: number;
  readonly offset: number;
}

/** A member's withdrawals, newest first, with the count of all that match. */
export const listWithdrawals = async (
  db: SqlExecutor,
  filter: WithdrawalFilter,
): Promise<{ list: Withdrawal[]; total: number }> => {
  const where = `WHERE site_id = $1 AND user_id = $2 AND ($3::text IS NULL OR status = $3)
    AND ($4::timestamptz IS NULL OR applied_at >= $4) AND ($5::timestamptz IS NULL OR applied_at < $5)`;
  const params = [
    filter.siteId,
    filter.userId,
    filter.status ?? null,
    filter.from ?? null,
    filter.to ?? null,
  ];
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM withdrawals ${where}`,
    params,
  );
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals ${where} ORDER BY applied_at DESC, id LIMIT $6 OFFSET $7`,
    [...params, filter.limit, filter.offset],
  );
  return { list: rows.map(toWithdrawal), total: count.rows[0]?.total ?? 0 };
};

/** Fees of a member's completed withdrawals: what withdrawing has cost them, USD. */
export const sumCompletedWithdrawalFees = async (
  db: SqlExecutor,
  siteId: string,
  userId: string,
): Promise<string> => {
  const { rows } = await db.query<{ total: string }>(
    `SELECT coalesce(sum(fee), 0)::text AS total FROM withdrawals
     WHERE site_id = $1 AND user_id = $2 AND status = 'COMPLETED'`,
    [siteId, userId],
  );
  return rows[0]?.total ?? '0';
};
