import {
  dec,
  Decimal,
  isDecimalString,
  sumDecimals,
  toDecimalString,
  toMoneyString,
  type Trade,
} from '@signal-portal/core';
import { DEFAULT_STARTING_BALANCE } from '@signal-portal/fixtures';
import type { RobotRecord } from '../storage/robots.repository.js';
import type { FollowedSignal } from './followed-signals.js';

/** Follower volumes are rounded down to this many places (finer than any lot or contract step). */
const VOLUME_PLACES = 4;

export interface RobotFill {
  readonly robotId: string;
  readonly volume: string;
  /** The robot's result of the trade, in cents. */
  readonly profit: string;
}

/** One provider trade as the followers copied it: the follow_orders row and each robot's share of it. */
export interface CopiedTrade {
  readonly ticket: string;
  readonly symbol: string;
  readonly side: Trade['side'];
  readonly impactVolume: string;
  readonly followOrders: number;
  readonly followVolume: string;
  readonly profit: string;
  readonly openTime: string;
  readonly closeTime: string;
  readonly fills: readonly RobotFill[];
}

/** The platform symbol of a trade's symbol (the provider's broker may name it differently). */
const platformSymbolOf = (signal: FollowedSignal, symbol: string): string =>
  signal.symbols.find((pairing) => pairing.providerSymbol === symbol)?.platformSymbol ?? symbol;

/**
 * The provider's capital a follower's investment is compared with: the calculated principal, else the
 * simulated accounts' usual starting balance (in the account's currency, like the trades' profit, so
 * a robot's profit is its investment times the provider's return).
 */
const principalOf = (signal: FollowedSignal): Decimal => {
  const principal =
    signal.principal !== undefined && isDecimalString(signal.principal) ? dec(signal.principal) : undefined;
  return principal?.greaterThan(0) ? principal : dec(DEFAULT_STARTING_BALANCE[signal.platform]);
};

/** Whether a robot copies a trade: running, created before the trade opened, and following its symbol. */
const follows = (robot: RobotRecord, symbol: string, openTime: number): boolean =>
  robot.status === 'RUNNING' &&
  robot.createdAt.getTime() <= openTime &&
  (robot.followType === 'FULL_SIGNAL' || robot.symbols.includes(symbol));

/**
 * Copies a provider's closed trade to the robots following it: each robot trades the provider's
 * volume scaled by its investment / the provider's principal and makes the trade's profit at the same
 * scale (rounded to cents), so its return equals the provider's. Undefined when no robot copied it.
 */
export const copyTrade = (
  trade: Trade,
  signal: FollowedSignal,
  robots: readonly RobotRecord[],
): CopiedTrade | undefined => {
  const symbol = platformSymbolOf(signal, trade.symbol);
  const openTime = Date.parse(trade.openTime);
  const principal = principalOf(signal);
  const fills = robots
    .filter((robot) => follows(robot, symbol, openTime))
    .map((robot): RobotFill => {
      const scale = dec(robot.investment).dividedBy(principal);
      return {
        robotId: robot.id,
        volume: toDecimalString(
          dec(trade.volume).times(scale).toDecimalPlaces(VOLUME_PLACES, Decimal.ROUND_DOWN),
        ),
        profit: toMoneyString(dec(trade.profit).times(scale)),
      };
    });
  if (fills.length === 0) return undefined;
  return {
    ticket: trade.ticket,
    symbol,
    side: trade.side,
    impactVolume: toDecimalString(dec(trade.volume)),
    followOrders: fills.length,
    followVolume: toDecimalString(sumDecimals(fills.map((fill) => dec(fill.volume)))),
    profit: toMoneyString(sumDecimals(fills.map((fill) => dec(fill.profit)))),
    openTime: trade.openTime,
    closeTime: trade.closeTime,
    fills,
  };
};
