/**
 * Money moves for every area, posted inside the CALLER's transaction so the balance changes commit or
 * roll back with their cause (a settlement, a reward, an operator's correction). The one way a member's
 * wallet changes outside the withdrawal flow:
 *
 *   lockUserWallet(tx, { siteId, userId })           serialise a member's money moves; read available
 *   creditProfitShare(tx, { siteId, userId, receive, fee, reference, at })
 *                                                    PROFIT_SHARE: receive to the member, fee to the platform
 *   depositBySystem(tx, { siteId, userId, amount, reference, memo?, at })     DEPOSIT_BY_SYSTEM
 *   withdrawBySystem(tx, { siteId, userId, amount, reference, memo?, at })    WITHDRAW_BY_SYSTEM,
 *                                                    refused with INSUFFICIENT_BALANCE beyond available
 *   creditReward(tx, { siteId, userId, type, amount, reference, at })        a REWARD_* in tokens
 *   readWallet(db, siteId, userId, payment?)         the Wallet as GET /asset/wallet answers it
 *
 * Amounts are decimal strings (USD, or tokens for rewards) and must be positive (zero parts are left
 * out); anything else is a bug and throws. Each call takes the member's USER_BALANCE row lock first
 * (see lockUserWallet), so call these before touching other rows of the same member, and publish feed
 * events only after your transaction committed (see money-feed.ts).
 *
 * The ledger's accounts (storage/ledger.ts): per member USER_BALANCE (available USD), USER_FROZEN (USD
 * held by open withdrawals), USER_TOKEN (reward tokens); per site PLATFORM_CLEARING (the other side of
 * money entering or leaving wallets by the platform's hand), PAYOUT_CLEARING (paid-out withdrawals),
 * PLATFORM_FEE (fees kept), REWARD_POOL (tokens handed out).
 */
import {
  dec,
  toDecimalString,
  toMoneyString,
  fail,
  ok,
  type Decimal,
  type DecimalString,
  type Result,
  type RewardType,
  type Wallet,
} from '@signal-portal/core';
import { newId } from '../ids.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { postLedgerTransaction, type LedgerEntryInput } from '../storage/ledger.js';
import {
  ensurePlatformAccount,
  ensureUserAccount,
  lockAccount,
  readUserBalances,
  type UserBalances,
} from '../storage/wallet.repository.js';
import { TOKEN_CURRENCY, WALLET_CURRENCY } from './withdrawal-config.js';

export interface MemberRef {
  readonly siteId: string;
  readonly userId: string;
}

export interface LockedWallet {
  readonly balanceAccountId: string;
  /** USER_BALANCE at the moment of the lock: what the member may spend now. */
  readonly available: Decimal;
}

/**
 * Locks the member's USER_BALANCE ledger row (created on first use) until the transaction ends. Every
 * money move of a member starts here, so two moves of the same member run one after the other and
 * the second sees the first's result: a balance check after this lock cannot be raced.
 */
export const lockUserWallet = async (tx: SqlExecutor, member: MemberRef): Promise<LockedWallet> => {
  const balanceAccountId = await ensureUserAccount(tx, member.siteId, member.userId, 'USER_BALANCE');
  const available = dec(await lockAccount(tx, balanceAccountId));
  return { balanceAccountId, available };
};

const positive = (label: string, amount: DecimalString): Decimal => {
  const value = dec(amount);
  if (value.isNegative()) throw new RangeError(`${label}: negative amount ${amount}`);
  return value;
};

const entry = (accountId: string, amount: Decimal): LedgerEntryInput[] =>
  amount.isZero() ? [] : [{ accountId, amount: toDecimalString(amount) }];

export interface ProfitShareCredit extends MemberRef {
  /** What the provider receives (profit share minus the platform's fee), USD. */
  readonly receive: DecimalString;
  /** The platform's fee on the share, USD. */
  readonly fee: DecimalString;
  /** The profit-share record id. */
  readonly reference: string;
  readonly at: Date;
}

/**
 * A settled profit share: PLATFORM_CLEARING pays receive + fee; the member's USER_BALANCE gets the
 * receive, PLATFORM_FEE the fee. Returns the ledger transaction id, or null when both are zero.
 */
export const creditProfitShare = async (
  tx: SqlExecutor,
  credit: ProfitShareCredit,
): Promise<string | null> => {
  const receive = positive('creditProfitShare', credit.receive);
  const fee = positive('creditProfitShare', credit.fee);
  if (receive.plus(fee).isZero()) return null;
  const { balanceAccountId } = await lockUserWallet(tx, credit);
  const clearing = await ensurePlatformAccount(tx, credit.siteId, 'PLATFORM_CLEARING', WALLET_CURRENCY);
  const feeAccount = await ensurePlatformAccount(tx, credit.siteId, 'PLATFORM_FEE', WALLET_CURRENCY);
  const id = newId();
  await postLedgerTransaction(tx, {
    siteId: credit.siteId,
    id,
    type: 'PROFIT_SHARE',
    reference: credit.reference,
    at: credit.at,
    entries: [
      ...entry(clearing, receive.plus(fee).negated()),
      ...entry(balanceAccountId, receive),
      ...entry(feeAccount, fee),
    ],
  });
  return id;
};

export interface SystemMove extends MemberRef {
  /** USD, positive. */
  readonly amount: DecimalString;
  readonly reference: string;
  readonly memo?: string;
  readonly at: Date;
}

/** The platform credits a member (DEPOSIT_BY_SYSTEM): PLATFORM_CLEARING -> USER_BALANCE. */
export const depositBySystem = async (tx: SqlExecutor, move: SystemMove): Promise<string> => {
  const amount = positive('depositBySystem', move.amount);
  if (amount.isZero()) throw new RangeError('depositBySystem: zero amount');
  const { balanceAccountId } = await lockUserWallet(tx, move);
  const clearing = await ensurePlatformAccount(tx, move.siteId, 'PLATFORM_CLEARING', WALLET_CURRENCY);
  const id = newId();
  await postLedgerTransaction(tx, {
    siteId: move.siteId,
    id,
    type: 'DEPOSIT_BY_SYSTEM',
    reference: move.reference,
    ...(move.memo === undefined ? {} : { memo: move.memo }),
    at: move.at,
    entries: [...entry(clearing, amount.negated()), ...entry(balanceAccountId, amount)],
  });
  return id;
};

/**
 * The platform debits a member (WITHDRAW_BY_SYSTEM): USER_BALANCE -> PLATFORM_CLEARING. Only the
 * available balance can be taken (money frozen by a withdrawal stays with it): INSUFFICIENT_BALANCE.
 */
export const withdrawBySystem = async (tx: SqlExecutor, move: SystemMove): Promise<Result<string>> => {
  const amount = positive('withdrawBySystem', move.amount);
  if (amount.isZero()) throw new RangeError('withdrawBySystem: zero amount');
  const { balanceAccountId, available } = await lockUserWallet(tx, move);
  if (amount.greaterThan(available)) return fail('INSUFFICIENT_BALANCE');
  const clearing = await ensurePlatformAccount(tx, move.siteId, 'PLATFORM_CLEARING', WALLET_CURRENCY);
  const id = newId();
  await postLedgerTransaction(tx, {
    siteId: move.siteId,
    id,
    type: 'WITHDRAW_BY_SYSTEM',
    reference: move.reference,
    ...(move.memo === undefined ? {} : { memo: move.memo }),
    at: move.at,
    entries: [...entry(balanceAccountId, amount.negated()), ...entry(clearing, amount)],
  });
  return ok(id);
};

export interface RewardCredit extends MemberRef {
  readonly type: RewardType;
  /** Tokens, positive. */
  readonly amount: DecimalString;
  readonly reference: string;
  readonly at: Date;
}

/** A reward in tokens (category REWARD): REWARD_POOL -> USER_TOKEN, typed by the reward. */
export const creditReward = async (tx: SqlExecutor, reward: RewardCredit): Promise<string> => {
  const amount = positive('creditReward', reward.amount);
  if (amount.isZero()) throw new RangeError('creditReward: zero amount');
  await lockUserWallet(tx, reward);
  const tokenAccount = await ensureUserAccount(tx, reward.siteId, reward.userId, 'USER_TOKEN');
  const pool = await ensurePlatformAccount(tx, reward.siteId, 'REWARD_POOL', TOKEN_CURRENCY);
  const id = newId();
  await postLedgerTransaction(tx, {
    siteId: reward.siteId,
    id,
    type: reward.type,
    reference: reward.reference,
    at: reward.at,
    entries: [...entry(pool, amount.negated()), ...entry(tokenAccount, amount)],
  });
  return id;
};

/**
 * The wallet as the API shows it. `frozenAmount` is held by open withdrawals, `withdrawableBalance` is
 * what may be withdrawn now, and `balance` is their sum: all the member's money. With
 * `payment: 'withdraw'` (the session's wallet load and the withdrawal screen) `balance` is the
 * withdrawable balance, because the clients read only `balance` and `tokenBalance` and use that
 * balance as the ceiling of a withdrawal (core's WithdrawalsService.context).
 */
export const walletOf = (balances: UserBalances, payment?: 'withdraw'): Wallet => {
  const available = dec(balances.available);
  const frozen = dec(balances.frozen);
  const total = available.plus(frozen);
  return {
    balance: toMoneyString(payment === 'withdraw' ? available : total),
    tokenBalance: toDecimalString(dec(balances.tokens)),
    frozenAmount: toMoneyString(frozen),
    withdrawableBalance: toMoneyString(available),
  };
};

export const readWallet = async (
  db: SqlExecutor,
  siteId: string,
  userId: string,
  payment?: 'withdraw',
): Promise<Wallet> => walletOf(await readUserBalances(db, siteId, userId), payment);
