#!/usr/bin/env node
import fs = require('node:fs');
import nodePath = require('node:path');
import url = require('node:url');

/**
 * The `signal-portal` executable. It runs the bundle (`dist/bundle`, written by
 * `npm run build -w @signal-portal/cli`: two CommonJS files with V8's code cache, see
 * bundle-loader.cts) when the bundle was made from the modules now in `dist`, else those modules as
 * tsc wrote them. The bundle's stamp names the files whose change means a rebuild (each package's
 * tsc build info, the installed packages): a `tsc -b` after the bundle was made leaves it unused
 * instead of stale. SIGNAL_PORTAL_NO_BUNDLE=1 runs the modules regardless.
 *
 * CommonJS, as is the loader: Node starts a CommonJS entry without its ES module loader, which is
 * most of what `--help` would spend beyond Node's own start (docs/performance.md, CLI start-up).
 */
const STAMP = url.pathToFileURL(nodePath.join(__dirname, 'bundle', 'stamp.json'));

/** Whether every input the bundle was made from is unchanged (same modification time). */
const bundleIsCurrent = (): boolean => {
  if (process.env['SIGNAL_PORTAL_NO_BUNDLE'] === '1') return false;
  try {
    const stamp = JSON.parse(fs.readFileSync(STAMP, 'utf8')) as { inputs: Record<string, number> };
    return Object.entries(stamp.inputs).every(
      ([path, mtimeMs]) => fs.statSync(new URL(path, STAMP)).mtimeMs === mtimeMs,
    );
  } catch {
    return false;
  }
};

const { version } = JSON.parse(fs.readFileSync(nodePath.join(__dirname, '..', 'package.json'), 'utf8')) as {
  readonly version: string;
};
const args = process.argv.slice(2);
const run = async (): Promise<number> => {
  if (bundleIsCurrent()) {
    // Required here, not imported above: only a run of the bundle reads it.
    const { runBundle } = require('./bundle-loader.cjs') as {
      runBundle: (version: string, args: readonly string[]) => Promise<number>;
    };
    return runBundle(version, args);
  }
  const { main } = await import('./cli.js');
  return main(version, args);
};
void run().then((code) => {
  process.exitCode = code;
});
