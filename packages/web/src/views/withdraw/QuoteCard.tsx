import { withdrawalCurrencyOf, withdrawalDecimalsOf } from '@signal-portal/core';
import type { ReactNode } from 'react';
import { formatCurrency } from '../../format.js';
import type { WithdrawFormStore } from '../../stores/withdraw/withdraw-form.store.js';
import { LanguageStore, observer, useInjection, useTranslation } from '../shared.js';
import { accountLabel } from './account-labels.js';
import { formatRate } from './format-rate.js';

const Line = ({
  term,
  children,
  strong = false,
}: {
  readonly term: string;
  readonly children: ReactNode;
  readonly strong?: boolean;
}) => (
  <div className={strong ? 'withdraw-quote-line withdraw-quote-receive' : 'withdraw-quote-line'}>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </div>
);

const Absent = ({ reason }: { readonly reason: string }) => (
  <span className="value-absent" title={reason}>
    —<span className="visually-hidden">{reason}</span>
  </span>
);

/**
 * What the withdrawal would pay, by the core's quote, as the amount is typed: amount, fee, estimated
 * receipt in the chosen currency at the platform's rate, the destination, and what stays withdrawable.
 */
export const QuoteCard = observer(function QuoteCard({ store }: { readonly store: WithdrawFormStore }) {
  const { t } = useTranslation();
  const { language } = useInjection(LanguageStore);
  const config = store.config;
  if (config === null) return null;
  const quote = store.quote;
  const none = t('withdrawPage.quote.enterAmount');
  const usd = (value: string) => formatCurrency(value, 'USD', language);
  const destination = store.destination;
  const remaining = store.remaining;
  return (
    <aside className="withdraw-quote" aria-labelledby="withdraw-quote-title">
      <h3 id="withdraw-quote-title">{t('withdrawPage.quote.title')}</h3>
      <dl>
        <Line term={t('withdraw.amount')}>{quote ? usd(quote.amount) : <Absent reason={none} />}</Line>
        <Line term={t('withdraw.fee')}>{usd(config.fee[store.type])}</Line>
        <Line term={t('withdraw.estimatedReceive')} strong>
          {quote ? (
            formatCurrency(quote.estimatedReceiveAmount, quote.currency, language, {
              scale: withdrawalDecimalsOf(config, quote.currency),
            })
          ) : (
            <Absent reason={none} />
          )}
        </Line>
        <Line term={t('withdraw.exchangeRate')}>
          {store.currency === ''
            ? '—'
            : t('withdrawPage.quote.rate', {
                currency: store.currency,
                rate: formatRate(withdrawalCurrencyOf(config, store.currency)?.rate ?? '1', language),
              })}
        </Line>
        <Line term={t('withdrawPage.quote.destination')}>
          {destination ? (
            <span className="withdraw-quote-destination">{accountLabel(destination)}</span>
          ) : (
            <Absent reason={t('withdrawPage.quote.noDestination')} />
          )}
        </Line>
        <Line term={t('withdrawPage.quote.remaining')}>
          {remaining === null ? usd(store.withdrawable) : usd(remaining)}
        </Line>
      </dl>
      {quote === null && <p className="withdraw-quote-hint">{none}</p>}
      <p className="withdraw-quote-note">
        {t('withdrawPage.quote.processing', {
          min: config.processingDays.min,
          max: config.processingDays.max,
        })}
      </p>
    </aside>
  );
});
