import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlatformSymbol } from '../domain/symbols/symbol-pairing.js';
import { validateSymbolPairs, type SymbolPairInput } from './symbol-pairs.rules.js';

const PLATFORM_SYMBOLS: PlatformSymbol[] = ['2330', '2317', '0050', '2454'].map((symbol) => ({
  platform: 'TWSE',
  symbol,
  contractSize: '1000',
  description: symbol,
}));
const BROKER_SYMBOLS = ['2330.TW', '2317', '0050.TW', '3008', 'X'];
const KNOWN = { platformSymbols: PLATFORM_SYMBOLS, brokerSymbols: BROKER_SYMBOLS };

const padded = (values: readonly string[]) =>
  fc
    .tuple(fc.constantFrom(...values, ' ', '', 'NOPE'), fc.constantFrom('', ' '), fc.constantFrom('', ' '))
    .map(([value, before, after]) => `${before}${value}${after}`);
const pair: fc.Arbitrary<SymbolPairInput> = fc.record({
  providerSymbol: padded(BROKER_SYMBOLS),
  platformSymbol: padded(PLATFORM_SYMBOLS.map((symbol) => symbol.symbol)),
});

describe('symbol pair properties', () => {
  it('accepts exactly the lists whose complete pairs are unique, known and at the broker', () => {
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 6 }), (pairs) => {
        const complete = pairs
          .map((p) => ({ provider: p.providerSymbol.trim(), platform: p.platformSymbol.trim() }))
          .filter((p) => p.provider !== '' && p.platform !== '');
        const providers = complete.map((p) => p.provider);
        const acceptable =
          complete.length > 0 &&
          new Set(providers).size === providers.length &&
          complete.every(
            (p) =>
              PLATFORM_SYMBOLS.some((s) => s.symbol === p.platform) && BROKER_SYMBOLS.includes(p.provider),
          );
        const result = validateSymbolPairs(pairs, KNOWN);
        expect(result.error).toBe(!acceptable);
        if (!result.error) {
          expect(result.value.map((p) => p.providerSymbol)).toEqual(providers);
          expect(result.value.every((p) => p.contractSize === '1000')).toBe(true);
        }
      }),
    );
  });

  it('what it accepts validates again to itself', () => {
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 6 }), (pairs) => {
        const result = validateSymbolPairs(pairs, KNOWN);
        if (!result.error) expect(validateSymbolPairs(result.value, KNOWN)).toEqual(result);
      }),
    );
  });
});
