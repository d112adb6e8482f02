import type { DecimalString } from '../../shared/money.js';
import type { IsoDateTime } from '../../shared/time.js';

/** How a follower's robot copies a signal: every trade, or only chosen symbols. */
export const FOLLOW_TYPES = ['FULL_SIGNAL', 'SYMBOL_STRATEGY'] as const;
export type FollowType = (typeof FOLLOW_TYPES)[number];

export const ROBOT_STATUSES = ['RUNNING', 'STOPPED'] as const;
export type RobotStatus = (typeof ROBOT_STATUSES)[number];

/** A follower's trading robot on a signal. */
export interface Robot {
  readonly id: string;
  readonly name: string;
  readonly signalId: string;
  readonly followerName: string;
  readonly followType: FollowType;
  readonly status: RobotStatus;
  readonly investment: DecimalString;
  readonly profit: DecimalString;
  /** Covered-loss high-water mark of cumulative profit already shared. */
  readonly hwm: DecimalString;
  readonly createdAt: IsoDateTime;
  readonly nextSettlementAt: IsoDateTime;
}

/** Robot counts and profit per follow type (spec: robot; runningRobotData, totalTradingRobotData). */
export interface RobotStats {
  readonly followType: FollowType;
  readonly runningCount: number;
  readonly totalCount: number;
  readonly profit: DecimalString;
}
