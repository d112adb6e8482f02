import type { PlatformSymbol, SymbolPairing } from '../domain/symbols/symbol-pairing.js';
import type { DecimalString } from '../shared/money.js';
import { fail, ok, type Result } from '../shared/result.js';

/** A pair as chosen on the matching screen or sent in PUT /signal/{id}/symbol. */
export interface SymbolPairInput {
  readonly providerSymbol: string;
  readonly platformSymbol: string;
  /** Ignored when the platform's symbols are known: the contract size is the platform's. */
  readonly contractSize?: DecimalString;
}

/** What the caller knows about the signal; the rule checks what it is given. */
export interface SymbolPairsContext {
  /** The symbols the signal's platform trades; given, each platform symbol must be one of them. */
  readonly platformSymbols?: readonly PlatformSymbol[];
  /** The account's symbols as its broker names them (after a sync); non-empty, each provider symbol must be one. */
  readonly brokerSymbols?: readonly string[];
}

/**
 * The pairs a provider saves. Both symbols are trimmed and a pair with either one blank is dropped (an
 * unfinished row). Then: at least one pair (SIGNAL_NO_MATCHED_SYMBOL); pair by pair, first failure
 * wins: a provider symbol not seen before (DUPLICATE_KEY), a platform symbol the platform trades
 * (SYMBOL_ALIAS_NOT_FOUND), a provider symbol the account has (SYMBOL_ALIAS_NOT_FOUND). The contract
 * size is the platform symbol's, never the client's; without the platform's list it is the pair's own
 * ('' if it has none).
 */
export const validateSymbolPairs = (
  pairs: readonly SymbolPairInput[],
  context: SymbolPairsContext = {},
): Result<SymbolPairing[]> => {
  const chosen = pairs
    .map((pair) => ({
      ...pair,
      providerSymbol: pair.providerSymbol.trim(),
      platformSymbol: pair.platformSymbol.trim(),
    }))
    .filter((pair) => pair.providerSymbol !== '' && pair.platformSymbol !== '');
  if (chosen.length === 0) return fail('SIGNAL_NO_MATCHED_SYMBOL');
  const brokerSymbols = context.brokerSymbols ?? [];
  const seen = new Set<string>();
  const valid: SymbolPairing[] = [];
  for (const pair of chosen) {
    if (seen.has(pair.providerSymbol)) return fail('DUPLICATE_KEY');
    seen.add(pair.providerSymbol);
    const known = context.platformSymbols?.find((symbol) => symbol.symbol === pair.platformSymbol);
    if (context.platformSymbols !== undefined && known === undefined) return fail('SYMBOL_ALIAS_NOT_FOUND');
    if (brokerSymbols.length > 0 && !brokerSymbols.includes(pair.providerSymbol))
      return fail('SYMBOL_ALIAS_NOT_FOUND');
    valid.push({
      providerSymbol: pair.providerSymbol,
      platformSymbol: pair.platformSymbol,
      contractSize: known?.contractSize ?? pair.contractSize ?? '',
    });
  }
  return ok(valid);
};
