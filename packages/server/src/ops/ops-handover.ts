import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { processAlive } from '../storage/data-folder-lock.js';

/** What a running PGlite server leaves in its data folder so `npm run ops` can hand commands over. */
export interface OpsHandover {
  readonly pid: number;
  readonly url: string;
  readonly token: string;
}

export const opsHandoverFile = (dataDir: string): string => join(dataDir, 'ops-endpoint.json');

export const writeOpsHandover = (dataDir: string, handover: OpsHandover): Promise<void> =>
  writeFile(opsHandoverFile(dataDir), `${JSON.stringify(handover)}\n`, { mode: 0o600 });

export const removeOpsHandover = (dataDir: string): Promise<void> =>
  rm(opsHandoverFile(dataDir), { force: true });

/** The handover of a server that is still running on this data folder, if any (a stale file is ignored). */
export const readOpsHandover = async (dataDir: string): Promise<OpsHandover | undefined> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(opsHandoverFile(dataDir), 'utf8'));
  } catch {
    return undefined;
  }
  const h = parsed as Partial<OpsHandover>;
  if (typeof h.pid !== 'number' || typeof h.url !== 'string' || typeof h.token !== 'string') return undefined;
  return processAlive(h.pid) ? { pid: h.pid, url: h.url, token: h.token } : undefined;
};
