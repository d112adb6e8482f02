import type { Trade } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import type { RobotRecord } from '../storage/robots.repository.js';
import type { FollowedSignal } from './followed-signals.js';
import { copyTrade } from './trade-copy.js';

const signal: FollowedSignal = {
  siteId: 's',
  id: 'sig',
  providerId: 'p',
  name: 'Sig',
  platform: 'MT4',
  followSetting: { investmentMin: '100', investmentMax: '1000000', profitSharePercent: '20' },
  symbols: [{ providerSymbol: 'GOLD', platformSymbol: 'XAUUSD', contractSize: '100' }],
  principal: '10000',
  enabledAt: new Date('2026-01-01T00:00:00Z'),
  account: undefined,
  copying: true,
};

const robot = (over: Partial<RobotRecord>): RobotRecord => ({
  siteId: 's',
  id: 'r',
  signalId: 'sig',
  seq: 0,
  name: 'r',
  followerName: 'f',
  followType: 'FULL_SIGNAL',
  status: 'RUNNING',
  investment: '5000',
  profit: '0',
  hwm: '0',
  profitSharePercent: '20',
  symbols: [],
  fundsLimited: false,
  freeFunds: '0',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  nextSettlementAt: new Date('2026-01-31T00:00:00Z'),
  stoppedAt: null,
  settledFinal: false,
  ...over,
});

const trade: Trade = {
  ticket: 'T1',
  symbol: 'GOLD',
  side: 'BUY',
  volume: '0.10',
  openTime: '2026-01-02T10:00:00.000Z',
  closeTime: '2026-01-02T12:00:00.000Z',
  openPrice: '2000',
  closePrice: '2010',
  commission: '-0.70',
  swap: '0',
  profit: '24.25',
};

describe('copyTrade', () => {
  it('scales volume and profit by investment / principal and sums them on the follow order', () => {
    const copy = copyTrade(trade, signal, [
      robot({ id: 'a', investment: '5000' }),
      robot({ id: 'b', investment: '1500', followType: 'SYMBOL_STRATEGY', symbols: ['XAUUSD'] }),
    ]);
    // a: 5000 / 10000 = 0.5 -> volume 0.05, profit 24.25 x 0.5 = 12.125 -> 12.13 (half-up)
    // b: 1500 / 10000 = 0.15 -> volume 0.015, profit 3.6375 -> 3.64
    expect(copy).toEqual({
      ticket: 'T1',
      symbol: 'XAUUSD',
      side: 'BUY',
      impactVolume: '0.1',
      followOrders: 2,
      followVolume: '0.065',
      profit: '15.77',
      openTime: trade.openTime,
      closeTime: trade.closeTime,
      fills: [
        { robotId: 'a', volume: '0.05', profit: '12.13' },
        { robotId: 'b', volume: '0.015', profit: '3.64' },
      ],
    });
  });

  it('leaves out robots that do not follow the symbol, were created after the open, or stopped', () => {
    const copy = copyTrade(trade, signal, [
      robot({ id: 'other-symbol', followType: 'SYMBOL_STRATEGY', symbols: ['EURUSD'] }),
      robot({ id: 'late', createdAt: new Date('2026-01-02T11:00:00Z') }),
      robot({ id: 'stopped', status: 'STOPPED' }),
      robot({ id: 'kept' }),
    ]);
    expect(copy?.fills.map((f) => f.robotId)).toEqual(['kept']);
    expect(copyTrade(trade, signal, [robot({ status: 'STOPPED' })])).toBeUndefined();
  });

  it("uses the platform's usual starting balance when the signal has no principal", () => {
    // 5000 / 10000 (MT4 default) = 0.5; a loss of 10.01 -> -5.005 -> -5.01 (half-up away from zero)
    const copy = copyTrade({ ...trade, profit: '-10.01' }, { ...signal, principal: undefined }, [robot({})]);
    expect(copy?.profit).toBe('-5.01');
  });

  it('keeps the symbol of a trade no pairing names', () => {
    expect(copyTrade({ ...trade, symbol: 'EURUSD' }, signal, [robot({})])?.symbol).toBe('EURUSD');
  });

  it("scales by the signal's own principal, and by the platform's default for one that is unusable", () => {
    // 5000 / 20000 = 0.25: 24.25 x 0.25 = 6.0625 -> 6.06
    expect(copyTrade(trade, { ...signal, principal: '20000' }, [robot({})])?.profit).toBe('6.06');
    for (const principal of ['0', '-5', 'n/a']) {
      expect(copyTrade(trade, { ...signal, principal }, [robot({})])?.profit, principal).toBe('12.13');
    }
  });

  it('copies for a robot created at the very moment the trade opened', () => {
    const copy = copyTrade(trade, signal, [robot({ createdAt: new Date(trade.openTime) })]);
    expect(copy?.followOrders).toBe(1);
  });
});
