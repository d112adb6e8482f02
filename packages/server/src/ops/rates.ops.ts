import { fail, fromIso, isIsoDateTime, ok, toIso, validateExchangeRate } from '@signal-portal/core';
import { nowOf } from '../context.js';
import {
  listExchangeRates,
  setExchangeRate,
  type ExchangeRate,
} from '../storage/exchange-rates.repository.js';
import type { OpsCommand } from './ops-command.js';

/** A rate as the command answers it (times as ISO strings). */
const view = (rate: ExchangeRate) => ({
  base: rate.base,
  quote: rate.quote,
  rate: rate.rate,
  effectiveFrom: toIso(rate.effectiveFrom.getTime()),
  setAt: toIso(rate.setAt.getTime()),
  setBy: rate.setBy,
});

/**
 * Operator commands of the platform's exchange rates (settlement converts a TWD account's profit
 * share to the USD wallet at the rate in force at settlement time):
 *   rate set <FROM> <TO> <rate> [--from <ISO time>] [--by name]   one FROM is worth <rate> TO, from
 *                                                                 the time given (default: now)
 *   rate list                                                     every rate set, newest first per pair
 * A settlement keeps the rate it used: setting a new rate never changes a record already made.
 */
export const RATES_OPS: readonly OpsCommand[] = [
  {
    name: ['rate', 'set'],
    usage: '<FROM> <TO> <rate> [--from <ISO time>] [--by name]  e.g. TWD USD 0.0311: one TWD is 0.0311 USD',
    async run(ctx, { positional, flags }) {
      const [from = '', to = '', rate = ''] = positional;
      const valid = validateExchangeRate({ from, to, rate });
      if (valid.error) return valid;
      const at = flags.from?.trim();
      if (at !== undefined && !isIsoDateTime(at)) return fail('INVALID_PARAMETERS');
      const now = nowOf(ctx);
      const set: ExchangeRate = {
        base: valid.value.from,
        quote: valid.value.to,
        rate: valid.value.rate,
        effectiveFrom: at === undefined ? now : new Date(fromIso(at)),
        setAt: now,
        setBy: flags.by?.trim() || 'operator',
      };
      await setExchangeRate(ctx.db, set);
      return ok(view(set));
    },
  },
  {
    name: ['rate', 'list'],
    usage: ' list every exchange rate set, newest first per currency pair',
    async run(ctx) {
      return ok((await listExchangeRates(ctx.db)).map(view));
    },
  },
];
