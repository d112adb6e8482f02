// Runs every benchmark script in this folder (`*.bench.mjs`), one after another, against the built
// packages (`npm run build` first), then a summary table: each script, PASS / MISS / FAILED and how
// long it took; exit 1 when any did not pass. Figures go to docs/performance.md by hand, with the
// machine named. `node scripts/bench/run-all.mjs <part of a name>` runs only the matching ones.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const scripts = readdirSync(here)
  .filter((name) => name.endsWith('.bench.mjs') && (!only || name.includes(only)))
  .sort();

/**
 * Runs one script, its output passed through as it comes; answers its verdict: PASS (exit 0), MISS
 * (non-zero exit and a budget line starting `MISS `), FAILED (non-zero exit otherwise: a crash, an
 * error answer, a missing delivery).
 */
const runScript = (script) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [join(here, script)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let missed = false;
    let tail = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      // A line may be split across chunks: keep the unfinished end for the next one.
      const text = tail + chunk.toString();
      if (/^MISS /m.test(text)) missed = true;
      tail = text.slice(text.lastIndexOf('\n') + 1);
    });
    const finish = (code) => {
      const verdict = code === 0 ? 'PASS' : missed ? 'MISS' : 'FAILED';
      resolve({
        script,
        verdict,
        'exit code': code,
        seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      });
    };
    child.on('error', () => finish(null));
    child.on('close', finish);
  });

const results = [];
for (const script of scripts) {
  console.log(`\n## ${script}`);
  results.push(await runScript(script));
}
if (scripts.length === 0) console.log('no benchmark matched');
else {
  console.log('\n## Summary');
  console.table(results);
}
process.exitCode = results.every((result) => result.verdict === 'PASS') ? 0 : 1;
