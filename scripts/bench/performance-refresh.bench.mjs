// Benchmark of a performance refresh (packages/core/src/domain/metrics/performance-state.ts): 10 new
// trades on top of a long history, incrementally (extend the stored state, then report) against a
// full computePerformance over everything. Run: npx tsc -b && node scripts/bench/performance-refresh.bench.mjs
// Same seed, same trades: the figures of different machines and commits can be compared.
import { isDeepStrictEqual } from 'node:util';
import { performance } from 'node:perf_hooks';
import {
  computePerformance,
  extendPerformanceState,
  reportFromState,
  startPerformanceState,
} from '../../packages/core/dist/index.js';

const SEED = 20261124;
const RUNS = 15;
const WARM_UPS = 3;
const NEW_TRADES = 10;
const DAY_MS = 86_400_000;
const START_MS = Date.UTC(2025, 0, 1);
const SYMBOLS = ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'US30', 'BTCUSD'];
/** A year of an active signal (~1,200 trades), and three years of a busy one. */
const HISTORIES = [
  { days: 365, trades: 1_200 },
  { days: 3 * 365, trades: 10_000 },
];

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

/** `count` trades over `days` days after a starting deposit of 100,000, in time order. */
const syntheticTrades = (random, count, fromMs, spanMs, firstTicket) => {
  const closes = Array.from({ length: count }, () => fromMs + Math.floor(random() * spanMs)).sort(
    (a, b) => a - b,
  );
  return closes.map((closeMs, i) => ({
    ticket: String(firstTicket + i),
    symbol: SYMBOLS[Math.floor(random() * SYMBOLS.length)],
    side: random() < 0.5 ? 'BUY' : 'SELL',
    volume: cents(1 + Math.floor(random() * 500)),
    openTime: new Date(closeMs - Math.floor(random() * DAY_MS)).toISOString(),
    closeTime: new Date(closeMs).toISOString(),
    openPrice: '1.10000',
    closePrice: '1.10100',
    commission: '-0.70',
    swap: '0',
    // Between -50 and +55 on 100,000: the account lives through the history.
    profit: cents(Math.round((random() * 10_500 - 5_000) * (1_000 / count) * 4)),
  }));
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const measure = (work) => {
  for (let run = 0; run < WARM_UPS; run += 1) work();
  const times = [];
  let result;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    result = work();
    times.push(performance.now() - started);
  }
  return { ms: median(times), result };
};

console.log(
  `performance refresh: ${NEW_TRADES} new trades, median of ${RUNS} runs (after ${WARM_UPS} warm-ups), node ${process.version}`,
);
for (const { days, trades: count } of HISTORIES) {
  const random = prng(SEED + count);
  const endMs = START_MS + days * DAY_MS;
  const operations = [
    { id: 'D0', kind: 'DEPOSIT', time: new Date(START_MS).toISOString(), amount: '100000' },
  ];
  const history = syntheticTrades(random, count, START_MS + 60_000, days * DAY_MS - 3_600_000, 100_000);
  // The refresh's new trades close in the last hour of the history's last day.
  const fresh = syntheticTrades(random, NEW_TRADES, endMs - 3_600_000, 3_600_000, 900_000);
  const now = new Date(endMs).toISOString();
  const stored = JSON.stringify(extendPerformanceState(startPerformanceState(), history, operations));

  const full = measure(() => computePerformance([...history, ...fresh], operations, now));
  const extend = measure(() => extendPerformanceState(JSON.parse(stored), fresh, []));
  const report = measure(() => reportFromState(extend.result, now));
  // As the server does it: the stored jsonb in, the extended state and the report out.
  const refresh = measure(() => {
    const state = extendPerformanceState(JSON.parse(stored), fresh, []);
    return { report: reportFromState(state, now), stored: JSON.stringify(state) };
  });
  if (!isDeepStrictEqual(refresh.result.report, full.result)) {
    throw new Error('the incremental report differs from the full computation');
  }

  const row = (label, ms) => console.log(`  ${label.padEnd(44)} ${ms.toFixed(2).padStart(8)} ms`);
  console.log(
    `\n${count} trades over ${days} days (${full.result.historyDays} daily entries), state ${(stored.length / 1024).toFixed(0)} KiB as JSON:`,
  );
  row('full computePerformance over everything', full.ms);
  row('extendPerformanceState (10 trades)', extend.ms);
  row('reportFromState', report.ms);
  row('refresh: parse + extend + report + stringify', refresh.ms);
  console.log(`  full / refresh: ${(full.ms / refresh.ms).toFixed(1)}x`);
}
