import { describe, expect, it } from 'vitest';
import type { Platform } from '../platform/platform.js';
import { findPlatformSymbol, pairBrokerSymbols, symbolMatchingOf } from './symbol-matching.js';
import type { PlatformSymbol } from './symbol-pairing.js';

const symbol = (platform: Platform, name: string, contractSize: string): PlatformSymbol => ({
  platform,
  symbol: name,
  contractSize,
  description: name,
});

const SYMBOLS: readonly PlatformSymbol[] = [
  symbol('MT4', 'EURUSD', '100000'),
  symbol('MT4', 'XAUUSD', '100'),
  symbol('MT4', 'XAGUSD', '5000'),
  symbol('BINANCE', 'ETH', '1'),
  symbol('BINANCE', 'ETHUSDT', '1'),
  symbol('BINANCE', 'XAUUSD', '1'),
  symbol('TWSE', '2330', '1000'),
];

const nameOf = (platform: Platform, brokerSymbol: string) =>
  findPlatformSymbol(platform, brokerSymbol, SYMBOLS)?.symbol ?? null;

describe('the platform symbol a broker symbol stands for', () => {
  it('is the name itself, in any case, around spaces', () => {
    expect(nameOf('MT4', 'EURUSD')).toBe('EURUSD');
    expect(nameOf('MT4', ' eurusd ')).toBe('EURUSD');
  });

  it('is the name under a broker suffix it knows, not under any other', () => {
    for (const alias of ['EURUSD.m', 'EURUSD+', 'EURUSDpro', 'EURUSD-ECN', 'EURUSD#', 'EURUSD.r']) {
      expect(nameOf('MT4', alias), alias).toBe('EURUSD');
    }
    expect(nameOf('MT4', 'EURUSDX')).toBeNull();
    expect(nameOf('MT4', 'EURUSD.mini')).toBeNull();
    expect(nameOf('BINANCE', 'ETHUSDT_PERP')).toBe('ETHUSDT');
    expect(nameOf('TWSE', '2330.TW')).toBe('2330');
  });

  it('is read with the longest platform symbol first: ETHUSDT is not ETH plus a suffix', () => {
    expect(nameOf('BINANCE', 'ETHUSDT')).toBe('ETHUSDT');
    expect(nameOf('BINANCE', 'ETH.P')).toBe('ETH');
  });

  it('prefers the longer platform symbol when a shorter one plus a suffix reads the same, whatever the order', () => {
    // 'US30PRO' is the symbol US30PRO itself, or US30 under the suffix PRO: the longer name wins.
    const us30 = symbol('MT5', 'US30', '1');
    const us30pro = symbol('MT5', 'US30PRO', '10');
    const us = symbol('MT5', 'US', '1');
    for (const shuffled of [
      [us30, us30pro, us],
      [us, us30pro, us30],
      [us, us30, us30pro],
    ]) {
      expect(findPlatformSymbol('MT5', 'US30PRO', shuffled)?.symbol).toBe('US30PRO');
      expect(findPlatformSymbol('MT5', 'us30pro.m', shuffled)?.symbol).toBe('US30PRO');
      expect(findPlatformSymbol('MT5', 'US30.m', shuffled)?.symbol).toBe('US30');
    }
  });

  it('names the metals by commodity on MetaTrader only', () => {
    expect(nameOf('MT4', 'GOLD')).toBe('XAUUSD');
    expect(nameOf('MT4', 'silver')).toBe('XAGUSD');
    expect(nameOf('BINANCE', 'GOLD')).toBeNull();
  });

  it('is one of the given platform’s symbols only', () => {
    expect(findPlatformSymbol('BINANCE', 'XAUUSD', SYMBOLS)?.platform).toBe('BINANCE');
    expect(nameOf('TWSE', 'EURUSD')).toBeNull();
    expect(findPlatformSymbol('MT4', 'EURUSD', [])).toBeUndefined();
  });
});

describe('pairing a sync’s broker symbols', () => {
  it('keeps the provider’s pairs for symbols still at the broker, pairs the rest it can, drops the gone', () => {
    const manual = { providerSymbol: 'EURUSD.m', platformSymbol: 'XAGUSD', contractSize: '5000' };
    const gone = { providerSymbol: 'OLD', platformSymbol: 'EURUSD', contractSize: '100000' };
    const brokerSymbols = ['EURUSD.m', 'GOLD', 'US30', 'ETHUSDT'];
    const pairs = pairBrokerSymbols('MT4', brokerSymbols, [manual, gone], SYMBOLS);
    expect(pairs).toEqual([
      manual,
      { providerSymbol: 'GOLD', platformSymbol: 'XAUUSD', contractSize: '100' },
    ]);
    expect(symbolMatchingOf(pairs, brokerSymbols)).toEqual({
      matched: pairs,
      unmatched: ['US30', 'ETHUSDT'],
    });
  });
});
