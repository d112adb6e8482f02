import type { Migration } from '../migrate.js';

/**
 * Indexes that serve the reports' keyset order (newest first by time, then id; report pages by
 * cursor and the CSV batches read the rows after a key):
 *
 * - The last settlement-log line of each profit-share record, which the settlement and unsettled
 *   reports join to every row: found at the head of the record's entries instead of sorting them
 *   (it replaces the index on record_id alone, which only that join used; about 20% off a 200k-row
 *   settlement CSV on PostgreSQL 15).
 * - A provider's copied orders across all their signals, in report order: the order report without a
 *   signal filter reads a batch after a key from an index instead of sorting every order of the site.
 *   (With a signal filter follow_orders_report serves it; the settlement report has profit_share_report
 *   and the settlement log settlement_outcomes_report.)
 */
export const reportKeysetMigration: Migration = {
  version: 87,
  name: 'report-keyset',
  sql: /* sql */ `
DROP INDEX settlement_outcomes_record;
CREATE INDEX settlement_outcomes_record_last ON settlement_outcomes (site_id, record_id, settled_at DESC, id DESC)
  WHERE record_id IS NOT NULL;
CREATE INDEX follow_orders_site_report ON follow_orders (site_id, open_time DESC, id DESC);
`,
};
