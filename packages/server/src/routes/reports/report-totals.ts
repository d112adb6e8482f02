import {
  dec,
  toDecimalString,
  toMoneyString,
  type FollowOrderTotals,
  type ProfitShareTotals,
  type SettlementOutcomeTotals,
} from '@signal-portal/core';
import type { ServerContext } from '../../context.js';
import { sumOrderReport, sumShareReport, type ReportSql } from '../../storage/reports.repository.js';
import { sumOutcomeReport } from '../../storage/settlement-outcomes.repository.js';

/** The totals of a profit-share report as the API sends them: USD at cents. */
export const shareTotalsOf = async (ctx: ServerContext, report: ReportSql): Promise<ProfitShareTotals> => {
  const sums = await sumShareReport(ctx.db, report);
  return {
    records: sums.records,
    profitShare: toMoneyString(dec(sums.profitShare)),
    fee: toMoneyString(dec(sums.fee)),
    receive: toMoneyString(dec(sums.receive)),
  };
};

/** The totals of the copied-orders report: volume exact (as the rows show it), profit at cents. */
export const orderTotalsOf = async (ctx: ServerContext, report: ReportSql): Promise<FollowOrderTotals> => {
  const sums = await sumOrderReport(ctx.db, report);
  return {
    records: sums.records,
    followOrders: Number(sums.followOrders),
    followVolume: toDecimalString(dec(sums.followVolume)),
    profit: toMoneyString(dec(sums.profit)),
  };
};

/** The totals of the settlement ledger: how many rows of each outcome, and what was paid (USD at cents). */
export const outcomeTotalsOf = async (
  ctx: ServerContext,
  report: ReportSql,
): Promise<SettlementOutcomeTotals> => {
  const sums = await sumOutcomeReport(ctx.db, report);
  return { ...sums, receive: toMoneyString(dec(sums.receive)) };
};
