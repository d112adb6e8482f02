import type { Migration } from '../migrate.js';

/**
 * Schema changes of the auth area (kept apart so areas evolve without touching each other's files):
 * referral codes are looked up without regard to case, referred users listed per referrer, and a
 * verify cookie finds its request by id within the site.
 */
export const authMigration: Migration = {
  version: 10,
  name: 'auth',
  sql: /* sql */ `
CREATE INDEX users_referral_code_upper ON users (site_id, upper(referral_code));
CREATE INDEX users_referrer ON users (site_id, referrer_id, created_at DESC) WHERE referrer_id IS NOT NULL;
CREATE INDEX verification_codes_pending ON verification_codes (site_id, destination, created_at DESC)
  WHERE consumed_at IS NULL;
`,
};
