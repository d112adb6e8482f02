import { errorMessageKey, type ErrorCode } from '@signal-portal/core';
import { useEffect, useId } from 'react';
import { formatCurrency, formatMoney } from '../../format.js';
import type { WithdrawFormStore } from '../../stores/withdraw/withdraw-form.store.js';
import { ErrorIcon, LanguageStore, observer, UiStore, useInjection, useTranslation } from '../shared.js';

/**
 * The amount in USD, checked as typed by the core's bounds once the field was left: below the
 * minimum or above the maximum the message names the USD limit; beyond the balance it says how much
 * can be withdrawn now.
 */
export const AmountField = observer(function AmountField({ store }: { readonly store: WithdrawFormStore }) {
  const { t } = useTranslation();
  const ui = useInjection(UiStore);
  const { language } = useInjection(LanguageStore);
  const id = useId();
  const config = store.config;
  const problem: ErrorCode | null = store.amountProblem;
  // The error texts load on demand: a message shown before they are there would read as its key.
  useEffect(() => {
    if (problem !== null) void ui.prepareErrorTexts();
  }, [problem, ui]);
  if (config === null) return null;
  const min = formatMoney(config.min, language);
  const max = formatMoney(config.max, language);
  const withdrawable = formatCurrency(store.withdrawable, 'USD', language);
  return (
    <div className="field">
      <label htmlFor={id}>{t('withdraw.amount')}</label>
      <input
        id={id}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('withdraw.amountPlaceholder')}
        value={store.amount}
        onChange={(event) => store.setAmount(event.target.value)}
        onBlur={() => store.blurAmount()}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="field-hint">
        <span className="withdraw-available">
          {t('withdraw.available', { amount: formatMoney(store.withdrawable, language) })}
        </span>{' '}
        · {t('withdraw.limits', { min, max })}
      </p>
      {problem && (
        <p id={`${id}-error`} className="field-error" role="alert">
          <ErrorIcon size={16} />
          <span>
            {t(errorMessageKey(problem), { min, max })}
            {problem === 'INSUFFICIENT_BALANCE' && (
              <> {t('withdrawPage.form.withdrawableNow', { amount: withdrawable })}</>
            )}
          </span>
        </p>
      )}
    </div>
  );
});
