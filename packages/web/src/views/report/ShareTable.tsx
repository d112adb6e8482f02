import {
  errorMessageKey,
  toErrorCode,
  type Language,
  type ProfitShareRecord,
  type ProfitShareStatus,
} from '@signal-portal/core';
import { useEffect } from 'react';
import { formatMoney } from '../../format.js';
import type { ReportTab } from '../../stores/report/report-address.js';
import { Badge, InfoTip, type BadgeTone } from '../components/kit/index.js';
import { UiStore, useInjection, useTranslation } from '../shared.js';
import { Conversion } from './Conversion.js';
import { formatAccountMoney, formatReportTime, signClass } from './format-report.js';

const STATUS_TONE: Readonly<Record<ProfitShareStatus, BadgeTone>> = {
  SETTLED: 'success',
  RESETTLED: 'info',
  UNSETTLED: 'neutral',
  RESETTLEMENT: 'warning',
};

const ShareRow = ({
  record,
  language,
}: {
  readonly record: ProfitShareRecord;
  readonly language: Language;
}) => {
  const { t } = useTranslation();
  const money = (value: string) => formatMoney(value, language);
  const inAccount = (value: string) => formatAccountMoney(value, record.currency, language);
  // a robot a run could not settle (no exchange rate): why, in the outcome's own words
  const deferredRobot =
    record.status === 'UNSETTLED' && record.outcome === 'DEFERRED' && record.outcomeReason;
  return (
    <tr data-record-id={record.id}>
      <td className="card-title" data-label={t('report.record.signalName')}>
        {record.signalName}
      </td>
      <td data-label={t('report.record.robotName')}>{record.robotName}</td>
      <td data-label={t('report.record.followType')}>{t(`followers.followType.${record.followType}`)}</td>
      <td data-label={t('reportPage.columns.settleTime')}>
        <time dateTime={record.settleTime}>{formatReportTime(record.settleTime, language)}</time>
      </td>
      <td className="numeric" data-label={t('report.record.profit')}>
        <span className={signClass(record.profit)}>{inAccount(record.profit)}</span>
      </td>
      <td className="numeric" data-label={t('report.record.hwm')}>
        {inAccount(record.hwm)}
      </td>
      <td className="numeric" data-label={t('report.record.profitShare')}>
        <span className="report-share">
          {money(record.profitShare)}
          <Conversion
            currency={record.currency}
            accountProfitShare={record.accountProfitShare}
            exchangeRate={record.exchangeRate}
            language={language}
          />
        </span>
      </td>
      <td className="numeric" data-label={t('reportPage.columns.fee')}>
        {money(record.fee)}
      </td>
      <td className="numeric report-receive" data-label={t('report.record.receive')}>
        {money(record.receive)}
      </td>
      <td data-label={t('report.record.status')}>
        <span className="report-status">
          <Badge tone={STATUS_TONE[record.status]}>{t(`report.status.${record.status}`)}</Badge>
          {record.reason !== '' && (
            <span className="report-reason">
              {t('reportPage.heldBack', { reason: t(errorMessageKey(toErrorCode(record.reason))) })}
            </span>
          )}
          {deferredRobot && (
            <span className="report-reason">
              {t('reportPage.deferred', { reason: t(`report.outcomeReason.${deferredRobot}`) })}
            </span>
          )}
        </span>
      </td>
    </tr>
  );
};

/** Profit shares (settled, or still to be paid), one row each; cards on a phone. */
export const ShareTable = ({
  tab,
  records,
  language,
}: {
  readonly tab: Exclude<ReportTab, 'orders'>;
  readonly records: readonly ProfitShareRecord[];
  readonly language: Language;
}) => {
  const { t } = useTranslation();
  const ui = useInjection(UiStore);
  const heldBack = records.some((record) => record.reason !== '');
  // A held-back share says why with the error's own message, which loads on demand.
  useEffect(() => {
    if (heldBack) void ui.prepareErrorTexts();
  }, [heldBack, ui]);
  return (
    <div className="report-table-wrap">
      <table className="data-table report-table">
        <caption className="visually-hidden">{t(`reportPage.captions.${tab}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('report.record.signalName')}</th>
            <th scope="col">{t('report.record.robotName')}</th>
            <th scope="col">{t('report.record.followType')}</th>
            <th scope="col">{t('reportPage.columns.settleTime')}</th>
            <th scope="col" className="numeric">
              {t('report.record.profit')}
            </th>
            <th scope="col" className="numeric">
              {t('report.record.hwm')}
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
            <th scope="col">{t('report.record.status')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <ShareRow key={record.id} record={record} language={language} />
          ))}
        </tbody>
      </table>
    </div>
  );
};
