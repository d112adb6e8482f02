import { nowOf, type ServerContext } from '../context.js';
import type { FeedEvent } from '../feed/feed-publisher.port.js';
import { publishMoneyEvent, walletEvent, type MoneyEvent } from '../money/money-feed.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { followersEvents } from './followers-feed.js';
import { runSettlement, type SettlementRun } from './profit-share-settlement.js';
import { signalTradeSource, simulateRobots, type SimulationStep } from './robot-simulation.js';

/** What a step did and the feed events it owes once its transaction has committed. */
export interface StepOutcome<T> {
  readonly outcome: T;
  readonly publish: () => Promise<void>;
}

/**
 * A simulation step inside `tx`; the followers events of touched signals, and the wallets of providers
 * it rewarded, are read before commit.
 */
export const simulationStep = async (
  tx: SqlExecutor,
  ctx: ServerContext,
  siteId: string,
): Promise<StepOutcome<SimulationStep>> => {
  const now = nowOf(ctx);
  const step = await simulateRobots(tx, siteId, now, signalTradeSource(tx, ctx.broker));
  const events: FeedEvent[] = await followersEvents(tx, siteId, step.touched, now);
  const wallets: MoneyEvent[] = [];
  for (const userId of step.rewardedProviders) wallets.push(await walletEvent(tx, siteId, userId));
  return {
    outcome: step,
    publish: async () => {
      for (const event of events) await ctx.feed.publish(event).catch(() => undefined);
      for (const wallet of wallets) await publishMoneyEvent(ctx, wallet);
    },
  };
};

/** A settlement run inside `tx`; paid providers' wallets are read before commit for the `wallet` feed. */
export const settlementStep = async (
  tx: SqlExecutor,
  ctx: ServerContext,
  siteId: string,
): Promise<StepOutcome<SettlementRun>> => {
  const run = await runSettlement(tx, siteId, nowOf(ctx));
  const events: MoneyEvent[] = [];
  for (const userId of run.paidProviders) events.push(await walletEvent(tx, siteId, userId));
  return {
    outcome: run,
    publish: async () => {
      // Counted once committed, whether the job or an operator ran it.
      ctx.metrics.settlementRan(run);
      for (const event of events) await publishMoneyEvent(ctx, event);
    },
  };
};
