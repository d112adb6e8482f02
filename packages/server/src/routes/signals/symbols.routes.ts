import {
  isLostReason,
  ok,
  validateSymbolPairs,
  type Result,
  type SymbolMatching,
  type SymbolPairInput,
  type SymbolPairing,
} from '@signal-portal/core';
import { PLATFORM_SYMBOLS } from '@signal-portal/fixtures';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import type { StoredSignal } from '../../storage/signals.repository.js';
import { idParams, symbolPairsBody } from './schemas.js';
import { applyToStored, changeSignal, publishSignal, readSignal } from '../../signals/signal-store.js';
import { symbolMatchingOf } from '../../signals/symbol-matching.js';
import { syncSymbols } from '../../signals/symbol-sync.js';

const matchingOf = (stored: StoredSignal): SymbolMatching =>
  symbolMatchingOf(stored.signal.symbols, stored.brokerSymbols);

/**
 * Pairs the provider chose, by the core's validateSymbolPairs (the clients' rule too): platform symbols
 * the platform trades, with its contract sizes; provider symbols the account has after a sync.
 */
const validatePairs = (stored: StoredSignal, pairs: readonly SymbolPairInput[]): Result<SymbolPairing[]> =>
  validateSymbolPairs(pairs, {
    platformSymbols: PLATFORM_SYMBOLS[stored.signal.platform],
    brokerSymbols: stored.brokerSymbols,
  });

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
    if (result.error && isLostReason(result.value)) {
      // The sync found the credentials refused and saved the signal LOST: the provider's screens hear it.
      const lost = await readSignal(ctx, member, params.id);
      if (!lost.error) await publishSignal(ctx, lost.value);
    }
    return result.error ? result : ok(matchingOf(result.value));
  });
};
