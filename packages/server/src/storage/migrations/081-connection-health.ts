import type { Migration } from '../migrate.js';

/**
 * Connection health (signals/connection-health*.ts):
 *
 * - The broker simulator's faults per simulated account (brokers/simulator/simulator-faults.ts): what
 *   an operator caused with `signal fault` and no fresh link or `clear` has ended yet. Kept in storage
 *   so a fault caused from `npm run ops` reaches every server process and survives a restart. Accounts
 *   are the broker's, not a site's: `platform/server/number`.
 * - The pending `signal.health` check of a signal is looked up by its signal at every check and every
 *   link. Not unique: a connect holding the signal's lock must never wait on a check's job row (the
 *   check waits on that signal's lock); two pending checks of a signal fold into one when they run.
 */
export const connectionHealthMigration: Migration = {
  version: 81,
  name: 'connection-health',
  sql: /* sql */ `
CREATE TABLE simulator_faults (
  account text NOT NULL,
  fault text NOT NULL,
  PRIMARY KEY (account, fault)
);

CREATE INDEX jobs_pending_health_check ON jobs (site_id, (payload->>'signalId'))
  WHERE kind = 'signal.health' AND done_at IS NULL;
`,
};
