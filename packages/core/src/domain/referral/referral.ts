import type { DecimalString } from '../../shared/money.js';
import type { IsoDateTime } from '../../shared/time.js';

/** One user who joined through the provider's referral link. */
export interface ReferredUser {
  readonly username: string;
  readonly joinedAt: IsoDateTime;
  readonly reward: DecimalString;
}

/** The referral page's data (spec: user, join time, reward, count of successful referrals). */
export interface Referral {
  readonly code: string;
  readonly link: string;
  readonly successCount: number;
  readonly totalReward: DecimalString;
  readonly users: readonly ReferredUser[];
}
