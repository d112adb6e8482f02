import type { DecimalString } from '../../shared/money.js';
import type { IsoDateTime } from '../../shared/time.js';

/**
 * GET /asset/wallet's answer (spec section 3), all strings, '0' by default: `balance` is all the
 * member's money (with `payment=withdraw` the withdrawable part), `frozenAmount` what open withdrawals
 * hold, `withdrawableBalance` what may be withdrawn now. Screens and the CLI show it as WalletBalances.
 */
export interface Wallet {
  readonly balance: DecimalString;
  readonly tokenBalance: DecimalString;
  readonly frozenAmount: DecimalString;
  readonly withdrawableBalance: DecimalString;
}

export const EMPTY_WALLET: Wallet = {
  balance: '0',
  tokenBalance: '0',
  frozenAmount: '0',
  withdrawableBalance: '0',
};

/**
 * Every field of the server's answer is kept, a missing one '0'. (The spec kept only balance and
 * tokenBalance; issue 12 found the frozen and withdrawable figures shown as '0' that way.)
 */
export const walletFromServer = (server: Partial<Wallet>): Wallet => ({
  balance: server.balance ?? EMPTY_WALLET.balance,
  tokenBalance: server.tokenBalance ?? EMPTY_WALLET.tokenBalance,
  frozenAmount: server.frozenAmount ?? EMPTY_WALLET.frozenAmount,
  withdrawableBalance: server.withdrawableBalance ?? EMPTY_WALLET.withdrawableBalance,
});

/**
 * The one wallet model the web and the CLI show, with the same labels
 * (`walletPage.figures.<id>.label`): total = frozen + withdrawable, USD at cents; tokens as the
 * server wrote them.
 */
export interface WalletBalances {
  readonly total: DecimalString;
  readonly frozen: DecimalString;
  readonly withdrawable: DecimalString;
  readonly tokenBalance: DecimalString;
}

/** The asset view's figures (spec: net, cash, securities, transaction cost, total funds, real funds). */
export interface AssetSummary {
  readonly net: DecimalString;
  readonly cash: DecimalString;
  readonly securities: DecimalString;
  readonly transactionCost: DecimalString;
  readonly totalFunds: DecimalString;
  readonly realFunds: DecimalString;
}

/** Wallet symbol configuration loaded with the wallet; its fields are not shown on screen. */
export interface WalletSymbolConfig {
  readonly currency: string;
  readonly decimals: number;
  readonly networks: readonly string[];
}

export const TRANSACTION_TYPES = [
  'WITHDRAW_WIRE',
  'WITHDRAW_CRYPTO',
  'PROFIT_SHARE',
  'WITHDRAW_BY_SYSTEM',
  'DEPOSIT_BY_SYSTEM',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The category of reward records in the token wallet. */
export const REWARD = 'REWARD' as const;
export type RewardCategory = typeof REWARD;

export const REWARD_TYPES = [
  'REWARD_REGISTERED',
  'REWARD_FIRST_SIGNAL_CREATE',
  'REWARD_FOLLOWING_REACH_TEN',
  'REWARD_INTRODUCE',
] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** A line of the real wallet's records. Positive amounts credit, negative debit. */
export interface RealRecord {
  readonly id: string;
  readonly type: TransactionType;
  readonly amount: DecimalString;
  readonly balanceAfter: DecimalString;
  readonly reference: string;
  readonly createdAt: IsoDateTime;
}

/** A line of the token wallet's records (rewards). */
export interface TokenRecord {
  readonly id: string;
  readonly category: RewardCategory;
  readonly type: RewardType;
  readonly amount: DecimalString;
  readonly balanceAfter: DecimalString;
  readonly createdAt: IsoDateTime;
}
