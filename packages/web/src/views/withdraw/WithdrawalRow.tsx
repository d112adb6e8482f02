import {
  withdrawalDecimalsOf,
  withdrawalReceipt,
  withdrawalTimeline,
  type Language,
  type Withdrawal,
  type WithdrawalConfig,
  type WithdrawalStatus,
} from '@signal-portal/core';
import { formatCurrency, formatDateTime } from '../../format.js';
import { Badge, type BadgeTone } from '../components/kit/index.js';
import { useTranslation } from '../shared.js';
import { withdrawalDestination } from './account-labels.js';
import { placesOf } from './format-rate.js';

export const STATUS_TONE: Readonly<Record<WithdrawalStatus, BadgeTone>> = {
  UNDER_REVIEW: 'warning',
  PROCESSING: 'info',
  COMPLETED: 'success',
  REJECTED: 'danger',
  CANCELED: 'neutral',
};

const METHOD_TEXT = { WIRE: 'withdraw.wire', CRYPTO: 'withdraw.crypto' } as const;

/** One withdrawal: when, how and where, the money, its state with its moments and comment, cancel. */
export const WithdrawalRow = ({
  withdrawal: w,
  config,
  language,
  fresh,
  cancellable,
  onCancel,
}: {
  readonly withdrawal: Withdrawal;
  readonly config: WithdrawalConfig | null;
  readonly language: Language;
  readonly fresh: boolean;
  readonly cancellable: boolean;
  readonly onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const usd = (value: string) => formatCurrency(value, 'USD', language);
  const receipt = withdrawalReceipt(w);
  const scale =
    config === null ? Math.max(2, placesOf(receipt.amount)) : withdrawalDecimalsOf(config, receipt.currency);
  const moments = withdrawalTimeline(w).filter((moment) => moment.event !== 'applied');
  const destination = withdrawalDestination(w);
  return (
    <tr className={fresh ? 'withdraw-fresh' : undefined} data-withdrawal-id={w.id} data-status={w.status}>
      <td className="card-title" data-label={t('withdrawPage.history.columns.applied')}>
        <time dateTime={w.appliedAt}>{formatDateTime(w.appliedAt, language)}</time>
        <span className="withdraw-id" title={w.id}>
          {t('withdrawPage.history.id', { id: w.id.slice(0, 8) })}
        </span>
      </td>
      <td data-label={t('withdrawPage.history.columns.method')}>
        <span className="withdraw-cell-stack">
          <span>{t(METHOD_TEXT[w.type])}</span>
          {destination !== '' && <span className="withdraw-muted">{destination}</span>}
        </span>
      </td>
      <td className="numeric" data-label={t('withdrawPage.history.columns.amount')}>
        {usd(w.amount)}
      </td>
      <td className="numeric" data-label={t('withdrawPage.history.columns.fee')}>
        {usd(w.fee)}
      </td>
      <td className="numeric" data-label={t('withdrawPage.history.columns.receive')}>
        <span className="withdraw-cell-stack">
          <span className={receipt.kind === 'none' ? 'withdraw-struck' : undefined}>
            {formatCurrency(receipt.amount, receipt.currency, language, { scale })}
          </span>
          <span className="withdraw-muted">{t(`withdrawPage.history.receipt.${receipt.kind}`)}</span>
        </span>
      </td>
      <td data-label={t('withdrawPage.history.columns.status')}>
        <span className="withdraw-cell-stack">
          <Badge tone={STATUS_TONE[w.status]}>{t(`withdraw.status.${w.status}`)}</Badge>
          {moments.map((moment) => (
            <span key={moment.event} className="withdraw-muted withdraw-moment">
              {t(`withdrawPage.history.events.${moment.event}`)}{' '}
              <time dateTime={moment.at}>{formatDateTime(moment.at, language)}</time>
            </span>
          ))}
          {w.comment !== '' && (
            <span className="withdraw-comment">
              {t('withdrawPage.history.comment', { comment: w.comment })}
            </span>
          )}
        </span>
      </td>
      <td
        className={cancellable ? 'withdraw-actions' : 'withdraw-actions withdraw-actions-none'}
        data-label={t('common.actions')}
      >
        {cancellable && (
          <button
            type="button"
            className="button button-secondary withdraw-cancel"
            onClick={onCancel}
            aria-label={t('withdrawPage.cancel.buttonLabel', {
              amount: usd(w.amount),
              date: formatDateTime(w.appliedAt, language),
            })}
          >
            {t('common.cancel')}
          </button>
        )}
      </td>
    </tr>
  );
};
