import { SETTLEMENT_OUTCOMES } from '@signal-portal/core';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { STATUSES_OF_TAB, type ReportAddress } from '../../stores/report/report-address.js';
import type { ReportStore } from '../../stores/report/report.store.js';
import { TextField } from '../components/kit/index.js';
import { observer, useTranslation } from '../shared.js';

const FROM_ID = 'report-filter-from';
const TO_ID = 'report-filter-to';

/** A labelled select of the filter row. */
const SelectFilter = ({
  label,
  value,
  onChange,
  children,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly children: ReactNode;
}) => {
  const id = useId();
  return (
    <div className="field report-filter">
      <div className="field-label-row">
        <label htmlFor={id}>{label}</label>
      </div>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
};

/**
 * The filters in one row (wrapping on a phone): signal, status (profit-share tabs) or outcome (the
 * settlement log), the dates picked
 * (both included; checked by the core, the refusal shown at the end date), symbol (orders). Each
 * change goes to the address at once, so the table, the totals and the CSV link follow it; the
 * symbol, being typed, goes on Enter or when the field is left.
 */
export const ReportFilters = observer(function ReportFilters({
  store,
  address,
  go,
}: {
  readonly store: ReportStore;
  readonly address: ReportAddress;
  readonly go: (change: Partial<ReportAddress>) => void;
}) {
  const { t } = useTranslation();
  const [symbol, setSymbol] = useState(address.symbol ?? '');
  useEffect(() => setSymbol(address.symbol ?? ''), [address.symbol]);
  const applySymbol = () => {
    const typed = symbol.trim() === '' ? undefined : symbol.trim();
    if (typed !== address.symbol) go({ symbol: typed });
  };

  const statuses = STATUSES_OF_TAB[address.tab];
  const knownSignal =
    address.signalId === undefined || store.signals.some((signal) => signal.id === address.signalId);
  const rangeProblem = store.rangeProblem === null ? null : { code: store.rangeProblem };

  return (
    <form
      className="report-filters"
      aria-label={t('reportPage.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        applySymbol();
      }}
    >
      <SelectFilter
        label={t('report.filters.signal')}
        value={address.signalId ?? ''}
        onChange={(value) => go({ signalId: value === '' ? undefined : value })}
      >
        <option value="">{t('report.filters.allSignals')}</option>
        {store.signals.map((signal) => (
          <option key={signal.id} value={signal.id}>
            {signal.name}
          </option>
        ))}
        {/* A signal from a shared link that the list does not hold (deleted, or not loaded yet). */}
        {!knownSignal && <option value={address.signalId}>{address.signalId}</option>}
      </SelectFilter>
      {statuses.length > 0 && (
        <SelectFilter
          label={t('report.filters.status')}
          value={address.status ?? ''}
          onChange={(value) => go({ status: statuses.find((status) => status === value) })}
        >
          <option value="">{t('reportPage.filters.allStatuses')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`report.status.${status}`)}
            </option>
          ))}
        </SelectFilter>
      )}
      {address.tab === 'ledger' && (
        <SelectFilter
          label={t('reportPage.filters.outcome')}
          value={address.outcome ?? ''}
          onChange={(value) => go({ outcome: SETTLEMENT_OUTCOMES.find((outcome) => outcome === value) })}
        >
          <option value="">{t('reportPage.filters.allOutcomes')}</option>
          {SETTLEMENT_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {t(`report.outcome.${outcome}`)}
            </option>
          ))}
        </SelectFilter>
      )}
      <div className="report-filter report-filter-date">
        <TextField
          id={FROM_ID}
          type="date"
          label={t('reportPage.filters.from')}
          value={address.from ?? ''}
          max={address.to}
          aria-invalid={rangeProblem ? true : undefined}
          aria-describedby={rangeProblem ? `${TO_ID}-error` : undefined}
          onChange={(event) => go({ from: event.target.value === '' ? undefined : event.target.value })}
        />
      </div>
      <div className="report-filter report-filter-date">
        <TextField
          id={TO_ID}
          type="date"
          label={t('reportPage.filters.to')}
          value={address.to ?? ''}
          min={address.from}
          problem={rangeProblem}
          onChange={(event) => go({ to: event.target.value === '' ? undefined : event.target.value })}
        />
      </div>
      {address.tab === 'orders' && (
        <div className="report-filter">
          <TextField
            label={t('report.order.symbol')}
            value={symbol}
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            hint={t('reportPage.filters.symbolHint')}
            onChange={(event) => setSymbol(event.target.value)}
            onBlur={applySymbol}
          />
        </div>
      )}
      <div className="report-filter report-filter-clear">
        <button
          type="button"
          className="button button-secondary"
          disabled={!store.isFiltered}
          onClick={() => {
            setSymbol('');
            go({
              signalId: undefined,
              status: undefined,
              outcome: undefined,
              from: undefined,
              to: undefined,
              symbol: undefined,
            });
          }}
        >
          {t('reportPage.filters.clear')}
        </button>
      </div>
    </form>
  );
});
