import type { Platform, PlatformSymbol, SymbolMatching, SymbolPairing } from '@signal-portal/core';
import { PLATFORM_SYMBOLS } from '@signal-portal/fixtures';

/** What brokers append to a symbol's name (account types, perpetuals, exchange codes). */
const BROKER_SUFFIXES = new Set([
  '',
  '.M',
  '+',
  'PRO',
  '.R',
  '-ECN',
  '.ECN',
  '.A',
  '#',
  '.P',
  '_PERP',
  '.TW',
]);
/** Metals some MetaTrader brokers name by commodity. */
const COMMODITY_NAMES: Readonly<Record<string, string>> = { GOLD: 'XAUUSD', SILVER: 'XAGUSD' };

const pairingOf = (providerSymbol: string, symbol: PlatformSymbol): SymbolPairing => ({
  providerSymbol,
  platformSymbol: symbol.symbol,
  contractSize: symbol.contractSize,
});

/** The platform symbol a broker symbol stands for: the name itself, under a known suffix, or a commodity name. */
export const platformSymbolFor = (platform: Platform, brokerSymbol: string): PlatformSymbol | undefined => {
  const upper = brokerSymbol.trim().toUpperCase();
  const symbols = PLATFORM_SYMBOLS[platform];
  const commodity = platform === 'MT4' || platform === 'MT5' ? COMMODITY_NAMES[upper] : undefined;
  if (commodity !== undefined) return symbols.find((symbol) => symbol.symbol === commodity);
  // The longest platform symbol first, so 'ETHUSDT' is not read as 'ETH' + a suffix.
  return [...symbols]
    .sort((a, b) => b.symbol.length - a.symbol.length)
    .find((symbol) => {
      const name = symbol.symbol.toUpperCase();
      return upper.startsWith(name) && BROKER_SUFFIXES.has(upper.slice(name.length));
    });
};

/** The names of the symbols a platform trades: what an order may name (core's validateTwOrder). */
export const platformSymbolNames = (platform: Platform): readonly string[] =>
  PLATFORM_SYMBOLS[platform].map((known) => known.symbol);

/**
 * After a sync: the pairs the provider already has for symbols the account still trades are kept, and
 * every other broker symbol that names a platform symbol is matched automatically.
 */
export const matchBrokerSymbols = (
  platform: Platform,
  brokerSymbols: readonly string[],
  current: readonly SymbolPairing[],
): SymbolPairing[] => {
  const kept = current.filter((pair) => brokerSymbols.includes(pair.providerSymbol));
  const paired = new Set(kept.map((pair) => pair.providerSymbol));
  const found = brokerSymbols.flatMap((brokerSymbol) => {
    if (paired.has(brokerSymbol)) return [];
    const symbol = platformSymbolFor(platform, brokerSymbol);
    return symbol ? [pairingOf(brokerSymbol, symbol)] : [];
  });
  return [...kept, ...found];
};

/** The matching screen: the signal's pairs and the broker symbols without one. */
export const symbolMatchingOf = (
  pairs: readonly SymbolPairing[],
  brokerSymbols: readonly string[],
): SymbolMatching => {
  const paired = new Set(pairs.map((pair) => pair.providerSymbol));
  return { matched: pairs, unmatched: brokerSymbols.filter((symbol) => !paired.has(symbol)) };
};
