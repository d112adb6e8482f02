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

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: {
    configFile: 'vitest.mutation.config.ts',
    // Only the test files that import a mutated file run, so a narrow scope stays feasible.
    related: true,
  },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'packages/core/src/{domain,validation,live-feed}/**/*.ts',
    'packages/server/src/{money,auth,followers,storage}/**/*.ts',
    ...notSources,
  ],
  // The sandbox copies the checkout; build output and artifacts are not needed in it.
  ignorePatterns: ['test-artifacts', 'reports', 'coverage', 'data', '**/dist', '.helpers'],
  coverageAnalysis: 'perTest',
  // Two cores, shared with CI runs: one test process at a time.
  concurrency: 1,
  // Kept in git so a later run re-tests only the mutants whose code or tests changed.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  thresholds: { high: 90, low: 80, break: null },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};

export default config;
