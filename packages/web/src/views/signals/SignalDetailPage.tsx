import { ApiClient, Clock, isLanguage, LIVE_FEED_CHANNELS, SignalsService } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DeferredLiveFeed } from '../../adapters/deferred-live-feed.js';
import { memberChannel } from '../../stores/member-channel.js';
import { SignalDetailStore } from '../../stores/signals/signal-detail.store.js';
import { loadECharts } from '../charts/load-echarts.js';
import { ErrorState, Skeleton } from '../components/kit/index.js';
import { MemberPage } from '../member/MemberPage.js';
import { PATHS, useInjection } from '../shared.js';
import { DetailBody } from './detail/DetailBody.js';
import { DetailHeader } from './detail/DetailHeader.js';
import './detail/signal-detail.css';

/** Applies the signal's live channel to the store while the screen is open. */
const useSignalChannel = (store: SignalDetailStore): void => {
  const live = useInjection(DeferredLiveFeed);
  useEffect(() => {
    let active = true;
    let off: (() => void) | undefined;
    void live.load().then((feed) => {
      if (!active) return;
      off = feed.subscribe(
        LIVE_FEED_CHANNELS.signal(store.signalId),
        (message) => store.applyLive(message.data),
        memberChannel(() => void store.catchUp()),
      );
    });
    return () => {
      active = false;
      off?.();
    };
  }, [live, store]);
};

/** /signal/{id}: one signal's figures, charts and tables, its robots and followers, its connection. */
export const SignalDetailPage = observer(function SignalDetailPage() {
  const { t, i18n } = useTranslation();
  const id = useParams().id ?? '';
  const api = useInjection(ApiClient);
  const clock = useInjection<Clock>(Clock);
  const navigate = useNavigate();
  const [store] = useState(() => new SignalDetailStore(new SignalsService({ api }), clock, id));
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';

  useEffect(() => {
    // The charts' code downloads while the signal and its report load.
    void loadECharts();
    void store.start();
    return () => store.stop();
  }, [store]);
  useSignalChannel(store);
  useEffect(() => {
    if (store.deleted) void navigate(PATHS.signals, { replace: true });
  }, [store.deleted, navigate]);

  const signal = store.signal;
  const back = (
    <Link className="detail-back" to={PATHS.signals}>
      ← {t('signalDetail.backToList')}
    </Link>
  );

  if (signal === null) {
    return (
      <MemberPage title={t('web.titles.signalDetail')} before={back}>
        {store.status === 'failed' && store.errorCode !== null ? (
          <ErrorState code={store.errorCode} onRetry={() => void store.load()} />
        ) : (
          <section className="panel">
            <Skeleton rows={6} height={28} />
          </section>
        )}
      </MemberPage>
    );
  }

  return (
    <MemberPage title={signal.name} before={back}>
      <DetailHeader store={store} signal={signal} language={language} />
      <DetailBody store={store} signal={signal} language={language} />
    </MemberPage>
  );
});
