import type { Platform, ConnMethod, Signal } from '@signal-portal/core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SimulatorBroker } from '../../brokers/simulator/simulator-broker.js';
import { JobRunner } from '../../jobs/job-runner.js';
import { registerSignalJobs } from '../../jobs/signal-jobs.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';

/** A test server with the broker simulator and a job runner that knows the signals area's jobs. */
export interface SignalsTestServer {
  readonly server: TestServer;
  readonly broker: SimulatorBroker;
  readonly runner: JobRunner;
}

export const startSignalsServer = async (): Promise<SignalsTestServer> => {
  const broker = new SimulatorBroker();
  const server = await startTestServer({ broker });
  const runner = new JobRunner(server.ctx);
  registerSignalJobs(runner);
  return { server, broker, runner };
};

/** The body's error code, or the value under `field`. */
export const errorOf = (res: LightMyRequestResponse): unknown => res.json<{ error?: unknown }>().error;

let names = 0;
/** A fresh valid signal name (4-20 characters). */
export const uniqueName = (prefix = 'Sig'): string => `${prefix}-${(names += 1)}-${Date.now() % 10_000}`;

export const createSignal = async (
  server: TestServer,
  cookie: string,
  fields: { platform?: Platform; connMethod?: ConnMethod; name?: string; siteId?: string } = {},
): Promise<Signal> => {
  const res = await server.call({
    method: 'POST',
    url: '/api/signal',
    cookie,
    ...(fields.siteId ? { siteId: fields.siteId } : {}),
    payload: {
      name: fields.name ?? uniqueName(),
      describe: 'A test signal.',
      platform: fields.platform ?? 'MT4',
      connMethod: fields.connMethod ?? 'ACCOUNT_LINK',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ signal: Signal }>().signal;
};

/** Connection requests the simulator accepts (see brokers/simulator/README.md). */
export const GOOD_LINK = {
  MT4: {
    method: 'ACCOUNT_LINK',
    server: 'DemoBroker-Live01',
    number: '12345678',
    investorPassword: 'investor1',
  },
  MT5: {
    method: 'ACCOUNT_LINK',
    server: 'Northwind-MT5-Real',
    number: '7654321',
    investorPassword: 'readonly-pw',
  },
  TWSE: {
    method: 'ACCOUNT_LINK',
    server: 'JadeHarbor-Securities',
    number: '1234567',
    investorPassword: 'twse-pass',
  },
  BINANCE: { method: 'API_KEY', apiKey: 'readonly-key-1', apiSecret: 'secret-123' },
  EA: { method: 'EA' },
} as const;

export const post = (server: TestServer, cookie: string, url: string, payload?: unknown) =>
  server.call({
    method: 'POST',
    url,
    cookie,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

export const signalOf = (res: LightMyRequestResponse): Signal => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ signal: Signal }>().signal;
};
