/**
 * Builds what the web end-to-end tests run, once per test run: the server (`tsc -b`, so its dist is
 * fresh) and the web app into packages/web/dist, which the started server serves. Test files run in
 * parallel worker threads of one process, so a lock directory makes one of them build while the
 * others wait, and a stamp with the process id tells them it is done.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildWeb } from '../../../packages/web/scripts/build.mjs';
import { ROOT } from '../../support/portal.js';

const LOCK = join(tmpdir(), 'signal-portal-web-e2e.lock');
const STAMP = join(tmpdir(), 'signal-portal-web-e2e.stamp.json');
const STALE_LOCK_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const builtInThisRun = async (): Promise<boolean> => {
  const stamp = await readFile(STAMP, 'utf8').catch(() => '');
  return stamp !== '' && (JSON.parse(stamp) as { pid: number; root: string }).pid === process.pid;
};

const acquireLock = async (): Promise<void> => {
  for (;;) {
    try {
      await mkdir(LOCK);
      return;
    } catch {
      const since = await stat(LOCK).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > STALE_LOCK_MS) await rm(LOCK, { recursive: true, force: true });
      await sleep(250);
    }
  }
};

export const prepareProduct = async (): Promise<void> => {
  await acquireLock();
  try {
    if (await builtInThisRun()) return;
    await promisify(execFile)(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b'], {
      cwd: ROOT,
    });
    await buildWeb();
    await writeFile(STAMP, JSON.stringify({ pid: process.pid, root: ROOT }));
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
};
