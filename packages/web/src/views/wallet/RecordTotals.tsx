import type { Language, RecordTotals as Totals } from '@signal-portal/core';
import { useId } from 'react';
import { formatNumber } from '../../format.js';
import type { RecordsKind } from '../../stores/wallet/wallet-address.js';
import { useTranslation } from '../shared.js';
import { signClass, tokenText, usdText } from './amounts.js';

/** Under the table: the server's totals of every record the filters match, not only this page's. */
export const RecordTotals = ({
  kind,
  totals,
  language,
}: {
  readonly kind: RecordsKind;
  readonly totals: Totals;
  readonly language: Language;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const unit = t('walletPage.tokenUnit');
  const amount = (value: string) =>
    kind === 'real' ? usdText(value, language, true) : tokenText(value, unit, language, true);
  const items = [
    {
      key: 'count',
      label: t('walletPage.records.totals.count'),
      text: formatNumber(totals.count, language),
      tone: '',
    },
    {
      key: 'moneyIn',
      label: t('walletPage.records.totals.moneyIn'),
      text: amount(totals.moneyIn),
      tone: signClass(totals.moneyIn),
    },
    {
      key: 'moneyOut',
      label: t('walletPage.records.totals.moneyOut'),
      text: amount(totals.moneyOut),
      tone: signClass(totals.moneyOut),
    },
    {
      key: 'net',
      label: t('walletPage.records.totals.net'),
      text: amount(totals.net),
      tone: signClass(totals.net),
    },
  ];
  return (
    <div className="wallet-totals" role="group" aria-labelledby={id}>
      <p id={id} className="wallet-totals-title">
        {t('walletPage.records.totals.label')}
      </p>
      <dl className="wallet-totals-list">
        {items.map((item) => (
          <div key={item.key} className="wallet-total" data-total={item.key}>
            <dt>{item.label}</dt>
            <dd className={item.tone}>{item.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
};
