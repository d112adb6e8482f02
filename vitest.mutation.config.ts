import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';
import base from './vitest.config.js';

// Vitest as Stryker runs it (stryker.config.mjs): only the unit and property tests under packages/.
// The end-to-end tests (tests/**, *.e2e.test.ts) start the built server and a browser from dist/,
// so they cannot see a mutant in the sources, and would make every mutant cost minutes.
// MUTATION_TESTS (set by scripts/mutation.mjs for a scope) narrows the tests to one package's own:
// core's rules must be pinned by core's tests, not only by a server test that happens to reach them.
const testsOf = process.env.MUTATION_TESTS;

const merged: ViteUserConfig = mergeConfig(
  base,
  defineConfig({
    test: {
      // Stryker switches mutants on at run time (static mutants are left out, stryker.config.mjs), so
      // a test file need not load its modules afresh for each mutant: the same results, a quarter
      // faster (core's withdrawal rules: 37 s against 50 s).
      isolate: false,
      // mergeConfig appends arrays, so the base config's include stays and these are taken out.
      exclude: [
        '**/node_modules/**',
        'tests/**',
        '**/*.e2e.test.ts',
        // Runs the built CLI from dist/.
        'packages/cli/src/main.test.ts',
      ],
    },
  }),
);
if (testsOf) merged.test = { ...merged.test, include: [`${testsOf}/**/*.test.ts`] };

export default merged;
