import type { Trade } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrokerGateway, LinkedAccount } from '../brokers/broker.port.js';
import { createSignal } from '../routes/signals/signals.test-helpers.js';
import { recordTrades, writeHistoryState } from '../storage/signal-history.repository.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import type { FollowedSignal } from './followed-signals.js';
import { brokerTradeSource, signalTradeSource } from './robot-simulation.js';

const trade = (ticket: string, closeTime: string): Trade => ({
  ticket,
  symbol: 'EURUSD',
  side: 'SELL',
  volume: '0.20',
  openTime: '2026-03-02T08:00:00.000Z',
  closeTime,
  openPrice: '1.08000',
  closePrice: '1.07900',
  commission: '0',
  swap: '0',
  profit: '20.00',
});

const account: LinkedAccount = {
  platform: 'MT5',
  server: 'Northwind-MT5-Real',
  number: '7654321',
  timezone: 'UTC+2',
  currency: 'USD',
  openedAt: '2020-01-01T00:00:00.000Z',
};

describe('where the robots take a provider’s trades from', () => {
  let server: TestServer;
  let followed: FollowedSignal;
  const brokerReads: string[] = [];
  const broker = {
    history: (_account: LinkedAccount, from: string) => {
      brokerReads.push(from);
      return Promise.resolve({
        trades: [trade('broker-1', '2026-03-02T09:00:00.000Z')],
        balanceOperations: [],
      });
    },
  } as unknown as BrokerGateway;

  beforeAll(async () => {
    server = await startTestServer();
    const { cookie } = await server.signIn();
    const signal = await createSignal(server, cookie, { platform: 'MT5', connMethod: 'EA' });
    followed = {
      siteId: server.sites.demo,
      id: signal.id,
      providerId: 'provider',
      name: signal.name,
      platform: 'MT5',
      followSetting: signal.followSetting,
      symbols: [],
      principal: '10000',
      enabledAt: new Date('2026-03-01T00:00:00.000Z'),
      account,
      copying: true,
    };
  });
  afterAll(() => server.close());

  it('reads the broker for a signal the platform reads, and the stored EA trades for one an EA feeds', async () => {
    const db = server.ctx.db;
    const from = new Date('2026-03-02T00:00:00.000Z');
    const to = new Date('2026-03-03T00:00:00.000Z');
    const key = { siteId: followed.siteId, signalId: followed.id };
    const fromBroker = await signalTradeSource(db, broker)(followed, from, to);
    expect(fromBroker.map((t) => t.ticket)).toEqual(['broker-1']);
    expect(brokerReads).toHaveLength(1);

    await writeHistoryState(db, key, { source: 'EA' });
    const at = '2026-03-02T12:00:00.000Z';
    await recordTrades(
      db,
      key,
      [trade('ea-2', '2026-03-02T11:00:00.000Z'), trade('ea-1', '2026-03-02T10:00:00.000Z')],
      'EA',
      at,
    );
    await recordTrades(db, key, [trade('ea-late', '2026-03-04T10:00:00.000Z')], 'EA', at);
    const fromEa = await signalTradeSource(db, broker)(followed, from, to);
    expect(fromEa.map((t) => [t.ticket, t.profit, t.volume])).toEqual([
      ['ea-1', '20.00', '0.20'],
      ['ea-2', '20.00', '0.20'],
    ]);
    expect(brokerReads).toHaveLength(1);
  });
});

describe('brokerTradeSource', () => {
  const asked: string[][] = [];
  const broker = {
    history: (of: LinkedAccount, from: string, to: string) => {
      asked.push([of.number, from, to]);
      return Promise.resolve({ trades: [trade('t-1', '2026-03-02T09:00:00.000Z')], balanceOperations: [] });
    },
  } as unknown as BrokerGateway;
  const signal = { account } as FollowedSignal;
  const from = new Date('2026-03-02T00:00:00.000Z');
  const to = new Date('2026-03-09T00:00:00.000Z');

  it("asks the broker for the signal's account over the window, in ISO times", async () => {
    expect((await brokerTradeSource(broker)(signal, from, to)).map((t) => t.ticket)).toEqual(['t-1']);
    expect(asked).toEqual([['7654321', '2026-03-02T00:00:00.000Z', '2026-03-09T00:00:00.000Z']]);
  });

  it('gives no trades for a signal without a linked account, and asks nothing', async () => {
    asked.length = 0;
    expect(await brokerTradeSource(broker)({ ...signal, account: undefined }, from, to)).toEqual([]);
    expect(asked).toEqual([]);
  });
});
