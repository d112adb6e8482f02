import { fail, ok, type Result } from '../../shared/result.js';
import {
  dec,
  isDecimalString,
  roundMoney,
  toDecimalString,
  toMoneyString,
  type DecimalString,
} from '../../shared/money.js';
import type { AssetSummary, Wallet, WalletBalances } from './wallet.js';

/**
 * The wallet's figures as the screens and the CLI show them, one model for both so they label and
 * compute them alike (texts: `walletPage.figures.<id>.label` and `.tip`).
 *
 * The platform position is the wallet's own answer (GET /asset/wallet without payment=withdraw), one
 * snapshot of the ledger read as WalletBalances; the assets position is GET /asset/summary. Its
 * `cash` is the withdrawable money and its `totalFunds` the total: when they differ from the
 * wallet's, a money move landed between the two reads (see walletReadsAgree).
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
  /** The one wallet model: USD at cents, except the token balance (tokens as the server wrote them). */
  readonly platform: WalletBalances;
  /** USD at cents. */
  readonly assets: Readonly<Record<AssetWalletFigure, DecimalString>>;
}

/** The two answers the figures come from. */
export interface WalletReads {
  /** GET /asset/wallet without payment=withdraw, as walletFromServer keeps it. */
  readonly wallet: Wallet;
  /** GET /asset/summary. */
  readonly summary: AssetSummary;
}

/**
 * The one wallet model from the wallet's answer: frozen and withdrawable at cents, total their sum
 * (so total = frozen + withdrawable always holds, whatever `balance` meant for the query). An amount
 * that is not a decimal string, or money below zero, is a broken answer: INTERNAL_ERROR rather than
 * garbage on screen.
 */
export const walletBalancesOf = (wallet: Wallet): Result<WalletBalances> => {
  const { frozenAmount, withdrawableBalance, tokenBalance } = wallet;
  if (![frozenAmount, withdrawableBalance, tokenBalance].every(isDecimalString))
    return fail('INTERNAL_ERROR');
  const frozen = roundMoney(dec(frozenAmount));
  const withdrawable = roundMoney(dec(withdrawableBalance));
  if (frozen.isNegative() || withdrawable.isNegative()) return fail('INTERNAL_ERROR');
  return ok({
    total: toMoneyString(frozen.plus(withdrawable)),
    frozen: toMoneyString(frozen),
    withdrawable: toMoneyString(withdrawable),
    tokenBalance: toDecimalString(dec(tokenBalance)),
  });
};

/** The figures of both switch positions: the wallet's balances and the assets view, at cents. */
export const walletFiguresOf = (reads: WalletReads): Result<WalletFigures> => {
  const platform = walletBalancesOf(reads.wallet);
  if (platform.error) return platform;
  const { summary } = reads;
  if (!ASSET_WALLET_FIGURES.every((id) => isDecimalString(summary[id]))) return fail('INTERNAL_ERROR');
  const money = (value: DecimalString): DecimalString => toMoneyString(dec(value));
  return ok({
    platform: platform.value,
    assets: {
      net: money(summary.net),
      cash: money(summary.cash),
      securities: money(summary.securities),
      transactionCost: money(summary.transactionCost),
      totalFunds: money(summary.totalFunds),
      realFunds: money(summary.realFunds),
    },
  });
};

/**
 * Both reads saw the same moment: the wallet's withdrawable money is the summary's cash and its
 * total the summary's total funds. Amounts that are not decimals never agree.
 */
export const walletReadsAgree = ({ wallet, summary }: WalletReads): boolean => {
  const amounts = [wallet.frozenAmount, wallet.withdrawableBalance, summary.cash, summary.totalFunds];
  if (!amounts.every(isDecimalString)) return false;
  const withdrawable = dec(wallet.withdrawableBalance);
  return (
    withdrawable.equals(dec(summary.cash)) &&
    withdrawable.plus(dec(wallet.frozenAmount)).equals(dec(summary.totalFunds))
  );
};

const isPlatformFigure = (id: WalletFigureId): id is PlatformWalletFigure =>
  (PLATFORM_WALLET_FIGURES as readonly WalletFigureId[]).includes(id);

/** One figure of either position by its id (the ids of the two positions never overlap). */
export const walletFigureValue = (figures: WalletFigures, id: WalletFigureId): DecimalString =>
  isPlatformFigure(id) ? figures.platform[id] : figures.assets[id];
