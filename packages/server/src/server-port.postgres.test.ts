import { demoSite } from '@signal-portal/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config/config.js';
import { createServer, type RunningServer } from './server.js';
import { findSiteById } from './storage/sites.repository.js';
import { freshSchema } from './storage/postgres.test-helpers.js';
import { TEST_SECRETS } from './test-support/harness.test-helpers.js';

/**
 * PORT=0 (what the test harnesses start with, so parallel files never race for a port): the system
 * picks the port while binding, and without PUBLIC_URL the public URL and the demo site follow it.
 */
describe('a server started with PORT=0 and no PUBLIC_URL', () => {
  let schema: { url: string; drop: () => Promise<void> };
  let server: RunningServer;
  let port: number;
  beforeAll(async () => {
    schema = await freshSchema();
    const config = readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: schema.url,
      LOG_LEVEL: 'silent',
    });
    server = await createServer({ config, secrets: TEST_SECRETS, logger: false });
    ({ port } = await server.listen());
  });
  afterAll(async () => {
    await server?.close();
    await schema.drop();
  });

  it('binds a real port and takes its public URL from it', () => {
    expect(port).toBeGreaterThan(0);
    expect(server.ctx.config.publicUrl).toBe(`http://localhost:${port}`);
  });

  it('gives the demo site seeded on this first start the bound address, not port 0', async () => {
    expect(server.seeded).toBeDefined();
    const site = await findSiteById(server.ctx.db, demoSite().id);
    expect(site).toMatchObject({
      domain: 'localhost',
      apiDomain: `http://localhost:${port}/api`,
      wsDomain: `ws://localhost:${port}/ws`,
    });
  });
});
