// Report CSV download: GET /api/report/settlement?format=csv of N records through the real server
// (site token + session, curl as the client, so the client does not share the server's event loop)
// against the database's own CSV of the same rows and columns in the same order: psql
// `\copy (<the report's SELECT>) to stdout csv` on PostgreSQL, PGlite's `COPY ... TO '/dev/blob'` on
// PGlite. Interleaved rounds (scripts/bench/lib/ratio.mjs); the server's RSS is sampled during each
// download (the server runs in this process).
// Run after `npx tsc -b`: node scripts/bench/report-csv.bench.mjs
// Env: BENCH_ROWS (PostgreSQL records, default 1,000,000), BENCH_PGLITE_ROWS (default 100,000),
// BENCH_ROUNDS (default 3), BENCH_RSS_BUDGET_MB (default 64), DATABASE_URL,
// BENCH_SKIP_POSTGRES=1, BENCH_SKIP_PGLITE=1.
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { cutReportSql, settlementReportSql } from '../../packages/server/dist/storage/reports.repository.js';
import {
  POSTGRES_URL,
  freshPostgresSchema,
  inlineParams,
  sampleRss,
  seedSettledRecords,
  startPlatform,
} from './lib/report-platform.mjs';
import { benchRounds, createVerdicts, interleave, summarise } from './lib/ratio.mjs';

const PG_ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const PGLITE_ROWS = Number(process.env.BENCH_PGLITE_ROWS ?? 100_000);
const RSS_BUDGET_MB = Number(process.env.BENCH_RSS_BUDGET_MB ?? 64);
const ROUNDS = benchRounds();
/** Budgets (issue 13): at least 0.6x the database's own CSV rows/s, and at least 100k rows/s. */
const RATIO_BUDGET = 0.6;
const RATE_FLOOR = 100_000;

/** The settlement report's rows in the CSV's columns and order, as the database writes them itself. */
const referenceSelect = (platform) => {
  const report = settlementReportSql({
    siteId: platform.siteId,
    userId: platform.providerId,
    statuses: ['SETTLED', 'RESETTLED'],
  });
  const sql = `SELECT q.id, q.signal_id, q.signal_name, q.robot_id, q.robot_name, q.follow_type, q.t, q.profit,
      q.hwm, q.profit_share, q.fee, q.receive, q.status, q.reason, q.currency, q.account_profit_share,
      q.exchange_rate, q.outcome, q.outcome_reason
    FROM (${cutReportSql(report, '', '')}) q ORDER BY q.t DESC, q.id DESC`;
  // psql's \copy takes one line
  return inlineParams(sql, report.params).replace(/\s+/g, ' ');
};

/** Runs a command, counting the bytes it writes; resolves with seconds and bytes. */
const timeCommand = (command, args, parseBytes, env = process.env) =>
  new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    let bytes = 0;
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      bytes += chunk.length;
      if (parseBytes) out += chunk;
    });
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - t0) / 1000;
      if (code !== 0) return reject(new Error(`${command} exited ${code}: ${err}`));
      resolve({ seconds, bytes: parseBytes ? parseBytes(out) : bytes });
    });
  });

/** The server's CSV through curl (body to /dev/null); fails on anything but 200. */
const downloadCsv = async (platform) => {
  const url = `${platform.base}/report/settlement?format=csv`;
  const args = ['-sS', '-o', '/dev/null', '-w', '%{http_code} %{size_download}'];
  for (const [name, value] of Object.entries(platform.headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  let status = '';
  const run = await timeCommand('curl', args, (out) => {
    const [code, size] = out.trim().split(' ');
    status = code;
    return Number(size);
  });
  if (status !== '200') throw new Error(`GET ${url} -> ${status}`);
  return run;
};

const fmt = (n) => Math.round(n).toLocaleString('en-US');

const benchStorage = async ({ storage, databaseUrl, rows, reference, verdicts, table }) => {
  console.log(`\n### ${storage}: ${fmt(rows)} records`);
  const platform = await startPlatform(databaseUrl);
  try {
    const t0 = performance.now();
    const listed = await seedSettledRecords(platform, rows, (line) => console.log(line));
    console.log(
      `  seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s; the report lists ${fmt(listed)}`,
    );
    const sql = referenceSelect(platform);
    const referenceRun = reference(platform, sql);
    // Warm both (caches, JIT) once, outside the figures.
    await referenceRun();
    await downloadCsv(platform);
    const memory = [];
    const results = await interleave({
      rounds: ROUNDS,
      reference: async () => listed / (await referenceRun()).seconds,
      subject: async () => {
        const stop = sampleRss();
        const run = await downloadCsv(platform);
        const rss = stop();
        memory.push(rss);
        console.log(
          `  server: ${fmt(listed / run.seconds)} rows/s, ${(run.bytes / 1024 / 1024).toFixed(1)} MB, ` +
            `RSS ${rss.startMb.toFixed(0)} -> peak ${rss.peakMb.toFixed(0)} MB (+${rss.growthMb.toFixed(1)})`,
        );
        return listed / run.seconds;
      },
    });
    const summary = summarise(results);
    verdicts.check(`${storage} CSV rows/s vs the database's own CSV`, summary, {
      budget: RATIO_BUDGET,
      kind: 'min',
    });
    const rates = results.map((r) => r.subject);
    verdicts.check(
      `${storage} CSV rows/s`,
      { ...summary, ratio: summary.subject, min: Math.min(...rates), max: Math.max(...rates) },
      { budget: RATE_FLOOR, kind: 'min', unit: ' rows/s' },
    );
    const growth = memory.map((m) => m.growthMb);
    verdicts.check(
      `${storage} server RSS growth during the download (peak minus start)`,
      {
        rounds: growth.length,
        ratio: Math.max(...growth),
        min: Math.min(...growth),
        max: Math.max(...growth),
        reference: Math.min(...memory.map((m) => m.startMb)),
        subject: Math.max(...memory.map((m) => m.peakMb)),
      },
      { budget: RSS_BUDGET_MB, kind: 'max', unit: ' MB' },
    );
    table.push({
      storage,
      records: listed,
      'reference rows/s': fmt(summary.reference),
      'server rows/s': fmt(summary.subject),
      ratio: summary.ratio.toFixed(2),
      spread: `${summary.min.toFixed(2)}..${summary.max.toFixed(2)}`,
      'RSS growth MB (max)': Math.max(...growth).toFixed(1),
    });
  } finally {
    await platform.close();
  }
};

/** psql's own CSV of the same rows (\copy to stdout, counted by this process), in the bench's schema. */
const psqlReference = (schema) => (_platform, sql) => () =>
  timeCommand(
    'psql',
    [POSTGRES_URL, '-X', '-q', '-c', `\\copy (${sql}) to stdout with csv header`],
    undefined,
    {
      ...process.env,
      PGOPTIONS: `-c search_path=${schema}`,
    },
  );

/** PGlite's own CSV of the same rows: COPY ... TO '/dev/blob' on the server's PGlite. */
const pgliteReference = (platform, sql) => async () => {
  // The adapter's PGlite instance (a private field, reached here for the reference only).
  const raw = platform.db.db;
  const t0 = performance.now();
  const result = await raw.query(`COPY (${sql}) TO '/dev/blob' WITH (FORMAT csv, HEADER)`);
  return { seconds: (performance.now() - t0) / 1000, bytes: result.blob?.size ?? 0 };
};

console.log(
  `# report CSV download vs the database's own CSV (${cpus().length} cores, load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}, ${new Date().toISOString()}, rounds ${ROUNDS})`,
);
const verdicts = createVerdicts();
const table = [];
if (process.env.BENCH_SKIP_POSTGRES !== '1') {
  const pgSchema = await freshPostgresSchema();
  if (pgSchema) {
    try {
      await benchStorage({
        storage: 'postgres',
        databaseUrl: pgSchema.url,
        rows: PG_ROWS,
        reference: psqlReference(pgSchema.schema),
        verdicts,
        table,
      });
    } finally {
      await pgSchema.drop();
    }
  }
} else console.log('PostgreSQL skipped (BENCH_SKIP_POSTGRES=1).');
if (process.env.BENCH_SKIP_PGLITE !== '1') {
  await benchStorage({
    storage: 'pglite',
    databaseUrl: undefined,
    rows: PGLITE_ROWS,
    reference: pgliteReference,
    verdicts,
    table,
  });
} else console.log('PGlite skipped (BENCH_SKIP_PGLITE=1).');
console.table(table);
verdicts.finish();
