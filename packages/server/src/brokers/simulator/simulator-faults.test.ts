import { DAY_MS, toIso, type ConnectRequest } from '@signal-portal/core';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../storage/migrate.js';
import { MIGRATIONS } from '../../storage/migrations/index.js';
import { PgliteDatabase } from '../../storage/pglite.database.js';
import { PostgresDatabase } from '../../storage/postgres.database.js';
import { endListenConnection, freshSchema } from '../../storage/postgres.test-helpers.js';
import { BrokerAccessError, type LinkedAccount } from '../broker.port.js';
import { BrokerUnavailableError, SimulatorBroker } from './simulator-broker.js';

const mt4: ConnectRequest & { method: 'ACCOUNT_LINK' } = {
  method: 'ACCOUNT_LINK',
  server: 'DemoBroker-Live01',
  number: '12345678',
  investorPassword: 'investor1',
};
const key: ConnectRequest = { method: 'API_KEY', apiKey: 'readonly-key-1', apiSecret: 'secret-123' };
const to = '2026-01-05T00:00:00.000Z';
const from = toIso(Date.parse(to) - 7 * DAY_MS);

const linked = async (
  broker: SimulatorBroker,
  platform: 'MT4' | 'BINANCE' | 'MT5',
  request: ConnectRequest = mt4,
) => {
  const result = await broker.link(platform, platform === 'BINANCE' ? key : request, 'token-1');
  if (result.error) throw new Error(result.value);
  return result.value;
};

/** The reason a read of the account rejects with, 'unavailable', or 'read' when it succeeds. */
const readOutcome = async (read: Promise<unknown>): Promise<string> => {
  try {
    await read;
    return 'read';
  } catch (error) {
    if (error instanceof BrokerAccessError) return error.reason;
    if (error instanceof BrokerUnavailableError) return 'unavailable';
    throw error;
  }
};

const bothReads = async (broker: SimulatorBroker, account: LinkedAccount): Promise<string[]> => [
  await readOutcome(broker.history(account, from, to)),
  await readOutcome(broker.brokerSymbols(account)),
];

describe('simulator faults', () => {
  it('a changed investor password refuses every read with its reason until a fresh link', async () => {
    const broker = new SimulatorBroker();
    const account = await linked(broker, 'MT4');
    await broker.faults.cause(account, 'password-changed');
    expect(await bothReads(broker, account)).toEqual([
      'INVESTOR_PASSWORD_CHANGED',
      'INVESTOR_PASSWORD_CHANGED',
    ]);
    // Another account of the same broker is not touched.
    const other = await linked(broker, 'MT4', { ...mt4, number: '555001' });
    expect(await bothReads(broker, other)).toEqual(['read', 'read']);
    // The provider reconnects with the new password: the account reads again.
    await linked(broker, 'MT4', { ...mt4, investorPassword: 'new-investor-2' });
    expect(await bothReads(broker, account)).toEqual(['read', 'read']);
    expect(broker.faults.of(account)).toEqual([]);
  });

  it('a revoked key and a key that can trade refuse reads; a fresh link of the key ends both', async () => {
    const broker = new SimulatorBroker();
    const account = await linked(broker, 'BINANCE');
    await broker.faults.cause(account, 'key-can-trade');
    expect(await bothReads(broker, account)).toEqual(['API_KEY_NOT_READ_ONLY', 'API_KEY_NOT_READ_ONLY']);
    await broker.faults.cause(account, 'key-revoked');
    expect(await bothReads(broker, account)).toEqual(['API_KEY_REVOKED', 'API_KEY_REVOKED']);
    await linked(broker, 'BINANCE');
    expect(await bothReads(broker, account)).toEqual(['read', 'read']);
  });

  it('an unreachable broker fails reads as unavailable and refuses links until the operator clears it', async () => {
    const broker = new SimulatorBroker();
    const account = await linked(broker, 'MT4');
    await broker.faults.cause(account, 'unreachable');
    await broker.faults.cause(account, 'password-changed');
    // Unreachable first: a broker that does not answer cannot tell that the password changed.
    expect(await bothReads(broker, account)).toEqual(['unavailable', 'unavailable']);
    expect(await broker.link('MT4', mt4, 'token-1')).toEqual({ error: true, value: 'MT_BROKER_ERROR' });
    expect(await broker.faults.clear(account, ['unreachable'])).toEqual(['password-changed']);
    expect(await bothReads(broker, account)).toEqual([
      'INVESTOR_PASSWORD_CHANGED',
      'INVESTOR_PASSWORD_CHANGED',
    ]);
    expect(await broker.faults.clear(account)).toEqual([]);
    expect(await bothReads(broker, account)).toEqual(['read', 'read']);
  });

  it("a stopped EA stops reporting until it reports in again (the EA's link)", async () => {
    const broker = new SimulatorBroker();
    const ea = await broker.link('MT5', { method: 'EA' }, 'ea-token-1');
    if (ea.error) throw new Error(ea.value);
    expect(await broker.simulatedEaReports(ea.value)).toBe(true);
    await broker.faults.cause(ea.value, 'heartbeat-stopped');
    expect(await broker.simulatedEaReports(ea.value)).toBe(false);
    // The broker itself still answers: only the EA went quiet.
    expect(await bothReads(broker, ea.value)).toEqual(['read', 'read']);
    await broker.link('MT5', { method: 'EA' }, 'ea-token-1');
    expect(await broker.simulatedEaReports(ea.value)).toBe(true);
  });
});

describe.each([
  ['PGlite', async () => ({ db: await PgliteDatabase.open('memory://'), drop: async () => {} })],
  [
    'PostgreSQL',
    async () => {
      const schema = await freshSchema();
      return { db: await PostgresDatabase.open(schema.url), drop: schema.drop };
    },
  ],
])('simulator faults kept in storage (%s)', (_name, open) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('reach every broker that keeps them in the same storage, survive a restart, and end there too', async () => {
    const { db, drop } = await open();
    cleanups.push(drop, () => db.close());
    await migrate(db, MIGRATIONS);
    // The operator's process and a server process, each with its own simulator.
    const operator = new SimulatorBroker();
    const server = new SimulatorBroker();
    cleanups.push(await operator.faults.keepIn(db), await server.faults.keepIn(db));
    const account = await linked(operator, 'MT4');

    await operator.faults.cause(account, 'password-changed');
    await expect.poll(() => server.faults.of(account)).toEqual(['password-changed']);
    expect(await readOutcome(server.brokerSymbols(account))).toBe('INVESTOR_PASSWORD_CHANGED');

    const restarted = new SimulatorBroker();
    cleanups.push(await restarted.faults.keepIn(db));
    expect(restarted.faults.of(account)).toEqual(['password-changed']);

    // The provider reconnects through the server: the fault ends everywhere, in storage too.
    await linked(server, 'MT4', { ...mt4, investorPassword: 'new-investor-2' });
    expect(server.faults.of(account)).toEqual([]);
    await expect.poll(() => operator.faults.of(account)).toEqual([]);
    await expect.poll(async () => (await db.query('SELECT 1 FROM simulator_faults')).rows.length).toBe(0);
  });
});

describe('simulator faults on two processes of one PostgreSQL', () => {
  it("read again a fault caused while the server's LISTEN connection was down, once it listens again", async () => {
    const schema = await freshSchema();
    const operatorDb = await PostgresDatabase.open(schema.url, 2);
    const serverDb = await PostgresDatabase.open(schema.url, 2);
    try {
      await migrate(operatorDb, MIGRATIONS);
      const operator = new SimulatorBroker();
      const server = new SimulatorBroker();
      const stops = [await operator.faults.keepIn(operatorDb), await server.faults.keepIn(serverDb)];
      const account = await linked(operator, 'MT4');
      await endListenConnection(serverDb, operatorDb);
      await operator.faults.cause(account, 'unreachable');
      await expect.poll(() => server.faults.of(account), { timeout: 10_000 }).toEqual(['unreachable']);
      expect(serverDb.listenerState().losses).toBe(1);
      for (const stop of stops) await stop();
    } finally {
      await operatorDb.close();
      await serverDb.close();
      await schema.drop();
    }
  });
});
