// `npm run mutation [-- --scope core|server] [-- --mutate <glob>]`: runs Stryker (stryker.config.mjs).
// --scope mutates one package's part of the scope and runs only that package's tests (see
// vitest.mutation.config.ts); without it the whole scope runs against every unit test. A --mutate
// on the command line replaces the config's list, exclusions included, so they are added back here:
// a narrowed run must not mutate the tests themselves.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { notSources, scopes } from '../stryker.config.mjs';

const withExclusions = (globs) => [globs, ...notSources].join(',');
const argv = process.argv.slice(2);
const scopeAt = argv.indexOf('--scope');
const scopeName = scopeAt >= 0 ? argv[scopeAt + 1] : undefined;
const scope = scopeName === undefined ? undefined : scopes[scopeName];
if (scopeName !== undefined && !scope) {
  console.error(`Unknown --scope ${scopeName}: one of ${Object.keys(scopes).join(', ')}`);
  process.exit(2);
}
const rest = scopeAt >= 0 ? argv.filter((_, i) => i !== scopeAt && i !== scopeAt + 1) : argv;
const hasMutate = rest.some((arg) => arg === '--mutate' || arg === '-m' || arg.startsWith('--mutate='));

const args = rest.map((arg, i, all) => {
  if (arg.startsWith('--mutate=')) return `--mutate=${withExclusions(arg.slice('--mutate='.length))}`;
  const isMutateValue = i > 0 && (all[i - 1] === '--mutate' || all[i - 1] === '-m');
  return isMutateValue ? withExclusions(arg) : arg;
});
if (scope && !hasMutate) args.push('--mutate', withExclusions(scope.mutate.join(',')));
// Each scope keeps its own incremental file, so running one never forgets the other's results.
if (scope) args.push('--incrementalFile', `reports/stryker-incremental-${scopeName}.json`);

const corePackage = createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json');
const stryker = join(dirname(corePackage), 'bin', 'stryker.js');
const env = scope ? { ...process.env, MUTATION_TESTS: scope.tests } : process.env;
const run = spawnSync(process.execPath, [stryker, 'run', ...args], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
