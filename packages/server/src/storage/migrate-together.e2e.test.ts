import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boundPortOf,
  buildServer,
  serverEnv,
  spawnServer,
  type ServerProcess,
} from '../test-support/server-process.test-helpers.js';
import { MIGRATIONS } from './migrations/index.js';
import { freshSchema } from './postgres.test-helpers.js';

describe('two server processes starting together on one empty PostgreSQL schema', () => {
  let schema: { url: string; drop: () => Promise<void> };
  const dataDirs: string[] = [];
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    await buildServer();
    schema = await freshSchema();
  }, 240_000);
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    await schema.drop();
  });

  it('both start and serve; every migration is applied exactly once and the demo seeded once', async () => {
    // The same storage and secrets, as a deployment of several processes has them (docs/deploy.md).
    const shared = {
      DATABASE_URL: schema.url,
      SITE_TOKEN_KEY: 'migrate-together-site-token-key-0123456789abcdef',
      CODE_PEPPER: 'migrate-together-code-pepper-0123456789abcdef',
    };
    for (const _server of [1, 2]) dataDirs.push(await mkdtemp(join(tmpdir(), 'migrate-together-')));
    // PORT=0: each binds a free port itself and prints it.
    const servers = dataDirs.map((dataDir) =>
      spawnServer(serverEnv({ ...shared, PORT: '0', DATA_DIR: dataDir })),
    );
    running.push(...servers);
    await Promise.all(servers.map((server) => server.printed('Operator commands')));
    const ports = servers.map(boundPortOf);

    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ version: number; n: number }>(
        'SELECT version, count(*)::int AS n FROM schema_migrations GROUP BY version ORDER BY version',
      );
      expect(rows).toEqual(
        MIGRATIONS.map((m) => m.version)
          .sort((a, b) => a - b)
          .map((version) => ({ version, n: 1 })),
      );
      const sites = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM sites');
      expect(sites.rows[0]?.n).toBe(1);
    } finally {
      await client.end();
    }
    const outputs = servers.map((server) => server.output());
    expect(outputs.filter((output) => output.includes('First start: seeded'))).toHaveLength(1);
    expect(outputs.filter((output) => output.includes('Existing data found: nothing seeded.'))).toHaveLength(
      1,
    );

    for (const port of ports) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(await ready.json()).toMatchObject({ status: 'ok' });
    }
    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
  }, 240_000);
});
