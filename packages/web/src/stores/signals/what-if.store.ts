import {
  fractionToPercentText,
  parseMoneyAmount,
  parseReturnPercents,
  previewProfitShare,
  reportReturnToFraction,
  whatIfSettlements,
  WHAT_IF_HISTORY_MONTHS,
  type DecimalString,
  type ErrorCode,
  type ProfitSharePreview,
  type SignalPerformance,
  type WhatIfResult,
} from '@signal-portal/core';
import { makeAutoObservable } from 'mobx';

/** The preview card's figures, or why there are none. */
export type PreviewState =
  | {
      readonly ready: true;
      readonly investment: DecimalString;
      readonly gain: DecimalString;
      readonly figures: ProfitSharePreview;
    }
  | { readonly ready: false };

/** The what-if table, or why there is none: a refusal of the inputs, or no returns typed yet. */
export type WhatIfState =
  | { readonly kind: 'result'; readonly result: WhatIfResult }
  | { readonly kind: 'empty' }
  | {
      readonly kind: 'refused';
      readonly field: 'investment' | 'returns' | 'percent';
      readonly code: ErrorCode;
    };

/**
 * The monthly returns a performance carries at run time: GET /signal/{id} answers the whole stored
 * report (docs/metrics.md), while the type names only the summary. Fractions, oldest first.
 */
export const monthlyReturnsOf = (performance: SignalPerformance | null): number[] => {
  if (!performance || !('monthlyReturns' in performance) || !Array.isArray(performance.monthlyReturns))
    return [];
  const months: unknown[] = performance.monthlyReturns;
  return months.flatMap((month) =>
    typeof month === 'object' &&
    month !== null &&
    'return' in month &&
    typeof month.return === 'number' &&
    Number.isFinite(month.return)
      ? [month.return]
      : [],
  );
};

/**
 * The preview card and the what-if panel of the edit screen: what a follower pays on a gain, and the
 * 30-day settlements of an investment over typed monthly returns, both from the core's profit-share
 * rules (previewProfitShare, whatIfSettlements) at the profit share being typed.
 */
export class WhatIfStore {
  previewInvestment = '1000';
  previewGain = '200';
  investment = '1000';
  returnsText = '';

  constructor(
    private readonly percent: () => DecimalString,
    private readonly history: () => readonly number[],
  ) {
    makeAutoObservable<WhatIfStore, 'percent' | 'history'>(
      this,
      { percent: false, history: false },
      { autoBind: true },
    );
  }

  /** The profit share the figures use: the one being typed in the follow settings. */
  get profitSharePercent(): DecimalString {
    return this.percent();
  }

  get preview(): PreviewState {
    const investment = parseMoneyAmount(this.previewInvestment);
    const figures = previewProfitShare({ gain: this.previewGain, profitSharePercent: this.percent() });
    return investment.error || figures.error
      ? { ready: false }
      : {
          ready: true,
          investment: this.previewInvestment.trim(),
          gain: this.previewGain.trim(),
          figures: figures.value,
        };
  }

  get historyAvailable(): boolean {
    return this.history().length > 0;
  }

  get whatIf(): WhatIfState {
    const returns = parseReturnPercents(this.returnsText);
    if (returns.error) return { kind: 'refused', field: 'returns', code: returns.value };
    const result = whatIfSettlements({
      investment: this.investment,
      monthlyReturns: returns.value,
      profitSharePercent: this.percent(),
    });
    if (result.error) {
      const field =
        result.value === 'AMOUNT_INVALID'
          ? 'investment'
          : result.value === 'INVALID_PARAMETERS'
            ? 'returns'
            : 'percent';
      return { kind: 'refused', field, code: result.value };
    }
    return returns.value.length === 0 ? { kind: 'empty' } : { kind: 'result', result: result.value };
  }

  setPreviewInvestment(value: string): void {
    this.previewInvestment = value;
  }

  setPreviewGain(value: string): void {
    this.previewGain = value;
  }

  setInvestment(value: string): void {
    this.investment = value;
  }

  setReturnsText(value: string): void {
    this.returnsText = value;
  }

  /** Fills the returns with the signal's latest 12 months, as percents the provider can edit. */
  useHistory(): void {
    const latest = this.history().slice(-WHAT_IF_HISTORY_MONTHS);
    this.returnsText = latest
      .map((fraction) => fractionToPercentText(reportReturnToFraction(fraction)))
      .join(', ');
  }
}
