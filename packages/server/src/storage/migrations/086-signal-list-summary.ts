import type { Migration } from '../migrate.js';

/**
 * What the provider's signal list reads (storage/signals.repository.ts listSignals):
 *
 * - `performance_summary`: the stored performance without its series (the daily curve, the monthly
 *   returns and the per-symbol breakdown read as empty; GET /signal/{id}/performance carries them), a
 *   tenth of the document's size. Before, every list request cut the whole (TOASTed, compressed)
 *   document row by row. A generated column, so the database itself keeps it equal to `performance`
 *   on every write, whoever writes (the performance calculation and refresh, any later writer), and
 *   back-fills the existing rows when it is added. A document that is not an object has no summary.
 *   Kept as `json`, the text of the jsonb value: the list only reads it, and reading text out costs
 *   less than printing jsonb on every request.
 * - The list's order (newest first, then id) as an index over the live signals of a provider, with
 *   the view filters' columns, so a page by cursor starts at its key and a page by number counts and
 *   skips index entries only, never whole rows.
 */
export const signalListSummaryMigration: Migration = {
  version: 86,
  name: 'signal-list-summary',
  sql: /* sql */ `
ALTER TABLE signals ADD COLUMN performance_summary json GENERATED ALWAYS AS ((
  CASE WHEN jsonb_typeof(performance) = 'object'
    THEN (performance - 'profitDatas' - 'monthlyReturns' - 'bySymbol')
      || '{"profitDatas": [], "monthlyReturns": [], "bySymbol": []}'::jsonb
  END)::json) STORED;
CREATE INDEX signals_list_order ON signals (site_id, user_id, created_at DESC, id)
  INCLUDE (status, archived_at) WHERE deleted_at IS NULL;
`,
};
