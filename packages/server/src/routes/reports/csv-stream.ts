import { Readable } from 'node:stream';
import { neutraliseCsvCell } from '@signal-portal/core';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { SqlExecutor } from '../../storage/database.port.js';
import { readReportRows, type ReportSql } from '../../storage/reports.repository.js';

/** Rows read from the database per batch while streaming CSV: the most the handler holds at once. */
export const CSV_BATCH_SIZE = 500;

/**
 * Every row of a report, newest first, read in batches by keyset on (t, id): each batch is a fresh
 * query after the last row of the previous one, so memory stays at one batch for any size and no
 * transaction stays open while the client reads.
 */
export async function* reportRowsInBatches<Row extends { t: Date; id: string }, Out>(
  db: SqlExecutor,
  report: ReportSql,
  toRecord: (row: Row) => Out,
  batchSize = CSV_BATCH_SIZE,
): AsyncGenerator<Out> {
  let after: { t: Date; id: string } | undefined;
  for (;;) {
    const rows = await readReportRows<Row>(db, report, { kind: 'after', after, limit: batchSize });
    for (const row of rows) yield toRecord(row);
    const last = rows[rows.length - 1];
    if (rows.length < batchSize || last === undefined) return;
    after = { t: last.t, id: last.id };
  }
}

/**
 * Streams records as CSV (a header row, then one line per record) to the reply, every text cell
 * neutralised against formula injection (neutraliseCsvCell). The source is pulled
 * only as fast as the client reads (stream backpressure), so the next batch is read only when needed.
 */
export const sendCsv = <Out extends object>(
  reply: FastifyReply,
  filename: string,
  columns: readonly (keyof Out & string)[],
  records: AsyncIterable<Out>,
): FastifyReply => {
  const source = Readable.from(records, { objectMode: true, highWaterMark: 16 });
  const csv = stringify({
    header: true,
    columns: columns.map((key) => ({ key, header: key })),
    // No cell a spreadsheet would run as a formula (a signal named '-A1-A2'); numbers stay numbers.
    cast: { string: (value) => neutraliseCsvCell(value) },
  });
  source.on('error', (error) => csv.destroy(error));
  source.pipe(csv);
  return (
    reply
      .code(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      // Never read as anything but CSV, whoever loads it.
      .header('x-content-type-options', 'nosniff')
      .send(csv)
  );
};
