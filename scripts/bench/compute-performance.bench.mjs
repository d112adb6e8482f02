// computePerformance (packages/core/src/domain/metrics, docs/metrics.md) on 1,000,000 trades against
// a numpy computation of the same figures on the same data (scripts/bench/reference/compute_performance.py),
// vectorised. The history is generated once (fixed seed) and written as CSV to a temporary folder;
// each round runs one child process per side, interleaved (scripts/bench/lib/ratio.mjs):
// - numpy: python3 reads the CSV into arrays (ISO times to int64 ms, amounts to int64 cents, symbols
//   to codes), then computes; its compute time starts from those arrays.
// - node: a child reads the CSV into Trade and BalanceOperation objects (fresh strings, as a database
//   driver gives them), then calls computePerformance, whose time includes reading those strings
//   (its API takes ISO times and decimal strings); the child reports its peak RSS
//   (process.resourceUsage().maxRSS) and the input's size in its heap.
// Budgets (issue 13): node's compute time at most 1x numpy's (CPU time of the measured computation,
// each side's second: warm; wall time is printed too, but on a shared 2-core machine it mostly
// measures the scheduler); node's peak RSS at most 2x the input's size (the Trade and
// BalanceOperation objects, measured in the heap after a full GC). Both sides'
// figures are compared (money to the cent, ratios to the engine's 6 places plus 1e-9): exit 1 on a
// difference or a missed budget. Without python3 or numpy the reference is skipped (said so) and
// only the memory budget is checked.
// Run: npx tsc -b && node scripts/bench/compute-performance.bench.mjs
// Env: BENCH_TRADES (default 1,000,000), BENCH_ROUNDS (default 3), BENCH_PROFILE=1 (node children
// write a --cpu-prof profile into the temporary folder, which is then kept), BENCH_CORE_DIST (another
// build of core's dist/index.js, e.g. a copy of the one before a change, to measure it the same way).
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchRounds, createVerdicts, interleave, median, summarise } from './lib/ratio.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SEED = 20261101;
const TRADES = Number(process.env.BENCH_TRADES ?? 1_000_000);
const PLATFORM = 'MT4';
const DAY_MS = 86_400_000;
const START_MS = Date.UTC(2024, 0, 1);
const HISTORY_DAYS = 730;
const SYMBOLS = ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'US30', 'BTCUSD'];
const TIME_BUDGET = 1;
const WARM_UP_CALLS = 2;
const IDLE_MS = 500;
const RSS_BUDGET = 2;
/** The 6-place rounding of the engine's ratios, plus the agreement asked of the two sides. */
const RATIO_TOLERANCE = 5e-7 + 1e-9;
/** Money averages are rounded to 8 places. */
const AVERAGE_TOLERANCE = 5e-9 + 1e-9;

/** mulberry32: a tiny seeded PRNG, uniform in [0, 1). */
const prng = (seed) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const cents = (value) => {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

const TRADE_COLUMNS =
  'ticket,symbol,side,volume,openTime,closeTime,openPrice,closePrice,commission,swap,profit';

/**
 * Writes `count` trades spread over two years, a starting deposit and a deposit or withdrawal each
 * month, as CSV: trades in close-time (and ticket) order, as a database lists them.
 */
const writeHistory = (folder, count) => {
  const random = prng(SEED + count);
  const spanMs = HISTORY_DAYS * DAY_MS;
  const closes = new Float64Array(count);
  for (let i = 0; i < count; i += 1) closes[i] = START_MS + 60_000 + Math.floor(random() * spanMs);
  closes.sort();
  let balanceCents = 10_000_000; // 100,000.00
  const operations = [`D0,DEPOSIT,${new Date(START_MS).toISOString()},${cents(balanceCents)}`];
  let nextMonthMs = START_MS + 30 * DAY_MS;
  const tradesFd = openSync(join(folder, 'trades.csv'), 'w');
  let rows = [TRADE_COLUMNS];
  for (let i = 0; i < count; i += 1) {
    const closeMs = closes[i];
    while (closeMs > nextMonthMs) {
      const amountCents = Math.floor(balanceCents * 0.05 * random());
      const kind = random() < 0.6 ? 'DEPOSIT' : 'WITHDRAWAL';
      balanceCents += kind === 'DEPOSIT' ? amountCents : -amountCents;
      operations.push(
        `B${operations.length},${kind},${new Date(nextMonthMs).toISOString()},${cents(amountCents)}`,
      );
      nextMonthMs += 30 * DAY_MS;
    }
    // A result between -0.5% and +0.55% of the balance, scaled so the account lives through the history.
    const profitCents = Math.round(balanceCents * (random() * 0.0105 - 0.005) * (2_000 / count));
    balanceCents += profitCents;
    const symbol = SYMBOLS[Math.floor(random() * SYMBOLS.length)];
    const side = random() < 0.5 ? 'BUY' : 'SELL';
    const volume = cents(1 + Math.floor(random() * 500));
    const openTime = new Date(closeMs - Math.floor(random() * 3 * DAY_MS)).toISOString();
    rows.push(
      `${1_000_000 + i},${symbol},${side},${volume},${openTime},${new Date(closeMs).toISOString()},` +
        `1.10000,1.10100,-0.70,0,${cents(profitCents)}`,
    );
    if (rows.length === 10_000) {
      writeSync(tradesFd, `${rows.join('\n')}\n`);
      rows = [];
    }
  }
  if (rows.length > 0) writeSync(tradesFd, `${rows.join('\n')}\n`);
  closeSync(tradesFd);
  writeFileSync(join(folder, 'operations.csv'), `id,kind,time,amount\n${operations.join('\n')}\n`);
  const now = new Date(START_MS + spanMs + DAY_MS).toISOString();
  writeFileSync(join(folder, 'meta.json'), JSON.stringify({ now, platform: PLATFORM }));
};

/**
 * Calls `onRow` with the fields of every CSV row after the header, each a fresh string (as a
 * database driver's rows), reading the file in 1 MiB chunks so that its text is never held whole.
 */
const readCsv = (path, onRow) => {
  const fd = openSync(path, 'r');
  const chunk = Buffer.allocUnsafe(1 << 20);
  let carry = Buffer.alloc(0);
  let header = true;
  const fields = [];
  const rowOf = (buffer, start, end) => {
    fields.length = 0;
    let from = start;
    for (let at = start; at <= end; at += 1) {
      if (at === end || buffer[at] === 44 /* , */) {
        fields.push(buffer.toString('latin1', from, at));
        from = at + 1;
      }
    }
    if (header) header = false;
    else onRow(fields);
  };
  for (;;) {
    const read = readSync(fd, chunk, 0, chunk.length, null);
    const buffer =
      carry.length > 0 ? Buffer.concat([carry, chunk.subarray(0, read)]) : chunk.subarray(0, read);
    let lineStart = 0;
    for (let at = 0; at < buffer.length; at += 1) {
      if (buffer[at] === 10 /* \n */) {
        if (at > lineStart) rowOf(buffer, lineStart, at);
        lineStart = at + 1;
      }
    }
    carry = Buffer.from(buffer.subarray(lineStart));
    if (read === 0) break;
  }
  if (carry.length > 0) rowOf(carry, 0, carry.length);
  closeSync(fd);
};

/** The node side of one round: read, compute, measure; prints one JSON line. */
const child = async (folder) => {
  const coreUrl = process.env.BENCH_CORE_DIST
    ? pathToFileURL(resolve(process.env.BENCH_CORE_DIST)).href
    : new URL('../../packages/core/dist/index.js', import.meta.url).href;
  const { computePerformance } = await import(coreUrl);
  const gc = globalThis.gc ?? (() => {});
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const trades = [];
  readCsv(join(folder, 'trades.csv'), (f) =>
    trades.push({
      ticket: f[0],
      symbol: f[1],
      side: f[2],
      volume: f[3],
      openTime: f[4],
      closeTime: f[5],
      openPrice: f[6],
      closePrice: f[7],
      commission: f[8],
      swap: f[9],
      profit: f[10],
    }),
  );
  const operations = [];
  readCsv(join(folder, 'operations.csv'), (f) =>
    operations.push({ id: f[0], kind: f[1], time: f[2], amount: f[3] }),
  );
  const { now, platform } = JSON.parse(readFileSync(join(folder, 'meta.json'), 'utf8'));
  const loadMs = performance.now() - started;
  gc();
  const inputHeapBytes = process.memoryUsage().heapUsed - heapBefore;
  // Warm calls, as in a server that has computed figures before: V8 compiles the engine's loops
  // while they run (numpy's are compiled ahead), and the engine keeps its large scratch columns
  // between computations. The reference computes twice too and measures the second. Then a
  // moment idle, as between two computations of a server: V8 finishes the warm calls' garbage
  // collection on background threads, which would otherwise count in the measured CPU time (and
  // no forced GC here, for the same reason: it leaves the sweeping of the whole heap behind).
  for (let call = 0; call < WARM_UP_CALLS; call += 1)
    computePerformance(trades, operations, now, { platform });
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const cpuStarted = process.cpuUsage();
  const computeStarted = performance.now();
  const report = computePerformance(trades, operations, now, { platform });
  const computeMs = performance.now() - computeStarted;
  const cpu = process.cpuUsage(cpuStarted);
  const computeCpuMs = (cpu.user + cpu.system) / 1000;
  const maxRssBytes = process.resourceUsage().maxRSS * 1024;
  process.stdout.write(
    JSON.stringify({ loadMs, computeMs, computeCpuMs, maxRssBytes, inputHeapBytes, report }),
  );
};

/** Runs a child process and parses the JSON it prints; null (with the reason) when it cannot run. */
const runJson = (command, args) => {
  const run = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.error || run.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${run.error?.message ?? run.stderr}`);
  }
  return JSON.parse(run.stdout);
};

/** Minor units (cents) of a decimal string with at most two places. */
const centsOf = (text) => {
  const [whole, fraction = ''] = text.split('.');
  const negative = whole.startsWith('-');
  const units = BigInt(whole.replace('-', '')) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
  return Number(negative ? -units : units);
};

/** Every figure where the engine and numpy disagree (money to the cent, ratios to 6 places + 1e-9). */
const disagreements = (report, figures) => {
  const found = [];
  const money = (name, engineText, numpyCents) => {
    if (centsOf(engineText) !== numpyCents) found.push(`${name}: ${engineText} vs ${numpyCents / 100}`);
  };
  const ratio = (name, engine, numpy, tolerance = RATIO_TOLERANCE) => {
    const bothAbsent = engine === null && numpy === null;
    if (!bothAbsent && !(engine !== null && numpy !== null && Math.abs(engine - numpy) <= tolerance)) {
      found.push(`${name}: ${engine} vs ${numpy}`);
    }
  };
  const exact = (name, engine, numpy) => {
    if (engine !== numpy) found.push(`${name}: ${engine} vs ${numpy}`);
  };
  for (const name of [
    'principal',
    'profit',
    'finalBalance',
    'drawdown',
    'grossProfit',
    'grossLoss',
    'volMax',
    'volMin',
    'volTotal',
  ]) {
    money(name, report[name], figures[name]);
  }
  for (const name of [
    'drawdownRatio',
    'tradePerWeek',
    'return7',
    'return30',
    'return180',
    'apr7',
    'apr30',
    'apr180',
    'sharpeRatio',
    'winRate',
    'rateOfReturn',
    'profitFactor',
    'recoveryFactor',
  ]) {
    ratio(name, report[name], figures[name]);
  }
  for (const name of ['volAvg', 'averageProfit', 'averageLoss', 'expectancy']) {
    ratio(name, Number(report[name]), figures[name], AVERAGE_TOLERANCE);
  }
  for (const name of [
    'historyDays',
    'duration',
    'avgHoldingDuration',
    'tradesTotal',
    'winningTrades',
    'losingTrades',
    'breakEvenTrades',
    'longestWinStreak',
    'longestLossStreak',
  ]) {
    exact(name, report[name], figures[name]);
  }
  for (const which of ['bestTrade', 'worstTrade']) {
    exact(`${which}.ticket`, report[which]?.ticket, figures[which].ticket);
    money(`${which}.profit`, report[which]?.profit ?? '0', figures[which].profit);
  }
  exact('monthlyReturns.length', report.monthlyReturns.length, figures.monthlyReturns.length);
  report.monthlyReturns.forEach((month, i) => {
    const other = figures.monthlyReturns[i];
    exact(`monthlyReturns[${i}].month`, month.month, other?.month);
    ratio(`monthlyReturns[${month.month}].return`, month.return, other?.return ?? null);
    money(`monthlyReturns[${month.month}].profit`, month.profit, other?.profit);
  });
  exact('bySymbol.length', report.bySymbol.length, figures.bySymbol.length);
  report.bySymbol.forEach((entry, i) => {
    const other = figures.bySymbol[i];
    exact(`bySymbol[${i}].symbol`, entry.symbol, other?.symbol);
    exact(`bySymbol[${entry.symbol}].trades`, entry.trades, other?.trades);
    money(`bySymbol[${entry.symbol}].profit`, entry.profit, other?.profit);
    money(`bySymbol[${entry.symbol}].volume`, entry.volume, other?.volume);
    ratio(`bySymbol[${entry.symbol}].winRate`, entry.winRate, other?.winRate ?? null);
  });
  exact('profitDatas.length', report.profitDatas.length, figures.profitDatas.profit.length);
  report.profitDatas.forEach((day, i) => {
    money(`profitDatas[${day.date}].profit`, day.profit, figures.profitDatas.profit[i]);
    money(
      `profitDatas[${day.date}].cumulativeProfit`,
      day.cumulativeProfit,
      figures.profitDatas.cumulativeProfit[i],
    );
    money(`profitDatas[${day.date}].equity`, day.equity, figures.profitDatas.equity[i]);
    ratio(`profitDatas[${day.date}].dailyReturn`, day.dailyReturn, figures.profitDatas.dailyReturn[i]);
  });
  return found;
};

const numpyAvailable = () => {
  const probe = spawnSync('python3', ['-c', 'import numpy; print(numpy.__version__)'], { encoding: 'utf8' });
  if (probe.error) return { ok: false, why: `python3 is missing (${probe.error.message})` };
  if (probe.status !== 0) return { ok: false, why: 'python3 has no numpy' };
  return { ok: true, version: probe.stdout.trim() };
};

const mb = (bytes) => `${(bytes / 1_048_576).toFixed(0)} MiB`;
const ms = (value) => `${value.toFixed(0)} ms`;

const parent = async () => {
  const folder = mkdtempSync(join(tmpdir(), 'compute-performance-bench-'));
  const profile = process.env.BENCH_PROFILE === '1';
  try {
    const written = performance.now();
    writeHistory(folder, TRADES);
    const inputFileBytes =
      statSync(join(folder, 'trades.csv')).size + statSync(join(folder, 'operations.csv')).size;
    const numpy = numpyAvailable();
    console.log(
      `computePerformance, ${TRADES.toLocaleString('en-US')} trades (CSV ${mb(inputFileBytes)}, written in ` +
        `${ms(performance.now() - written)}), node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ` +
        (numpy.ok ? `numpy ${numpy.version}` : `numpy reference skipped: ${numpy.why}`),
    );
    const nodeArgs = ['--expose-gc', ...(profile ? ['--cpu-prof', '--cpu-prof-dir', folder] : [])];
    const nodeRuns = [];
    const numpyRuns = [];
    const runNode = () => {
      const run = runJson(process.execPath, [...nodeArgs, fileURLToPath(import.meta.url), '--child', folder]);
      nodeRuns.push(run);
      return run.computeCpuMs;
    };
    const runNumpy = () => {
      const run = runJson('python3', [join(here, 'reference', 'compute_performance.py'), folder]);
      numpyRuns.push(run);
      return run.computeCpuMs;
    };
    const verdicts = createVerdicts();
    let timeSummary = null;
    if (numpy.ok) {
      const results = await interleave({ reference: runNumpy, subject: runNode });
      timeSummary = summarise(results);
    } else {
      for (let round = 0; round < benchRounds(); round += 1) runNode();
    }
    const node = {
      load: median(nodeRuns.map((r) => r.loadMs)),
      compute: median(nodeRuns.map((r) => r.computeMs)),
      cpu: median(nodeRuns.map((r) => r.computeCpuMs)),
      rss: median(nodeRuns.map((r) => r.maxRssBytes)),
      input: median(nodeRuns.map((r) => r.inputHeapBytes)),
    };
    console.log(
      `node:  compute ${ms(node.compute)} wall, ${ms(node.cpu)} CPU; read + compute ${ms(node.load + node.compute)}; ` +
        `peak RSS ${mb(node.rss)}, input ${mb(node.input)} in the heap (${mb(inputFileBytes)} as CSV)`,
    );
    if (numpy.ok) {
      const ref = {
        load: median(numpyRuns.map((r) => r.loadMs)),
        compute: median(numpyRuns.map((r) => r.computeMs)),
        cpu: median(numpyRuns.map((r) => r.computeCpuMs)),
      };
      console.log(
        `numpy: compute ${ms(ref.compute)} wall, ${ms(ref.cpu)} CPU; read + compute ${ms(ref.load + ref.compute)}`,
      );
      const wall = summarise(
        nodeRuns.map((run, i) => ({
          reference: numpyRuns[i].computeMs,
          subject: run.computeMs,
          ratio: run.computeMs / numpyRuns[i].computeMs,
        })),
      );
      console.log(
        `(info) compute wall time, node / numpy: median ratio ${wall.ratio.toFixed(2)}x ` +
          `(spread ${wall.min.toFixed(2)}..${wall.max.toFixed(2)})`,
      );
      const withLoad = nodeRuns.map((run, i) => ({
        reference: numpyRuns[i].loadMs + numpyRuns[i].computeMs,
        subject: run.loadMs + run.computeMs,
        ratio: (run.loadMs + run.computeMs) / (numpyRuns[i].loadMs + numpyRuns[i].computeMs),
      }));
      const total = summarise(withLoad);
      console.log(
        `(info) read + compute, node / numpy: median ratio ${total.ratio.toFixed(2)}x ` +
          `(spread ${total.min.toFixed(2)}..${total.max.toFixed(2)})`,
      );
      verdicts.check('computePerformance compute CPU time / numpy compute CPU time', timeSummary, {
        budget: TIME_BUDGET,
      });
      const differences = disagreements(nodeRuns[0].report, numpyRuns[0].figures);
      if (differences.length > 0) {
        console.log(`MISS the engine and numpy disagree on ${differences.length} figure(s):`);
        for (const line of differences.slice(0, 20)) console.log(`  ${line}`);
        process.exitCode = 1;
      } else {
        console.log(
          'PASS the engine and numpy agree on every figure (money to the cent, ratios to 1e-9 beyond 6 places)',
        );
      }
    }
    const rss = summarise(
      nodeRuns.map((run) => ({
        reference: run.inputHeapBytes,
        subject: run.maxRssBytes,
        ratio: run.maxRssBytes / run.inputHeapBytes,
      })),
    );
    verdicts.check('node peak RSS / input size in the heap', rss, { budget: RSS_BUDGET });
    console.log(`(info) node peak RSS / input CSV bytes: ${(node.rss / inputFileBytes).toFixed(2)}x`);
    verdicts.finish();
    if (profile) console.log(`profiles (.cpuprofile) kept in ${folder}`);
  } finally {
    if (!profile) rmSync(folder, { recursive: true, force: true });
  }
};

if (process.argv[2] === '--child') await child(process.argv[3]);
else await parent();
