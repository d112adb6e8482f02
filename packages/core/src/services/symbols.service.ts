import type { ApiClient } from '../api/api-client.js';
import type { PlatformSymbol, SymbolMatching, SymbolPairing } from '../domain/symbols/symbol-pairing.js';
import type { Result } from '../shared/result.js';
import { validateSymbolPairs, type SymbolPairsContext } from '../validation/symbol-pairs.rules.js';

/** The platform's symbols and a signal's symbol matching. */
export class SymbolsService {
  constructor(private readonly deps: { readonly api: ApiClient }) {}

  platformSymbols(): Promise<Result<readonly PlatformSymbol[]>> {
    return this.deps.api.call('GET /symbol');
  }

  matching(signalId: string): Promise<Result<SymbolMatching>> {
    return this.deps.api.call('GET /signal/{id}/symbol', { params: { id: signalId } });
  }

  /**
   * Checked by validateSymbolPairs first, the server's own rule: at least one matched pair
   * (SIGNAL_NO_MATCHED_SYMBOL), each provider symbol once (DUPLICATE_KEY) and, for what `known` gives
   * (the platform's symbols, the account's broker symbols), symbols of those (SYMBOL_ALIAS_NOT_FOUND).
   */
  async savePairs(
    signalId: string,
    pairs: readonly SymbolPairing[],
    known: SymbolPairsContext = {},
  ): Promise<Result<SymbolMatching>> {
    const valid = validateSymbolPairs(pairs, known);
    if (valid.error) return valid;
    return this.deps.api.call('PUT /signal/{id}/symbol', {
      params: { id: signalId },
      body: { pairs: valid.value },
    });
  }

  /** Reads the account's symbols again (the server retries a failed sync after 2 minutes). */
  sync(signalId: string): Promise<Result<SymbolMatching>> {
    return this.deps.api.call('POST /signal/{id}/symbol/sync', { params: { id: signalId } });
  }
}
