import type { BalanceOperation, Platform, Signal, Trade } from '@signal-portal/core';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SimulatorBroker } from '../../brokers/simulator/simulator-broker.js';
import { JobRunner } from '../../jobs/job-runner.js';
import { registerSignalJobs } from '../../jobs/signal-jobs.js';
import type { Database } from '../../storage/database.port.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import { createSignal, GOOD_LINK, signalOf } from '../signals/signals.test-helpers.js';

export { TEST_DATABASES as DATABASES } from '../../test-support/databases.test-helpers.js';

/**
 * The platform's clock stands still at this instant (plus what a test moves it by), so rate-limit
 * windows and heartbeat times are exact.
 */
export const EA_TEST_NOW = Date.parse('2026-03-02T10:00:00.000Z');

export interface EaTestServer {
  readonly server: TestServer;
  readonly runner: JobRunner;
  /** The provider's session cookie on the demo site. */
  readonly cookie: string;
  close(): Promise<void>;
}

export const startEaServer = async (
  open: () => Promise<{ db?: Database; drop: () => Promise<void> }>,
): Promise<EaTestServer> => {
  const opened = await open();
  const server = await startTestServer({
    broker: new SimulatorBroker(),
    realNow: () => EA_TEST_NOW,
    ...(opened.db ? { db: opened.db } : {}),
  });
  const runner = new JobRunner(server.ctx);
  registerSignalJobs(runner);
  const { cookie } = await server.signIn();
  return {
    server,
    runner,
    cookie,
    async close() {
      await server.close();
      await opened.drop();
    },
  };
};

/** An EA call as a terminal makes it: the signal token as bearer, nothing else. */
export const eaCall = (
  server: TestServer,
  token: string | undefined,
  options: InjectOptions,
): Promise<LightMyRequestResponse> =>
  server.app.inject({
    ...options,
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...options.headers },
  });

export const eaPost = (server: TestServer, token: string, path: string, payload: object) =>
  eaCall(server, token, { method: 'POST', url: `/ea/v1${path}`, payload });

/** A new EA signal of the provider, connected (so CONNECTING, waiting for its EA). */
export const connectingEaSignal = async (
  t: EaTestServer,
  options: { platform?: Platform; siteId?: string; cookie?: string } = {},
): Promise<Signal> => {
  const cookie = options.cookie ?? t.cookie;
  const created = await createSignal(t.server, cookie, {
    platform: options.platform ?? 'MT5',
    connMethod: 'EA',
    ...(options.siteId ? { siteId: options.siteId } : {}),
  });
  const connected = signalOf(
    await t.server.call({
      method: 'POST',
      url: `/api/signal/${created.id}/connect`,
      cookie,
      payload: GOOD_LINK.EA,
      ...(options.siteId ? { siteId: options.siteId } : {}),
    }),
  );
  expect(connected.connStatus).toBe('CONNECTING');
  return connected;
};

export const SNAPSHOT = {
  number: '50012345',
  server: 'Acme-Live 3',
  balance: '10000.00',
  equity: '10250.50',
  currency: 'USD',
  timezone: 'UTC+2',
} as const;

/** An EA signal whose snapshot linked its account (CALCULATING). */
export const linkedEaSignal = async (t: EaTestServer): Promise<Signal> => {
  const signal = await connectingEaSignal(t);
  const res = await eaPost(t.server, signal.token, '/account', SNAPSHOT);
  expect(res.statusCode, res.body).toBe(200);
  return signal;
};

/** A closed trade of the EA, `days` before the test clock. */
export const closedTrade = (ticket: string, days: number, profit = '12.50'): Trade => {
  const close = EA_TEST_NOW - days * 86_400_000;
  return {
    ticket,
    symbol: 'EURUSD.m',
    side: 'BUY',
    volume: '0.10',
    openTime: new Date(close - 3_600_000).toISOString(),
    closeTime: new Date(close).toISOString(),
    openPrice: '1.08500',
    closePrice: '1.08625',
    commission: '-0.70',
    swap: '0.00',
    profit,
  };
};

export const deposit = (id: string, days: number, amount = '10000.00'): BalanceOperation => ({
  id,
  kind: 'DEPOSIT',
  time: new Date(EA_TEST_NOW - days * 86_400_000).toISOString(),
  amount,
});

export const getSignal = async (t: EaTestServer, id: string): Promise<Signal> =>
  signalOf(await t.server.call({ method: 'GET', url: `/api/signal/${id}`, cookie: t.cookie }));

export const errorOf = (res: LightMyRequestResponse): unknown => res.json<{ error?: unknown }>().error;
