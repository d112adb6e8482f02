import type { ApiClient } from '../api/api-client.js';
import type { PlatformSymbol, SymbolMatching, SymbolPairing } from '../domain/symbols/symbol-pairing.js';
import { fail, type Result } from '../shared/result.js';

/** The platform's symbols and a signal's symbol matching. */
export class SymbolsService {
  constructor(private readonly deps: { readonly api: ApiClient }) {}

  platformSymbols(): Promise<Result<readonly PlatformSymbol[]>> {
    return this.deps.api.call('GET /symbol');
  }

  matching(signalId: string): Promise<Result<SymbolMatching>> {
    return this.deps.api.call('GET /signal/{id}/symbol', { params: { id: signalId } });
  }

  /** At least one symbol must be matched (SIGNAL_NO_MATCHED_SYMBOL). */
  async savePairs(signalId: string, pairs: readonly SymbolPairing[]): Promise<Result<SymbolMatching>> {
    const matched = pairs.filter(
      (pair) => pair.providerSymbol.trim() !== '' && pair.platformSymbol.trim() !== '',
    );
    if (matched.length === 0) return fail('SIGNAL_NO_MATCHED_SYMBOL');
    return this.deps.api.call('PUT /signal/{id}/symbol', {
      params: { id: signalId },
      body: { pairs: matched },
    });
  }

  /** Reads the account's symbols again (the server retries a failed sync after 2 minutes). */
  sync(signalId: string): Promise<Result<SymbolMatching>> {
    return this.deps.api.call('POST /signal/{id}/symbol/sync', { params: { id: signalId } });
  }
}
