import type { Migration } from '../migrate.js';

/**
 * Schema changes of the site area: live-feed tokens are one-time, across every server process, so
 * each use is recorded (its hash only) until the token would have expired anyway.
 */
export const siteMigration: Migration = {
  version: 50,
  name: 'site',
  sql: /* sql */ `
CREATE TABLE ws_token_uses (
  token_hash text PRIMARY KEY,
  site_id text NOT NULL REFERENCES sites (id),
  expires_at timestamptz NOT NULL
);
CREATE INDEX ws_token_uses_expiry ON ws_token_uses (expires_at);
`,
};
