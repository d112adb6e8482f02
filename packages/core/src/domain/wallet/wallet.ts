import type { DecimalString } from '../../shared/money.js';
import type { IsoDateTime } from '../../shared/time.js';

/** The provider's wallet (spec section 3): all strings, all '0' by default. */
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

/** Only balance and tokenBalance are taken from the server's answer (spec section 3). */
export const walletFromServer = (server: Pick<Wallet, 'balance' | 'tokenBalance'>): Wallet => ({
  ...EMPTY_WALLET,
  balance: server.balance,
  tokenBalance: server.tokenBalance,
});

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
