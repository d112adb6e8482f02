import { useId } from 'react';
import type { WithdrawFormStore } from '../../stores/withdraw/withdraw-form.store.js';
import { observer, useTranslation } from '../shared.js';

/** The currency paid out (fiat for wire, crypto for crypto) and, for crypto, the network. */
export const CurrencyFields = observer(function CurrencyFields({
  store,
}: {
  readonly store: WithdrawFormStore;
}) {
  const { t } = useTranslation();
  const currencyId = useId();
  const networkId = useId();
  return (
    <div className="withdraw-pair">
      <div className="field">
        <label htmlFor={currencyId}>{t('withdraw.currency')}</label>
        <select
          id={currencyId}
          value={store.currency}
          onChange={(event) => store.setCurrency(event.target.value)}
        >
          {store.currencyOptions.map((option) => (
            <option key={option.currency} value={option.currency}>
              {option.currency}
            </option>
          ))}
        </select>
      </div>
      {store.type === 'CRYPTO' && (
        <div className="field">
          <label htmlFor={networkId}>{t('withdraw.network')}</label>
          <select
            id={networkId}
            value={store.network}
            onChange={(event) => store.setNetwork(event.target.value)}
          >
            {store.networkOptions.map((network) => (
              <option key={network} value={network}>
                {network}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
});
