import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteInfo } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config/config.js';
import { readSiteToken } from '../http/site-token.js';
import { createServer, type RunningServer } from '../server.js';
import { freshSchema } from '../storage/postgres.test-helpers.js';
import { TEST_SECRETS } from '../test-support/harness.test-helpers.js';
import { runOpsCli } from './cli.js';
import { OPS_COMMANDS } from './index.js';

const TEST_SECRETS_ENV = { SITE_TOKEN_KEY: TEST_SECRETS.siteTokenKey, CODE_PEPPER: TEST_SECRETS.codePepper };

const run = async (argv: string[], env: NodeJS.ProcessEnv) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOpsCli(argv, { out: (t) => out.push(t), err: (t) => err.push(t), env });
  return {
    code,
    out: out.join('\n'),
    err: err.join('\n'),
    json: () => JSON.parse(out.join('\n')) as unknown,
  };
};

describe('npm run ops (PGlite data folder, no server running)', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ops-cli-'));
    env = { DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test:8080', ...TEST_SECRETS_ENV };
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('help lists every command with its usage and exits 0; no command is a usage error (2)', async () => {
    const help = await run(['help'], env);
    expect(help.code).toBe(0);
    for (const command of OPS_COMMANDS) {
      expect(help.out).toContain(command.name.join(' '));
      expect(help.out).toContain(command.usage.trim().slice(0, 20));
    }
    const none = await run([], env);
    expect(none.code).toBe(2);
    expect(none.err).toContain('Usage: npm run ops');
  });

  it('an unknown command exits 2 without touching storage', async () => {
    const res = await run(['sites', 'explode'], env);
    expect(res.code).toBe(2);
    expect(res.err).toContain('Unknown command: sites explode');
  });

  it('site create prints the site and a token naming it; exit 1 when refused, 2 on bad usage', async () => {
    const missing = await run(['site', 'create', '--name', 'acme'], env);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--domain is required');

    const created = await run(
      ['site', 'create', '--name', 'acme', '--domain', 'acme.localhost', '--site-name', 'Acme Signals'],
      env,
    );
    expect(created.code).toBe(0);
    const result = created.json() as { error: false; value: { site: SiteInfo; siteToken: string } };
    expect(result.value.site).toMatchObject({
      name: 'acme',
      domain: 'acme.localhost',
      siteName: 'Acme Signals',
      apiDomain: 'http://portal.test:8080/api',
      wsDomain: 'ws://portal.test:8080/ws',
    });
    expect(await readSiteToken(result.value.siteToken, TEST_SECRETS.siteTokenKey)).toBe(result.value.site.id);

    const unknown = await run(['site', 'token', 'no-such-site'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.json()).toEqual({ error: true, value: 'ID_NOT_FOUND' });
  }, 120_000);

  it('clock advance moves the stored platform time forward; bad durations are usage errors', async () => {
    const bad = await run(['clock', 'advance', '3x'], env);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('30d');
    const advanced = await run(['clock', 'advance', '30d'], env);
    expect(advanced.code).toBe(0);
    const value = (advanced.json() as { value: { offsetMs: number; now: string } }).value;
    expect(value.offsetMs).toBe(30 * 86_400_000);
    // 30 days ahead of real time, give or take the run's own duration.
    expect(Math.abs(Date.parse(value.now) - Date.now() - 30 * 86_400_000)).toBeLessThan(60_000);
    const shown = await run(['clock', 'show'], env);
    expect(shown.json()).toMatchObject({ value: { offsetMs: 30 * 86_400_000, offsetDays: 30 } });
  }, 120_000);
});

describe('npm run ops beside a running server on PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let server: RunningServer;
  let env: NodeJS.ProcessEnv;
  let dataDir: string;
  beforeAll(async () => {
    schema = await freshSchema();
    dataDir = await mkdtemp(join(tmpdir(), 'ops-pg-'));
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: schema.url,
      SEED_DEMO: '0',
      PORT: '0',
      HOST: '127.0.0.1',
      ...TEST_SECRETS_ENV,
    };
    server = await createServer({ config: readConfig(env), secrets: TEST_SECRETS });
  });
  afterAll(async () => {
    await server.close();
    await schema.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('clock advance reaches the running server through NOTIFY', async () => {
    expect(server.ctx.clock.offset).toBe(0);
    const res = await run(['clock', 'advance', '2h'], env);
    expect(res.code).toBe(0);
    // The NOTIFY reaches the server on its own time: wait for the offset itself.
    await vi.waitFor(() => expect(server.ctx.clock.offset).toBe(2 * 3_600_000), { timeout: 10_000 });
  });
});
