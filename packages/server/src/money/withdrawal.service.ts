import {
  applyWithdrawalAction,
  dec,
  defaultWithdrawal,
  fail,
  minDecimal,
  ok,
  quoteWithdrawal,
  toDecimalString,
  validateWithdrawalAmount,
  withdrawalBalanceEffect,
  type Decimal,
  type Result,
  type TransactionType,
  type TransferInfoForWire,
  type Withdrawal,
  type WithdrawalAction,
  type WithdrawalStatus,
  type WithdrawalType,
} from '@signal-portal/core';
import { newId } from '../ids.js';
import { findBankAccount, findCryptoAddress } from '../storage/accounts.repository.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { latestKyc } from '../storage/kyc.repository.js';
import { postLedgerTransaction, type LedgerEntryInput } from '../storage/ledger.js';
import { ensurePlatformAccount, ensureUserAccount } from '../storage/wallet.repository.js';
import {
  findWithdrawal,
  insertWithdrawal,
  updateWithdrawalState,
} from '../storage/withdrawals.repository.js';
import { lockUserWallet, type MemberRef } from './wallet-ops.js';
import { WALLET_CURRENCY, WITHDRAWAL_CONFIG } from './withdrawal-config.js';

/** POST /withdraw's body after its JSON schema: one shape for both types, checked here. */
export interface WithdrawalRequest {
  readonly type: WithdrawalType;
  readonly amount: string;
  readonly currency: string;
  readonly network?: string;
  readonly bankAccountId?: string;
  readonly cryptoAddressId?: string;
}

const LEDGER_TYPE: Readonly<Record<WithdrawalType, TransactionType>> = {
  WIRE: 'WITHDRAW_WIRE',
  CRYPTO: 'WITHDRAW_CRYPTO',
};

const entry = (accountId: string, amount: Decimal): LedgerEntryInput[] =>
  amount.isZero() ? [] : [{ accountId, amount: toDecimalString(amount) }];

/**
 * Posts what core's withdrawalBalanceEffect says a move does. The wallet's balance is available +
 * frozen, so USER_BALANCE moves by balanceDelta - frozenDelta and USER_FROZEN by frozenDelta: applying
 * moves the amount from available to frozen, rejecting or cancelling moves it back, completing takes
 * it out of frozen to PAYOUT_CLEARING (amount - fee, what is paid out) and PLATFORM_FEE (the fee).
 */
const postWithdrawalMove = async (
  tx: SqlExecutor,
  siteId: string,
  w: Withdrawal,
  from: WithdrawalStatus | null,
  at: Date,
): Promise<void> => {
  const effect = withdrawalBalanceEffect(from, w.status, w.amount);
  const frozenDelta = dec(effect.frozenDelta);
  const balanceDelta = dec(effect.balanceDelta);
  if (frozenDelta.isZero() && balanceDelta.isZero()) return;
  if (balanceDelta.greaterThan(0)) throw new RangeError('a withdrawal never credits the wallet');
  const balanceAccount = await ensureUserAccount(tx, siteId, w.userId, 'USER_BALANCE');
  const frozenAccount = await ensureUserAccount(tx, siteId, w.userId, 'USER_FROZEN');
  const paidOut = balanceDelta.negated();
  const platform: LedgerEntryInput[] = [];
  if (!paidOut.isZero()) {
    const fee = minDecimal(dec(w.fee), paidOut);
    const payout = await ensurePlatformAccount(tx, siteId, 'PAYOUT_CLEARING', WALLET_CURRENCY);
    const feeAccount = await ensurePlatformAccount(tx, siteId, 'PLATFORM_FEE', WALLET_CURRENCY);
    platform.push(...entry(payout, paidOut.minus(fee)), ...entry(feeAccount, fee));
  }
  await postLedgerTransaction(tx, {
    siteId,
    id: newId(),
    type: LEDGER_TYPE[w.type],
    reference: w.id,
    memo: `${from ?? 'APPLY'} -> ${w.status}`,
    at,
    entries: [
      ...entry(balanceAccount, balanceDelta.minus(frozenDelta)),
      ...entry(frozenAccount, frozenDelta),
      ...platform,
    ],
  });
};

const usernameOf = async (tx: SqlExecutor, member: MemberRef): Promise<string> => {
  const { rows } = await tx.query<{ username: string }>(
    'SELECT username FROM users WHERE site_id = $1 AND id = $2',
    [member.siteId, member.userId],
  );
  const username = rows[0]?.username;
  if (username === undefined) throw new Error('withdrawal for a member who does not exist');
  return username;
};

type Destination = Pick<Withdrawal, 'network' | 'address' | 'transferInfoForWire'>;

/** Where the money goes: the member's own live bank account (copied) or crypto address. */
const destinationOf = async (
  tx: SqlExecutor,
  member: MemberRef,
  request: WithdrawalRequest,
  quoted: { currency: string; network: string },
): Promise<Result<Destination>> => {
  if (request.type === 'WIRE') {
    if (!request.bankAccountId) return fail('FIELD_REQUIRED');
    const bank = await findBankAccount(tx, member.siteId, member.userId, request.bankAccountId);
    if (!bank) return fail('BANK_ACCOUNT_NOT_FOUND');
    const { id: _id, ...details } = bank;
    const transferInfoForWire: TransferInfoForWire = details;
    return ok({ network: '', address: '', transferInfoForWire });
  }
  if (!request.cryptoAddressId) return fail('FIELD_REQUIRED');
  const crypto = await findCryptoAddress(tx, member.siteId, member.userId, request.cryptoAddressId);
  if (!crypto) return fail('CRYPTO_ADDRESS_NOT_FOUND');
  // The saved address was checked for its own currency and network; paying another would lose the money.
  if (crypto.currency !== quoted.currency || crypto.network !== quoted.network)
    return fail('INVALID_PARAMETERS');
  return ok({ network: crypto.network, address: crypto.address, transferInfoForWire: null });
};

/**
 * Applies for a withdrawal in the caller's transaction. The member's USER_BALANCE row is locked first,
 * so the balance checked is the balance moved: of many racing applications only those the balance
 * covers succeed. Checks in core's order: KYC, amount, min, max, balance (validateWithdrawalAmount),
 * then currency, network and fee (quoteWithdrawal), then the destination. The amount is frozen in the
 * same transaction as the withdrawal row.
 */
export const applyWithdrawal = async (
  tx: SqlExecutor,
  member: MemberRef,
  request: WithdrawalRequest,
  now: Date,
): Promise<Result<Withdrawal>> => {
  const wallet = await lockUserWallet(tx, member);
  const kyc = await latestKyc(tx, member.siteId, member.userId);
  const amount = validateWithdrawalAmount({
    amount: request.amount,
    min: WITHDRAWAL_CONFIG.min,
    max: WITHDRAWAL_CONFIG.max,
    withdrawableBalance: toDecimalString(wallet.available),
    kycStatus: kyc.state.status,
  });
  if (amount.error) return amount;
  const quote = quoteWithdrawal({
    amount: amount.value,
    type: request.type,
    config: WITHDRAWAL_CONFIG,
    currency: request.currency,
    network: request.network ?? '',
  });
  if (quote.error) return quote;
  const destination = await destinationOf(tx, member, request, quote.value);
  if (destination.error) return destination;

  const withdrawal = defaultWithdrawal({
    id: newId(),
    userId: member.userId,
    username: await usernameOf(tx, member),
    type: request.type,
    status: 'UNDER_REVIEW',
    amount: quote.value.amount,
    fee: quote.value.fee,
    exchangeRate: quote.value.exchangeRate,
    currency: quote.value.currency,
    currencyType: quote.value.currencyType,
    appliedAt: now.toISOString(),
    estimatedReceiveAmount: quote.value.estimatedReceiveAmount,
    ...destination.value,
  });
  await insertWithdrawal(tx, member.siteId, withdrawal);
  await postWithdrawalMove(tx, member.siteId, withdrawal, null, now);
  const stored = await findWithdrawal(tx, member.siteId, withdrawal.id);
  if (!stored) throw new Error('withdrawal vanished after insert');
  return ok(stored);
};

/**
 * Moves a withdrawal of the site by core's machine (applyWithdrawalAction: rules and timestamps) and
 * posts the move's ledger effect, in the caller's transaction. Locks the owner's wallet, then the
 * withdrawal. An unknown id, one of another site, and another member's for a member's cancel are all
 * WITHDRAW_ORDER_NOT_FOUND, so a stranger cannot tell a real id from an invented one; core's other
 * refusals (WITHDRAW_ORDER_STATUS) come back as they are.
 */
export const moveWithdrawal = async (
  tx: SqlExecutor,
  siteId: string,
  withdrawalId: string,
  action: WithdrawalAction,
  now: Date,
): Promise<Result<Withdrawal>> => {
  const { rows } = await tx.query<{ user_id: string }>(
    'SELECT user_id FROM withdrawals WHERE site_id = $1 AND id = $2',
    [siteId, withdrawalId],
  );
  const ownerId = rows[0]?.user_id;
  if (ownerId === undefined) return fail('WITHDRAW_ORDER_NOT_FOUND');
  if (action.type === 'cancel' && action.actorUserId !== ownerId) return fail('WITHDRAW_ORDER_NOT_FOUND');
  await lockUserWallet(tx, { siteId, userId: ownerId });
  const current = await findWithdrawal(tx, siteId, withdrawalId, { forUpdate: true });
  if (!current) return fail('WITHDRAW_ORDER_NOT_FOUND');
  const next = applyWithdrawalAction(current, action, now.toISOString());
  if (next.error) return next;
  await updateWithdrawalState(tx, siteId, next.value);
  await postWithdrawalMove(tx, siteId, next.value, current.status, now);
  const stored = await findWithdrawal(tx, siteId, withdrawalId);
  if (!stored) throw new Error('withdrawal vanished after update');
  return ok(stored);
};
