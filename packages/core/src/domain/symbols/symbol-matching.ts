import type { Platform } from '../platform/platform.js';
import type { PlatformSymbol, SymbolMatching, SymbolPairing } from './symbol-pairing.js';

/**
 * The symbol-pair rule: which platform symbol a broker's symbol stands for, so that a sync pairs
 * what it can and the provider pairs the rest by hand (validateSymbolPairs checks those). The
 * platform's symbols are a parameter (the server's fixtures, the web's GET /symbol), never imported.
 */

/** What brokers append to a symbol's name (account types, perpetuals, exchange codes), upper case. */
export const BROKER_SYMBOL_SUFFIXES: ReadonlySet<string> = new Set([
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
export const COMMODITY_SYMBOL_NAMES: Readonly<Record<string, string>> = { GOLD: 'XAUUSD', SILVER: 'XAGUSD' };

const namesCommodities = (platform: Platform): boolean => platform === 'MT4' || platform === 'MT5';

/**
 * The platform symbol a broker symbol stands for: the name itself (any case), under a known broker
 * suffix, or a metal's commodity name on MetaTrader; undefined when none. Only symbols of `platform`
 * among `symbols` are candidates.
 */
export const findPlatformSymbol = (
  platform: Platform,
  brokerSymbol: string,
  symbols: readonly PlatformSymbol[],
): PlatformSymbol | undefined => {
  const upper = brokerSymbol.trim().toUpperCase();
  const candidates = symbols.filter((symbol) => symbol.platform === platform);
  const commodity = namesCommodities(platform) ? COMMODITY_SYMBOL_NAMES[upper] : undefined;
  if (commodity !== undefined) return candidates.find((symbol) => symbol.symbol === commodity);
  // The longest platform symbol first, so 'ETHUSDT' is not read as 'ETH' + a suffix.
  return candidates
    .sort((a, b) => b.symbol.length - a.symbol.length)
    .find((symbol) => {
      const name = symbol.symbol.toUpperCase();
      return upper.startsWith(name) && BROKER_SYMBOL_SUFFIXES.has(upper.slice(name.length));
    });
};

const pairingOf = (providerSymbol: string, symbol: PlatformSymbol): SymbolPairing => ({
  providerSymbol,
  platformSymbol: symbol.symbol,
  contractSize: symbol.contractSize,
});

/**
 * After a sync: the pairs the provider already has for symbols the account still trades are kept,
 * and every other broker symbol that names a platform symbol is paired automatically.
 */
export const pairBrokerSymbols = (
  platform: Platform,
  brokerSymbols: readonly string[],
  current: readonly SymbolPairing[],
  symbols: readonly PlatformSymbol[],
): SymbolPairing[] => {
  const kept = current.filter((pair) => brokerSymbols.includes(pair.providerSymbol));
  const paired = new Set(kept.map((pair) => pair.providerSymbol));
  const found = brokerSymbols.flatMap((brokerSymbol) => {
    if (paired.has(brokerSymbol)) return [];
    const symbol = findPlatformSymbol(platform, brokerSymbol, symbols);
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
