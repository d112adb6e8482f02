import { ApiClient, SIGNAL_LIST_VIEWS, SignalsService, type Signal } from '@signal-portal/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DeferredLiveFeed } from '../../adapters/deferred-live-feed.js';
import { SignalListStore } from '../../stores/signals/signal-list.store.js';
import { EmptyState, ErrorState, Pager, Skeleton, tabId, tabPanelId, Tabs } from '../components/kit/index.js';
import { MemberPage } from '../member/MemberPage.js';
import { Link, observer, PATHS, useInjection, useTranslation } from '../shared.js';
import { SignalTable } from './list/SignalTable.js';
import { useListAddress } from './list/use-list-address.js';
import './list/signal-list.css';

const TABS_BASE = 'signal-list';

/** /signal: the provider's signals by review state (listed, pending approval, archived), with their actions. */
export const SignalListPage = observer(function SignalListPage() {
  const { t } = useTranslation();
  const api = useInjection(ApiClient);
  const liveFeed = useInjection(DeferredLiveFeed);
  const [list] = useState(() => new SignalListStore({ signals: new SignalsService({ api }) }));
  const [address, go] = useListAddress();

  useEffect(() => {
    void list.open(address.view, address.page, address.pageSize);
  }, [list, address.view, address.page, address.pageSize]);

  // State changes from the platform update the rows in place.
  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    void liveFeed.load().then((feed) => {
      if (active) unsubscribe = list.follow(feed);
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [list, liveFeed]);

  // The store may settle on another page (the last one, when the address went past it).
  useEffect(() => {
    if (list.status === 'ready' && list.page !== address.page) go({ page: list.page });
  }, [list.status, list.page]);

  const panel = useRef<HTMLDivElement>(null);
  const onChanged = useCallback(
    (id: string, next: Signal | null) => {
      if (next) list.apply(next);
      else list.removed(id);
      // A row that left the tab took the focus with it: keep it in the list.
      if (!list.rows.some((row) => row.id === id)) panel.current?.focus();
    },
    [list],
  );

  const createButton = (
    <Link className="button button-primary" to={PATHS.createSignal}>
      {t('signal.actions.create')}
    </Link>
  );

  const tabs = SIGNAL_LIST_VIEWS.map((view) => ({
    id: view,
    label: t(`signal.lists.${view}`),
    ...(list.counts[view] === null ? {} : { count: list.counts[view] ?? 0 }),
  }));

  const content = () => {
    if (list.status === 'failed' && list.errorCode)
      return <ErrorState code={list.errorCode} onRetry={() => void list.retry()} />;
    if (list.status !== 'ready') return <Skeleton rows={5} height={56} />;
    if (list.hasNoSignals)
      return (
        <EmptyState title={t('signalList.empty.title')} text={t('signal.empty')} action={createButton} />
      );
    if (list.rows.length === 0)
      return <EmptyState title={t('common.empty')} text={t(`signalList.empty.${list.view}`)} />;
    return (
      <>
        <SignalTable signals={list.rows} caption={t(`signal.lists.${list.view}`)} onChanged={onChanged} />
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={(page) => go({ page })} />
      </>
    );
  };

  return (
    <MemberPage title={t('signal.title')} intro={t('signalList.intro')} actions={createButton}>
      <section className="panel signal-list-panel">
        <Tabs
          base={TABS_BASE}
          label={t('signalList.tabsLabel')}
          tabs={tabs}
          selected={address.view}
          onSelect={(view) => go({ view, page: 1 })}
        />
        <div
          ref={panel}
          tabIndex={-1}
          className="signal-list-tabpanel"
          role="tabpanel"
          id={tabPanelId(TABS_BASE, address.view)}
          aria-labelledby={tabId(TABS_BASE, address.view)}
          aria-busy={list.status === 'loading'}
        >
          {content()}
        </div>
      </section>
    </MemberPage>
  );
});
