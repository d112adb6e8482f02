import type { Migration } from '../migrate.js';

/**
 * The performance engine's bookkeeping (signals/performance-refresh.ts):
 *
 * - `seq` numbers the stored trades and balance operations in the order they were recorded, whoever
 *   recorded them (the broker reads, the EA protocol), so a refresh reads only the rows recorded since
 *   the last one and extends the figures with them instead of recomputing the whole history.
 * - At most one pending `signal.refresh` job per signal: the periodic refresh and the ones new trades
 *   ask for collapse into one (the earliest), so a signal is never refreshed twice for the same data.
 */
export const signalRefreshMigration: Migration = {
  version: 85,
  name: 'signal-refresh',
  sql: /* sql */ `
ALTER TABLE signal_trades ADD COLUMN seq bigserial;
ALTER TABLE signal_balance_operations ADD COLUMN seq bigserial;
CREATE INDEX signal_trades_by_seq ON signal_trades (site_id, signal_id, seq);
CREATE INDEX signal_balance_operations_by_seq ON signal_balance_operations (site_id, signal_id, seq);

CREATE UNIQUE INDEX jobs_one_pending_refresh ON jobs (site_id, (payload->>'signalId'))
  WHERE kind = 'signal.refresh' AND done_at IS NULL;
`,
};
