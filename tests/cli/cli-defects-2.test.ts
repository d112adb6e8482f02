/**
 * The built `signal-portal` binary against a started product, for issue 12's defects that live in the
 * real process: a folder given as `-o`, and a reader of stdout that stops early (`| head -1`).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startPortal, type Portal } from '../support/portal.js';
import { runCli, startCli, waitUntil, type CliResult } from './cli-process.js';

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

let portal: Portal;
let configDir: string;
let env: NodeJS.ProcessEnv;

const login = async (): Promise<CliResult> => {
  const to = DEMO_PROVIDER_CONTACT.phone;
  const before = (await portal.outbox()).length;
  const running = startCli(['login', '--phone', to], env);
  await waitUntil(() => running.stderr().includes('A verification code was sent'), 'the code to be sent');
  running.child.stdin?.end(`${await portal.codeFor(to, before)}\n`);
  return running.done;
};

beforeAll(async () => {
  // A type error elsewhere in the repository must not stop the build this test runs.
  await promisify(execFile)(process.execPath, [TSC, '-b'], { cwd: ROOT }).catch(() => undefined);
  portal = await startPortal();
  configDir = await mkdtemp(join(tmpdir(), 'cli-defects-2-'));
  const {
    NO_COLOR: _noColor,
    SIGNAL_PORTAL_SITE_TOKEN: _token,
    SIGNAL_PORTAL_WS: _ws,
    ...inherited
  } = process.env;
  env = {
    ...inherited,
    SIGNAL_PORTAL_CONFIG_DIR: configDir,
    SIGNAL_PORTAL_API: portal.apiUrl,
    SIGNAL_PORTAL_LANG: 'en-US',
  };
  expect((await login()).code).toBe(0);
}, 180_000);

afterAll(async () => {
  await portal?.stop();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

describe('signal-portal report download: the output', () => {
  it('refuses a folder as -o before downloading (exit 2) and leaves no partial file', async () => {
    const folder = join(configDir, 'reports');
    await mkdir(folder);
    const before = await readdir(configDir);
    const run = await runCli(['report', 'download', 'settled', '-o', folder], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${folder} is a folder. Name a file inside it instead`);
    expect(await readdir(folder)).toEqual([]);
    expect(await readdir(configDir)).toEqual(before);
  });

  it('ends the download quietly when the reader of stdout stops (| head -1)', async () => {
    const running = startCli(['report', 'download', 'orders'], env);
    // As `head -1` does: read the first line, then close the pipe.
    await waitUntil(() => running.stdout().includes('\n'), 'the first line of the CSV');
    running.child.stdout?.destroy();
    const done = await running.done;
    expect(done.code).toBe(0);
    expect(done.stderr).toBe('');
  });
});
