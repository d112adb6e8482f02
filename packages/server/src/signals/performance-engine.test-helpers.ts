import {
  computePerformance,
  performanceInputsOf,
  type PerformanceReport,
  type Signal,
  type SignalHistory,
  type SignalHistoryEntry,
} from '@signal-portal/core';
import { expect } from 'vitest';
import { SimulatorBroker } from '../brokers/simulator/simulator-broker.js';
import { JobRunner } from '../jobs/job-runner.js';
import { registerSignalJobs } from '../jobs/signal-jobs.js';
import { createSignal, GOOD_LINK, post, signalOf } from '../routes/signals/signals.test-helpers.js';
import type { Database } from '../storage/database.port.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';

export { TEST_DATABASES as DATABASES } from '../test-support/databases.test-helpers.js';

/** Saturday 2026-03-07 12:00 UTC: the forex market is closed, so a minute later has no new MT4 trade. */
export const SATURDAY_NOON_MS = Date.UTC(2026, 2, 7, 12);

export interface EngineTestServer {
  readonly server: TestServer;
  readonly broker: SimulatorBroker;
  readonly runner: JobRunner;
  readonly cookie: string;
  readonly userId: string;
  close(): Promise<void>;
}

export const startEngineServer = async (
  open: () => Promise<{ db?: Database; drop: () => Promise<void> }>,
): Promise<EngineTestServer> => {
  const opened = await open();
  const broker = new SimulatorBroker();
  const server = await startTestServer({
    broker,
    realNow: () => SATURDAY_NOON_MS,
    ...(opened.db ? { db: opened.db } : {}),
  });
  const runner = new JobRunner(server.ctx);
  registerSignalJobs(runner);
  const { cookie, userId } = await server.signIn();
  return {
    server,
    broker,
    runner,
    cookie,
    userId,
    async close() {
      await server.close();
      await opened.drop();
    },
  };
};

/** A new MT4 signal connected by account link, its calculation and symbol sync run. */
export const connectedSignal = async (t: EngineTestServer, link: object = GOOD_LINK.MT4): Promise<Signal> => {
  const created = await createSignal(t.server, t.cookie, { platform: 'MT4' });
  signalOf(await post(t.server, t.cookie, `/api/signal/${created.id}/connect`, link));
  await t.runner.runDue();
  return getJson<Signal>(t, `/api/signal/${created.id}`, 'signal');
};

export const getJson = async <T>(t: EngineTestServer, url: string, field: string): Promise<T> => {
  const res = await t.server.call({ method: 'GET', url, cookie: t.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, T>>()[field] as T;
};

export const performanceOf = (t: EngineTestServer, id: string): Promise<PerformanceReport> =>
  getJson<PerformanceReport>(t, `/api/signal/${id}/performance`, 'performance');

/** Every page of GET /signal/{id}/history, and what the first page says about them. */
export const wholeHistory = async (
  t: EngineTestServer,
  id: string,
  pageSize = 500,
): Promise<{ entries: SignalHistoryEntry[]; head: SignalHistory }> => {
  const entries: SignalHistoryEntry[] = [];
  let head: SignalHistory | undefined;
  for (let page = 1; ; page += 1) {
    const history = await getJson<SignalHistory>(
      t,
      `/api/signal/${id}/history?page=${page}&pageSize=${pageSize}`,
      'history',
    );
    head ??= history;
    entries.push(...history.list);
    if (entries.length >= history.total || history.list.length === 0) break;
  }
  if (!head) throw new Error('no history page');
  return { entries, head };
};

/** What anyone gets recomputing the figures from the history route's entries. */
export const recompute = (entries: readonly SignalHistoryEntry[], head: SignalHistory): PerformanceReport => {
  const { trades, balanceOperations } = performanceInputsOf(entries);
  if (head.refreshedAt === null) throw new Error('never computed');
  const report = computePerformance(trades, balanceOperations, head.refreshedAt, { platform: head.platform });
  // As the wire carries it (JSON has no -0).
  return JSON.parse(JSON.stringify(report)) as PerformanceReport;
};

/** Moves the platform clock to `days` after the fixed start and runs what is due. */
export const moveClockTo = async (t: EngineTestServer, offsetMs: number): Promise<number> => {
  t.server.clock.setOffset(offsetMs);
  return t.runner.runDue();
};
