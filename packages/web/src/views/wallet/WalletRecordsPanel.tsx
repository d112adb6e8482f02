import type { Language } from '@signal-portal/core';
import { NO_FILTERS, RECORDS_KINDS, type WalletAddress } from '../../stores/wallet/wallet-address.js';
import type { WalletRecordsStore } from '../../stores/wallet/wallet-records.store.js';
import { EmptyState, ErrorState, Pager, Skeleton, tabId, tabPanelId, Tabs } from '../components/kit/index.js';
import { observer, useTranslation } from '../shared.js';
import { RecordFilters } from './RecordFilters.js';
import { RecordsTable } from './RecordsTable.js';
import { RecordTotals } from './RecordTotals.js';

const TABS_BASE = 'wallet-records';

/** The fund and token records: a tab each, the filters above, the table, the totals and the pager under it. */
export const WalletRecordsPanel = observer(function WalletRecordsPanel({
  store,
  address,
  go,
  language,
}: {
  readonly store: WalletRecordsStore;
  readonly address: WalletAddress;
  readonly go: (next: Partial<WalletAddress>) => void;
  readonly language: Language;
}) {
  const { t } = useTranslation();
  const { kind } = address;

  const content = () => {
    if (store.rangeProblem !== null)
      return (
        <EmptyState
          title={t('walletPage.records.empty.filteredTitle')}
          text={t('walletPage.records.empty.rangeText')}
        />
      );
    if (store.status === 'failed' && store.errorCode)
      return <ErrorState code={store.errorCode} onRetry={() => void store.retry()} />;
    if (store.status !== 'ready' || store.kind !== kind) return <Skeleton rows={6} height={40} />;
    if (store.rows.length === 0)
      return store.filtered ? (
        <EmptyState
          title={t('walletPage.records.empty.filteredTitle')}
          text={t('walletPage.records.empty.filteredText')}
        />
      ) : (
        <EmptyState
          title={t('walletPage.records.empty.title')}
          text={t(`walletPage.records.empty.${kind}`)}
        />
      );
    return (
      <>
        <RecordsTable kind={kind} rows={store.rows} language={language} />
        {store.totals !== null && <RecordTotals kind={kind} totals={store.totals} language={language} />}
        <Pager
          page={store.page}
          pageSize={store.pageSize}
          total={store.total}
          onPage={(page) => go({ page })}
        />
      </>
    );
  };

  return (
    <section className="panel wallet-records" aria-labelledby="wallet-records-title">
      <h2 id="wallet-records-title">{t('walletPage.records.heading')}</h2>
      <Tabs
        base={TABS_BASE}
        label={t('walletPage.records.tabsLabel')}
        tabs={RECORDS_KINDS.map((id) => ({
          id,
          label: id === 'real' ? t('wallet.realRecords') : t('wallet.tokenRecords'),
        }))}
        selected={kind}
        onSelect={(next) => go({ kind: next, filters: NO_FILTERS, page: 1 })}
      />
      <div
        role="tabpanel"
        id={tabPanelId(TABS_BASE, kind)}
        aria-labelledby={tabId(TABS_BASE, kind)}
        aria-busy={store.status === 'loading'}
      >
        <RecordFilters
          store={store}
          kind={kind}
          filters={address.filters}
          onChange={(filters) => go({ filters, page: 1 })}
        />
        {content()}
      </div>
    </section>
  );
});
