// Benchmark of computePerformance (packages/core/src/domain/metrics) on synthetic histories.
// Run: npx tsc -b && node scripts/bench/compute-performance.bench.mjs
// Same seed, same trades: the figures of different machines and commits can be compared.
import { performance } from 'node:perf_hooks';
import { computePerformance } from '../../packages/core/dist/index.js';

const SEED = 20261101;
const SIZES = [10_000, 100_000];
const RUNS = 5;
const DAY_MS = 86_400_000;
const START_MS = Date.UTC(2024, 0, 1);
const HISTORY_DAYS = 730;
const SYMBOLS = ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'US30', 'BTCUSD'];

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

/** `count` trades spread over two years, a starting deposit, and a deposit or withdrawal each month. */
const syntheticHistory = (count) => {
  const random = prng(SEED + count);
  const spanMs = HISTORY_DAYS * DAY_MS;
  let balanceCents = 10_000_000; // 100,000.00
  const operations = [
    { id: 'D0', kind: 'DEPOSIT', time: new Date(START_MS).toISOString(), amount: cents(balanceCents) },
  ];
  const closes = Array.from({ length: count }, () => START_MS + 60_000 + Math.floor(random() * spanMs)).sort(
    (a, b) => a - b,
  );
  let nextMonthMs = START_MS + 30 * DAY_MS;
  const trades = closes.map((closeMs, i) => {
    while (closeMs > nextMonthMs) {
      const amountCents = Math.floor(balanceCents * 0.05 * random());
      const kind = random() < 0.6 ? 'DEPOSIT' : 'WITHDRAWAL';
      balanceCents += kind === 'DEPOSIT' ? amountCents : -amountCents;
      operations.push({
        id: `B${operations.length}`,
        kind,
        time: new Date(nextMonthMs).toISOString(),
        amount: cents(amountCents),
      });
      nextMonthMs += 30 * DAY_MS;
    }
    // A result between -0.5% and +0.55% of the balance, so the account lives through the history.
    const profitCents = Math.round(balanceCents * (random() * 0.0105 - 0.005) * (2_000 / count));
    balanceCents += profitCents;
    return {
      ticket: String(100_000 + i),
      symbol: SYMBOLS[Math.floor(random() * SYMBOLS.length)],
      side: random() < 0.5 ? 'BUY' : 'SELL',
      volume: cents(1 + Math.floor(random() * 500)),
      openTime: new Date(closeMs - Math.floor(random() * 3 * DAY_MS)).toISOString(),
      closeTime: new Date(closeMs).toISOString(),
      openPrice: '1.10000',
      closePrice: '1.10100',
      commission: '-0.70',
      swap: '0',
      profit: cents(profitCents),
    };
  });
  return { trades, operations, now: new Date(START_MS + spanMs + DAY_MS).toISOString() };
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

console.log(`computePerformance, median of ${RUNS} runs (after one warm-up), node ${process.version}`);
for (const size of SIZES) {
  const { trades, operations, now } = syntheticHistory(size);
  const shuffled = [...trades].reverse();
  for (const [label, input] of [
    ['in time order', trades],
    ['reversed', shuffled],
  ]) {
    computePerformance(input, operations, now, { platform: 'MT4' });
    const times = [];
    let report;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      report = computePerformance(input, operations, now, { platform: 'MT4' });
      times.push(performance.now() - started);
    }
    const ms = median(times);
    console.log(
      `${String(size).padStart(7)} trades (${label.padEnd(13)}): ${ms.toFixed(1).padStart(7)} ms` +
        `  (${((ms * 1000) / size).toFixed(2)} µs/trade; ${report.historyDays} days, return ${report.rateOfReturn})`,
    );
  }
}
