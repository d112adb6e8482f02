import {
  findPlatformSymbol,
  pairBrokerSymbols,
  type Platform,
  type PlatformSymbol,
  type SymbolPairing,
} from '@signal-portal/core';
import { PLATFORM_SYMBOLS } from '@signal-portal/fixtures';

/**
 * The core's symbol-pair rule over the symbols this platform trades (the fixtures' list): the
 * server's one place that says which list that is.
 */

/** The platform symbol a broker symbol stands for: the name itself, under a known suffix, or a commodity name. */
export const platformSymbolFor = (platform: Platform, brokerSymbol: string): PlatformSymbol | undefined =>
  findPlatformSymbol(platform, brokerSymbol, PLATFORM_SYMBOLS[platform]);

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
): SymbolPairing[] => pairBrokerSymbols(platform, brokerSymbols, current, PLATFORM_SYMBOLS[platform]);

/** The matching screen: the signal's pairs and the broker symbols without one (the core's rule). */
export { symbolMatchingOf } from '@signal-portal/core';
