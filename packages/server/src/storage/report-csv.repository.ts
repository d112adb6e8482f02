import type { Database } from './database.port.js';
import {
  cutReportSql,
  keysetCondition,
  REPORT_KEY_SQL,
  type ReportKey,
  type ReportSql,
} from './reports.repository.js';

/**
 * How the database writes one CSV cell of a report, as the records and csv-stringify did in JS
 * (docs/report-csv.md; a test holds the two byte for byte):
 * - `text`: formula neutralised (core's neutraliseCsvCell: a leading apostrophe before =, +, -, @,
 *   tab, CR or their full-width forms unless it is a plain number), then quoted when it holds a comma,
 *   a quote, LF or CR (quotes doubled); NULL is empty.
 * - `money`: rounded half away from zero to cents (`toMoneyString`), NULL as 0.00.
 * - `decimal`: exact, trailing zeros dropped (`toDecimalString`); NULL is empty.
 * - `time`: ISO 8601 UTC with milliseconds (`toIso` of the Date the driver parses: truncated); NULL empty.
 * - `integer`: as is.
 */
export type CsvCellKind = 'text' | 'money' | 'decimal' | 'time' | 'integer';

export interface CsvCell {
  /** A column of the report's inner query (`q.<name>`). */
  readonly column: string;
  readonly kind: CsvCellKind;
}

const FORMULA_FIRST = `('=', '+', '-', '@', E'\\t', E'\\r', '\uff1d', '\uff0b', '\uff0d', '\uff20')`;

const neutralised = (x: string): string =>
  `CASE WHEN left(${x}, 1) IN ${FORMULA_FIRST} AND ${x} !~ '^-?[0-9]+(\\.[0-9]+)?$' THEN '''' || ${x} ELSE ${x} END`;

const textCell = (x: string): string =>
  `CASE WHEN ${x} IS NULL THEN '' ` +
  `WHEN strpos(${x}, ',') > 0 OR strpos(${x}, '"') > 0 OR strpos(${x}, E'\\n') > 0 OR strpos(${x}, E'\\r') > 0 ` +
  `THEN '"' || replace(${neutralised(x)}, '"', '""') || '"' ELSE ${neutralised(x)} END`;

/** A cell's value as the file shows it, before CSV quoting: NULL where the row has none. */
const cellValueSql = ({ column, kind }: CsvCell): string => {
  const x = `q.${column}`;
  switch (kind) {
    case 'text':
      return neutralised(`${x}::text`);
    case 'money':
      return `round(coalesce(${x}::numeric, 0), 2)::text`;
    case 'decimal':
      return `trim_scale(${x}::numeric)::text`;
    case 'time':
      return `to_char(${x} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    case 'integer':
      return `${x}::text`;
  }
};

/** A cell as csv-stringify wrote it: a text quoted when it needs it, a missing value empty. */
export const csvCellSql = (cell: CsvCell): string =>
  cell.kind === 'text' ? textCell(`q.${cell.column}::text`) : `coalesce(${cellValueSql(cell)}, '')`;

/**
 * A cell as a column of PostgreSQL's own CSV (`COPY ... TO STDOUT (FORMAT csv)`), which quotes a value
 * holding a comma, a quote, LF or CR and doubles its quotes, as csv-stringify does, writes NULL as an
 * empty cell and an empty text as `""`: so an empty text is given as NULL, and the bytes are those of
 * csvLineSql (a test holds the two together).
 */
const copyCellSql = (cell: CsvCell): string =>
  cell.kind === 'text' ? `nullif(${cellValueSql(cell)}, '')` : cellValueSql(cell);

/** Every row of a report, newest first, as the columns of its CSV (for COPY; `$n` its parameters). */
export const reportCsvCopySql = (report: ReportSql, cells: readonly CsvCell[]): string =>
  `SELECT ${cells.map(copyCellSql).join(', ')} FROM (${cutReportSql(report, '', '')}) q ORDER BY q.t DESC, q.id DESC`;

/** One CSV line (no line break) of a report's row, its cells in order. */
export const csvLineSql = (cells: readonly CsvCell[]): string => cells.map(csvCellSql).join(` || ',' || `);

/** A batch of CSV lines, each ending in a line break, and the key of its last row (none: the end). */
export interface CsvBatch {
  readonly text: string;
  readonly rows: number;
  readonly last: ReportKey | undefined;
}

/**
 * The next `limit` rows of a report after `after` (newest first), written as CSV lines by the
 * database and handed over as one text with the key of the batch's last row: the server passes text
 * through instead of building a record and a decimal per cell, and no value per row reaches the
 * driver. The batch runs without JIT: a large batch is costed above the JIT threshold, and compiling
 * its expressions costs more than running them.
 */
export const readCsvBatch = async (
  db: Database,
  report: ReportSql,
  line: string,
  after: ReportKey | undefined,
  limit: number,
): Promise<CsvBatch> => {
  const params = [...report.params];
  const where = after ? ` WHERE ${keysetCondition(params, after)}` : '';
  params.push(limit);
  const cut = cutReportSql(report, where, ` LIMIT $${params.length}`);
  const n = `$${params.length}`;
  // The lines are added up in the order the subquery gives them (an aggregate over a sorted subquery
  // keeps its order; sorting them again in the aggregate costs a third more), and the key of the
  // batch's last row is picked out by its number in that same order.
  const sql = `SELECT string_agg(b.line, '') AS text, count(*)::int AS rows, max(b.last_t) AS key_t,
      max(b.last_id) AS key_id
    FROM (SELECT ${line} || E'\\n' AS line,
        CASE WHEN row_number() OVER w = ${n} THEN ${REPORT_KEY_SQL} END AS last_t,
        CASE WHEN row_number() OVER w = ${n} THEN q.id END AS last_id
      FROM (${cut}) q WINDOW w AS (ORDER BY q.t DESC, q.id DESC) ORDER BY q.t DESC, q.id DESC) b`;
  const { rows } = await db.transaction(async (tx) => {
    await tx.query("SELECT set_config('jit', 'off', true)");
    return tx.query<{ text: string | null; rows: number; key_t: string | null; key_id: string | null }>(
      sql,
      params,
    );
  });
  const batch = rows[0];
  const count = batch?.rows ?? 0;
  return {
    text: batch?.text ?? '',
    rows: count,
    last: count === limit && batch?.key_t && batch.key_id ? { t: batch.key_t, id: batch.key_id } : undefined,
  };
};
