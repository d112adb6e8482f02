import { errorMessageKey } from '@signal-portal/core';
import { useId } from 'react';
import type { WhatIfStore } from '../../../stores/signals/what-if.store.js';
import { EmptyState, TextField } from '../../components/kit/index.js';
import { ErrorIcon, observer, useTranslation } from '../../shared.js';
import { EquityChart } from './EquityChart.js';
import { SettlementTable } from './SettlementTable.js';

/** The monthly returns field: its own message, since the refusal is about the typed list's shape. */
const ReturnsField = observer(function ReturnsField({ whatIf }: { readonly whatIf: WhatIfStore }) {
  const { t } = useTranslation();
  const id = useId();
  const state = whatIf.whatIf;
  const invalid = state.kind === 'refused' && state.field === 'returns';
  return (
    <div className="field signal-edit-returns">
      <div className="field-label-row">
        <label htmlFor={id}>{t('signalEdit.whatIf.returns')}</label>
      </div>
      <textarea
        id={id}
        rows={2}
        value={whatIf.returnsText}
        onChange={(event) => whatIf.setReturnsText(event.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('signalEdit.whatIf.returnsHint')}
      </p>
      {invalid && (
        <p id={`${id}-error`} className="field-error" role="alert">
          <ErrorIcon size={16} />
          {t('signalEdit.whatIf.returnsInvalid')}
        </p>
      )}
    </div>
  );
});

/**
 * The what-if panel: an investment and monthly returns (typed, or the signal's last 12 months), the
 * 30-day settlements the core computes (whatIfSettlements) and equity against the high-water mark.
 */
export const WhatIfSection = observer(function WhatIfSection({ whatIf }: { readonly whatIf: WhatIfStore }) {
  const { t } = useTranslation();
  const state = whatIf.whatIf;
  const useHistory = whatIf.historyAvailable ? (
    <button type="button" className="button button-secondary" onClick={() => whatIf.useHistory()}>
      {t('signalEdit.whatIf.useHistory')}
    </button>
  ) : null;
  return (
    <section className="panel signal-edit-what-if" aria-labelledby="signal-edit-what-if">
      <h2 id="signal-edit-what-if">{t('signalEdit.whatIf.title')}</h2>
      <p className="signal-edit-muted">{t('signalEdit.whatIf.intro')}</p>
      <div className="signal-edit-what-if-inputs">
        <TextField
          label={t('signalEdit.whatIf.investment')}
          inputMode="decimal"
          autoComplete="off"
          value={whatIf.investment}
          onChange={(event) => whatIf.setInvestment(event.target.value)}
          problem={state.kind === 'refused' && state.field === 'investment' ? { code: state.code } : null}
        />
        <ReturnsField whatIf={whatIf} />
      </div>
      {state.kind !== 'empty' && (
        <div className="signal-edit-what-if-history">
          {useHistory ?? <p className="signal-edit-muted">{t('signalEdit.whatIf.noHistory')}</p>}
        </div>
      )}
      {state.kind === 'refused' && state.field === 'percent' && (
        <p className="signal-edit-muted" role="status">
          {t(errorMessageKey(state.code))}
        </p>
      )}
      {state.kind === 'empty' && (
        <EmptyState
          title={t('signalEdit.whatIf.empty')}
          {...(useHistory ? { action: useHistory } : { text: t('signalEdit.whatIf.noHistory') })}
        />
      )}
      {state.kind === 'result' && (
        <>
          <SettlementTable
            result={state.result}
            investment={whatIf.investment}
            profitSharePercent={whatIf.profitSharePercent}
          />
          <EquityChart result={state.result} investment={whatIf.investment} />
        </>
      )}
    </section>
  );
});
