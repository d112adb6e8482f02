import type { Signal } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SignalRow } from './SignalRow.js';

/** The page's signals: every column named by a header, the returns grouped under one. */
export const SignalTable = observer(function SignalTable({
  signals,
  caption,
  onChanged,
}: {
  readonly signals: readonly Signal[];
  readonly caption: string;
  readonly onChanged: (id: string, next: Signal | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className="data-table signal-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>
            {t('signalList.columns.signal')}
          </th>
          <th scope="col" rowSpan={2}>
            {t('signalList.columns.state')}
          </th>
          <th scope="col" rowSpan={2} className="numeric">
            {t('signalList.columns.followers')}
          </th>
          <th scope="col" rowSpan={2} className="numeric">
            {t('signalList.columns.investedFund')}
          </th>
          <th scope="colgroup" colSpan={3} className="signal-returns-head">
            {t('signalList.columns.returns')}
          </th>
          <th scope="col" rowSpan={2}>
            {t('signalList.columns.lastActive')}
          </th>
          <th scope="col" rowSpan={2} className="signal-actions-head">
            {t('signalList.columns.actions')}
          </th>
        </tr>
        <tr>
          <th scope="col" className="numeric">
            {t('signalList.columns.return7')}
          </th>
          <th scope="col" className="numeric">
            {t('signalList.columns.return30')}
          </th>
          <th scope="col" className="numeric">
            {t('signalList.columns.return180')}
          </th>
        </tr>
      </thead>
      <tbody>
        {signals.map((signal) => (
          <SignalRow key={signal.id} signal={signal} onChanged={onChanged} />
        ))}
      </tbody>
    </table>
  );
});
