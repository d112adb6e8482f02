import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string, entry = 'index'): string =>
  fileURLToPath(new URL(`./packages/${pkg}/src/${entry}.ts`, import.meta.url));

// Tests run against the TypeScript sources, so no build is needed first.
export default defineConfig({
  resolve: {
    // Subpaths first: an alias matches by prefix.
    alias: {
      '@signal-portal/fixtures/contracts': src('fixtures', 'contracts/index'),
      '@signal-portal/fixtures/arbitraries': src('fixtures', 'arbitraries/index'),
      '@signal-portal/core': src('core'),
      '@signal-portal/fixtures': src('fixtures'),
      '@signal-portal/server': src('server'),
    },
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx', 'tests/**/*.test.ts'],
    // One migrated PGlite dumped per run; test servers load it instead of creating and migrating.
    globalSetup: ['packages/server/src/test-support/migrated-pglite.test-helpers.ts'],
    pool: 'threads',
    maxWorkers: 2,
    // PGlite starts in seconds on a busy 2-core machine; unit tests finish far below these.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
