import { readFile } from 'node:fs/promises';
import {
  fractionToPercentText,
  parseReturnPercents,
  reportReturnToFraction,
  whatIfSettlements,
  WHAT_IF_HISTORY_MONTHS,
  type DecimalString,
  type PerformanceReport,
  type WhatIfResult,
} from '@signal-portal/core';
import { text, type Block, type TableBlock } from '../../output/blocks.js';
import type { Services } from '../../di/services.js';
import type { CommandModule, Outcome, ViewContext } from '../../runner/command.js';
import { idValue, stringOption } from '../../runner/options.js';
import { asUsage, succeed, usageRefusal } from '../../runner/usage.js';

/** Where the monthly returns come from. */
export type ReturnsSource =
  | { readonly kind: 'flags'; readonly text: string }
  | { readonly kind: 'file'; readonly path: string }
  /** The signal's latest 12 monthly returns, as the edit screen's "use this signal's history". */
  | { readonly kind: 'signal' };

export interface SimulateInput {
  readonly investment: string;
  /** Undefined: the signal's own profit share (--signal). */
  readonly percent: string | undefined;
  readonly signalId: string | undefined;
  readonly returns: ReturnsSource;
}

export interface Simulation extends WhatIfResult {
  readonly investment: DecimalString;
  readonly profitSharePercent: DecimalString;
  /** One return per 30-day period, fractions ('0.05' is +5%). */
  readonly monthlyReturns: readonly DecimalString[];
  readonly returnsFrom: ReturnsSource['kind'];
}

const OPTION = {
  returns: '--returns <percents>',
  file: '--returns-file <file>',
  signal: '--signal <id>',
  percent: '--percent <percent>',
} as const;

const returnsSourceOf = (
  returnsText: string | undefined,
  file: string | undefined,
  signalId: string | undefined,
): Outcome<ReturnsSource> => {
  if (returnsText !== undefined && file !== undefined)
    return usageRefusal('INVALID_PARAMETERS', {
      key: 'cliFigures.simulate.oneSource',
      params: { options: `${OPTION.returns}, ${OPTION.file}` },
    });
  if (returnsText !== undefined) return succeed({ kind: 'flags', text: returnsText });
  if (file !== undefined) return succeed({ kind: 'file', path: file });
  if (signalId !== undefined) return succeed({ kind: 'signal' });
  return usageRefusal('INVALID_PARAMETERS', {
    key: 'cliFigures.simulate.noReturns',
    params: { returns: OPTION.returns, file: OPTION.file, signal: OPTION.signal },
  });
};

/** The signal's profit share and its latest monthly returns (fractions), as the edit screen reads them. */
const signalTerms = async (
  services: Services,
  id: string,
): Promise<Outcome<{ percent: DecimalString; returns: DecimalString[] }>> => {
  const signal = await services.signals.get(id);
  if (signal.error) return signal;
  // The server sends the whole stored report; the contract types the spec's part of it.
  const performance = signal.value.performance as PerformanceReport | null;
  const returns = (performance?.monthlyReturns ?? [])
    .slice(-WHAT_IF_HISTORY_MONTHS)
    .map((month) => reportReturnToFraction(month.return));
  return succeed({ percent: signal.value.followSetting.profitSharePercent, returns });
};

const readReturnsFile = async (path: string): Promise<Outcome<string>> => {
  try {
    return succeed(await readFile(path, 'utf8'));
  } catch {
    return usageRefusal('INVALID_PARAMETERS', { key: 'cliFigures.simulate.cannotRead', params: { path } });
  }
};

/** The monthly returns as fractions, from the flag, the file (percents as typed) or the signal. */
const fractionsOf = async (
  source: ReturnsSource,
  fromSignal: DecimalString[] | undefined,
): Promise<Outcome<DecimalString[]>> => {
  if (source.kind === 'signal') {
    return fromSignal !== undefined && fromSignal.length > 0
      ? succeed(fromSignal)
      : {
          error: true,
          value: 'SIGNAL_PERFORMANCE_NOT_CALCULATED',
          message: { key: 'cliFigures.simulate.signalHasNoReturns' },
        };
  }
  const typed = source.kind === 'flags' ? succeed(source.text) : await readReturnsFile(source.path);
  if (typed.error) return typed;
  const fractions = parseReturnPercents(typed.value);
  return fractions.error
    ? usageRefusal(fractions.value, { key: 'signalEdit.whatIf.returnsInvalid' })
    : fractions;
};

const percentText = (fraction: DecimalString): string => `${fractionToPercentText(fraction)}%`;

const settlementTable = (simulation: Simulation, { t, format }: ViewContext): TableBlock => ({
  kind: 'table',
  title: t('signalEdit.whatIf.caption', {
    investment: format.usd(simulation.investment),
    percent: `${simulation.profitSharePercent}%`,
  }),
  head: [
    t('signalEdit.whatIf.columns.settlement'),
    t('signalEdit.whatIf.columns.return'),
    t('signalEdit.whatIf.columns.equity'),
    t('signalEdit.whatIf.columns.hwm'),
    t('signalEdit.whatIf.columns.share'),
    t('signalEdit.whatIf.columns.fee'),
    t('signalEdit.whatIf.columns.receive'),
    t('cliFigures.simulate.equityAfter'),
  ],
  align: ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  rows: simulation.rows.map((row) => [
    t('signalEdit.whatIf.day', { day: row.day }),
    percentText(row.monthlyReturn),
    format.usd(row.equityBefore),
    format.usd(row.hwmEquity),
    format.usd(row.profitShare),
    format.usd(row.fee),
    format.usd(row.receive),
    format.usd(row.equityAfter),
  ]),
  empty: t('signalEdit.whatIf.empty'),
});

/**
 * `profit-share simulate`: what a follower with this investment would pay over these monthly
 * returns, each 30-day settlement as the server makes it (core whatIfSettlements, the function of the
 * web's signal edit screen): high-water mark, share, the platform's fee and what the provider receives.
 */
export const profitShareSimulate: CommandModule<SimulateInput, Simulation> = {
  needsApi: true,
  // Only a signal's history or its profit share is read from the portal; typed returns need none.
  needsApiFor: (input) => input.signalId !== undefined,

  parse(raw) {
    const investment = stringOption(raw, 'investment') ?? '';
    const percent = stringOption(raw, 'percent');
    const signalOption = stringOption(raw, 'signal');
    const signal = signalOption === undefined ? undefined : idValue(signalOption);
    if (signal?.error) return signal;
    const returns = returnsSourceOf(
      stringOption(raw, 'returns'),
      stringOption(raw, 'returnsFile'),
      signal?.value,
    );
    if (returns.error) return returns;
    if (percent === undefined && signal === undefined)
      return usageRefusal('INVALID_PARAMETERS', {
        key: 'cliFigures.simulate.percentRequired',
        params: { option: OPTION.percent, signal: OPTION.signal },
      });
    return succeed({ investment, percent, signalId: signal?.value, returns: returns.value });
  },

  async run(context, input) {
    const terms =
      input.signalId === undefined ? undefined : await signalTerms(context.services, input.signalId);
    if (terms?.error) return terms;
    const fractions = await fractionsOf(input.returns, terms?.value.returns);
    if (fractions.error) return fractions;
    const profitSharePercent = input.percent ?? terms?.value.percent ?? '';
    // The core checks the investment (AMOUNT_INVALID), the percent and the returns, as for the web.
    const result = asUsage(
      whatIfSettlements({
        investment: input.investment,
        monthlyReturns: fractions.value,
        profitSharePercent,
      }),
    );
    if (result.error) return result;
    return succeed({
      investment: input.investment.trim(),
      profitSharePercent: profitSharePercent.trim(),
      monthlyReturns: fractions.value,
      returnsFrom: input.returns.kind,
      ...result.value,
    });
  },

  render: (simulation, view): readonly Block[] => [
    settlementTable(simulation, view),
    text(
      view.t('cliFigures.simulate.totals', {
        share: view.format.usd(simulation.totals.profitShare),
        fee: view.format.usd(simulation.totals.fee),
        receive: view.format.usd(simulation.totals.receive),
        equity: view.format.usd(simulation.finalEquity),
      }),
    ),
  ],
};
