import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = join(ROOT, 'packages/server/dist/main.js');
const CLI = join(ROOT, 'packages/server/dist/ops/cli.js');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

interface Launched {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
  /** 'listening' once it printed its operator line, 'exited' when it stopped before that. */
  readonly outcome: 'listening' | 'exited';
}

/** Starts `node dist/main.js` and waits until it either listens or exits. */
const launch = async (env: NodeJS.ProcessEnv): Promise<Launched> => {
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let code: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (exitCode) => {
      code = exitCode;
      resolve(exitCode);
    }),
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (output.includes('Operator commands'))
      return { child, output: () => output, exited, outcome: 'listening' };
    if (code !== undefined) return { child, output: () => output, exited, outcome: 'exited' };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`neither listened nor exited:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const opsEndpointPid = async (dataDir: string): Promise<number> =>
  (JSON.parse(await readFile(join(dataDir, 'ops-endpoint.json'), 'utf8')) as { pid: number }).pid;

describe('one PGlite data folder, one server process', () => {
  let dataDir: string;
  let baseEnv: NodeJS.ProcessEnv;
  const running: ChildProcess[] = [];

  beforeAll(async () => {
    // A type error elsewhere in the repository must not hide this test: tsc -b emits anyway.
    await promisify(execFile)(process.execPath, [TSC, '-b'], { cwd: ROOT }).catch(() => undefined);
    dataDir = await mkdtemp(join(tmpdir(), 'folder-lock-e2e-'));
    const { DATABASE_URL: _db, PUBLIC_URL: _url, SMTP_URL: _smtp, ...rest } = process.env;
    baseEnv = { ...rest, HOST: '127.0.0.1', DATA_DIR: dataDir };
  }, 240_000);
  afterAll(async () => {
    for (const child of running)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  /** PORT=0: the server binds a free port itself; `base` is the address it printed ('' when it exited). */
  const start = async (): Promise<Launched & { base: string }> => {
    const launched = await launch({ ...baseEnv, PORT: '0' });
    running.push(launched.child);
    const base = /listening on (http:\/\/localhost:\d+)/.exec(launched.output())?.[1] ?? '';
    return { ...launched, base };
  };

  it('refuses a second process while the first runs, and takes over the lock of one killed with -9', async () => {
    const first = await start();
    expect(first.outcome, first.output()).toBe('listening');
    const firstPid = first.child.pid;
    expect(await opsEndpointPid(dataDir)).toBe(firstPid);

    const second = await start();
    expect(second.outcome, second.output()).toBe('exited');
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(join(dataDir, 'pglite'));
    expect(second.output()).toContain(`pid ${firstPid}`);

    // The first keeps serving, and its operator handover is still its own.
    expect((await fetch(`${first.base}/`)).status).toBe(200);
    expect(await opsEndpointPid(dataDir)).toBe(firstPid);
    const { stdout } = await promisify(execFile)(process.execPath, [CLI, 'site', 'list'], {
      env: { ...baseEnv, PORT: '0' },
    });
    expect(JSON.parse(stdout)).toMatchObject({ error: false });

    first.child.kill('SIGKILL');
    await first.exited;

    // The dead process's lock is stale: the next start takes it over.
    const third = await start();
    expect(third.outcome, third.output()).toBe('listening');
    expect(await opsEndpointPid(dataDir)).toBe(third.child.pid);
    expect((await fetch(`${third.base}/`)).status).toBe(200);

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 240_000);
});
