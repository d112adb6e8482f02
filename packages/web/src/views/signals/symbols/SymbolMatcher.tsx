import {
  ApiClient,
  Clock,
  errorMessageKey,
  SignalsService,
  SymbolsService,
  type SymbolMatching,
} from '@signal-portal/core';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SymbolMatchingStore } from '../../../stores/signals/symbol-matching.store.js';
import { SymbolsStore } from '../../../stores/symbols.store.js';
import { EmptyState, ErrorState, Skeleton } from '../../components/kit/index.js';
import { ErrorIcon, UiStore, useInjection } from '../../shared.js';
import { formatCountdown } from './format-size.js';
import { MatchedTable, UnmatchedTable } from './SymbolTables.js';
import './symbols.css';

export interface SymbolMatcherProps {
  readonly signalId: string;
  readonly onSaved?: (matching: SymbolMatching) => void;
  readonly onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Matches a signal's account symbols to the platform's: matched and unmatched lists, a search over
 * both, a picker per unmatched symbol, save (at least one match) and sync again, with the platform's
 * 2-minute retry counted down when the account's symbols cannot be read yet. Used by
 * /signal/{id}/symbol-list and the creation wizard.
 */
export const SymbolMatcher = (props: SymbolMatcherProps) => (
  <SymbolMatcherBody key={props.signalId} {...props} />
);

const SymbolMatcherBody = observer(function SymbolMatcherBody({
  signalId,
  onSaved,
  onDirtyChange,
}: SymbolMatcherProps) {
  const { t } = useTranslation();
  const api = useInjection(ApiClient);
  const ui = useInjection(UiStore);
  const clock = useInjection<Clock>(Clock);
  const platformSymbols = useInjection(SymbolsStore);
  const [store] = useState(
    () =>
      new SymbolMatchingStore(signalId, {
        symbols: new SymbolsService({ api }),
        signals: new SignalsService({ api }),
        ui,
        clock,
        knownPlatformSymbols: () => platformSymbols.symbols,
      }),
  );
  const id = useId();
  const dirtyListener = useRef(onDirtyChange);
  dirtyListener.current = onDirtyChange;

  useEffect(() => {
    void store.load();
    void ui.prepareErrorTexts();
    return () => store.dispose();
  }, [store, ui]);
  useEffect(
    () =>
      reaction(
        () => store.dirty,
        (dirty) => dirtyListener.current?.(dirty),
        { fireImmediately: true },
      ),
    [store],
  );

  if (store.status === 'idle' || store.status === 'loading') return <Skeleton rows={5} />;
  if (store.status === 'failed')
    return <ErrorState code={store.errorCode ?? 'INTERNAL_ERROR'} onRetry={() => void store.load()} />;

  const save = async () => {
    const saved = await store.save();
    if (saved !== null) {
      ui.showToast('check', 'signalLink.symbols.saved', { count: saved.matched.length });
      onSaved?.(saved);
    }
  };

  return (
    <div className="symbol-matcher">
      <div className="symbols-toolbar">
        <div className="field symbols-search">
          <label htmlFor={`${id}-search`}>{t('signalLink.symbols.searchLabel')}</label>
          <input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            placeholder={t('signalLink.symbols.searchPlaceholder')}
            value={store.search}
            onChange={(event) => store.setSearch(event.target.value)}
          />
        </div>
        <div className="symbols-sync">
          <button
            type="button"
            className="button button-secondary"
            disabled={!store.canSync}
            aria-describedby={store.dirty ? `${id}-sync-blocked` : undefined}
            onClick={() => void store.sync()}
          >
            {store.syncing ? t('symbols.syncing') : t('symbols.sync')}
          </button>
          {store.dirty && (
            <p id={`${id}-sync-blocked`} className="field-hint">
              {t('signalLink.symbols.syncBlocked')}
            </p>
          )}
        </div>
      </div>

      <SyncNotice store={store} />

      {store.noSymbols ? (
        <EmptyState
          title={t('signalLink.symbols.noSymbolsTitle')}
          text={t('signalLink.symbols.noSymbolsText')}
        />
      ) : (
        <div className="symbols-lists">
          <section aria-labelledby={`${id}-matched`} className="symbols-list">
            <h2 id={`${id}-matched`} className="symbols-list-title">
              {t('symbols.matched')}
              <span className="tab-count">{store.matched.length}</span>
            </h2>
            <MatchedTable store={store} />
          </section>
          <section aria-labelledby={`${id}-unmatched`} className="symbols-list">
            <h2 id={`${id}-unmatched`} className="symbols-list-title">
              {t('symbols.unmatched')}
              <span className="tab-count">{store.unmatched.length}</span>
            </h2>
            <UnmatchedTable store={store} />
          </section>
        </div>
      )}

      <div className="symbols-footer">
        <div className="symbols-alert" role="alert">
          {store.saveError !== null && (
            <p className="field-error">
              <ErrorIcon size={16} />
              {t(errorMessageKey(store.saveError))}
            </p>
          )}
        </div>
        {store.dirty && <p className="symbols-unsaved">{t('signalLink.symbols.unsaved')}</p>}
        <div className="symbols-actions">
          {store.dirty && (
            <button type="button" className="button button-ghost" onClick={() => store.discard()}>
              {t('signalLink.symbols.discard')}
            </button>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={store.saving}
            onClick={() => void save()}
          >
            {store.saving ? t('signalLink.symbols.saving') : t('signalLink.symbols.save')}
          </button>
        </div>
      </div>
    </div>
  );
});

/** A sync that could not read the account: the platform's retry counted down; or its refusal. */
const SyncNotice = observer(function SyncNotice({ store }: { readonly store: SymbolMatchingStore }) {
  const { t } = useTranslation();
  if (store.counting) {
    return (
      <div className="symbols-notice">
        {/* Said once; the visible countdown is a timer, which screen readers do not read every second. */}
        <p className="visually-hidden" role="status">
          {t('symbols.retryInfo')}
        </p>
        <p role="timer" aria-live="off" aria-atomic="true">
          {t('signalLink.symbols.countdown', { time: formatCountdown(store.retrySecondsLeft) })}
        </p>
      </div>
    );
  }
  if (store.retried) {
    return (
      <p className="symbols-notice" role="status">
        {t('signalLink.symbols.countdownDone')}
      </p>
    );
  }
  if (store.syncError !== null) {
    return (
      <p className="field-error symbols-sync-error" role="alert">
        <ErrorIcon size={16} />
        {t(errorMessageKey(store.syncError))}
      </p>
    );
  }
  return null;
});
