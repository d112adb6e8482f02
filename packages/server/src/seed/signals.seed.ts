import { toIso } from '@signal-portal/core';
import { ACCOUNT_CURRENCY, demoSignalScenarios, type DemoSignalScenario } from '@signal-portal/fixtures';
import type { LinkedAccount } from '../brokers/broker.port.js';
import { SIMULATOR_ACCOUNTS_OPENED_AT } from '../brokers/simulator/simulator-rules.js';
import { scheduleJob } from '../jobs/job-runner.js';
import { recomputeStoredFigures } from '../signals/performance-refresh.js';
import { SIGNAL_CALCULATE_JOB, SIGNAL_SYMBOL_SYNC_JOB } from '../signals/signal-connection.js';
import {
  recordBalanceOperations,
  recordTrades,
  writeHistoryState,
} from '../storage/signal-history.repository.js';
import { insertSignal } from '../storage/signals.repository.js';
import type { DemoSeedStep } from './demo-seed.js';

/** The account a demo signal reached, as the simulator knows it (null when it never linked one). */
const linkedAccountOf = ({ signal }: DemoSignalScenario): LinkedAccount | null => {
  const linked =
    signal.connStatus !== 'CONNECTING' &&
    (signal.performance !== null || signal.connStatus !== 'DISCONNECTED');
  if (!linked || signal.info.server === '') return null;
  return {
    platform: signal.platform,
    server: signal.info.server,
    number: signal.info.number,
    timezone: signal.info.timezone,
    currency: ACCOUNT_CURRENCY[signal.platform],
    openedAt: SIMULATOR_ACCOUNTS_OPENED_AT,
  };
};

/**
 * The signals area's part of the demo data: the demo provider's signals in every state (fixtures
 * `demoSignalScenarios`), with their performance, broker symbols, tokens and linked accounts. A signal
 * still CALCULATING gets its calculation and symbol sync queued, so the demo shows it finishing.
 */
export const seedSignals: DemoSeedStep = async (tx, ctx, state) => {
  for (const scenario of demoSignalScenarios({ now: toIso(ctx.clock.now()) })) {
    const { signal, history, brokerSymbols } = scenario;
    const account = linkedAccountOf(scenario);
    const connectedAt = history?.end ?? (signal.connStatus === 'CALCULATING' ? signal.updatedAt : null);
    const synced = signal.symbols.length > 0;
    await insertSignal(tx, {
      siteId: state.siteId,
      userId: state.providerId,
      signal,
      link: { account },
      brokerSymbols: synced ? brokerSymbols.map((alias) => alias.brokerSymbol) : [],
      symbolsSyncedAt: synced ? signal.updatedAt : null,
      connectedAt,
    });
    if (history !== null && account !== null && connectedAt !== null) {
      // The history the figures came from, as the engine would have read it at connect time: GET
      // /signal/{id}/history lists it, and the refreshes extend it from `connectedAt` on.
      const key = { siteId: state.siteId, signalId: signal.id };
      await recordTrades(tx, key, history.trades, 'BROKER', connectedAt);
      await recordBalanceOperations(tx, key, history.balanceOperations, 'BROKER', connectedAt);
      await writeHistoryState(tx, key, { syncedTo: connectedAt });
      await recomputeStoredFigures(tx, key, signal.platform, connectedAt);
    }
    if (signal.connStatus === 'CALCULATING' && connectedAt !== null) {
      const payload = { signalId: signal.id };
      const runAt = new Date(ctx.clock.now());
      await scheduleJob(tx, {
        siteId: state.siteId,
        kind: SIGNAL_CALCULATE_JOB,
        runAt,
        payload: { ...payload, connectedAt },
      });
      await scheduleJob(tx, { siteId: state.siteId, kind: SIGNAL_SYMBOL_SYNC_JOB, runAt, payload });
    }
  }
};
