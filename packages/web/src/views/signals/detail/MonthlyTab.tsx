import type { Language, PerformanceReport } from '@signal-portal/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '../../../format.js';
import { monthlyRows } from './chart-series.js';
import { absentReasonText } from './figures.js';

const monthNames = (language: Language): string[] => {
  const formatter = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => formatter.format(Date.UTC(2024, month, 1)));
};

const cellClass = (value: number): string =>
  value > 0 ? 'month-cell month-up' : value < 0 ? 'month-cell month-down' : 'month-cell';

/** Year x month returns, green and red by sign, with each year's total (chained by the core). */
export const MonthlyTab = ({
  report,
  language,
}: {
  readonly report: PerformanceReport;
  readonly language: Language;
}) => {
  const { t } = useTranslation();
  const rows = useMemo(() => monthlyRows(report.monthlyReturns), [report]);
  const months = useMemo(() => monthNames(language), [language]);
  const absent = report.absent.monthlyReturns;
  return (
    <section aria-labelledby="monthly-title">
      <h3 id="monthly-title" className="chart-figure-title">
        {t('signalDetail.monthly.title')}
      </h3>
      <p className="chart-figure-note">{t('signalDetail.monthly.note')}</p>
      {rows.length === 0 ? (
        <p className="detail-empty value-absent">
          {absent !== undefined
            ? absentReasonText('rateOfReturn', absent, report, t)
            : t('signalDetail.monthly.empty')}
        </p>
      ) : (
        <div className="monthly-scroll">
          <table className="data-table monthly-table">
            <thead>
              <tr>
                <th scope="col">{t('signalDetail.monthly.year')}</th>
                {months.map((name) => (
                  <th key={name} scope="col" className="numeric">
                    {name}
                  </th>
                ))}
                <th scope="col" className="numeric">
                  {t('signalDetail.monthly.yearTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.year}>
                  <th scope="row" className="card-title">
                    {row.year}
                  </th>
                  {row.months.map((month, index) => (
                    <td
                      key={months[index]}
                      data-label={months[index]}
                      className={
                        month === null
                          ? 'numeric month-cell month-none'
                          : `numeric ${cellClass(month.return)}`
                      }
                      title={
                        month === null
                          ? undefined
                          : `${t('performance.profit')}: ${formatMoney(month.profit, language)}`
                      }
                    >
                      {month === null ? (
                        <span aria-hidden="true">·</span>
                      ) : (
                        formatPercent(month.return, language, { signed: true })
                      )}
                    </td>
                  ))}
                  <td
                    data-label={t('signalDetail.monthly.yearTotal')}
                    className={`numeric month-total ${cellClass(row.total.return)}`}
                  >
                    {formatPercent(row.total.return, language, { signed: true })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};
