import type { DecimalString } from '../../shared/money.js';
import type { IsoDateTime } from '../../shared/time.js';
import type { SignalPerformance } from '../metrics/performance.types.js';
import type { Platform } from '../platform/platform.js';
import type { RobotStats } from '../robot/robot.js';
import type { SymbolPairing } from '../symbols/symbol-pairing.js';

/**
 * Review state, as stored. NOT_SUBMITTED: draft; CREATED: first submission pending approval;
 * SUBMITTED: re-submitted after a rejection or an edit, pending approval; PASSED: approved;
 * NOT_PASSED: rejected. The entity default is PASSED (spec section 3).
 */
export const SIGNAL_STATUSES = ['NOT_SUBMITTED', 'CREATED', 'SUBMITTED', 'PASSED', 'NOT_PASSED'] as const;
export type SignalStatus = (typeof SIGNAL_STATUSES)[number];

/** Connection to the trading account (spec section 4). */
export const CONN_STATUSES = ['CONNECTED', 'CONNECTING', 'DISCONNECTED', 'CALCULATING', 'LOST'] as const;
export type ConnStatus = (typeof CONN_STATUSES)[number];

/** Account link (MT4/MT5 investor password), EA sync tool (signal token), or a read-only API key (BINANCE). */
export const CONN_METHODS = ['ACCOUNT_LINK', 'EA', 'API_KEY'] as const;
export type ConnMethod = (typeof CONN_METHODS)[number];

/** Running state, derived from `enable` and `archivedAt`. */
export const RUNNING_STATES = ['ACTIVE', 'INACTIVE', 'ARCHIVED'] as const;
export type RunningState = (typeof RUNNING_STATES)[number];

export interface SignalAccountInfo {
  /** Trading account number. */
  readonly number: string;
  readonly server: string;
  /** Broker server timezone, e.g. 'UTC+2'. */
  readonly timezone: string;
  /** Whether copying stopped because the account's margin call level was hit. */
  readonly stopMtcp: boolean;
  /** Why the connection was lost or refused, as an error code or ''. */
  readonly reason: string;
}

export interface FollowSetting {
  readonly investmentMin: DecimalString;
  readonly investmentMax: DecimalString;
  /** Percent of followers' profit shared with the provider, e.g. '20' for 20%. */
  readonly profitSharePercent: DecimalString;
}

/** Followers and their invested funds on one day (for the followers chart). */
export interface FollowersPoint {
  readonly date: string;
  readonly followers: number;
  readonly investment: DecimalString;
}

/** A trading signal (spec section 3), field for field, plus archivedAt/deletedAt for the running state. */
export interface Signal {
  readonly id: string;
  readonly token: string;
  readonly name: string;
  readonly describe: string;
  readonly headshot: string;
  readonly status: SignalStatus;
  readonly enable: boolean;
  readonly comment: string;
  readonly platform: Platform;
  readonly createdAt: IsoDateTime;
  readonly updatedAt: IsoDateTime;
  readonly submittedAt: IsoDateTime | null;
  readonly reviewedAt: IsoDateTime | null;
  readonly enabledAt: IsoDateTime | null;
  readonly archivedAt: IsoDateTime | null;
  readonly deletedAt: IsoDateTime | null;
  readonly connStatus: ConnStatus;
  readonly connMethod: ConnMethod;
  readonly enabledBefore: boolean;
  readonly symbols: readonly SymbolPairing[];

  // computed by the platform
  readonly numOfFollowers: number;
  readonly investmentOfFollow: DecimalString;
  readonly wasFollowed: boolean;
  readonly profitOfCompletedFollowing: DecimalString;
  readonly profitOfSymbolsStrategy: DecimalString;
  readonly profitShare: DecimalString;
  readonly runningRobotData: readonly RobotStats[];
  readonly totalTradingRobotData: readonly RobotStats[];
  readonly followersDatas: readonly FollowersPoint[];

  readonly info: SignalAccountInfo;
  readonly followSetting: FollowSetting;
  /** Null until the first calculation after connecting. */
  readonly performance: SignalPerformance | null;
}

export const runningStateOf = (signal: Pick<Signal, 'enable' | 'archivedAt'>): RunningState =>
  signal.archivedAt !== null ? 'ARCHIVED' : signal.enable ? 'ACTIVE' : 'INACTIVE';

/** A blank signal with the spec's defaults: status PASSED, connStatus DISCONNECTED, money '0'. */
export const defaultSignal = (overrides: Partial<Signal> = {}): Signal => ({
  id: '',
  token: '',
  name: '',
  describe: '',
  headshot: '',
  status: 'PASSED',
  enable: false,
  comment: '',
  platform: 'MT4',
  createdAt: '1970-01-01T00:00:00.000Z',
  updatedAt: '1970-01-01T00:00:00.000Z',
  submittedAt: null,
  reviewedAt: null,
  enabledAt: null,
  archivedAt: null,
  deletedAt: null,
  connStatus: 'DISCONNECTED',
  connMethod: 'ACCOUNT_LINK',
  enabledBefore: false,
  symbols: [],
  numOfFollowers: 0,
  investmentOfFollow: '0',
  wasFollowed: false,
  profitOfCompletedFollowing: '0',
  profitOfSymbolsStrategy: '0',
  profitShare: '0',
  runningRobotData: [],
  totalTradingRobotData: [],
  followersDatas: [],
  info: { number: '', server: '', timezone: '', stopMtcp: false, reason: '' },
  followSetting: { investmentMin: '100', investmentMax: '1000000', profitSharePercent: '0' },
  performance: null,
  ...overrides,
});
