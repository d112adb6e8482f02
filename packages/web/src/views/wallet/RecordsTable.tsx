import type { Language } from '@signal-portal/core';
import { formatDateTime } from '../../format.js';
import type { RecordsKind } from '../../stores/wallet/wallet-address.js';
import type { WalletRecordRow } from '../../stores/wallet/wallet-records.store.js';
import { useTranslation } from '../shared.js';
import { signClass, tokenText, usdText } from './amounts.js';

/** One page of records: time, type, signed amount (green in, red out), balance after, reference. */
export const RecordsTable = ({
  kind,
  rows,
  language,
}: {
  readonly kind: RecordsKind;
  readonly rows: readonly WalletRecordRow[];
  readonly language: Language;
}) => {
  const { t } = useTranslation();
  const unit = t('walletPage.tokenUnit');
  const amount = (value: string, signed = false) =>
    kind === 'real' ? usdText(value, language, signed) : tokenText(value, unit, language, signed);
  const head = {
    time: t('wallet.record.createdAt'),
    type: t('wallet.record.type'),
    amount: t('wallet.record.amount'),
    balanceAfter: t('wallet.record.balanceAfter'),
    reference: t('wallet.record.reference'),
  };
  return (
    <table className="data-table wallet-records-table">
      <caption className="visually-hidden">{t(`walletPage.records.caption.${kind}`)}</caption>
      <thead>
        <tr>
          <th scope="col">{head.time}</th>
          <th scope="col">{head.type}</th>
          <th scope="col" className="numeric">
            {head.amount}
          </th>
          <th scope="col" className="numeric">
            {head.balanceAfter}
          </th>
          {kind === 'real' && <th scope="col">{head.reference}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-record-id={row.id} data-direction={row.direction}>
            <td className="card-title" data-label={head.time}>
              {formatDateTime(row.createdAt, language)}
            </td>
            <td data-label={head.type}>{t(row.typeKey)}</td>
            <td className={`numeric wallet-amount ${signClass(row.amount)}`} data-label={head.amount}>
              {amount(row.amount, true)}
            </td>
            <td className="numeric" data-label={head.balanceAfter}>
              {amount(row.balanceAfter)}
            </td>
            {kind === 'real' && (
              <td className="wallet-reference" data-label={head.reference}>
                {row.reference || '—'}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
};
