import type { DecimalString, WhatIfResult } from '@signal-portal/core';
import { useId } from 'react';
import { formatMoney } from '../../../format.js';
import { LanguageStore, observer, useInjection, useTranslation } from '../../shared.js';

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 12, left: 12 };

/** Numbers only to draw: the table beside it carries the exact amounts. */
const seriesOf = (result: WhatIfResult, investment: DecimalString) => ({
  equity: [Number(investment), ...result.rows.map((row) => Number(row.equityAfter))],
  mark: [Number(investment), ...result.rows.map((row) => Number(row.newHwmEquity))],
});

const pathOf = (values: readonly number[], x: (i: number) => number, y: (v: number) => number): string =>
  values.map((value, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(value).toFixed(1)}`).join(' ');

/**
 * Equity after each settlement against the high-water mark, as a small SVG (no chart library, so this
 * screen's chunk stays small). Described for screen readers by its summary; the table has the figures.
 */
export const EquityChart = observer(function EquityChart({
  result,
  investment,
}: {
  readonly result: WhatIfResult;
  readonly investment: DecimalString;
}) {
  const { t } = useTranslation();
  const language = useInjection(LanguageStore).language;
  const id = useId();
  const { equity, mark } = seriesOf(result, investment.trim());
  const all = [...equity, ...mark];
  const low = Math.min(...all);
  const high = Math.max(...all);
  const span = high - low || Math.max(1, Math.abs(high));
  const x = (i: number) => PAD.left + ((WIDTH - PAD.left - PAD.right) * i) / Math.max(1, equity.length - 1);
  const y = (v: number) => PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - (v - low) / span);
  const last = result.rows.at(-1);
  return (
    <figure className="signal-edit-chart">
      <figcaption id={`${id}-title`} className="signal-edit-chart-title">
        {t('signalEdit.whatIf.chartTitle')}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        preserveAspectRatio="none"
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="signal-edit-chart-axis"
        />
        <path d={pathOf(mark, x, y)} className="signal-edit-chart-mark" />
        <path d={pathOf(equity, x, y)} className="signal-edit-chart-equity" />
      </svg>
      <div className="signal-edit-chart-legend" aria-hidden="true">
        <span className="signal-edit-legend-equity">{t('signalEdit.whatIf.legendEquity')}</span>
        <span className="signal-edit-legend-mark">{t('signalEdit.whatIf.legendHwm')}</span>
      </div>
      <p id={`${id}-summary`} className="signal-edit-muted">
        {last &&
          t('signalEdit.whatIf.chartSummary', {
            count: result.rows.length,
            equity: formatMoney(last.equityAfter, language),
            hwm: formatMoney(last.newHwmEquity, language),
          })}
      </p>
    </figure>
  );
});
