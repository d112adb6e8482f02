import { errorMessageKey } from '@signal-portal/core';
import { useEffect, useId } from 'react';
import type { WithdrawFormStore } from '../../stores/withdraw/withdraw-form.store.js';
import { ErrorIcon, Link, observer, PATHS, UiStore, useInjection, useTranslation } from '../shared.js';
import { accountLabel } from './account-labels.js';

/**
 * Where the money goes: one of the member's saved bank accounts (wire) or of the addresses that take
 * the chosen currency on the chosen network (crypto). With none, the way to add one.
 */
export const DestinationField = observer(function DestinationField({
  store,
}: {
  readonly store: WithdrawFormStore;
}) {
  const { t } = useTranslation();
  const ui = useInjection(UiStore);
  const id = useId();
  const problem = store.destinationProblem;
  useEffect(() => {
    if (problem !== null) void ui.prepareErrorTexts();
  }, [problem, ui]);
  const wire = store.type === 'WIRE';
  const label = wire ? t('withdrawPage.form.bankAccount') : t('withdrawPage.form.cryptoAddress');
  const error = problem && (
    <p id={`${id}-error`} className="field-error" role="alert">
      <ErrorIcon size={16} />
      {t(errorMessageKey(problem))}
    </p>
  );

  if (store.destinations.length === 0) {
    return (
      <div className="field">
        <p className="withdraw-field-label" id={`${id}-label`}>
          {label}
        </p>
        <div className="withdraw-no-account" role="group" aria-labelledby={`${id}-label`}>
          <p>
            {wire
              ? t('withdrawPage.form.noBankAccount')
              : t('withdrawPage.form.noCryptoAddress', { currency: store.currency, network: store.network })}
          </p>
          {/* The editor comes back here after saving (its ?back=). */}
          <Link
            className="button button-secondary"
            to={`${wire ? PATHS.editBank : PATHS.editCrypto}?back=${encodeURIComponent(PATHS.withdraw)}`}
          >
            {wire ? t('accounts.addBank') : t('accounts.addCrypto')}
          </Link>
        </div>
        {error}
      </div>
    );
  }

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={store.destinationId}
        onChange={(event) => store.setDestination(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
      >
        {store.destinations.map((account) => (
          <option key={account.id} value={account.id}>
            {accountLabel(account)}
          </option>
        ))}
      </select>
      {error}
    </div>
  );
});
