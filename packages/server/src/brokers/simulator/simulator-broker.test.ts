import { computePerformance, DAY_MS, fromIso, toIso, type ConnectRequest } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import type { LinkedAccount } from '../broker.port.js';
import { BrokerUnavailableError, SimulatorBroker } from './simulator-broker.js';

const broker = new SimulatorBroker();
const link = (platform: LinkedAccount['platform'], request: ConnectRequest, token = 'token-1') =>
  broker.link(platform, request, token);
const mt4 = {
  method: 'ACCOUNT_LINK',
  server: 'DemoBroker-Live01',
  number: '12345678',
  investorPassword: 'investor1',
} as const;

describe('the simulator links accounts by the documented rules', () => {
  it('links an MT account on a known server with a password of 6+ characters not starting with "wrong"', async () => {
    expect(await link('MT4', mt4)).toEqual({
      error: false,
      value: {
        platform: 'MT4',
        server: 'DemoBroker-Live01',
        number: '12345678',
        timezone: 'UTC+2',
        currency: 'USD',
        openedAt: '2020-01-01T00:00:00.000Z',
      },
    });
    for (const investorPassword of ['wrongpass', 'WRONG-123456', '12345']) {
      expect(await link('MT4', { ...mt4, investorPassword })).toEqual({
        error: true,
        value: 'WRONG_TRADING_ACCOUNT_OR_PASSWORD',
      });
    }
    expect(await link('MT5', mt4)).toEqual({ error: true, value: 'SERVER_NOT_FOUND' });
    expect(await link('BINANCE', mt4)).toEqual({ error: true, value: 'PLATFORM_UNSUPPORTED' });
  });

  it('refuses API keys with trading permission and wrong keys or secrets; the same key finds the same account', async () => {
    const key = { method: 'API_KEY', apiKey: 'readonly-key-1', apiSecret: 'secret-123' } as const;
    const first = await link('BINANCE', key);
    expect(first).toMatchObject({
      error: false,
      value: { platform: 'BINANCE', server: 'Binance USD-M Futures' },
    });
    expect(await link('BINANCE', key)).toEqual(first);
    expect(await link('BINANCE', { ...key, apiKey: 'can-Trade-key' })).toEqual({
      error: true,
      value: 'API_KEY_NOT_READ_ONLY',
    });
    expect(await link('BINANCE', { ...key, apiSecret: 'wrongsecret' })).toEqual({
      error: true,
      value: 'WRONG_API_KEY_OR_SECRET',
    });
    expect(await link('MT4', key)).toEqual({ error: true, value: 'PLATFORM_UNSUPPORTED' });
  });

  it('derives an EA account from the signal token, on MetaTrader only', async () => {
    const a = await link('MT5', { method: 'EA' }, 'token-a');
    expect(a).toMatchObject({ error: false, value: { platform: 'MT5' } });
    expect(await link('MT5', { method: 'EA' }, 'token-a')).toEqual(a);
    expect(await link('MT5', { method: 'EA' }, 'token-b')).not.toEqual(a);
    expect(await link('TWSE', { method: 'EA' }, 'token-a')).toEqual({
      error: true,
      value: 'PLATFORM_UNSUPPORTED',
    });
  });
});

describe('simulated histories', () => {
  const account: LinkedAccount = {
    platform: 'MT4',
    server: 'DemoBroker-Live01',
    number: '12345678',
    timezone: 'UTC+2',
    currency: 'USD',
    openedAt: '2020-01-01T00:00:00.000Z',
  };
  const to = '2026-03-01T00:00:00.000Z';
  const from = toIso(fromIso(to) - 90 * DAY_MS);

  it('are the same for the same account and window, and differ for another account', async () => {
    const one = await broker.history(account, from, to);
    expect(await new SimulatorBroker().history(account, from, to)).toEqual(one);
    expect(await broker.history({ ...account, number: '87654321' }, from, to)).not.toEqual(one);
  });

  it('lie in the window and open with the starting deposit at its start when asked, so the metrics have capital', async () => {
    const { trades, balanceOperations } = await broker.history(account, from, to, { openingBalance: true });
    expect(trades.length).toBeGreaterThan(50);
    for (const trade of trades) {
      expect(fromIso(trade.openTime)).toBeGreaterThanOrEqual(fromIso(from));
      expect(fromIso(trade.closeTime)).toBeLessThanOrEqual(fromIso(to));
    }
    expect(balanceOperations).toHaveLength(1);
    expect(balanceOperations[0]).toMatchObject({ kind: 'DEPOSIT', time: from, amount: '10000.00' });
    const report = computePerformance(trades, balanceOperations, to, { platform: 'MT4' });
    expect(report.principal).not.toBe('0');
    expect(report.tradesTotal).toBe(trades.length);
  });

  it('give the opening balance only when asked: reads that extend a history add no capital', async () => {
    const later = toIso(fromIso(to) + 30 * DAY_MS);
    expect((await broker.history(account, from, to)).balanceOperations).toEqual([]);
    expect((await broker.history(account, to, later)).balanceOperations).toEqual([]);
  });

  it('in "closed" reads hold every trade that closed in the window, so consecutive windows miss none', async () => {
    // Windows cut at every day's noon: a trade open across a cut belongs to the window it closed in.
    const firstCut = fromIso(from) + DAY_MS / 2;
    const piecesOf = async (trades: 'closed' | 'inside') => {
      const seen = new Map<string, unknown>();
      for (let start = firstCut; start < fromIso(to); start += DAY_MS) {
        const end = toIso(Math.min(start + DAY_MS, fromIso(to)));
        const piece = await broker.history(account, toIso(start), end, { trades });
        for (const trade of piece.trades) seen.set(trade.ticket, trade);
      }
      return seen;
    };
    const whole = await broker.history(account, from, to, { trades: 'closed' });
    const closedAfterCut = whole.trades.filter((trade) => fromIso(trade.closeTime) >= firstCut);
    const closed = await piecesOf('closed');
    expect(closed.size).toBe(closedAfterCut.length);
    for (const trade of closedAfterCut) expect(closed.get(trade.ticket)).toEqual(trade);
    // The default ("inside") leaves out what was open across a cut: fine for the robots' short reads only.
    expect((await piecesOf('inside')).size).toBeLessThan(closedAfterCut.length);
  });

  it('depend on absolute time: overlapping windows agree, and different weeks differ', async () => {
    const long = await broker.history(account, from, to);
    const lastWeekFrom = toIso(fromIso(to) - 7 * DAY_MS);
    const lastWeek = await broker.history(account, lastWeekFrom, to);
    const inLastWeek = long.trades.filter((t) => fromIso(t.openTime) >= fromIso(lastWeekFrom));
    expect(lastWeek.trades).toEqual(inLastWeek);
    const weekBefore = await broker.history(account, toIso(fromIso(lastWeekFrom) - 7 * DAY_MS), lastWeekFrom);
    const profits = (h: { trades: readonly { profit: string }[] }) => h.trades.map((t) => t.profit).join();
    expect(profits(weekBefore)).not.toBe(profits(lastWeek));
    expect(new Set(long.trades.map((t) => t.ticket)).size).toBe(long.trades.length);
  });

  it('are cut to the account opening and empty for an empty window', async () => {
    expect(await broker.history(account, '2019-01-01T00:00:00.000Z', '2019-12-01T00:00:00.000Z')).toEqual({
      trades: [],
      balanceOperations: [],
    });
  });

  it('and symbols fail while the broker is down', async () => {
    const down = new SimulatorBroker();
    down.setOutage(true);
    await expect(down.history(account, from, to)).rejects.toBeInstanceOf(BrokerUnavailableError);
    await expect(down.brokerSymbols(account)).rejects.toBeInstanceOf(BrokerUnavailableError);
    down.setOutage(false);
    expect((await down.brokerSymbols(account)).length).toBeGreaterThan(4);
  });
});

describe('simulated TWSE orders', () => {
  const account: LinkedAccount = {
    platform: 'TWSE',
    server: 'JadeHarbor-Securities',
    number: '1234567',
    timezone: 'UTC+8',
    currency: 'TWD',
    openedAt: '2020-01-01T00:00:00.000Z',
  };
  // 2026-03-04 is a Wednesday: 02:00 UTC is 10:00 in Taipei (open), 06:00 UTC is after the close.
  const open = '2026-03-04T02:00:00.000Z';
  const closed = '2026-03-04T06:00:00.000Z';

  it('are filled at a price in market hours and pending outside them', async () => {
    const filled = await broker.placeOrder(
      account,
      { tradingType: 'BUY', symbol: '2330', volume: '1000' },
      open,
    );
    expect(filled).toMatchObject({
      error: false,
      value: { status: 'SUBMITTED', orderType: 'MARKET', time: open },
    });
    expect(filled.error ? '' : filled.value.price).toMatch(/^\d+\.\d{2}$/);
    const again = await broker.placeOrder(
      account,
      { tradingType: 'BUY', symbol: '2330', volume: '1000' },
      open,
    );
    expect(again).toEqual(filled);
    expect(
      await broker.placeOrder(account, { tradingType: 'SELL', symbol: '2330', volume: '1000' }, closed),
    ).toMatchObject({
      error: false,
      value: { status: 'PENDING', price: '' },
    });
  });

  it('refuse unknown symbols, fractional shares and other platforms', async () => {
    expect(
      await broker.placeOrder(account, { tradingType: 'BUY', symbol: 'AAPL', volume: '1' }, open),
    ).toEqual({
      error: true,
      value: 'ORDER_REJECTED',
    });
    expect(
      await broker.placeOrder(account, { tradingType: 'BUY', symbol: '2330', volume: '0.5' }, open),
    ).toEqual({
      error: true,
      value: 'AMOUNT_INVALID',
    });
    expect(
      await broker.placeOrder(
        { ...account, platform: 'MT4' },
        { tradingType: 'BUY', symbol: '2330', volume: '1' },
        open,
      ),
    ).toEqual({ error: true, value: 'PLATFORM_UNSUPPORTED' });
  });
});
