// Sums up reports/mutation/progress.jsonl (scripts/stryker-progress-reporter.mjs) while a mutation
// run goes on or after it stopped: the score so far per folder, and the mutants that survived.
// With --report, a Stryker JSON report instead: an incremental file holds every finished run's
// results of its scope (runs of parts of a scope add up in it), the mutation.json report the last run's.
//   node scripts/mutation-progress.mjs [--survivors] [--report reports/stryker-incremental-core.json]
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { PROGRESS_FILE } from './stryker-progress-reporter.mjs';

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const reportAt = process.argv.indexOf('--report');

/** One line per mutant, as the progress file has them, from a report's files. */
const fromReport = (file) =>
  Object.entries(JSON.parse(readFileSync(file, 'utf8')).files).flatMap(([fileName, { mutants }]) =>
    mutants.map((mutant) => ({
      status: mutant.status,
      mutatorName: mutant.mutatorName,
      replacement: mutant.replacement,
      fileName: resolve(fileName),
      line: mutant.location.start.line,
    })),
  );

const results =
  reportAt >= 0
    ? fromReport(process.argv[reportAt + 1])
    : readFileSync(PROGRESS_FILE, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));

const folders = new Map();
for (const result of results) {
  const folder = dirname(relative(process.cwd(), result.fileName));
  const counts = folders.get(folder) ?? { detected: 0, undetected: 0, other: 0 };
  if (DETECTED.has(result.status)) counts.detected += 1;
  else if (UNDETECTED.has(result.status)) counts.undetected += 1;
  else counts.other += 1;
  folders.set(folder, counts);
}
const score = (c) =>
  c.detected + c.undetected === 0 ? '-' : ((100 * c.detected) / (c.detected + c.undetected)).toFixed(2);
const total = { detected: 0, undetected: 0, other: 0 };
const rows = [...folders].sort(([a], [b]) => a.localeCompare(b));
for (const [folder, c] of rows) {
  for (const key of Object.keys(total)) total[key] += c[key];
  console.log(
    `${score(c).padStart(6)} %  ${String(c.detected).padStart(5)} detected ${String(c.undetected).padStart(4)} undetected ${String(c.other).padStart(4)} other  ${folder}`,
  );
}
console.log(
  `${score(total).padStart(6)} %  ${String(total.detected).padStart(5)} detected ${String(total.undetected).padStart(4)} undetected ${String(total.other).padStart(4)} other  (all ${results.length})`,
);
if (process.argv.includes('--survivors')) {
  for (const r of results.filter((r) => UNDETECTED.has(r.status))) {
    console.log(
      `${r.status} ${relative(process.cwd(), r.fileName)}:${r.line} ${r.mutatorName}: ${r.replacement ?? ''}`.slice(
        0,
        200,
      ),
    );
  }
}
