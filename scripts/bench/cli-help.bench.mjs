// Start-up time of the CLI: `node packages/cli/dist/main.js --help`, the whole process from spawn to
// exit, as a person or a script feels it. Run: npx tsc -b && node scripts/bench/cli-help.bench.mjs
// Fails (exit 1) when the median reaches the budget of 150 ms. `--runs N` changes the number of runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = join(ROOT, 'packages/cli/dist/main.js');
const BUDGET_MS = 150;
const WARM_UPS = 3;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30;

if (!existsSync(MAIN)) {
  console.error(`${MAIN} is missing: run npx tsc -b first`);
  process.exit(2);
}

/** One start: spawn, print the help, exit. Returns the wall time in milliseconds. */
const timeOnce = (args) => {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [MAIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (run.status !== 0 || !run.stdout.includes('Usage: signal-portal')) {
    throw new Error(`signal-portal ${args.join(' ')} failed (${run.status}):\n${run.stderr}`);
  }
  return elapsed;
};

/** The value at a quantile of sorted numbers (nearest rank). */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

const measure = (args) => {
  for (let i = 0; i < WARM_UPS; i++) timeOnce(args);
  const times = Array.from({ length: RUNS }, () => timeOnce(args)).sort((a, b) => a - b);
  return {
    median: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    min: times[0],
    max: times[times.length - 1],
  };
};

/** Node's own start, for scale: the part of the figure no CLI code can save. */
const nodeBaseline = () => {
  const times = Array.from({ length: RUNS }, () => {
    const started = process.hrtime.bigint();
    spawnSync(process.execPath, ['-e', '0']);
    return Number(process.hrtime.bigint() - started) / 1e6;
  }).sort((a, b) => a - b);
  return quantile(times, 0.5);
};

const help = measure(['--help']);
const baseline = nodeBaseline();
const fmt = (ms) => `${ms.toFixed(1)} ms`;
console.log(
  `signal-portal --help, ${RUNS} runs after ${WARM_UPS} warm-ups (Node ${process.version}, ${cpus().length} CPUs)`,
);
console.log(
  `  median ${fmt(help.median)}   p95 ${fmt(help.p95)}   min ${fmt(help.min)}   max ${fmt(help.max)}`,
);
console.log(`  node -e 0 median ${fmt(baseline)} (Node's own start, included above)`);
if (help.median >= BUDGET_MS) {
  console.error(`FAIL: the median start-up is ${fmt(help.median)}, the budget is under ${BUDGET_MS} ms`);
  process.exitCode = 1;
} else {
  console.log(`OK: under the ${BUDGET_MS} ms budget`);
}
