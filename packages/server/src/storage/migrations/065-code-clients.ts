import type { Migration } from '../migrate.js';

/**
 * The code flow's limits look up one client's codes (destination and address: its resend countdown, its
 * codes in the last hour, whether it ever completed one). A contact that strangers keep asking for
 * gathers many codes from other addresses; this index keeps the member's own lookups small.
 */
export const codeClientsMigration: Migration = {
  version: 65,
  name: 'code-clients',
  sql: /* sql */ `
CREATE INDEX verification_codes_client ON verification_codes (site_id, destination, ip, created_at DESC);
`,
};
