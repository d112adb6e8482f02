// Runs every benchmark script in this folder (`*.bench.mjs`), one after another, against the built
// packages (`npm run build` first). Figures go to docs/performance.md by hand, with the machine named.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const scripts = readdirSync(here)
  .filter((name) => name.endsWith('.bench.mjs') && (!only || name.includes(only)))
  .sort();

let failed = 0;
for (const script of scripts) {
  console.log(`\n## ${script}`);
  const run = spawnSync(process.execPath, [join(here, script)], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
if (scripts.length === 0) console.log('no benchmark matched');
process.exitCode = failed === 0 ? 0 : 1;
