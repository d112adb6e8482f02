import type { Language, SettlementOutcome, SettlementOutcomeRecord } from '@signal-portal/core';
import { formatMoney } from '../../format.js';
import { Badge, InfoTip, type BadgeTone } from '../components/kit/index.js';
import { useTranslation } from '../shared.js';
import { Conversion } from './Conversion.js';
import { formatAccountMoney, formatReportTime, signClass } from './format-report.js';

const OUTCOME_TONE: Readonly<Record<SettlementOutcome, BadgeTone>> = {
  SETTLED: 'success',
  RESETTLED: 'info',
  NOTHING_DUE: 'neutral',
  DEFERRED: 'warning',
};

const LedgerRow = ({
  row,
  language,
}: {
  readonly row: SettlementOutcomeRecord;
  readonly language: Language;
}) => {
  const { t } = useTranslation();
  const inAccount = (value: string) => formatAccountMoney(value, row.currency, language);
  const money = (value: string) => formatMoney(value, language);
  return (
    <tr data-record-id={row.id} data-outcome={row.outcome}>
      <td className="card-title" data-label={t('report.record.signalName')}>
        {row.signalName}
      </td>
      <td data-label={t('report.record.robotName')}>{row.robotName}</td>
      <td data-label={t('reportPage.columns.settleTime')}>
        <time dateTime={row.settleTime}>{formatReportTime(row.settleTime, language)}</time>
      </td>
      <td data-label={t('reportPage.columns.outcome')}>
        <span className="report-status">
          <Badge tone={OUTCOME_TONE[row.outcome]}>{t(`report.outcome.${row.outcome}`)}</Badge>
          <span className={row.outcome === 'DEFERRED' ? 'report-reason' : 'report-why'}>
            {t(`report.outcomeReason.${row.reason}`)}
          </span>
        </span>
      </td>
      <td className="numeric" data-label={t('report.record.profit')}>
        <span className={signClass(row.profit)}>{inAccount(row.profit)}</span>
      </td>
      <td className="numeric" data-label={t('reportPage.columns.marks')}>
        <span className="report-marks">
          <span>{inAccount(row.hwmBefore)}</span> → <span>{inAccount(row.hwmAfter)}</span>
        </span>
      </td>
      <td className="numeric" data-label={t('report.record.profitShare')}>
        <span className="report-share">
          {money(row.profitShare)}
          <Conversion
            currency={row.currency}
            accountProfitShare={row.accountProfitShare}
            exchangeRate={row.exchangeRate}
            language={language}
          />
        </span>
      </td>
      <td className="numeric" data-label={t('reportPage.columns.fee')}>
        {money(row.fee)}
      </td>
      <td className="numeric report-receive" data-label={t('report.record.receive')}>
        {money(row.receive)}
      </td>
    </tr>
  );
};

/** The settlement log: what each run did with each robot and why, one row per robot per run; cards on a phone. */
export const LedgerTable = ({
  rows,
  language,
}: {
  readonly rows: readonly SettlementOutcomeRecord[];
  readonly language: Language;
}) => {
  const { t } = useTranslation();
  return (
    <div className="report-table-wrap">
      <table className="data-table report-table report-ledger">
        <caption className="visually-hidden">{t('reportPage.captions.ledger')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('report.record.signalName')}</th>
            <th scope="col">{t('report.record.robotName')}</th>
            <th scope="col">{t('reportPage.columns.settleTime')}</th>
            <th scope="col">{t('reportPage.columns.outcome')}</th>
            <th scope="col" className="numeric">
              {t('report.record.profit')}
            </th>
            <th scope="col" className="numeric">
              {t('reportPage.columns.marks')}
              <InfoTip label={t('report.record.hwm')}>{t('reportPage.tips.hwm')}</InfoTip>
            </th>
            <th scope="col" className="numeric">
              {t('report.record.profitShare')}
            </th>
            <th scope="col" className="numeric">
              {t('reportPage.columns.fee')}
              <InfoTip label={t('reportPage.columns.fee')}>{t('reportPage.tips.fee')}</InfoTip>
            </th>
            <th scope="col" className="numeric">
              {t('report.record.receive')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <LedgerRow key={row.id} row={row} language={language} />
          ))}
        </tbody>
      </table>
    </div>
  );
};
