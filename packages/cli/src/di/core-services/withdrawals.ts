import { WithdrawalsService } from '@signal-portal/core';
import type { CoreServiceDeps } from './deps.js';

/** Withdrawals (idempotency keys from the run's random bytes). */
export const create = ({ api, random }: CoreServiceDeps): WithdrawalsService =>
  new WithdrawalsService({ api, random });
