import type { Language, PerformanceReport } from '@signal-portal/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '../../../format.js';
import { ChartFigure } from '../../charts/ChartFigure.js';
import { EChart } from '../../charts/EChart.js';
import { dailyProfitOption, growthOption } from './chart-options.js';
import { dailyProfitBars, growthInRange, growthPoints, lastDays, type ChartRange } from './chart-series.js';
import { absentReasonText } from './figures.js';
import { RangeSwitch } from './RangeSwitch.js';

const signClass = (value: number): string =>
  value > 0 ? 'value-positive' : value < 0 ? 'value-negative' : '';
const moneySign = (value: string): string =>
  value.startsWith('-') ? 'value-negative' : /[1-9]/.test(value) ? 'value-positive' : '';

/** Growth with the underwater chart under it (one range switch for both), then the daily profit bars. */
export const OverviewTab = ({
  report,
  language,
}: {
  readonly report: PerformanceReport;
  readonly language: Language;
}) => {
  const { t } = useTranslation();
  const [range, setRange] = useState<ChartRange>('ALL');
  const allGrowth = useMemo(() => growthPoints(report.profitDatas), [report]);
  const growth = useMemo(() => growthInRange(allGrowth, range), [allGrowth, range]);
  const bars = useMemo(() => lastDays(dailyProfitBars(report.profitDatas), range), [report, range]);
  const growthChart = useMemo(() => growthOption(growth, language, t), [growth, language, t]);
  const barsChart = useMemo(() => dailyProfitOption(bars, language, t), [bars, language, t]);
  const returnsAbsent = report.absent.dailyReturn;
  const first = growth[0]?.date ?? '';
  const last = growth.at(-1)?.date ?? '';

  if (report.profitDatas.length === 0) {
    return <p className="detail-empty value-absent">{t('signalDetail.charts.noData')}</p>;
  }
  return (
    <div className="overview-tab">
      <ChartFigure
        title={t('signalDetail.charts.growthTitle')}
        note={t('signalDetail.charts.growthNote')}
        controls={<RangeSwitch value={range} onChange={setRange} />}
        chart={() =>
          returnsAbsent !== undefined ? (
            <p className="detail-empty value-absent">
              {absentReasonText('rateOfReturn', returnsAbsent, report, t)}
            </p>
          ) : (
            <EChart
              option={growthChart}
              height={380}
              ariaLabel={t('signalDetail.charts.growthAria', {
                from: first,
                to: last,
                growth: formatPercent(growth.at(-1)?.growth ?? 0, language, { signed: true }),
              })}
            />
          )
        }
        table={() => (
          <table className="data-table" data-chart-table="growth">
            <thead>
              <tr>
                <th scope="col">{t('signalDetail.charts.date')}</th>
                <th scope="col" className="numeric">
                  {t('signalDetail.charts.growth')}
                </th>
                <th scope="col" className="numeric">
                  {t('signalDetail.charts.drawdown')}
                </th>
                <th scope="col" className="numeric">
                  {t('performance.equity')}
                </th>
              </tr>
            </thead>
            <tbody>
              {growth.map((point) => (
                <tr key={point.date}>
                  <td className="card-title">{point.date}</td>
                  <td
                    data-label={t('signalDetail.charts.growth')}
                    className={`numeric ${signClass(point.growth)}`}
                  >
                    {returnsAbsent === undefined
                      ? formatPercent(point.growth, language, { signed: true })
                      : '—'}
                  </td>
                  <td data-label={t('signalDetail.charts.drawdown')} className="numeric">
                    {returnsAbsent === undefined
                      ? formatPercent(point.drawdown, language, { signed: true })
                      : '—'}
                  </td>
                  <td data-label={t('performance.equity')} className="numeric">
                    {formatMoney(point.equity, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      />
      <ChartFigure
        title={t('performance.dailyProfit')}
        chart={() => (
          <EChart
            option={barsChart}
            height={240}
            ariaLabel={t('signalDetail.charts.dailyProfitAria', {
              from: bars[0]?.date ?? '',
              to: bars.at(-1)?.date ?? '',
            })}
          />
        )}
        table={() => (
          <table className="data-table" data-chart-table="daily-profit">
            <thead>
              <tr>
                <th scope="col">{t('signalDetail.charts.date')}</th>
                <th scope="col" className="numeric">
                  {t('performance.dailyProfit')}
                </th>
                <th scope="col" className="numeric">
                  {t('performance.cumulativeProfit')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lastDays(report.profitDatas, range).map((day) => (
                <tr key={day.date}>
                  <td className="card-title">{day.date}</td>
                  <td
                    data-label={t('performance.dailyProfit')}
                    className={`numeric ${moneySign(day.profit)}`}
                  >
                    {formatMoney(day.profit, language)}
                  </td>
                  <td data-label={t('performance.cumulativeProfit')} className="numeric">
                    {formatMoney(day.cumulativeProfit, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      />
    </div>
  );
};
