import { DEMO_PROVIDER_ID } from '@signal-portal/fixtures';
import type { ServerContext } from '../context.js';
import { seedAuth } from './auth.seed.js';
import type { DemoSeedState, DemoSeedStep } from './demo-seed.js';
import { seedExchangeRates } from './exchange-rates.seed.js';
import { seedMoney } from './money.seed.js';
import { seedReports } from './reports.seed.js';
import { seedSignals } from './signals.seed.js';
import { seedSite } from './site.seed.js';

/** The steps in order: each may use what the earlier ones put into the state. */
export const DEMO_SEED_STEPS: readonly DemoSeedStep[] = [
  seedSite,
  seedAuth,
  seedSignals,
  seedMoney,
  seedExchangeRates,
  seedReports,
];

/** Any constant: it names the lock that keeps two starting processes from seeding twice. */
const SEED_LOCK_KEY = 482_901_118;

/**
 * Seeds the demo site, provider, signals, followers and settlements when the platform has no site yet:
 * in ONE transaction, so a kill mid-way leaves nothing and the next start seeds again. Resolves to the
 * state when it seeded, undefined when there was something already.
 */
export const seedDemoOnFirstStart = (
  ctx: ServerContext,
  steps: readonly DemoSeedStep[] = DEMO_SEED_STEPS,
): Promise<DemoSeedState | undefined> =>
  ctx.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM sites');
    if ((rows[0]?.n ?? 0) > 0) return undefined;
    const state: DemoSeedState = { siteId: '', providerId: DEMO_PROVIDER_ID };
    for (const step of steps) await step(tx, ctx, state);
    return state;
  });
