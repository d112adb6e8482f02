// @ts-check
// Mutation testing of the rules (issue 14). Not part of `.ci/run` or `npm test`: a full run takes
// hours on this 2-core machine. Run `npm run mutation`, or narrow it with
// `npm run mutation -- --mutate 'packages/core/src/domain/withdrawal/**/*.ts'`. See docs/testing.md.

/** Never mutated; scripts/mutation.mjs adds these to a --mutate given on the command line too. */
export const notSources = [
  '!**/*.test.ts',
  '!**/*.test-helpers.ts',
  '!**/test-support/**',
  '!**/migrations/**',
];

/** `npm run mutation -- --scope <name>`: one package's rules, tested by that package's own tests. */
export const scopes = {
  // Lists, not brace globs: Stryker's --mutate flag splits on commas.
  core: {
    mutate: ['domain', 'validation', 'live-feed'].map((dir) => `packages/core/src/${dir}/**/*.ts`),
    tests: 'packages/core/src',
  },
  server: {
    mutate: ['money', 'auth', 'followers', 'storage'].map((dir) => `packages/server/src/${dir}/**/*.ts`),
    tests: 'packages/server/src',
  },
};

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: {
    configFile: 'vitest.mutation.config.ts',
    // Only the test files that import a mutated file run, so a narrow scope stays feasible.
    related: true,
  },
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker-progress-reporter.mjs'],
  mutate: [...scopes.core.mutate, ...scopes.server.mutate, ...notSources],
  // The sandbox copies the checkout; build output and artifacts are not needed in it. Anchored at the
  // root: a bare 'reports' would also leave out packages/server/src/routes/reports.
  ignorePatterns: ['/test-artifacts', '/reports', '/coverage', '/data', '**/dist', '/.helpers'],
  coverageAnalysis: 'perTest',
  // A static mutant (in a module-level constant: catalogues, tables) is live before any test starts,
  // so it must run every test of the scope. They are left out of the score (398 of core's 5,384
  // mutants); `--ignoreStatic false` runs them.
  ignoreStatic: true,
  // Two cores, shared with CI runs: one test process at a time.
  concurrency: 1,
  // Kept in git so a later run re-tests only the mutants whose code or tests changed.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  thresholds: { high: 90, low: 80, break: null },
  reporters: ['clear-text', 'progress', 'html', 'json', 'progress-file'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};

export default config;
