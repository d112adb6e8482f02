import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { lock } from 'proper-lockfile';

/**
 * How long a lock may go without its holder refreshing it before another process takes it over.
 * proper-lockfile refreshes the lock folder's mtime every half of this; a process killed with -9 stops
 * refreshing, so its lock is taken over at most this long after it died.
 */
export const DATA_FOLDER_LOCK_STALE_MS = 10_000;

/** Who holds a folder's lock: written beside the lock once it is taken. */
export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  readonly since: string;
  /** The process's start time as Linux counts it (/proc/<pid>/stat): tells a reused pid apart. */
  readonly started?: string;
}

/** A second process asked for a folder another one holds. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder | undefined,
  ) {
    super(
      `the data folder ${folder} is in use by another process (${
        holder ? `pid ${holder.pid} on ${holder.host}, since ${holder.since}` : 'pid unknown'
      }); two processes on one folder would lose each other's writes, so this one does not open it`,
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataFolderLock {
  /** Frees the folder for the next process. */
  release(): Promise<void>;
}

export interface DataFolderLockOptions {
  /** The lock was taken over (this process stalled longer than the stale time): stop using the folder. */
  readonly onLost: (error: Error) => void;
  readonly staleMs?: number;
  /** Progress lines (waiting for a dead process's lock to go stale). */
  readonly log?: (line: string) => void;
}

const lockPathOf = (folder: string): string => `${folder}.lock`;
const holderPathOf = (folder: string): string => `${folder}.lock.json`;

/** Folders this process holds: a second open here is refused at once, not after waiting. */
const heldHere = new Map<string, LockHolder>();

/** Whether a process of this id runs on this host (signal 0 asks without sending anything). */
export const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Field 22 of /proc/<pid>/stat (start time since boot); undefined where there is no /proc. */
const processStartOf = async (pid: number): Promise<string | undefined> => {
  try {
    const line = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    return line.slice(line.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
};

const readHolder = async (folder: string): Promise<LockHolder | undefined> => {
  try {
    const value = JSON.parse(await readFile(holderPathOf(folder), 'utf8')) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string' || typeof value.since !== 'string') {
      return undefined;
    }
    const { pid, host, since, started } = value;
    return typeof started === 'string' ? { pid, host, since, started } : { pid, host, since };
  } catch {
    return undefined;
  }
};

const writeHolder = async (folder: string, holder: LockHolder): Promise<void> => {
  // Written whole, then renamed: a reader never sees half a record.
  const temporary = `${holderPathOf(folder)}.${process.pid}`;
  await writeFile(temporary, `${JSON.stringify(holder)}\n`, { mode: 0o644 });
  await rename(temporary, holderPathOf(folder));
};

/**
 * A holder that is certainly running: on this host, not this process (a restarted container may get
 * the dead holder's pid), alive, and (where Linux tells) the very process that wrote the record, not a
 * later one that got its pid. Any other holder is judged by the lock's staleness alone.
 */
const runningElsewhere = async (holder: LockHolder | undefined): Promise<boolean> => {
  if (!holder || holder.host !== hostname() || holder.pid === process.pid || !processAlive(holder.pid)) {
    return false;
  }
  const started = holder.started === undefined ? undefined : await processStartOf(holder.pid);
  return started === undefined || started === holder.started;
};

const lockExists = (folder: string): Promise<boolean> =>
  stat(lockPathOf(folder)).then(
    () => true,
    () => false,
  );

const isLocked = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'ELOCKED';

/**
 * Takes the folder (which must exist) for this process's whole life, with proper-lockfile: an atomic
 * `<folder>.lock` directory whose mtime the holder refreshes, and a record of the holder beside it.
 * A lock whose holder runs on this host is refused at once with its pid, however long the holder's
 * event loop has stalled; any other lock (its holder died, by kill -9 too, or runs where this process
 * cannot see it) is taken over only once it has gone stale, which this waits for.
 */
export const lockDataFolder = async (
  folderPath: string,
  options: DataFolderLockOptions,
): Promise<DataFolderLock> => {
  const folder = resolve(folderPath);
  const staleMs = options.staleMs ?? DATA_FOLDER_LOCK_STALE_MS;
  const refuseIfHeld = async (): Promise<LockHolder | undefined> => {
    const mine = heldHere.get(folder);
    if (mine) throw new DataFolderInUseError(folder, mine);
    const recorded = await readHolder(folder);
    if ((await lockExists(folder)) && (await runningElsewhere(recorded))) {
      throw new DataFolderInUseError(folder, recorded);
    }
    return recorded;
  };
  let lost = false;
  const attempt = (waitForStale: boolean): Promise<() => Promise<void>> =>
    lock(folder, {
      lockfilePath: lockPathOf(folder),
      stale: staleMs,
      // Waiting: retry every half second until the lock is older than the stale time, and a little more.
      retries: waitForStale
        ? { retries: Math.ceil(staleMs / 500) + 4, factor: 1, minTimeout: 500, maxTimeout: 500 }
        : 0,
      onCompromised: (error) => {
        lost = true;
        heldHere.delete(folder);
        options.onLost(error);
      },
    });

  await refuseIfHeld();
  let unlock: () => Promise<void>;
  try {
    unlock = await attempt(false);
  } catch (error) {
    if (!isLocked(error)) throw error;
    const holder = await refuseIfHeld();
    options.log?.(
      `The data folder ${folder} is locked by ${holder ? `pid ${holder.pid} on ${holder.host}` : 'a process'}, ` +
        `which does not run here: waiting up to ${Math.ceil(staleMs / 1000)} s for its lock to go stale...`,
    );
    try {
      unlock = await attempt(true);
    } catch (again) {
      if (isLocked(again)) throw new DataFolderInUseError(folder, await readHolder(folder));
      throw again;
    }
  }
  const started = await processStartOf(process.pid);
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    ...(started === undefined ? {} : { started }),
  };
  heldHere.set(folder, holder);
  try {
    await writeHolder(folder, holder);
  } catch (error) {
    heldHere.delete(folder);
    await unlock().catch(() => undefined);
    throw error;
  }

  let released: Promise<void> | undefined;
  return {
    release() {
      released ??= (async () => {
        if (lost) return;
        heldHere.delete(folder);
        // The record goes first: once the lock is free, the next holder writes its own.
        await rm(holderPathOf(folder), { force: true });
        await unlock().catch((error: unknown) => {
          // Already lost (taken over): nothing of ours to free.
          if ((error as NodeJS.ErrnoException).code !== 'ERELEASED') throw error;
        });
      })();
      return released;
    },
  };
};
