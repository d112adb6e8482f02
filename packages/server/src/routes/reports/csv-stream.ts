import { Readable } from 'node:stream';
import { neutraliseCsvCell } from '@signal-portal/core';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { Database, SqlExecutor } from '../../storage/database.port.js';
import {
  csvLineSql,
  readCsvBatch,
  reportCsvCopySql,
  type CsvBatch,
  type CsvCell,
} from '../../storage/report-csv.repository.js';
import { readReportRows, type ReportSql } from '../../storage/reports.repository.js';

/** Records read per batch where the server builds each record (the unsettled report, priced now). */
export const CSV_BATCH_SIZE = 500;

/**
 * Lines the database writes per batch: large enough that a batch's round trips cost nothing beside
 * it, small enough that the two batches held at once (one going out, the next being read) stay a few MB.
 */
export const CSV_LINE_BATCH_SIZE = 5_000;

/**
 * Every line of a report's CSV, newest first, written by the database (storage/report-csv.repository.ts)
 * in batches by keyset on (t, id): a fresh query per batch, so no transaction stays open while the
 * client reads. The next batch is read while the current one is sent, so the database and the
 * socket work at once; each batch goes out as one large chunk.
 */
export async function* reportCsvInBatches(
  db: Database,
  report: ReportSql,
  cells: readonly CsvCell[],
  batchSize = CSV_LINE_BATCH_SIZE,
): AsyncGenerator<string> {
  const line = csvLineSql(cells);
  const read = (after: CsvBatch['last']): Promise<CsvBatch> => {
    const batch = readCsvBatch(db, report, line, after, batchSize);
    // A client that leaves stops the stream before the read ahead is awaited: it must not go unhandled.
    batch.catch(() => undefined);
    return batch;
  };
  let next: Promise<CsvBatch> | undefined = read(undefined);
  while (next) {
    const batch: CsvBatch = await next;
    next = batch.last ? read(batch.last) : undefined;
    if (batch.text.length > 0) yield batch.text;
  }
}

/**
 * Every line of a report's CSV, newest first: where the database streams CSV itself (PostgreSQL's
 * COPY) and one of its download connections is free, its bytes as they arrive (one snapshot, no text
 * decoded or held: memory stays flat); otherwise in batches (reportCsvInBatches). The bytes are the
 * same either way. A client that leaves ends the generator, which destroys the COPY stream.
 */
export async function* reportCsvLines(
  db: Database,
  report: ReportSql,
  cells: readonly CsvCell[],
): AsyncGenerator<string | Buffer> {
  const copy = await db.copyCsv?.(reportCsvCopySql(report, cells), report.params);
  if (copy) {
    for await (const chunk of copy) yield chunk as Buffer;
    return;
  }
  yield* reportCsvInBatches(db, report, cells);
}

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

const csvReply = (reply: FastifyReply, filename: string): FastifyReply =>
  reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    // Never read as anything but CSV, whoever loads it.
    .header('x-content-type-options', 'nosniff');

/**
 * Records as CSV (a header row, then one line per record), every text cell neutralised against
 * formula injection (neutraliseCsvCell). The records are pulled only as fast as the stream is read.
 */
export const recordsAsCsv = <Out extends object>(
  columns: readonly (keyof Out & string)[],
  records: AsyncIterable<Out>,
): Readable => {
  const source = Readable.from(records, { objectMode: true, highWaterMark: 16 });
  const csv = stringify({
    header: true,
    columns: columns.map((key) => ({ key, header: key })),
    // No cell a spreadsheet would run as a formula (a signal named '-A1-A2'); numbers stay numbers.
    cast: { string: (value) => neutraliseCsvCell(value) },
  });
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
};

/**
 * Streams records as CSV (recordsAsCsv) to the reply. The source is pulled only as fast as the client
 * reads (stream backpressure), so the next batch is read only when needed.
 */
export const sendCsv = <Out extends object>(
  reply: FastifyReply,
  filename: string,
  columns: readonly (keyof Out & string)[],
  records: AsyncIterable<Out>,
): FastifyReply => csvReply(reply, filename).send(recordsAsCsv(columns, records));

/**
 * Streams a report's CSV text (the header line, then the chunks) to the reply, pulled one chunk at a
 * time as the client reads (backpressure): the bytes are those sendCsv writes for the same records.
 */
export const sendCsvText = (
  reply: FastifyReply,
  filename: string,
  columns: readonly string[],
  chunks: AsyncIterable<string | Buffer>,
): FastifyReply => {
  async function* file(): AsyncGenerator<string | Buffer> {
    // Column names are plain identifiers: nothing to quote or neutralise.
    yield `${columns.join(',')}\n`;
    yield* chunks;
  }
  return csvReply(reply, filename).send(Readable.from(file(), { objectMode: false, highWaterMark: 1 }));
};
