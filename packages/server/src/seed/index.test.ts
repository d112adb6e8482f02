import { DEMO_SITE_ID } from '@signal-portal/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../context.js';
import { migrate } from '../storage/migrate.js';
import { MIGRATIONS } from '../storage/migrations/index.js';
import { PgliteDatabase } from '../storage/pglite.database.js';
import { findSiteById, listSites } from '../storage/sites.repository.js';
import { startTestServer, TEST_CONFIG, type TestServer } from '../test-support/harness.test-helpers.js';
import type { DemoSeedStep } from './demo-seed.js';
import { seedDemoOnFirstStart } from './index.js';
import { seedSite } from './site.seed.js';

describe('the first-start demo seed', () => {
  let server: TestServer;
  let db: PgliteDatabase;
  let ctx: ServerContext;
  beforeAll(async () => {
    server = await startTestServer();
    db = await PgliteDatabase.open('memory://');
    await migrate(db, MIGRATIONS);
    ctx = { ...server.ctx, db, config: { ...TEST_CONFIG, publicUrl: 'https://portal.example.com' } };
  });
  afterAll(async () => {
    await db.close();
    await server.close();
  });

  it('seeds nothing where a site exists already', async () => {
    expect(await seedDemoOnFirstStart(server.ctx)).toBeUndefined();
  });

  it('leaves nothing behind when a step fails (one transaction)', async () => {
    const failing: DemoSeedStep = () => Promise.reject(new Error('step failed'));
    await expect(seedDemoOnFirstStart(ctx, [seedSite, failing])).rejects.toThrow('step failed');
    expect(await listSites(db)).toEqual([]);
  });

  it('creates the demo site at the public URL, hands its id to later steps, and only once', async () => {
    const seen: string[] = [];
    const later: DemoSeedStep = (_tx, _ctx, state) => Promise.resolve(void seen.push(state.siteId));
    const state = await seedDemoOnFirstStart(ctx, [seedSite, later]);
    expect(state?.siteId).toBe(DEMO_SITE_ID);
    expect(seen).toEqual([DEMO_SITE_ID]);
    expect(await findSiteById(db, DEMO_SITE_ID)).toMatchObject({
      domain: 'portal.example.com',
      apiDomain: 'https://portal.example.com/api',
      wsDomain: 'wss://portal.example.com/ws',
      siteName: 'Signal Portal Demo',
    });
    expect(await seedDemoOnFirstStart(ctx, [seedSite, later])).toBeUndefined();
    expect(seen).toHaveLength(1);
  });
});
