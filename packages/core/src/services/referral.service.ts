import type { ApiClient } from '../api/api-client.js';
import type { Referral } from '../domain/referral/referral.js';
import type { Result } from '../shared/result.js';

/** The referral page: link, successful referrals and rewards. */
export class ReferralService {
  constructor(private readonly deps: { readonly api: ApiClient }) {}

  referral(): Promise<Result<Referral>> {
    return this.deps.api.call('GET /user/referral');
  }
}
