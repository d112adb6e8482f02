import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFolderInUseError, lockDataFolder, type DataFolderLock } from './data-folder-lock.js';

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
  const heldBy = async (holder: { pid: number; host?: string; started?: string }) => {
    await mkdir(`${folder}.lock`);
    await writeFile(
      `${folder}.lock.json`,
      JSON.stringify({ host: hostname(), since: '2030-01-01T00:00:00.000Z', ...holder }),
    );
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
    const refresh = setInterval(() => {
      const now = new Date();
      void utimes(`${folder}.lock`, now, now).catch(() => undefined);
    }, 200);
    try {
      await expect(lockDataFolder(folder, { onLost: neverLost, staleMs: STALE_MS })).rejects.toThrow(
        'pid 1 on another-host',
      );
    } finally {
      clearInterval(refresh);
    }
  });
});
