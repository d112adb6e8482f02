import type { SqlExecutor } from '../storage/database.port.js';
import type { ServerContext } from '../context.js';

/** What the demo seed steps share: the demo site and provider, created by the first steps. */
export interface DemoSeedState {
  siteId: string;
  providerId: string;
}

/** One step of the first-start demo seed, run in one transaction with the others (all or nothing). */
export type DemoSeedStep = (tx: SqlExecutor, ctx: ServerContext, state: DemoSeedState) => Promise<void>;
