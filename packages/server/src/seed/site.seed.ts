import { demoSite } from '@signal-portal/fixtures';
import { nowOf } from '../context.js';
import { upsertSite } from '../storage/sites.repository.js';
import { endpointsOf } from '../web/entry-page.js';
import type { DemoSeedStep } from './demo-seed.js';

/**
 * The demo site, reachable where this server is: its domain and endpoints come from PUBLIC_URL, so
 * the Origin check and the entry page's Host lookup work on the first start.
 */
export const seedSite: DemoSeedStep = async (tx, ctx, state) => {
  const now = nowOf(ctx).toISOString();
  const site = await upsertSite(
    tx,
    demoSite({
      domain: new URL(ctx.config.publicUrl).hostname,
      ...endpointsOf(ctx.config.publicUrl),
      createdAt: now,
      updatedAt: now,
    }),
  );
  state.siteId = site.id;
};
