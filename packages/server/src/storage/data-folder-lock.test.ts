import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DataFolderInUseError,
  lockDataFolder,
  processAlive,
  type DataFolderLock,
} from './data-folder-lock.js';

/** proper-lockfile's smallest stale time: keeps the take-over tests short. */
const STALE_MS = 2_000;

const neverLost = (error: Error): void => {
  throw new Error(`lock lost: ${error.message}`);
};

/** A child process that keeps running until killed. */
const idleProcess = (): ChildProcess =>
  spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });

/** The pid of a process that has exited. */
const deadPid = async (): Promise<number> => {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
};

describe('data folder lock', () => {
  let root: string;
  let folder: string;
  const held: DataFolderLock[] = [];
  const children: ChildProcess[] = [];

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'folder-lock-'));
    folder = join(root, 'pglite');
    await mkdir(folder);
  });
  afterEach(async () => {
    await Promise.all(held.splice(0).map((lock) => lock.release()));
    await rm(root, { recursive: true, force: true });
  });
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  const take = async (options: { staleMs?: number; log?: (line: string) => void } = {}) => {
    const lock = await lockDataFolder(folder, { onLost: neverLost, staleMs: STALE_MS, ...options });
    held.push(lock);
    return lock;
  };

  /** The state another process leaves while it holds the folder: a fresh lock and its record. */
  const heldBy = async (holder: Record<string, unknown> & { pid: unknown }) => {
    await mkdir(`${folder}.lock`);
    await writeFile(
      `${folder}.lock.json`,
      JSON.stringify({ host: hostname(), since: '2030-01-01T00:00:00.000Z', ...holder }),
    );
  };
  /** A running process of this host whose lock went stale (its record as given). */
  const runningWithStaleLock = async (
    record: (pid: number) => Record<string, unknown> & { pid: unknown },
  ) => {
    const other = idleProcess();
    children.push(other);
    await heldBy(record(other.pid ?? 0));
    await ageLock();
    return other.pid ?? 0;
  };
  /** Keeps the lock's mtime fresh, as a holder this process cannot see would; returns the stop. */
  const keepFresh = (): (() => void) => {
    const refresh = setInterval(() => {
      const now = new Date();
      void utimes(`${folder}.lock`, now, now).catch(() => undefined);
    }, 200);
    return () => clearInterval(refresh);
  };

  /** The lock's last refresh a minute ago: stale by its mtime. */
  const ageLock = async (): Promise<void> => {
    const old = new Date(Date.now() - 60_000);
    await utimes(`${folder}.lock`, old, old);
  };

  const recordedPid = async (): Promise<number> =>
    (JSON.parse(await readFile(`${folder}.lock.json`, 'utf8')) as { pid: number }).pid;

  it('takes a free folder, records this pid, and frees it on release', async () => {
    const lock = await take();
    expect(await recordedPid()).toBe(process.pid);
    await lock.release();
    await expect(readFile(`${folder}.lock.json`, 'utf8')).rejects.toThrow();
    await take();
  });

  it('refuses a second lock of a folder this process holds, at once', async () => {
    await take();
    const second = lockDataFolder(folder, { onLost: neverLost, staleMs: 60_000 });
    await expect(second).rejects.toBeInstanceOf(DataFolderInUseError);
    await expect(second).rejects.toThrow(`pid ${process.pid}`);
  });

  it('refuses a folder held by a running process at once, naming the folder and the pid', async () => {
    const other = idleProcess();
    children.push(other);
    await heldBy({ pid: other.pid ?? 0 });
    const started = Date.now();
    const refused = lockDataFolder(folder, { onLost: neverLost, staleMs: 60_000 });
    await expect(refused).rejects.toThrow(new RegExp(`${folder}.*pid ${other.pid}`));
    expect(Date.now() - started).toBeLessThan(5_000);
    // Its lock is left as it was.
    expect(await recordedPid()).toBe(other.pid);
  });

  it('takes over the lock of a process that died once the lock goes stale', async () => {
    const dead = await deadPid();
    await heldBy({ pid: dead });
    const lines: string[] = [];
    await take({ log: (line) => lines.push(line) });
    expect(await recordedPid()).toBe(process.pid);
    expect(lines.join('\n')).toContain(`pid ${dead}`);
  });

  it('takes over a stale lock of a process that died at once', async () => {
    await heldBy({ pid: await deadPid() });
    await ageLock();
    const lines: string[] = [];
    await take({ staleMs: 60_000 - 5_000, log: (line) => lines.push(line) });
    expect(await recordedPid()).toBe(process.pid);
    expect(lines).toEqual([]);
  });

  it('never takes over the lock of a process running here, however long it has not refreshed it', async () => {
    // A holder whose event loop stalls (a long synchronous PGlite call) must not lose its folder.
    const other = idleProcess();
    children.push(other);
    await heldBy({ pid: other.pid ?? 0 });
    await ageLock();
    await expect(lockDataFolder(folder, { onLost: neverLost, staleMs: STALE_MS })).rejects.toThrow(
      `pid ${other.pid}`,
    );
  });

  it("tells a process that got a dead holder's pid from the holder by its start time", async () => {
    const other = idleProcess();
    children.push(other);
    await heldBy({ pid: other.pid ?? 0, started: 'not-its-start-time' });
    await ageLock();
    await take();
    expect(await recordedPid()).toBe(process.pid);
  });

  it('does not take over a lock that its holder keeps fresh, even one it cannot see running', async () => {
    // A holder on another host (or in another container): only the lock's freshness tells it lives.
    await heldBy({ pid: 1, host: 'another-host' });
    const stop = keepFresh();
    try {
      await expect(lockDataFolder(folder, { onLost: neverLost, staleMs: STALE_MS })).rejects.toThrow(
        'pid 1 on another-host',
      );
    } finally {
      stop();
    }
  });

  it('waits for a fresh lock without a record, logs how long, and then names no pid', async () => {
    await mkdir(`${folder}.lock`);
    const stop = keepFresh();
    const lines: string[] = [];
    try {
      const refused = lockDataFolder(folder, {
        onLost: neverLost,
        staleMs: STALE_MS,
        log: (line) => lines.push(line),
      });
      await expect(refused).rejects.toBeInstanceOf(DataFolderInUseError);
      await expect(refused).rejects.toThrow('in use by another process (pid unknown)');
      await expect(refused).rejects.toMatchObject({ name: 'DataFolderInUseError', holder: undefined });
    } finally {
      stop();
    }
    expect(lines).toEqual([
      `The data folder ${folder} is locked by a process, which does not run here: waiting up to 2 s for its lock to go stale...`,
    ]);
  });

  it('believes only a whole record: one with a field missing or mistyped is no proof its holder runs', async () => {
    const broken = [
      (pid: number) => ({ pid: String(pid) }),
      (pid: number) => ({ pid, host: 7 }),
      (pid: number) => ({ pid, since: undefined }),
    ];
    for (const record of broken) {
      await runningWithStaleLock(record);
      const lock = await take();
      expect(await recordedPid()).toBe(process.pid);
      await lock.release();
    }
  });

  it('refuses a running holder whose start time is its own, or is not a text (not compared)', async () => {
    const startOf = async (pid: number): Promise<string | undefined> => {
      const line = await readFile(`/proc/${pid}/stat`, 'utf8');
      return line.slice(line.lastIndexOf(')') + 2).split(' ')[19];
    };
    const pid = await runningWithStaleLock((p) => ({ pid: p }));
    const started = await startOf(pid);
    expect(started).toMatch(/^\d+$/);
    await writeFile(`${folder}.lock.json`, JSON.stringify({ pid, host: hostname(), since: 'x', started }));
    await expect(take()).rejects.toThrow(`pid ${pid}`);
    await writeFile(`${folder}.lock.json`, JSON.stringify({ pid, host: hostname(), since: 'x', started: 1 }));
    await expect(take()).rejects.toThrow(`pid ${pid}`);
  });

  it('takes over a stale lock recorded for this very pid or for a running pid of another host', async () => {
    // A restarted container can get the pid of the process that held the folder before it.
    await heldBy({ pid: process.pid });
    await ageLock();
    const lock = await take();
    await lock.release();
    // A pid of another host tells nothing here, even one that runs here.
    await runningWithStaleLock((pid) => ({ pid, host: 'another-host' }));
    await take();
    expect(await recordedPid()).toBe(process.pid);
  });

  it('passes on an error that is not a lock held (a missing folder), without waiting', async () => {
    const lines: string[] = [];
    const missing = lockDataFolder(join(root, 'missing'), {
      onLost: neverLost,
      staleMs: STALE_MS,
      log: (line) => lines.push(line),
    });
    await expect(missing).rejects.toMatchObject({ code: 'ENOENT' });
    expect(lines).toEqual([]);
  });

  it('frees the lock when its record cannot be written', async () => {
    await mkdir(`${folder}.lock.json`); // a folder where the record goes: the rename onto it fails
    await expect(take()).rejects.toThrow();
    await rm(`${folder}.lock.json`, { recursive: true });
    // Neither the lock nor this process's claim on the folder is left behind
    await expect(stat(`${folder}.lock`)).rejects.toMatchObject({ code: 'ENOENT' });
    await take();
    expect(await recordedPid()).toBe(process.pid);
  });

  it('a lock taken over is reported lost, and its release leaves the new holder’s record alone', async () => {
    const lost: Error[] = [];
    const lock = await lockDataFolder(folder, {
      onLost: (error) => lost.push(error),
      staleMs: STALE_MS,
    });
    // Another process took it over: the lock was made anew and the record is its own
    await rm(`${folder}.lock`, { recursive: true });
    const until = Date.now() + 10_000;
    while (lost.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(lost).toHaveLength(1);
    await heldBy({ pid: 4242, host: 'another-host' });
    await lock.release();
    expect(await recordedPid()).toBe(4242);
  });

  it('a release finds the record already gone and still frees the lock', async () => {
    const lock = await take();
    await rm(`${folder}.lock.json`);
    await lock.release();
    await take();
  });

  it('tells a live process from a dead one', async () => {
    expect(processAlive(process.pid)).toBe(true);
    expect(processAlive(await deadPid())).toBe(false);
  });
});
