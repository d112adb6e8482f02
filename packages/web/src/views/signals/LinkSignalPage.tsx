import { ApiClient, errorMessageKey, LIVE_FEED_CHANNELS, SignalsService } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DeferredLiveFeed } from '../../adapters/deferred-live-feed.js';
import { memberChannel } from '../../stores/member-channel.js';
import { LinkSignalStore } from '../../stores/signals/link-signal.store.js';
import { ErrorState, LeaveGuard, Skeleton } from '../components/kit/index.js';
import { MemberPage } from '../member/MemberPage.js';
import { ErrorIcon, Link, PATHS, UiStore, useInjection } from '../shared.js';
import { ConnectForm } from './connect/ConnectForm.js';
import { LinkProgressPanel } from './connect/LinkProgressPanel.js';
import './connect/link-signal.css';

/**
 * Follows the signal's live channel while the page is open (subscribed from the start, so a link's
 * first figures are not missed); a change is read again while the platform is working on the link.
 */
const useSignalChannel = (store: LinkSignalStore): void => {
  const live = useInjection(DeferredLiveFeed);
  useEffect(() => {
    let active = true;
    let off: (() => void) | undefined;
    void live.load().then((feed) => {
      if (!active) return;
      const refresh = (): void => {
        if (store.following) void store.refresh();
      };
      off = feed.subscribe(LIVE_FEED_CHANNELS.signal(store.signalId), refresh, memberChannel(refresh));
    });
    return () => {
      active = false;
      off?.();
    };
  }, [live, store]);
};

/** /link-signal/{id}: connect or reconnect a signal, then follow it until its first figures arrive. */
export const LinkSignalPage = observer(function LinkSignalPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const api = useInjection(ApiClient);
  const ui = useInjection(UiStore);
  const [store] = useState(() => new LinkSignalStore(id, { signals: new SignalsService({ api }), ui }));
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    void store.load();
  }, [store]);
  useSignalChannel(store);

  const signal = store.signal;
  const back = (
    <Link className="link-back" to={signal ? PATHS.signalDetail(signal.id) : PATHS.signals}>
      ← {t('signalLink.page.backToSignal')}
    </Link>
  );

  if (signal === null) {
    return (
      <MemberPage title={t('web.titles.linkSignal')} before={back}>
        {store.status === 'failed' && store.errorCode !== null ? (
          <ErrorState code={store.errorCode} onRetry={() => void store.load()} />
        ) : (
          <div className="panel">
            <Skeleton rows={5} />
          </div>
        )}
      </MemberPage>
    );
  }

  const mode = store.mode;
  const progress = store.progress;
  const reconnecting = mode !== null && !mode.error && mode.value === 'reconnect';
  const title = t(reconnecting ? 'signalLink.page.reconnectTitle' : 'signalLink.page.connectTitle', {
    name: signal.name,
  });

  return (
    <MemberPage
      title={title}
      intro={
        progress === null && mode !== null && !mode.error
          ? t(reconnecting ? 'signalLink.page.reconnectIntro' : 'signalLink.page.connectIntro')
          : undefined
      }
      before={back}
    >
      <LeaveGuard when={dirty && progress === null} />
      {progress !== null ? (
        <LinkProgressPanel signal={signal} progress={progress} onTryAgain={() => store.tryAgain()} />
      ) : mode === null || mode.error ? (
        <section className="panel link-cannot" role="status">
          <ErrorIcon size={24} />
          <div>
            <h2>{t('signalLink.page.cannotLinkTitle')}</h2>
            <p>{t(errorMessageKey(mode?.error ? mode.value : 'SIGNAL_WRONG_INFO'))}</p>
            <Link className="button button-secondary" to={PATHS.signalDetail(signal.id)}>
              {t('signalLink.page.viewDetails')}
            </Link>
          </div>
        </section>
      ) : (
        <section className="panel link-form-panel">
          <ConnectForm
            signal={signal}
            mode={mode.value}
            onConnected={(connected) => {
              setDirty(false);
              store.connected(connected);
            }}
            onDirtyChange={setDirty}
          />
          <aside className="link-aside" aria-labelledby="link-aside-title">
            <h2 id="link-aside-title">{t(`signal.connMethod.${signal.connMethod}`)}</h2>
            <p>{t(`signal.connMethodText.${signal.connMethod}`)}</p>
            <p>{t('performance.window')}</p>
          </aside>
        </section>
      )}
    </MemberPage>
  );
});
