import type { DecimalString, WhatIfResult } from '@signal-portal/core';
import { formatMoney, formatPercent } from '../../../format.js';
import { LanguageStore, observer, useInjection, useTranslation } from '../../shared.js';

const toneOf = (fraction: DecimalString): string =>
  fraction.startsWith('-') ? 'value-negative' : /[1-9]/.test(fraction) ? 'value-positive' : '';

/** One row per 30-day settlement: equity, mark, share, fee and what the provider receives; totals below. */
export const SettlementTable = observer(function SettlementTable({
  result,
  investment,
  profitSharePercent,
}: {
  readonly result: WhatIfResult;
  readonly investment: DecimalString;
  readonly profitSharePercent: DecimalString;
}) {
  const { t } = useTranslation();
  const language = useInjection(LanguageStore).language;
  const money = (amount: DecimalString) => formatMoney(amount, language);
  const column = {
    settlement: t('signalEdit.whatIf.columns.settlement'),
    return: t('signalEdit.whatIf.columns.return'),
    equity: t('signalEdit.whatIf.columns.equity'),
    hwm: t('signalEdit.whatIf.columns.hwm'),
    share: t('signalEdit.whatIf.columns.share'),
    fee: t('signalEdit.whatIf.columns.fee'),
    receive: t('signalEdit.whatIf.columns.receive'),
  };
  return (
    <div className="signal-edit-table-wrap">
      <table className="data-table signal-edit-settlements">
        <caption>
          {t('signalEdit.whatIf.caption', {
            investment: money(investment.trim()),
            // A percent typed as '12.5' is shown as a number only, never computed with.
            percent: formatPercent(Number(profitSharePercent) / 100, language, {
              digits: Math.min(2, profitSharePercent.trim().split('.')[1]?.length ?? 0),
            }),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{column.settlement}</th>
            <th scope="col" className="numeric">
              {column.return}
            </th>
            <th scope="col" className="numeric">
              {column.equity}
            </th>
            <th scope="col" className="numeric">
              {column.hwm}
            </th>
            <th scope="col" className="numeric">
              {column.share}
            </th>
            <th scope="col" className="numeric">
              {column.fee}
            </th>
            <th scope="col" className="numeric">
              {column.receive}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr key={row.settlement}>
              <td className="card-title" data-label={column.settlement}>
                {t('signalEdit.whatIf.day', { day: row.day })}
              </td>
              <td className={`numeric ${toneOf(row.monthlyReturn)}`} data-label={column.return}>
                {formatPercent(Number(row.monthlyReturn), language, { signed: true })}
              </td>
              <td className="numeric" data-label={column.equity}>
                {money(row.equityBefore)}
              </td>
              <td className="numeric" data-label={column.hwm}>
                {money(row.hwmEquity)}
              </td>
              <td className="numeric" data-label={column.share}>
                {money(row.profitShare)}
              </td>
              <td className="numeric" data-label={column.fee}>
                {money(row.fee)}
              </td>
              <td className="numeric" data-label={column.receive}>
                {money(row.receive)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td className="card-title" data-label={column.settlement} colSpan={4}>
              {t('signalEdit.whatIf.total')}
            </td>
            <td className="numeric" data-label={column.share}>
              {money(result.totals.profitShare)}
            </td>
            <td className="numeric" data-label={column.fee}>
              {money(result.totals.fee)}
            </td>
            <td className="numeric" data-label={column.receive}>
              {money(result.totals.receive)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="signal-edit-muted signal-edit-note">{t('signalEdit.whatIf.note')}</p>
    </div>
  );
});
