#!/usr/bin/env node
import { readFileSync, statSync } from 'node:fs';

/**
 * The `signal-portal` executable. It runs the bundle (`dist/bundle`, written by
 * `npm run build -w @signal-portal/cli`: two CommonJS files with V8's code cache, see
 * bundle-loader.ts) when the bundle was made from the modules now in `dist`, else those modules as
 * tsc wrote them. The bundle's stamp names the files whose change means a rebuild (each package's
 * tsc build info, the installed packages): a `tsc -b` after the bundle was made leaves it unused
 * instead of stale. SIGNAL_PORTAL_NO_BUNDLE=1 runs the modules regardless.
 */
const STAMP = new URL('./bundle/stamp.json', import.meta.url);

/** Whether every input the bundle was made from is unchanged (same modification time). */
const bundleIsCurrent = (): boolean => {
  if (process.env['SIGNAL_PORTAL_NO_BUNDLE'] === '1') return false;
  try {
    const stamp = JSON.parse(readFileSync(STAMP, 'utf8')) as { inputs: Record<string, number> };
    return Object.entries(stamp.inputs).every(
      ([path, mtimeMs]) => statSync(new URL(path, STAMP)).mtimeMs === mtimeMs,
    );
  } catch {
    return false;
  }
};

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  readonly version: string;
};
const args = process.argv.slice(2);
if (bundleIsCurrent()) {
  const { runBundle } = await import('./bundle-loader.js');
  process.exitCode = await runBundle(version, args);
} else {
  const { main } = await import('./cli.js');
  process.exitCode = await main(version, args);
}
