import { errorMessageKey, WITHDRAWAL_STATUSES, type ErrorCode } from '@signal-portal/core';
import { useEffect, useId } from 'react';
import type { HistoryFilters as Filters } from '../../stores/withdraw/history-query.js';
import { ErrorIcon, UiStore, useInjection, useTranslation } from '../shared.js';

/** Status and days of the history in one row (on a phone the status above the two days); each change reloads the list. */
export const HistoryFilters = ({
  filters,
  problem,
  onChange,
}: {
  readonly filters: Filters;
  readonly problem: ErrorCode | null;
  readonly onChange: (next: Partial<Filters>) => void;
}) => {
  const { t } = useTranslation();
  const ui = useInjection(UiStore);
  const id = useId();
  useEffect(() => {
    if (problem !== null) void ui.prepareErrorTexts();
  }, [problem, ui]);
  const filtered = filters.status !== null || filters.from !== '' || filters.to !== '';
  const describedBy = problem ? `${id}-error` : undefined;
  return (
    <div className="withdraw-filters-wrap">
      <div className="withdraw-filters" role="group" aria-label={t('withdrawPage.history.filters')}>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('common.status')}</label>
          <select
            id={`${id}-status`}
            value={filters.status ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ status: WITHDRAWAL_STATUSES.find((status) => status === value) ?? null });
            }}
          >
            <option value="">{t('withdrawPage.history.allStatuses')}</option>
            {WITHDRAWAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`withdraw.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('common.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('common.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </div>
        {filtered && (
          <button
            type="button"
            className="button button-ghost withdraw-filters-clear"
            onClick={() => onChange({ status: null, from: '', to: '' })}
          >
            {t('withdrawPage.history.clearFilters')}
          </button>
        )}
      </div>
      {problem && (
        <p id={`${id}-error`} className="field-error" role="alert">
          <ErrorIcon size={16} />
          {t(errorMessageKey(problem))}
        </p>
      )}
    </div>
  );
};
