import { fail, ok, type Result, type SymbolMatching, type SymbolPairing } from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import type { StoredSignal } from '../../storage/signals.repository.js';
import { idParams, symbolPairsBody } from './schemas.js';
import { applyToStored, changeSignal, readSignal } from './signal-store.js';
import { findPlatformSymbol, symbolMatchingOf } from './symbol-matching.js';
import { syncSymbols } from './symbol-sync.js';

const matchingOf = (stored: StoredSignal): SymbolMatching =>
  symbolMatchingOf(stored.signal.symbols, stored.brokerSymbols);

/**
 * Pairs the provider chose: at least one; each platform symbol one the platform trades (its contract
 * size from the platform, not the client); each provider symbol once and, after a sync, one the account
 * has.
 */
const validatePairs = (
  stored: StoredSignal,
  pairs: readonly { providerSymbol: string; platformSymbol: string }[],
): Result<SymbolPairing[]> => {
  const chosen = pairs
    .map((pair) => ({
      providerSymbol: pair.providerSymbol.trim(),
      platformSymbol: pair.platformSymbol.trim(),
    }))
    .filter((pair) => pair.providerSymbol !== '' && pair.platformSymbol !== '');
  if (chosen.length === 0) return fail('SIGNAL_NO_MATCHED_SYMBOL');
  const seen = new Set<string>();
  const valid: SymbolPairing[] = [];
  for (const pair of chosen) {
    if (seen.has(pair.providerSymbol)) return fail('DUPLICATE_KEY');
    seen.add(pair.providerSymbol);
    const symbol = findPlatformSymbol(stored.signal.platform, pair.platformSymbol);
    if (!symbol) return fail('SYMBOL_ALIAS_NOT_FOUND');
    if (stored.brokerSymbols.length > 0 && !stored.brokerSymbols.includes(pair.providerSymbol))
      return fail('SYMBOL_ALIAS_NOT_FOUND');
    valid.push({ ...pair, contractSize: symbol.contractSize });
  }
  return ok(valid);
};

/** GET/PUT /signal/{id}/symbol and POST /signal/{id}/symbol/sync. */
export const registerSymbolRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(app, 'GET /signal/{id}/symbol', { schema: { params: idParams } }, async (input) => {
    const { params } = input;
    const member = input.member;
    const found = await readSignal(ctx, member, params.id);
    return found.error ? found : ok(matchingOf(found.value));
  });

  defineRoute(
    app,
    'PUT /signal/{id}/symbol',
    { schema: { params: idParams, body: symbolPairsBody } },
    async (input) => {
      const { params, body } = input;
      const member = input.member;
      const result = await changeSignal(ctx, member, params.id, (_tx, stored, now) => {
        const pairs = validatePairs(stored, body.pairs);
        return pairs.error
          ? pairs
          : applyToStored(stored, { type: 'matchSymbols', symbols: pairs.value }, now);
      });
      return result.error ? result : ok(matchingOf(result.value));
    },
  );

  defineRoute(app, 'POST /signal/{id}/symbol/sync', { schema: { params: idParams } }, async (input) => {
    const { params } = input;
    const member = input.member;
    const result = await changeSignal(ctx, member, params.id, (tx, stored, now) =>
      syncSymbols(ctx, tx, stored, now),
    );
    return result.error ? result : ok(matchingOf(result.value));
  });
};
