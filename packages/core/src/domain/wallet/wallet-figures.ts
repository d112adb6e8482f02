import { fail, ok, type Result } from '../../shared/result.js';
import {
  dec,
  isDecimalString,
  roundMoney,
  toDecimalString,
  toMoneyString,
  type DecimalString,
} from '../../shared/money.js';
import type { AssetSummary, Wallet } from './wallet.js';

/**
 * The wallet's figures as the screens and the CLI show them, one model for both so they label and
 * compute them alike (texts: `walletPage.figures.<id>.label` and `.tip`).
 *
 * Spec section 3 takes only `balance` and `tokenBalance` from the server's Wallet; its `frozenAmount`
 * and `withdrawableBalance` stay '0'. So the split of the money is derived from the assets view
 * (GET /asset/summary), one snapshot of the ledger: `cash` is what may be withdrawn now and
 * `totalFunds - cash` is what open withdrawals hold. GET /asset/wallet (without payment=withdraw)
 * gives the token balance, and its `balance` (all the member's money) must equal `totalFunds`; when
 * it does not, a money move landed between the two reads (see walletReadsAgree).
 */

/** The platform wallet's tiles, in screen order. */
export const PLATFORM_WALLET_FIGURES = ['total', 'frozen', 'withdrawable', 'tokenBalance'] as const;
export type PlatformWalletFigure = (typeof PLATFORM_WALLET_FIGURES)[number];

/** The asset wallet's tiles, in screen order (spec: net, cash, securities, transaction cost, total funds, real funds). */
export const ASSET_WALLET_FIGURES = [
  'net',
  'cash',
  'securities',
  'transactionCost',
  'totalFunds',
  'realFunds',
] as const;
export type AssetWalletFigure = (typeof ASSET_WALLET_FIGURES)[number];

export type WalletFigureId = PlatformWalletFigure | AssetWalletFigure;

/** The two positions of the wallet screen's switch. */
export const WALLET_VIEWS = ['platform', 'assets'] as const;
export type WalletView = (typeof WALLET_VIEWS)[number];

/** What a figure counts: US dollars, or the reward tokens of the token wallet. */
export type WalletFigureUnit = 'USD' | 'TOKEN';

export const walletFigureUnit = (id: WalletFigureId): WalletFigureUnit =>
  id === 'tokenBalance' ? 'TOKEN' : 'USD';

export interface WalletFigures {
  /** USD at cents, except the token balance (tokens as the server wrote them). */
  readonly platform: Readonly<Record<PlatformWalletFigure, DecimalString>>;
  /** USD at cents. */
  readonly assets: Readonly<Record<AssetWalletFigure, DecimalString>>;
}

/** The two answers the figures come from. */
export interface WalletReads {
  /** GET /asset/wallet without payment=withdraw, as walletFromServer keeps it. */
  readonly wallet: Pick<Wallet, 'balance' | 'tokenBalance'>;
  /** GET /asset/summary. */
  readonly summary: AssetSummary;
}

const decimalsOf = ({ wallet, summary }: WalletReads): readonly unknown[] => [
  wallet.balance,
  wallet.tokenBalance,
  ...ASSET_WALLET_FIGURES.map((id) => summary[id]),
];

/**
 * The figures of both switch positions. total = frozen + withdrawable always holds; frozen is never
 * shown below zero (cash above total funds would be a broken answer, refused as INTERNAL_ERROR), and
 * an amount that is not a decimal string is refused the same way rather than shown as garbage.
 */
export const walletFiguresOf = (reads: WalletReads): Result<WalletFigures> => {
  if (!decimalsOf(reads).every(isDecimalString)) return fail('INTERNAL_ERROR');
  const { summary } = reads;
  // Rounded first, frozen after: three figures rounded apart could miss the sum by a cent.
  const total = roundMoney(dec(summary.totalFunds));
  const withdrawable = roundMoney(dec(summary.cash));
  const frozen = total.minus(withdrawable);
  if (frozen.isNegative()) return fail('INTERNAL_ERROR');
  return ok({
    platform: {
      total: toMoneyString(total),
      frozen: toMoneyString(frozen),
      withdrawable: toMoneyString(withdrawable),
      tokenBalance: toDecimalString(dec(reads.wallet.tokenBalance)),
    },
    assets: {
      net: toMoneyString(dec(summary.net)),
      cash: toMoneyString(withdrawable),
      securities: toMoneyString(dec(summary.securities)),
      transactionCost: toMoneyString(dec(summary.transactionCost)),
      totalFunds: toMoneyString(total),
      realFunds: toMoneyString(dec(summary.realFunds)),
    },
  });
};

/**
 * Both reads saw the same moment: the wallet's balance (all the member's money) is the summary's
 * total funds. Amounts that are not decimals never agree.
 */
export const walletReadsAgree = ({ wallet, summary }: WalletReads): boolean =>
  isDecimalString(wallet.balance) &&
  isDecimalString(summary.totalFunds) &&
  dec(wallet.balance).equals(dec(summary.totalFunds));

const isPlatformFigure = (id: WalletFigureId): id is PlatformWalletFigure =>
  (PLATFORM_WALLET_FIGURES as readonly WalletFigureId[]).includes(id);

/** One figure of either position by its id (the ids of the two positions never overlap). */
export const walletFigureValue = (figures: WalletFigures, id: WalletFigureId): DecimalString =>
  isPlatformFigure(id) ? figures.platform[id] : figures.assets[id];
