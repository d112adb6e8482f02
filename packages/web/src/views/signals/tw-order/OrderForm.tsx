import { TRADING_TYPES, TW_BOARD_LOT_SHARES, isLanguage } from '@signal-portal/core';
import { useId } from 'react';
import { formatNumber } from '../../../format.js';
import type { TwOrderStore } from '../../../stores/signals/tw-order.store.js';
import { FieldMessage, TextField } from '../../components/kit/index.js';
import { observer, useTranslation } from '../../shared.js';

/** Buy or sell as two segments of one radio group: arrow keys move between them, as radios do. */
const SideChoice = observer(function SideChoice({ store }: { readonly store: TwOrderStore }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="tw-order-side">
      <legend>{t('order.fields.tradingType')}</legend>
      <div className="tw-order-segments">
        {TRADING_TYPES.map((type) => (
          <label key={type} className="tw-order-segment">
            <input
              type="radio"
              name={name}
              value={type}
              checked={store.tradingType === type}
              onChange={() => store.setTradingType(type)}
            />
            <span>{t(`order.tradingType.${type}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});

const SymbolField = observer(function SymbolField({ store }: { readonly store: TwOrderStore }) {
  const { t } = useTranslation();
  const id = useId();
  const problem = store.symbolProblem;
  return (
    <div className="field">
      <label htmlFor={id}>{t('order.fields.symbol')}</label>
      <select
        id={id}
        value={store.symbol}
        onChange={(event) => store.setSymbol(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
      >
        {store.symbolOptions.map((option) => (
          <option key={option.symbol} value={option.symbol}>
            {option.description ? `${option.symbol} · ${option.description}` : option.symbol}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field-hint">
        {store.offersMatchedSymbols ? t('twOrder.form.symbolMatched') : t('twOrder.form.symbolAll')}
      </p>
      <FieldMessage id={`${id}-error`} problem={problem ? { code: problem } : null} />
    </div>
  );
});

/** The new order: side, symbol, whole shares (checked as typed by the core's rule), market order only. */
export const OrderForm = observer(function OrderForm({ store }: { readonly store: TwOrderStore }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  const volumeProblem = store.volumeProblem;
  return (
    <section className="panel tw-order-form" aria-labelledby="tw-order-new">
      <h2 id="tw-order-new">{t('order.newOrder')}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.place();
        }}
      >
        <div className="tw-order-grid">
          <div className="tw-order-fields">
            <SideChoice store={store} />
            <SymbolField store={store} />
            <TextField
              label={t('twOrder.form.volume')}
              inputMode="numeric"
              autoComplete="off"
              value={store.volume}
              onChange={(event) => store.setVolume(event.target.value)}
              hint={t('twOrder.form.volumeHint', {
                lot: formatNumber(TW_BOARD_LOT_SHARES, language, 0),
              })}
              problem={volumeProblem ? { code: volumeProblem } : null}
            />
          </div>
          <div className="tw-order-type">
            <p className="tw-order-type-label">{t('order.fields.orderType')}</p>
            <p className="tw-order-type-value">{t('order.orderType.MARKET')}</p>
            <p className="field-hint">{t('twOrder.form.orderTypeNote')}</p>
          </div>
        </div>
        <button type="submit" className="button button-primary tw-order-submit" disabled={store.placing}>
          {store.placing
            ? t('twOrder.form.placing')
            : store.tradingType === 'BUY'
              ? t('twOrder.form.placeBuy')
              : t('twOrder.form.placeSell')}
        </button>
      </form>
    </section>
  );
});
