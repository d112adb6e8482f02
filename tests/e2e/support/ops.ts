/** Operator commands against a started portal, as its operator runs them (`npm run ops -- ...`). */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT, type Portal } from '../../support/portal.js';

/** Runs `ops <args>` on the portal's data folder; resolves to the Result it prints. */
export const ops = async (portal: Portal, ...args: string[]): Promise<{ error: boolean; value: unknown }> => {
  const { DATABASE_URL: _db, ...env } = process.env;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(ROOT, 'packages/server/dist/ops/cli.js'), ...args],
    { env: { ...env, DATA_DIR: portal.dataDir, PUBLIC_URL: portal.url } },
  );
  return JSON.parse(stdout) as { error: boolean; value: unknown };
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The demo signals' ids by name, as the operator's list prints them. */
export const signalIds = async (portal: Portal): Promise<Map<string, string>> => {
  const listed = await ops(portal, 'signal', 'list');
  const rows = isRecord(listed.value) && Array.isArray(listed.value.signals) ? listed.value.signals : [];
  const ids = new Map<string, string>();
  for (const row of rows as unknown[]) {
    if (isRecord(row) && typeof row.name === 'string' && typeof row.id === 'string')
      ids.set(row.name, row.id);
  }
  return ids;
};
