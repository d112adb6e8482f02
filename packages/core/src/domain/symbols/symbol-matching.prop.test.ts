import { brokerSymbolAliases, createRng, PLATFORM_SYMBOLS } from '@signal-portal/fixtures';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSymbolPairs } from '../../validation/symbol-pairs.rules.js';
import { PLATFORMS } from '../platform/platform.js';
import { findPlatformSymbol, pairBrokerSymbols, symbolMatchingOf } from './symbol-matching.js';

/** Every platform's symbols in one list, as GET /symbol answers: the rule picks the platform's own. */
const EVERY_SYMBOL = PLATFORMS.flatMap((platform) => PLATFORM_SYMBOLS[platform]);

describe('the symbol-pair rule', () => {
  it('finds exactly the platform symbol each simulated broker symbol stands for', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLATFORMS), fc.string({ maxLength: 12 }), (platform, seed) => {
        for (const alias of brokerSymbolAliases(platform, createRng(seed))) {
          expect(
            findPlatformSymbol(platform, alias.brokerSymbol, EVERY_SYMBOL)?.symbol ?? null,
            alias.brokerSymbol,
          ).toBe(alias.platformSymbol);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('pairs automatically only what the manual pair rule accepts when the provider saves it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLATFORMS), fc.string({ maxLength: 12 }), (platform, seed) => {
        const brokerSymbols = brokerSymbolAliases(platform, createRng(seed)).map(
          (alias) => alias.brokerSymbol,
        );
        const pairs = pairBrokerSymbols(platform, brokerSymbols, [], PLATFORM_SYMBOLS[platform]);
        if (pairs.length === 0) return;
        expect(
          validateSymbolPairs(pairs, { platformSymbols: PLATFORM_SYMBOLS[platform], brokerSymbols }),
        ).toEqual({ error: false, value: pairs });
      }),
      { numRuns: 200 },
    );
  });

  it('never pairs a symbol with one the platform does not trade, whatever the text and the list', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLATFORMS), fc.string({ maxLength: 16 }), (platform, text) => {
        const found = findPlatformSymbol(platform, text, EVERY_SYMBOL);
        if (found) expect(found.platform).toBe(platform);
      }),
    );
  });

  it('matched and unmatched split the broker symbols: each in exactly one list', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLATFORMS), fc.string({ maxLength: 12 }), (platform, seed) => {
        const brokerSymbols = brokerSymbolAliases(platform, createRng(seed)).map(
          (alias) => alias.brokerSymbol,
        );
        const pairs = pairBrokerSymbols(platform, brokerSymbols, [], PLATFORM_SYMBOLS[platform]);
        const { matched, unmatched } = symbolMatchingOf(pairs, brokerSymbols);
        expect([...matched.map((pair) => pair.providerSymbol), ...unmatched].sort()).toEqual(
          [...brokerSymbols].sort(),
        );
      }),
      { numRuns: 100 },
    );
  });
});
