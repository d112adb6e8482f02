import type { Migration } from '../migrate.js';

/**
 * Schema changes of the signals area: what the last symbol sync read from the broker (the unmatched
 * list is what it found minus what is matched) and when the current connection began (the end of the
 * 90-day performance window).
 */
export const signalsMigration: Migration = {
  version: 20,
  name: 'signals',
  sql: /* sql */ `
ALTER TABLE signals
  ADD COLUMN broker_symbols jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN symbols_synced_at timestamptz,
  ADD COLUMN connected_at timestamptz;
CREATE INDEX signals_site_status ON signals (site_id, status) WHERE deleted_at IS NULL;
`,
};
