import { RECORD_DIRECTIONS, type RecordDirection } from '@signal-portal/core';
import { useId } from 'react';
import {
  isFiltered,
  NO_FILTERS,
  RECORD_TYPES,
  recordTypeKey,
  type RecordFilters as Filters,
  type RecordsKind,
} from '../../stores/wallet/wallet-address.js';
import type { WalletRecordsStore } from '../../stores/wallet/wallet-records.store.js';
import { TextField } from '../components/kit/index.js';
import { observer, useTranslation } from '../shared.js';

/**
 * The records' filters above the table: type, a date range (the viewer's days, both inclusive) and, for
 * the fund records, money in or out. Each change goes to the address at once (page 1); dates that make
 * no range are said at the end date.
 */
export const RecordFilters = observer(function RecordFilters({
  store,
  kind,
  filters,
  onChange,
}: {
  readonly store: WalletRecordsStore;
  readonly kind: RecordsKind;
  readonly filters: Filters;
  readonly onChange: (filters: Filters) => void;
}) {
  const { t } = useTranslation();
  const typeId = useId();
  const directionId = useId();
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  const filtered = isFiltered(filters);

  return (
    <form
      className={`wallet-filters wallet-filters-${kind}`}
      role="search"
      aria-label={t('walletPage.records.filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="field">
        <label htmlFor={typeId}>{t('walletPage.records.filters.type')}</label>
        <select
          id={typeId}
          value={filters.type ?? ''}
          onChange={(event) => {
            const type = RECORD_TYPES[kind].find((known) => known === event.target.value);
            set({ type: type ?? null });
          }}
        >
          <option value="">{t('walletPage.records.filters.allTypes')}</option>
          {RECORD_TYPES[kind].map((type) => (
            <option key={type} value={type}>
              {t(recordTypeKey(type))}
            </option>
          ))}
        </select>
      </div>
      <TextField
        type="date"
        label={t('walletPage.records.filters.from')}
        value={filters.from ?? ''}
        max={filters.to ?? undefined}
        onChange={(event) => set({ from: event.target.value || null })}
      />
      <TextField
        type="date"
        label={t('walletPage.records.filters.to')}
        value={filters.to ?? ''}
        min={filters.from ?? undefined}
        problem={store.rangeProblem === null ? null : { code: store.rangeProblem }}
        onChange={(event) => set({ to: event.target.value || null })}
      />
      {kind === 'real' && (
        <div className="field">
          <label htmlFor={directionId}>{t('walletPage.records.filters.direction')}</label>
          <select
            id={directionId}
            value={filters.direction ?? ''}
            onChange={(event) => {
              const direction: RecordDirection | undefined = RECORD_DIRECTIONS.find(
                (known) => known === event.target.value,
              );
              set({ direction: direction ?? null });
            }}
          >
            <option value="">{t('walletPage.records.filters.bothDirections')}</option>
            {RECORD_DIRECTIONS.map((direction) => (
              <option key={direction} value={direction}>
                {t(`walletPage.records.filters.${direction}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="wallet-filters-clear">
        {filtered && (
          <button type="button" className="button button-secondary" onClick={() => onChange(NO_FILTERS)}>
            {t('walletPage.records.filters.clear')}
          </button>
        )}
      </div>
    </form>
  );
});
