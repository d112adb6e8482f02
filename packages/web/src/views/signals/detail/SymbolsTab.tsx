import type { Language, PerformanceReport, SymbolPerformance } from '@signal-portal/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, formatPercent } from '../../../format.js';
import { ChartFigure } from '../../charts/ChartFigure.js';
import { EChart } from '../../charts/EChart.js';
import { symbolsOption } from './chart-options.js';
import { symbolBars } from './chart-series.js';
import { formatDecimal } from './figures.js';

const profitClass = (profit: string): string =>
  profit.startsWith('-') ? 'value-negative' : /[1-9]/.test(profit) ? 'value-positive' : '';

const SymbolTable = ({
  symbols,
  language,
  name,
}: {
  readonly symbols: readonly SymbolPerformance[];
  readonly language: Language;
  readonly name: string;
}) => {
  const { t } = useTranslation();
  return (
    <table className="data-table" data-chart-table={name}>
      <thead>
        <tr>
          <th scope="col">{t('performance.symbol')}</th>
          <th scope="col" className="numeric">
            {t('performance.trades')}
          </th>
          <th scope="col" className="numeric">
            {t('signalDetail.symbols.volume')}
          </th>
          <th scope="col" className="numeric">
            {t('performance.profit')}
          </th>
          <th scope="col" className="numeric">
            {t('performance.winRate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {symbols.map((symbol) => (
          <tr key={symbol.symbol}>
            <td className="card-title">{symbol.symbol}</td>
            <td data-label={t('performance.trades')} className="numeric">
              {formatNumber(symbol.trades, language, 0)}
            </td>
            <td data-label={t('signalDetail.symbols.volume')} className="numeric">
              {formatDecimal(symbol.volume, language)}
            </td>
            <td data-label={t('performance.profit')} className={`numeric ${profitClass(symbol.profit)}`}>
              {formatMoney(symbol.profit, language)}
            </td>
            <td data-label={t('performance.winRate')} className="numeric">
              {formatPercent(symbol.winRate, language)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** Trades, volume, profit and win rate per symbol: a table, and the profits as bars. */
export const SymbolsTab = ({
  report,
  language,
}: {
  readonly report: PerformanceReport;
  readonly language: Language;
}) => {
  const { t } = useTranslation();
  const bars = useMemo(() => symbolBars(report.bySymbol), [report]);
  const option = useMemo(() => symbolsOption(bars, language, t), [bars, language, t]);
  if (bars.length === 0)
    return <p className="detail-empty value-absent">{t('signalDetail.symbols.empty')}</p>;
  return (
    <div className="symbols-tab">
      <ChartFigure
        title={t('signalDetail.symbols.title')}
        chart={() => (
          <EChart
            option={option}
            height={Math.max(160, 40 + bars.length * 36)}
            ariaLabel={t('signalDetail.charts.symbolsAria', { count: bars.length })}
          />
        )}
        table={() => <SymbolTable symbols={bars} language={language} name="symbols-chart" />}
      />
      <SymbolTable symbols={report.bySymbol} language={language} name="symbols" />
    </div>
  );
};
