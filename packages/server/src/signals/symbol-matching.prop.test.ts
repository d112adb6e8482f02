import { PLATFORMS, validateSymbolPairs } from '@signal-portal/core';
import { brokerSymbolAliases, createRng, PLATFORM_SYMBOLS } from '@signal-portal/fixtures';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchBrokerSymbols,
  platformSymbolFor,
  platformSymbolNames,
  symbolMatchingOf,
} from './symbol-matching.js';

// The rule itself is the core's (domain/symbols/symbol-matching, with its own properties); these
// check that the server applies it to the symbols each platform trades.
describe('automatic symbol matching on the platform’s symbols', () => {
  it('finds exactly the platform symbol each simulated broker symbol stands for', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLATFORMS), fc.string({ maxLength: 12 }), (platform, seed) => {
        for (const alias of brokerSymbolAliases(platform, createRng(seed))) {
          expect(platformSymbolFor(platform, alias.brokerSymbol)?.symbol ?? null, alias.brokerSymbol).toBe(
            alias.platformSymbol,
          );
        }
      }),
      { numRuns: 100 },
    );
  });

  it('keeps the provider’s pairs for symbols still at the broker and splits the rest into matched and unmatched', () => {
    const manual = { providerSymbol: 'EURUSD.m', platformSymbol: 'GBPUSD', contractSize: '100000' };
    const gone = { providerSymbol: 'OLD', platformSymbol: 'EURUSD', contractSize: '100000' };
    const pairs = matchBrokerSymbols('MT4', ['EURUSD.m', 'GOLD', 'US30', 'ETHUSDT'], [manual, gone]);
    expect(pairs).toEqual([
      manual,
      { providerSymbol: 'GOLD', platformSymbol: 'XAUUSD', contractSize: '100' },
    ]);
    expect(symbolMatchingOf(pairs, ['EURUSD.m', 'GOLD', 'US30', 'ETHUSDT']).unmatched).toEqual([
      'US30',
      'ETHUSDT',
    ]);
  });

  it('matches automatically only pairs the core’s pair rule accepts when the provider saves them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLATFORMS), fc.string({ maxLength: 12 }), (platform, seed) => {
        const brokerSymbols = brokerSymbolAliases(platform, createRng(seed)).map(
          (alias) => alias.brokerSymbol,
        );
        const pairs = matchBrokerSymbols(platform, brokerSymbols, []);
        if (pairs.length === 0) return;
        expect(
          validateSymbolPairs(pairs, { platformSymbols: PLATFORM_SYMBOLS[platform], brokerSymbols }),
        ).toEqual({
          error: false,
          value: pairs,
        });
      }),
      { numRuns: 100 },
    );
  });

  it('names, for orders, exactly the symbols the platform trades', () => {
    for (const platform of PLATFORMS) {
      expect(platformSymbolNames(platform)).toEqual(PLATFORM_SYMBOLS[platform].map((known) => known.symbol));
      for (const name of platformSymbolNames(platform))
        expect(platformSymbolFor(platform, name)?.symbol).toBe(name);
    }
  });
});
