import type { Language } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SymbolMatchingStore } from '../../../stores/signals/symbol-matching.store.js';
import { EmptyState } from '../../components/kit/index.js';
import { formatContractSize } from './format-size.js';

/** The matched pairs: provider symbol -> platform symbol with its contract size, and "remove". */
export const MatchedTable = observer(function MatchedTable({
  store,
}: {
  readonly store: SymbolMatchingStore;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const rows = store.visibleMatched;
  if (store.matched.length === 0)
    return (
      <EmptyState
        title={t('signalLink.symbols.noneMatchedTitle')}
        text={t('signalLink.symbols.noneMatchedText')}
      />
    );
  if (rows.length === 0)
    return (
      <p className="symbols-none">{t('signalLink.symbols.noResults', { query: store.search.trim() })}</p>
    );
  return (
    <table className="data-table symbols-table">
      <thead>
        <tr>
          <th scope="col">{t('symbols.providerSymbol')}</th>
          <th scope="col">{t('symbols.platformSymbol')}</th>
          <th scope="col" className="numeric">
            {t('symbols.contractSize')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('common.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((pair) => (
          <tr key={pair.providerSymbol}>
            <td className="card-title" data-label={t('symbols.providerSymbol')}>
              <span className="symbol-name">{pair.providerSymbol}</span>
            </td>
            <td data-label={t('symbols.platformSymbol')}>
              <span className="symbol-arrow" aria-hidden="true">
                →{' '}
              </span>
              <span className="symbol-name">{pair.platformSymbol}</span>
            </td>
            <td className="numeric" data-label={t('symbols.contractSize')}>
              {formatContractSize(pair.contractSize, language)}
            </td>
            <td className="symbols-row-action" data-label={t('common.actions')}>
              <button
                type="button"
                className="button button-ghost"
                aria-label={t('signalLink.symbols.removeLabel', { symbol: pair.providerSymbol })}
                onClick={() => store.unmatch(pair.providerSymbol)}
              >
                {t('symbols.unmatch')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});

/** The provider symbols without a pair, each with a platform-symbol picker and "match". */
export const UnmatchedTable = observer(function UnmatchedTable({
  store,
}: {
  readonly store: SymbolMatchingStore;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const rows = store.visibleUnmatched;
  if (store.unmatched.length === 0)
    return <p className="symbols-none">{t('signalLink.symbols.allMatched')}</p>;
  if (rows.length === 0)
    return (
      <p className="symbols-none">{t('signalLink.symbols.noResults', { query: store.search.trim() })}</p>
    );
  return (
    <table className="data-table symbols-table">
      <thead>
        <tr>
          <th scope="col">{t('symbols.providerSymbol')}</th>
          <th scope="col">{t('symbols.platformSymbol')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('common.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((symbol) => {
          const pickerId = `symbol-pick-${symbol}`;
          const picked = store.picks[symbol] ?? '';
          return (
            <tr key={symbol}>
              <td className="card-title" data-label={t('symbols.providerSymbol')}>
                <span className="symbol-name">{symbol}</span>
              </td>
              <td data-label={t('symbols.platformSymbol')}>
                <label htmlFor={pickerId} className="visually-hidden">
                  {t('signalLink.symbols.pickerLabel', { symbol })}
                </label>
                <select
                  id={pickerId}
                  className="symbol-picker"
                  value={picked}
                  onChange={(event) => store.pick(symbol, event.target.value)}
                >
                  <option value="">{t('symbols.selectPlatformSymbol')}</option>
                  {store.options.map((option) => (
                    <option key={option.symbol} value={option.symbol}>
                      {t('signalLink.symbols.option', {
                        symbol: option.symbol,
                        size: formatContractSize(option.contractSize, language),
                      })}
                    </option>
                  ))}
                </select>
              </td>
              <td className="symbols-row-action" data-label={t('common.actions')}>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={picked === ''}
                  aria-label={t('signalLink.symbols.matchLabel', { symbol })}
                  onClick={() => store.match(symbol)}
                >
                  {t('symbols.match')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});
