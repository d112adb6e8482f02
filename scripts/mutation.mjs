// `npm run mutation [-- --mutate <glob>]`: runs Stryker (stryker.config.mjs). A --mutate on the
// command line replaces the config's list, exclusions included, so they are added back here: a
// narrowed run must not mutate the tests themselves.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { notSources } from '../stryker.config.mjs';

const withExclusions = (globs) => [globs, ...notSources].join(',');
const args = process.argv.slice(2).map((arg, i, all) => {
  if (arg.startsWith('--mutate=')) return `--mutate=${withExclusions(arg.slice('--mutate='.length))}`;
  const isMutateValue = i > 0 && (all[i - 1] === '--mutate' || all[i - 1] === '-m');
  return isMutateValue ? withExclusions(arg) : arg;
});

const corePackage = createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json');
const stryker = join(dirname(corePackage), 'bin', 'stryker.js');
const run = spawnSync(process.execPath, [stryker, 'run', ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
