import { WITHDRAWAL_TYPES } from '@signal-portal/core';
import { useId } from 'react';
import type { WithdrawFormStore } from '../../stores/withdraw/withdraw-form.store.js';
import { observer, useTranslation } from '../shared.js';

const METHOD_TEXT = { WIRE: 'withdraw.wire', CRYPTO: 'withdraw.crypto' } as const;

/** Wire or crypto as two segments of one radio group: arrow keys move between them, as radios do. */
export const MethodChoice = observer(function MethodChoice({ store }: { readonly store: WithdrawFormStore }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="withdraw-method">
      <legend>{t('withdraw.method')}</legend>
      <div className="withdraw-segments">
        {WITHDRAWAL_TYPES.map((type) => (
          <label key={type} className="withdraw-segment">
            <input
              type="radio"
              name={name}
              value={type}
              checked={store.type === type}
              onChange={() => store.setType(type)}
            />
            <span>{t(METHOD_TEXT[type])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
