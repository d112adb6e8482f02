import { ApiClient, ReportsService, SignalsService } from '@signal-portal/core';
import { useEffect, useState } from 'react';
import { REPORT_TABS } from '../../stores/report/report-address.js';
import { REPORT_PAGE_SIZE, ReportStore } from '../../stores/report/report.store.js';
import { EmptyState, ErrorState, Pager, Skeleton, tabId, tabPanelId, Tabs } from '../components/kit/index.js';
import { MemberPage } from '../member/MemberPage.js';
import { observer, useInjection, useTranslation } from '../shared.js';
import { AboutCsv, CsvDownload } from './CsvDownload.js';
import { languageOf } from './format-report.js';
import { LedgerTable } from './LedgerTable.js';
import { OrderTable } from './OrderTable.js';
import { ReportFilters } from './ReportFilters.js';
import { ReportTotals } from './ReportTotals.js';
import { ShareTable } from './ShareTable.js';
import { useReportAddress } from './use-report-address.js';
import './report.css';

const TABS_BASE = 'report';

/**
 * /report: profit-share reports (settled, unsettled), the settlement log (each run's outcome and reason
 * per robot) and copied orders, filtered, paged, totalled, as CSV.
 */
export const ReportPage = observer(function ReportPage() {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const api = useInjection(ApiClient);
  const [store] = useState(
    () => new ReportStore({ reports: new ReportsService({ api }), signals: new SignalsService({ api }) }),
  );
  const [address, go] = useReportAddress();

  useEffect(() => {
    void store.open(address);
  }, [store, address]);

  useEffect(() => {
    void store.loadSignals();
  }, [store]);

  // The store may settle on another page (the last one, when the address went past it).
  useEffect(() => {
    if (store.status === 'ready' && store.rangeProblem === null && store.page !== address.page)
      go({ page: store.page });
  }, [store.status, store.page]);

  const tab = address.tab;
  const tabs = REPORT_TABS.map((id) => ({ id, label: t(`report.tabs.${id}`) }));

  const content = () => {
    if (store.rangeProblem !== null)
      return <EmptyState title={t('reportPage.empty.invalidTitle')} text={t('reportPage.invalidRange')} />;
    if (store.status === 'failed' && store.errorCode !== null)
      return <ErrorState code={store.errorCode} onRetry={() => void store.retry()} />;
    if (store.status !== 'ready') return <Skeleton rows={6} height={44} />;
    if (store.rows === 0)
      return store.isFiltered ? (
        <EmptyState title={t('reportPage.empty.filteredTitle')} text={t('reportPage.empty.filteredText')} />
      ) : (
        <EmptyState title={t('reportPage.empty.title')} text={t(`reportPage.empty.${tab}`)} />
      );
    return (
      <>
        {tab === 'orders' ? (
          <OrderTable orders={store.orders} language={language} />
        ) : tab === 'ledger' ? (
          <LedgerTable rows={store.outcomes} language={language} />
        ) : (
          <ShareTable tab={tab} records={store.shares} language={language} />
        )}
        <Pager
          page={store.page}
          pageSize={REPORT_PAGE_SIZE}
          total={store.total}
          onPage={(page) => go({ page })}
        />
      </>
    );
  };

  return (
    <MemberPage
      title={t('report.title')}
      intro={t('reportPage.intro')}
      actions={<CsvDownload store={store} />}
    >
      <section className="panel report-panel">
        <Tabs
          base={TABS_BASE}
          label={t('reportPage.tabsLabel')}
          tabs={tabs}
          selected={tab}
          onSelect={(next) => go({ tab: next })}
        />
        <div
          className="report-tabpanel"
          role="tabpanel"
          id={tabPanelId(TABS_BASE, tab)}
          aria-labelledby={tabId(TABS_BASE, tab)}
          aria-busy={store.status === 'loading'}
        >
          <p className="report-note">{t(`reportPage.tabNotes.${tab}`)}</p>
          <ReportFilters store={store} address={address} go={go} />
          {store.signalsStatus === 'failed' && (
            <p className="report-note report-note-warning">{t('reportPage.signalsUnavailable')}</p>
          )}
          <p className="report-utc">
            {t('reportPage.filters.utc')}
            {tab !== 'orders' && <> {t('reportPage.currencyNote')}</>}
          </p>
          {content()}
          {store.status === 'ready' && store.rows > 0 && (
            <ReportTotals
              {...(tab === 'orders'
                ? { orders: store.orderTotals }
                : tab === 'ledger'
                  ? { outcomes: store.outcomeTotals }
                  : { shares: store.shareTotals })}
              language={language}
            />
          )}
          <AboutCsv tab={tab} />
        </div>
      </section>
    </MemberPage>
  );
});
