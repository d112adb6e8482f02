import type { Language, PerformanceReport, Signal } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../routing/paths.js';
import {
  DETAIL_TABS,
  type DetailTab,
  type SignalDetailStore,
} from '../../../stores/signals/signal-detail.store.js';
import { EmptyState, ErrorState, Skeleton, tabId, tabPanelId, Tabs } from '../../components/kit/index.js';
import { ConnectionTab } from './ConnectionTab.js';
import { Definitions } from './Definitions.js';
import { MonthlyTab } from './MonthlyTab.js';
import { OverviewTab } from './OverviewTab.js';
import { RobotsTab } from './RobotsTab.js';
import { StatisticsTab } from './StatisticsTab.js';
import { SymbolsTab } from './SymbolsTab.js';

const TABS_BASE = 'signal-detail';
/** Tabs that draw the performance report. */
const REPORT_TABS: ReadonlySet<DetailTab> = new Set(['overview', 'monthly', 'symbols', 'statistics']);

/** A report tab's content once the report is there; its loading, failure or absence otherwise. */
const ReportGate = observer(function ReportGate({
  store,
  signal,
  children,
}: {
  readonly store: SignalDetailStore;
  readonly signal: Signal;
  readonly children: (report: PerformanceReport) => ReactNode;
}) {
  const { t } = useTranslation();
  const report = store.performance;
  if (report !== null) return <>{children(report)}</>;
  if (store.reportStatus === 'failed' && store.reportErrorCode !== null) {
    return <ErrorState code={store.reportErrorCode} onRetry={() => void store.loadReport()} />;
  }
  if (store.reportStatus !== 'ready') return <Skeleton rows={5} height={32} />;
  return (
    <EmptyState
      title={t('signalDetail.noPerformanceTitle')}
      text={t('signalDetail.noPerformanceText')}
      action={
        !store.readOnly && (signal.connStatus === 'DISCONNECTED' || signal.connStatus === 'LOST') ? (
          <Link className="button button-primary" to={PATHS.linkSignal(signal.id)}>
            {t(signal.connStatus === 'LOST' ? 'signal.actions.reconnect' : 'signal.actions.connect')}
          </Link>
        ) : undefined
      }
    />
  );
});

/** The tabs of the detail page and the definitions of every figure under them. */
export const DetailBody = observer(function DetailBody({
  store,
  signal,
  language,
}: {
  readonly store: SignalDetailStore;
  readonly signal: Signal;
  readonly language: Language;
}) {
  const { t } = useTranslation();
  const tab = store.tab;
  const panel = (): ReactNode => {
    switch (tab) {
      case 'overview':
        return (
          <ReportGate store={store} signal={signal}>
            {(report) => <OverviewTab report={report} language={language} />}
          </ReportGate>
        );
      case 'monthly':
        return (
          <ReportGate store={store} signal={signal}>
            {(report) => <MonthlyTab report={report} language={language} />}
          </ReportGate>
        );
      case 'symbols':
        return (
          <ReportGate store={store} signal={signal}>
            {(report) => <SymbolsTab report={report} language={language} />}
          </ReportGate>
        );
      case 'statistics':
        return (
          <ReportGate store={store} signal={signal}>
            {(report) => <StatisticsTab report={report} signal={signal} language={language} />}
          </ReportGate>
        );
      case 'robots':
        return <RobotsTab store={store} signal={signal} language={language} />;
      case 'connection':
        return <ConnectionTab store={store} signal={signal} language={language} />;
    }
  };
  return (
    <>
      <section className="panel detail-tabs">
        <Tabs
          base={TABS_BASE}
          label={t('signalDetail.tabs.label')}
          tabs={DETAIL_TABS.map((id) => ({ id, label: t(`signalDetail.tabs.${id}`) }))}
          selected={tab}
          onSelect={(id) => void store.selectTab(id)}
        />
        <div
          role="tabpanel"
          id={tabPanelId(TABS_BASE, tab)}
          aria-labelledby={tabId(TABS_BASE, tab)}
          className="detail-panel"
          data-report-tab={REPORT_TABS.has(tab) ? 'true' : 'false'}
        >
          {panel()}
        </div>
      </section>
      <Definitions report={store.performance} />
    </>
  );
});
