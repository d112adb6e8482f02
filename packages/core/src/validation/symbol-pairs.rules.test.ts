import { describe, expect, it } from 'vitest';
import type { PlatformSymbol } from '../domain/symbols/symbol-pairing.js';
import { fail, ok } from '../shared/result.js';
import { validateSymbolPairs } from './symbol-pairs.rules.js';

const MT4_SYMBOLS: PlatformSymbol[] = [
  { platform: 'MT4', symbol: 'EURUSD', contractSize: '100000', description: 'Euro / US dollar' },
  { platform: 'MT4', symbol: 'XAUUSD', contractSize: '100', description: 'Gold' },
];
const KNOWN = { platformSymbols: MT4_SYMBOLS, brokerSymbols: ['EURUSD.m', 'GOLD', 'US30'] };

describe('validateSymbolPairs', () => {
  it('trims the pairs and takes the contract size from the platform, not the client', () => {
    expect(
      validateSymbolPairs(
        [{ providerSymbol: ' GOLD ', platformSymbol: 'XAUUSD ', contractSize: '1' }],
        KNOWN,
      ),
    ).toEqual(ok([{ providerSymbol: 'GOLD', platformSymbol: 'XAUUSD', contractSize: '100' }]));
  });

  it('needs at least one pair with both symbols (unfinished rows are dropped)', () => {
    expect(validateSymbolPairs([], KNOWN)).toEqual(fail('SIGNAL_NO_MATCHED_SYMBOL'));
    expect(validateSymbolPairs([{ providerSymbol: ' ', platformSymbol: 'EURUSD' }], KNOWN)).toEqual(
      fail('SIGNAL_NO_MATCHED_SYMBOL'),
    );
    expect(
      validateSymbolPairs(
        [
          { providerSymbol: 'GOLD', platformSymbol: '' },
          { providerSymbol: 'EURUSD.m', platformSymbol: 'EURUSD' },
        ],
        KNOWN,
      ),
    ).toEqual(ok([{ providerSymbol: 'EURUSD.m', platformSymbol: 'EURUSD', contractSize: '100000' }]));
  });

  it('refuses a provider symbol twice, an unknown platform symbol and one the account does not have', () => {
    const twice = [
      { providerSymbol: 'GOLD', platformSymbol: 'XAUUSD' },
      { providerSymbol: ' GOLD', platformSymbol: 'EURUSD' },
    ];
    expect(validateSymbolPairs(twice, KNOWN)).toEqual(fail('DUPLICATE_KEY'));
    expect(validateSymbolPairs([{ providerSymbol: 'GOLD', platformSymbol: 'NOPE' }], KNOWN)).toEqual(
      fail('SYMBOL_ALIAS_NOT_FOUND'),
    );
    expect(
      validateSymbolPairs([{ providerSymbol: 'NOT-AT-BROKER', platformSymbol: 'EURUSD' }], KNOWN),
    ).toEqual(fail('SYMBOL_ALIAS_NOT_FOUND'));
  });

  it('before the first sync (no broker symbols) any provider symbol may be paired', () => {
    expect(
      validateSymbolPairs([{ providerSymbol: 'ANY', platformSymbol: 'EURUSD' }], {
        platformSymbols: MT4_SYMBOLS,
      }).error,
    ).toBe(false);
  });

  it('without the platform list checks what it can and keeps the pair’s own contract size', () => {
    expect(validateSymbolPairs([{ providerSymbol: 'X', platformSymbol: 'Y', contractSize: '5' }])).toEqual(
      ok([{ providerSymbol: 'X', platformSymbol: 'Y', contractSize: '5' }]),
    );
  });

  it('without the platform list and without a size of its own, leaves the contract size empty', () => {
    expect(validateSymbolPairs([{ providerSymbol: 'X', platformSymbol: 'Y' }])).toEqual(
      ok([{ providerSymbol: 'X', platformSymbol: 'Y', contractSize: '' }]),
    );
  });
});
