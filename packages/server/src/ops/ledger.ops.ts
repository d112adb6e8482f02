import { fail, ok } from '@signal-portal/core';
import { verifyLedger, type LedgerReport } from '../money/ledger-check.js';
import { findSiteById } from '../storage/sites.repository.js';
import type { OpsCommand } from './ops-command.js';

/** At most this many differences of each kind are listed (`--limit`); the totals count them all. */
const MAX_LIMIT = 10_000;

/**
 * `ledger verify [--site <siteId>] [--limit n]`: the ledger self-check. Every transaction's entries sum
 * to zero per currency, and every account (a member's balance, frozen amount and tokens; the platform's
 * accounts) holds the sum of its entries. Prints the report (each difference: the transaction or the
 * account, expected and found); exits 1 when there is one. Read-only.
 */
export const LEDGER_OPS: readonly OpsCommand[] = [
  {
    name: ['ledger', 'verify'],
    usage:
      '[--site <siteId>] [--limit n]  check that every transaction balances and every account equals the sum of its entries; exit 1 on a difference',
    troubled: (value) => !(value as LedgerReport).balanced,
    async run(ctx, { flags }) {
      const limit = flags.limit === undefined ? undefined : Number(flags.limit);
      if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)) {
        return fail('INVALID_PARAMETERS');
      }
      const siteId = flags.site?.trim();
      if (siteId !== undefined && !(await findSiteById(ctx.db, siteId))) return fail('ID_NOT_FOUND');
      return ok(
        await verifyLedger(ctx.db, {
          ...(siteId === undefined ? {} : { siteId }),
          ...(limit === undefined ? {} : { limit }),
        }),
      );
    },
  },
];
