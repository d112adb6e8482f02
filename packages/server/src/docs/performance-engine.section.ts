import { FORMULA_VERSION, SIGNAL_HISTORY_CSV_COLUMNS } from '@signal-portal/core';
import { HISTORY_MAX_PAGE_SIZE } from '../routes/signals/schemas.js';
import { INITIAL_HISTORY_DAYS } from '../signals/performance-refresh.js';
import { REFRESH_INTERVAL_MS } from '../signals/refresh-schedule.js';

/**
 * How a signal's figures stay current and how anyone recomputes them (GET /signal/{id}/history), for
 * docs/api.md (from the server's constants).
 */
export const renderPerformanceEngineSection = (): string[] => [
  '## Performance engine',
  '',
  `A connected signal's figures (its \`performance\`) are recomputed over its whole stored history: at connect`,
  `time from the ${INITIAL_HISTORY_DAYS} days before connecting (what is fetched, not a cap: the history grows`,
  `from there), then at least every ${REFRESH_INTERVAL_MS / 60_000} minutes of platform time and whenever new trades arrive, with`,
  "core's `computePerformance` (incrementally: a refresh costs what is new). `historyDays` grows with the history",
  'and `apr180` appears once there are 180 days. The figures carry their `updatedAt` (the refresh time) and',
  `\`formulaVersion\` (now \`${FORMULA_VERSION}\`, docs/metrics.md). A disconnected, lost, archived or deleted signal`,
  'is not refreshed; reconnecting starts again (the same account keeps its history, another account starts it',
  'over). A refresh is pushed on `signals` and `signal.<id>` as a `SignalFiguresPatch`: `{ kind: "figures", id,',
  'updatedAt, figures, profitDatasFrom, profitDatasTail }`: every figure but the daily series, and of the series',
  'only the days from `profitDatasFrom` on (the earlier ones are unchanged); core `applyFiguresPatch` merges it.',
  '',
  '### Statistics inputs: `GET /signal/{id}/history`',
  '',
  "The signal's trades and balance operations exactly as the engine used them for the stored figures, in its",
  'order (by time; at one instant balance operations first). `computePerformance(trades, balanceOperations,',
  'refreshedAt, { platform })` over all of them (core `performanceInputsOf` splits a list) gives the stored',
  'figures. Rows recorded after the last refresh appear with the next one.',
  '',
  `- JSON: \`{ list, total, page, pageSize, platform, source, formulaVersion, refreshedAt, syncedTo }\`; \`page\``,
  `  (1-based), \`pageSize\` 100 by default, at most ${HISTORY_MAX_PAGE_SIZE}. Each entry is \`{ type: "TRADE", ...Trade }\``,
  '  or `{ type: "BALANCE", ...BalanceOperation }`; decimals are strings exactly as stored.',
  '- `?format=csv`: every entry, streamed from the database in batches (no size limit), as',
  '  `signal-<id>-history-<refresh day>.csv` (attachment), with the headers `X-Platform`, `X-Formula-Version` and',
  '  `X-Refreshed-At`. Columns:',
  `  ${SIGNAL_HISTORY_CSV_COLUMNS.map((c) => `\`${c}\``).join(', ')}.`,
  '  A trade fills `id` with its ticket and `time` with its close time and leaves `kind` and `amount` empty; a',
  "  balance operation fills `id`, `time`, `kind` (`DEPOSIT`/`WITHDRAWAL`), `amount` and leaves the trade's",
  '  columns empty. Times are ISO 8601 UTC; decimals exactly as stored (`0.10`, `-0.70`); a text cell that looks',
  '  like a formula gets a leading apostrophe (numbers stay as they are). Core `historyEntryOfCsvRecord` reads a',
  '  line back.',
  "- Another member's or another site's signal: `SIGNAL_NOT_FOUND`, as an unknown id.",
  '',
];
