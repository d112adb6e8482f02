import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback } from 'node:zlib';
import { lockDataFolder } from './data-folder-lock.js';
import type { Database } from './database.port.js';
import { PgliteDatabase } from './pglite.database.js';

const gunzip = promisify(gunzipCallback);

/** A backup file that cannot be written or restored, the reason in words for the operator. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

const reasonOf = (error: unknown): string => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return 'no such file or folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
};

/**
 * Writes a backup (PgliteDatabase.dumpDataDir's tarball) to `file`, readable by its owner only (it
 * holds every member's data): to a temporary name first, renamed once whole, so a crash or a full
 * disk never leaves half a backup under the name. An existing file is kept unless `replace`.
 */
export const writeBackupFile = async (file: string, tarball: Uint8Array, replace: boolean): Promise<void> => {
  const exists = await stat(file).then(
    () => true,
    () => false,
  );
  if (exists && !replace) {
    throw new BackupFileError(`${file} exists already: name another file, or add --force to replace it`);
  }
  const partial = `${file}.partial-${process.pid}`;
  try {
    await writeFile(partial, tarball, { mode: 0o600 });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw new BackupFileError(`cannot write ${file}: ${reasonOf(error)}`);
  }
};

/** Names of a tar archive's entries ('PG_VERSION', 'base/1/112', ...), from its 512-byte headers. */
const tarEntryNames = (tar: Uint8Array): Set<string> => {
  const text = (from: number, length: number): string => {
    const field = Buffer.from(tar.subarray(from, from + length));
    const end = field.indexOf(0);
    return field.toString('utf8', 0, end === -1 ? length : end);
  };
  const names = new Set<string>();
  for (let offset = 0; offset + 512 <= tar.length;) {
    const name = text(offset, 100);
    if (name === '') break; // the end-of-archive blocks
    const prefix = text(offset + 345, 155);
    const size = Number.parseInt(text(offset + 124, 12).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) break;
    names.add((prefix ? `${prefix}/${name}` : name).replace(/^(\.?\/)+/, ''));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
};

/** What a PostgreSQL data folder cannot be without. */
const REQUIRED_ENTRIES = ['PG_VERSION', 'global/pg_control'];

/**
 * Reads a backup and checks it before anything is touched: whole (gzip's CRC and length catch a
 * damaged or cut-short file) and a PostgreSQL data folder. Resolves to the tarball, ready to load.
 */
export const readBackupFile = async (file: string): Promise<Blob> => {
  let tarball: Buffer;
  try {
    tarball = await readFile(file);
  } catch (error) {
    throw new BackupFileError(`cannot read the backup ${file}: ${reasonOf(error)}`);
  }
  let tar: Buffer;
  try {
    tar = await gunzip(tarball);
  } catch (error) {
    throw new BackupFileError(
      `${file} is not a whole backup (${reasonOf(error)}): it is damaged or cut short, or not a backup`,
    );
  }
  const names = tarEntryNames(tar);
  const missing = REQUIRED_ENTRIES.filter((entry) => !names.has(entry));
  if (missing.length > 0) {
    throw new BackupFileError(
      `${file} is not a backup of the embedded database (no ${missing.join(', ')} in it)`,
    );
  }
  return new Blob([new Uint8Array(tarball)]);
};

/**
 * Replaces the PGlite data folder `folder` with a backup, holding the folder's lock throughout (a
 * server starting meanwhile is refused; one running now makes this refuse: DataFolderInUseError).
 * The backup is loaded into a new folder beside it and `check` runs on it there (it throws to
 * refuse); only then the current folder is moved aside, the new one put in its place, and the old
 * one removed. Whatever fails before the switch leaves the current data as it was. Resolves to where
 * the old folder was left should removing it fail (undefined: removed).
 */
export const restoreDataFolder = async (
  folder: string,
  tarball: Blob,
  check: (db: Database) => Promise<void>,
): Promise<string | undefined> => {
  await mkdir(folder, { recursive: true });
  let lost: Error | undefined;
  const lock = await lockDataFolder(folder, {
    onLost: (error) => {
      lost = error;
    },
  });
  const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
  const staging = `${folder}.restoring-${stamp}`;
  const previous = `${folder}.before-restore-${stamp}`;
  try {
    let db: PgliteDatabase;
    try {
      db = await PgliteDatabase.open(staging, { loadDataDir: tarball });
    } catch (error) {
      throw new BackupFileError(`the backup does not open as a database: ${reasonOf(error)}`);
    }
    try {
      await check(db);
    } finally {
      await db.close();
    }
    if (lost) throw new Error(`lost the lock of ${folder} while restoring (${lost.message})`);
    await rename(folder, previous);
    try {
      await rename(staging, folder);
    } catch (error) {
      await rename(previous, folder);
      throw error;
    }
    return await rm(previous, { recursive: true, force: true }).then(
      () => undefined,
      () => previous,
    );
  } finally {
    await rm(staging, { recursive: true, force: true });
    await lock.release();
  }
};
