// Deep report pages: GET /api/report/settlement page 10,000 against page 1 (same page size, same
// member, same server), interleaved (scripts/bench/lib/ratio.mjs). Page 1 counts the totals over every
// matching record; page 10,000 is read two ways: by the `cursor` of page 9,999 (keyset: what a client
// following `nextCursor` sends) and by `page=10000` (OFFSET, and the totals counted again).
// PostgreSQL with 1,000,000 records, then PGlite with 100,000 (page size 10 so page 10,000 exists).
// Run after `npx tsc -b`: node scripts/bench/report-paging.bench.mjs
// Env: BENCH_ROWS (PostgreSQL records, default 1,000,000), BENCH_PGLITE_ROWS (default 100,000),
// BENCH_PAGE (default 10,000), BENCH_REQUESTS (requests per side per round, median, default 5),
// BENCH_ROUNDS (default 3), DATABASE_URL, BENCH_SKIP_POSTGRES=1, BENCH_SKIP_PGLITE=1.
import { cpus, loadavg } from 'node:os';
import { cursorKeyOf, encodeCursor } from '../../packages/server/dist/routes/reports/report-cursor.js';
import {
  REPORT_KEY_SQL,
  cutReportSql,
  settlementReportSql,
} from '../../packages/server/dist/storage/reports.repository.js';
import { freshPostgresSchema, seedSettledRecords, startPlatform } from './lib/report-platform.mjs';
import { benchRounds, createVerdicts, interleave, median, summarise } from './lib/ratio.mjs';

const PG_ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const PGLITE_ROWS = Number(process.env.BENCH_PGLITE_ROWS ?? 100_000);
const PAGE = Number(process.env.BENCH_PAGE ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5);
const ROUNDS = benchRounds();
/** Budget (issue 13): a deep page costs at most twice the first. */
const BUDGET = 2;

const fmt = (n, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** GET a report page; throws unless 200. Returns the page and the milliseconds it took. */
const getPage = async (platform, query) => {
  const t0 = performance.now();
  const response = await fetch(`${platform.base}/report/settlement?${query}`, { headers: platform.headers });
  const body = await response.json();
  const ms = performance.now() - t0;
  if (response.status !== 200) throw new Error(`${query} -> ${response.status} ${JSON.stringify(body)}`);
  return { page: body.records, ms };
};

/** Median milliseconds of REQUESTS requests. */
const timeOf = (platform, query) => async () => {
  const times = [];
  for (let i = 0; i < REQUESTS; i++) times.push((await getPage(platform, query)).ms);
  return median(times);
};

/**
 * The cursor a client holds after page `page - 1`: the key of that page's last row, signed as the
 * server signs it (the walk from page 1 gives this same cursor: report-streams tests).
 */
const cursorBefore = async (platform, page, pageSize, first) => {
  const report = settlementReportSql({
    siteId: platform.siteId,
    userId: platform.providerId,
    statuses: ['SETTLED', 'RESETTLED'],
  });
  const offset = (page - 1) * pageSize - 1;
  const { rows } = await platform.db.query(
    `SELECT ${REPORT_KEY_SQL} AS key_t, q.id FROM (${cutReportSql(report, '', ` LIMIT 1 OFFSET ${offset}`)}) q`,
    report.params,
  );
  const scope = { report: 'settlement', siteId: platform.siteId, userId: platform.providerId, pageSize };
  return encodeCursor(cursorKeyOf(platform.secrets.siteTokenKey), scope, {
    page: page - 1,
    key: { t: rows[0].key_t, id: rows[0].id },
    total: first.total,
    totals: first.totals,
  });
};

const benchStorage = async ({ storage, databaseUrl, rows, verdicts, table }) => {
  const pageSize = Math.min(100, Math.floor(rows / PAGE));
  console.log(`\n### ${storage}: ${fmt(rows)} records, page ${fmt(PAGE)} of page size ${pageSize}`);
  const platform = await startPlatform(databaseUrl);
  try {
    const t0 = performance.now();
    const listed = await seedSettledRecords(platform, rows, (line) => console.log(line));
    console.log(
      `  seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s; the report lists ${fmt(listed)}`,
    );
    const firstQuery = `pageSize=${pageSize}`;
    const { page: first } = await getPage(platform, firstQuery);
    const cursor = await cursorBefore(platform, PAGE, pageSize, first);
    const byCursorQuery = `pageSize=${pageSize}&cursor=${encodeURIComponent(cursor)}`;
    const byNumberQuery = `pageSize=${pageSize}&page=${PAGE}`;
    // The figures mean nothing unless both ways give page PAGE with the same rows.
    const [{ page: byCursor }, { page: byNumber }] = [
      await getPage(platform, byCursorQuery),
      await getPage(platform, byNumberQuery),
    ];
    const ids = (page) => page.list.map((r) => r.id).join();
    if (byCursor.page !== PAGE || ids(byCursor) !== ids(byNumber) || byCursor.list.length !== pageSize) {
      throw new Error(`page ${PAGE} by cursor differs from page ${PAGE} by number`);
    }
    console.log(
      `  page ${PAGE}: the same ${pageSize} rows by cursor and by number; total ${fmt(first.total)}`,
    );
    const reference = timeOf(platform, firstQuery);
    for (const [way, query] of [
      ['by cursor', byCursorQuery],
      ['by page number (OFFSET, totals recounted)', byNumberQuery],
    ]) {
      const summary = summarise(
        await interleave({ rounds: ROUNDS, reference, subject: timeOf(platform, query) }),
      );
      verdicts.check(`${storage} page ${fmt(PAGE)} ${way} vs page 1 (ms)`, summary, { budget: BUDGET });
      table.push({
        storage,
        records: listed,
        'page 1 ms': fmt(summary.reference),
        [`page ${PAGE}`]: way,
        ms: fmt(summary.subject),
        ratio: summary.ratio.toFixed(2),
        spread: `${summary.min.toFixed(2)}..${summary.max.toFixed(2)}`,
      });
    }
  } finally {
    await platform.close();
  }
};

console.log(
  `# report page ${fmt(PAGE)} vs page 1 (${cpus().length} cores, load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}, ${new Date().toISOString()}, rounds ${ROUNDS}, ${REQUESTS} requests a side a round)`,
);
const verdicts = createVerdicts();
const table = [];
if (process.env.BENCH_SKIP_POSTGRES !== '1') {
  const pgSchema = await freshPostgresSchema();
  if (pgSchema) {
    try {
      await benchStorage({ storage: 'postgres', databaseUrl: pgSchema.url, rows: PG_ROWS, verdicts, table });
    } finally {
      await pgSchema.drop();
    }
  }
} else console.log('PostgreSQL skipped (BENCH_SKIP_POSTGRES=1).');
if (process.env.BENCH_SKIP_PGLITE !== '1') {
  await benchStorage({ storage: 'pglite', databaseUrl: undefined, rows: PGLITE_ROWS, verdicts, table });
} else console.log('PGlite skipped (BENCH_SKIP_PGLITE=1).');
console.table(table);
verdicts.finish();
