// How fast the fixtures generate trade histories (the server seeds demo data and the broker
// simulator with them). Run after `npm run build`: node scripts/bench/trade-history.bench.mjs
import { generateTradeHistory, demoSignalScenarios } from '../../packages/fixtures/dist/index.js';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = (fn, runs) => {
  for (let i = 0; i < 3; i += 1) fn(`warm-${i}`);
  return median(
    Array.from({ length: runs }, (_, i) => {
      const t0 = performance.now();
      fn(`run-${i}`);
      return performance.now() - t0;
    }),
  );
};

const end = '2026-11-01T00:00:00.000Z';
for (const platform of ['MT4', 'MT5', 'BINANCE', 'TWSE']) {
  let trades = 0;
  const ms = time((seed) => {
    trades = generateTradeHistory({ seed, platform, days: 90, end }).trades.length;
  }, 15);
  console.log(
    `generateTradeHistory ${platform.padEnd(7)} 90 days (~${trades} trades): median ${ms.toFixed(1)} ms`,
  );
}
const ms = time(() => demoSignalScenarios(), 5);
console.log(`demoSignalScenarios (every demo signal with its performance): median ${ms.toFixed(1)} ms`);
