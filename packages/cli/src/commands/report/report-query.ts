import type {
  OrderReportQuery,
  ProfitShareReportQuery,
  ProfitShareStatus,
  ReportKind,
  SettlementOutcome,
  SettlementOutcomeQuery,
} from '@signal-portal/core';
import type { Outcome, RawInput } from '../../runner/command.js';
import { dateRangeOptions, idValue, stringOption } from '../../runner/options.js';
import { succeed, usageRefusal } from '../../runner/usage.js';
import { REPORT_CHOICES, type ReportChoice } from '../choices.js';

/** The command line's report names and the API's. */
export const REPORT_KIND_OF = {
  settled: 'settlement',
  unsettled: 'unsettled',
  ledger: 'outcome',
  orders: 'order',
} as const satisfies Record<ReportChoice, ReportKind>;

/** The statuses each profit-share report lists (the server filters within them). */
const STATUSES_OF_REPORT: Readonly<Record<'settlement' | 'unsettled', readonly ProfitShareStatus[]>> = {
  settlement: ['SETTLED', 'RESETTLED'],
  unsettled: ['UNSETTLED', 'RESETTLEMENT'],
};

export type ReportRequest =
  | { readonly kind: 'settlement' | 'unsettled'; readonly query: ProfitShareReportQuery }
  | { readonly kind: 'order'; readonly query: OrderReportQuery }
  | { readonly kind: 'outcome'; readonly query: SettlementOutcomeQuery };

const isReportChoice = (value: string | undefined): value is ReportChoice =>
  value !== undefined && (REPORT_CHOICES as readonly string[]).includes(value);

/** The filters shared by every report: date range and signal. */
export const commonFilters = (raw: RawInput): Outcome<ProfitShareReportQuery> => {
  const range = dateRangeOptions(raw);
  if (range.error) return range;
  const signal = stringOption(raw, 'signal');
  if (signal === undefined) return range;
  const signalId = idValue(signal);
  return signalId.error ? signalId : succeed({ ...range.value, signalId: signalId.value });
};

/**
 * A report and its filters from the command line. A status must be one its report lists (the
 * settled report has SETTLED and RESETTLED, the unsettled one UNSETTLED and RESETTLEMENT); a symbol
 * filters the orders report only, an outcome the ledger only.
 */
export const reportRequestOf = (raw: RawInput): Outcome<ReportRequest> => {
  const name = raw.args[0];
  if (!isReportChoice(name)) return usageRefusal('WRONG_DATA_FORMAT', { key: 'cli.usageError' });
  const kind = REPORT_KIND_OF[name];
  const filters = commonFilters(raw);
  if (filters.error) return filters;
  const status = stringOption(raw, 'status');
  const symbol = stringOption(raw, 'symbol');
  const outcome = stringOption(raw, 'outcome');
  if (outcome !== undefined && kind !== 'outcome') {
    return usageRefusal('INVALID_PARAMETERS', {
      key: 'cli.usage.optionNotForReport',
      params: { option: '--outcome', report: name },
    });
  }
  if (kind === 'outcome') {
    const option = status !== undefined ? '--status' : symbol !== undefined ? '--symbol' : undefined;
    if (option !== undefined) {
      return usageRefusal('INVALID_PARAMETERS', {
        key: 'cli.usage.optionNotForReport',
        params: { option, report: name },
      });
    }
    const { status: _none, ...query } = filters.value;
    // commander has checked --outcome against SETTLEMENT_OUTCOME_CHOICES
    return succeed({
      kind,
      query: outcome === undefined ? query : { ...query, outcome: outcome as SettlementOutcome },
    });
  }
  if (kind === 'order') {
    if (status !== undefined) {
      return usageRefusal('INVALID_PARAMETERS', {
        key: 'cli.usage.optionNotForReport',
        params: { option: '--status', report: name },
      });
    }
    const { status: _none, ...query } = filters.value;
    return succeed({ kind, query: symbol === undefined ? query : { ...query, symbol: symbol.trim() } });
  }
  if (symbol !== undefined) {
    return usageRefusal('INVALID_PARAMETERS', {
      key: 'cli.usage.optionNotForReport',
      params: { option: '--symbol', report: name },
    });
  }
  if (status === undefined) return succeed({ kind, query: filters.value });
  const allowed = STATUSES_OF_REPORT[kind];
  if (!(allowed as readonly string[]).includes(status)) {
    return usageRefusal('INVALID_PARAMETERS', {
      key: 'cli.usage.statusNotInReport',
      params: { status, report: name, statuses: allowed.join(', ') },
    });
  }
  return succeed({ kind, query: { ...filters.value, status: status as ProfitShareStatus } });
};
