/**
 * The built `signal-portal` against a started product, for what keeps its start-up short (issue 13):
 * the bundle (dist/bundle, made from the modules tsc wrote) says exactly what the modules say, and
 * the site token read from the portal page is kept between runs, in a private file, and read again
 * when the platform refuses it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LANGUAGES } from '@signal-portal/core';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startPortal, type Portal } from '../support/portal.js';
import { runCli, startCli, waitUntil, type CliResult } from './cli-process.js';

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const BUNDLE_SCRIPT = join(ROOT, 'packages/cli/scripts/bundle.mjs');
const CLI_DIST = join(ROOT, 'packages/cli/dist');

let portal: Portal;
let configDir: string;
let env: NodeJS.ProcessEnv;

const siteTokensFile = (): string => join(configDir, 'site-tokens.json');
const cachedTokens = async (): Promise<Record<string, string>> =>
  JSON.parse(await readFile(siteTokensFile(), 'utf8')) as Record<string, string>;

/**
 * Runs one build directly (the bundle through its loader, or the modules' `cli.js`), whatever the
 * bundle's stamp says: another build on this machine may rewrite dist while the test runs.
 */
const runBuild = async (
  build: 'bundle' | 'modules',
  args: readonly string[],
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<CliResult> => {
  const [entry, name] =
    build === 'bundle' ? ['bundle-loader.cjs', 'runBundle'] : (['cli.js', 'main'] as const);
  const script =
    `const { ${name}: main } = await import(${JSON.stringify(join(CLI_DIST, entry))});` +
    `process.exitCode = await main('0.1.0', JSON.parse(process.argv[1]));`;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script, JSON.stringify(args)],
      { env: { ...env, ...extraEnv }, encoding: 'buffer' },
      (error, stdout, stderr) =>
        resolve({
          code: error === null ? 0 : typeof error.code === 'number' ? error.code : null,
          stdout: stdout.toString('utf8'),
          stderr: stderr.toString('utf8'),
          stdoutBytes: stdout,
        }),
    );
  });
};

const login = async (): Promise<CliResult> => {
  const to = DEMO_PROVIDER_CONTACT.email;
  const before = (await portal.outbox()).length;
  const running = startCli(['login', '--email', to], env);
  await waitUntil(() => running.stderr().includes('A verification code was sent'), 'the code to be sent');
  running.child.stdin?.end(`${await portal.codeFor(to, before)}\n`);
  return running.done;
};

beforeAll(async () => {
  // A type error elsewhere in the repository must not stop the build this test runs.
  await promisify(execFile)(process.execPath, [TSC, '-b'], { cwd: ROOT }).catch(() => undefined);
  await promisify(execFile)(process.execPath, [BUNDLE_SCRIPT], { cwd: ROOT });
  portal = await startPortal();
  configDir = await mkdtemp(join(tmpdir(), 'cli-startup-'));
  const {
    NO_COLOR: _noColor,
    SIGNAL_PORTAL_SITE_TOKEN: _token,
    SIGNAL_PORTAL_WS: _ws,
    SIGNAL_PORTAL_NO_BUNDLE: _modules,
    ...inherited
  } = process.env;
  // No site token configured: the CLI reads it from the portal page, as a user's first run would.
  env = {
    ...inherited,
    SIGNAL_PORTAL_CONFIG_DIR: configDir,
    SIGNAL_PORTAL_API: portal.apiUrl,
    SIGNAL_PORTAL_LANG: 'en-US',
    COLUMNS: '200',
  };
  expect((await login()).code).toBe(0);
}, 240_000);

afterAll(async () => {
  await portal?.stop();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

describe('the bundle', () => {
  it('prints the same help and version as the modules', async () => {
    for (const args of [['--help'], ['signals', 'list', '--help'], ['--version']]) {
      const [bundle, modules] = await Promise.all([runBuild('bundle', args), runBuild('modules', args)]);
      expect(bundle.code).toBe(0);
      expect(bundle.stdout).toBe(modules.stdout);
      expect(bundle.stdout).not.toBe('');
    }
  }, 60_000);

  it.each(LANGUAGES)(
    'says what the modules say, in %s: a table, the JSON, and a refusal',
    async (language) => {
      const commands = [
        ['--lang', language, 'whoami'],
        ['--lang', language, 'signals', 'list'],
        ['--lang', language, 'signals', 'list', '--json'],
        ['--lang', language, '--api', 'http://127.0.0.1:1/api', 'signals', 'list'],
      ];
      for (const args of commands) {
        const bundle = await runBuild('bundle', args);
        const modules = await runBuild('modules', args);
        expect({ code: bundle.code, stdout: bundle.stdout, stderr: bundle.stderr }).toEqual({
          code: modules.code,
          stdout: modules.stdout,
          stderr: modules.stderr,
        });
      }
      // The refusal is translated, not a key: the bundle read this language's texts.
      const refused = await runBuild('bundle', commands[3] ?? []);
      expect(refused.code).toBe(4);
      expect(refused.stderr).toContain('NETWORK_ERROR');
      expect(refused.stderr).not.toContain('cli.');
    },
    120_000,
  );

  it('writes files as the modules do: the config file, and a list saved with -o', async () => {
    for (const build of ['bundle', 'modules'] as const) {
      const dir = await mkdtemp(join(tmpdir(), `cli-startup-${build}-`));
      try {
        const set = await runBuild(build, ['config', 'set', 'language', 'ja-JP'], {
          SIGNAL_PORTAL_CONFIG_DIR: dir,
        });
        expect(set.code).toBe(0);
        expect(JSON.parse(await readFile(join(dir, 'config.json'), 'utf8'))).toEqual({ language: 'ja-JP' });
        expect((await stat(join(dir, 'config.json'))).mode & 0o777).toBe(0o600);
        const csv = join(dir, 'signals.csv');
        const saved = await runBuild(build, ['signals', 'list', '--format', 'csv', '-o', csv]);
        expect(saved.code).toBe(0);
        expect((await readFile(csv, 'utf8')).split('\n')[0]).toMatch(/^id,name,platform,/);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
  }, 60_000);
});

describe('the site token read from the portal page', () => {
  it('is kept beside the session, readable by its owner only, and the next run does not read the page', async () => {
    expect(await cachedTokens()).toEqual({ [portal.apiUrl]: portal.siteToken });
    expect((await stat(siteTokensFile())).mode & 0o777).toBe(0o600);
    const run = await runCli(['--verbose', 'whoami', '--json'], env);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^GET \/api\/user -> 200 \(\d+ ms\)\n$/);
  });

  it('is read again once when the platform refuses the cached token, and the command succeeds', async () => {
    // A token the platform did not sign (its key changed, say): JWT_FORMAT on every call.
    const [header = '', payload = ''] = portal.siteToken.split('.');
    await writeFile(
      siteTokensFile(),
      JSON.stringify({ [portal.apiUrl]: `${header}.${payload}.bm90LXNpZ25lZA` }),
    );

    const run = await runCli(['--verbose', 'signals', 'list', '--json'], env);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      error: false,
      value: { list: expect.any(Array) as unknown },
    });
    const requests = run.stderr
      .trim()
      .split('\n')
      .map((line) => line.replace(/ \(\d+ ms\)$/, ''));
    expect(requests).toEqual(['GET /api/signal -> 401', 'GET / -> 200', 'GET /api/signal -> 200']);
    expect(await cachedTokens()).toEqual({ [portal.apiUrl]: portal.siteToken });
    expect((await stat(siteTokensFile())).mode & 0o777).toBe(0o600);

    const next = await runCli(['--verbose', 'signals', 'list', '--json'], env);
    expect(next.code).toBe(0);
    expect(next.stderr).toMatch(/^GET \/api\/signal -> 200 \(\d+ ms\)\n$/);
  }, 60_000);
});
