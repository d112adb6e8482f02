import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { SiteInfo } from '@signal-portal/core';
import { DEMO_PROVIDER_CONTACT, demoSite } from '@signal-portal/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = join(ROOT, 'packages/server/dist/main.js');
const CLI = join(ROOT, 'packages/server/dist/ops/cli.js');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

interface Started {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

/** Starts `node dist/main.js` and waits for its URL line. */
const start = async (env: NodeJS.ProcessEnv): Promise<Started> => {
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Operator commands')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output, exited };
};

const ops = async (env: NodeJS.ProcessEnv, ...args: string[]) => {
  const { stdout } = await promisify(execFile)(process.execPath, [CLI, ...args], { env });
  return JSON.parse(stdout) as { error: boolean; value: unknown };
};

const metaOf = (html: string, name: string): string =>
  new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html)?.[1] ?? '';

describe('npm start: one process, PGlite in DATA_DIR, demo seeded once, survives kill -9', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let base: string;
  const running: ChildProcess[] = [];

  beforeAll(async () => {
    // A type error elsewhere in the repository must not hide this test: tsc -b emits anyway.
    await promisify(execFile)(process.execPath, [TSC, '-b'], { cwd: ROOT }).catch(() => undefined);
    dataDir = await mkdtemp(join(tmpdir(), 'start-e2e-'));
    // Only the defaults: PGlite, a public URL from the port, secrets generated into the folder.
    const {
      DATABASE_URL: _db,
      PUBLIC_URL: _url,
      SITE_TOKEN_KEY: _key,
      CODE_PEPPER: _pepper,
      ...rest
    } = process.env;
    // PORT=0: the first start binds a free port itself; the later one takes that port again.
    env = { ...rest, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir };
  }, 240_000);
  afterAll(async () => {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts, seeds, serves the page and the API, takes operator commands, and keeps its data', async () => {
    const first = await start(env);
    const port = /listening on http:\/\/localhost:(\d+)/.exec(first.output())?.[1] ?? '';
    base = `http://localhost:${port}`;
    env = { ...env, PORT: port };
    running.push(first.child);
    expect(first.output()).toContain(`listening on ${base} (public URL ${base})`);
    expect(first.output()).toContain('First start: seeded');
    expect(first.output()).toContain(DEMO_PROVIDER_CONTACT.email);
    expect(first.output()).toContain('code appears in this console and in');

    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<title>${demoSite().siteName}</title>`);
    expect(metaOf(html, 'api-domain')).toBe(`${base}/api`);
    const siteToken = metaOf(html, 'site-token');
    const entry = await fetch(`${base}/api/entry`, { headers: { authorization: `Bearer ${siteToken}` } });
    const site = ((await entry.json()) as { entry: SiteInfo }).entry;
    expect(site).toMatchObject({
      id: demoSite().id,
      apiDomain: `${base}/api`,
      wsDomain: `${base.replace('http', 'ws')}/ws`,
    });

    // The CLI hands commands to the server holding the PGlite folder.
    const created = await ops(
      env,
      'site',
      'create',
      '--name',
      'acme',
      '--domain',
      'acme.localhost',
      '--site-name',
      'Acme',
    );
    expect(created.error).toBe(false);
    expect(await ops(env, 'clock', 'advance', '2d')).toMatchObject({
      error: false,
      value: { offsetDays: 2 },
    });

    first.child.kill('SIGKILL');
    await first.exited;

    const second = await start(env);
    running.push(second.child);
    expect(second.output()).toContain('Existing data found: nothing seeded.');
    const again = await fetch(`${base}/api/entry`, { headers: { authorization: `Bearer ${siteToken}` } });
    expect(again.status).toBe(200); // same secrets, same site
    const sites = await ops(env, 'site', 'list');
    expect((sites.value as { name: string }[]).map((s) => s.name)).toEqual(['demo', 'acme']);
    expect(await ops(env, 'clock', 'show')).toMatchObject({ value: { offsetDays: 2 } });

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('SIGTERM: stopping');
  }, 240_000);
});
