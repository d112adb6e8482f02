import { ReferralService } from '@signal-portal/core';
import type { CoreServiceDeps } from './deps.js';

/** The referral programme. */
export const create = ({ api }: CoreServiceDeps): ReferralService => new ReferralService({ api });
