import type { Migration } from '../migrate.js';

/**
 * Live-feed events too large for a NOTIFY payload (8000 bytes; a signal with its performance is
 * larger) are stored here and the NOTIFY names the row; every process reads it back. Rows are
 * deleted after a few minutes, long after every listener has read them.
 */
export const feedMigration: Migration = {
  version: 60,
  name: 'feed',
  sql: /* sql */ `
CREATE TABLE feed_payloads (
  id bigserial PRIMARY KEY,
  payload text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feed_payloads_created ON feed_payloads (created_at);
`,
};
