import { ApiClient, SignalsService } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SymbolListStore } from '../../stores/signals/symbol-list.store.js';
import { Badge, ErrorState, LeaveGuard, Skeleton } from '../components/kit/index.js';
import { MemberPage } from '../member/MemberPage.js';
import { Link, PATHS, UiStore, useInjection } from '../shared.js';
import { SymbolMatcher } from './symbols/SymbolMatcher.js';

const CONNECTION_TONE = {
  CONNECTED: 'success',
  CONNECTING: 'info',
  CALCULATING: 'info',
  DISCONNECTED: 'neutral',
  LOST: 'danger',
} as const;

/** /signal/{id}/symbol-list: the signal's header, the symbol matcher, and submitting it for review. */
export const SymbolListPage = observer(function SymbolListPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const api = useInjection(ApiClient);
  const ui = useInjection(UiStore);
  const [store] = useState(() => new SymbolListStore(id, { signals: new SignalsService({ api }), ui }));
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    void store.load();
  }, [store]);

  const signal = store.signal;
  const back = (
    <Link className="symbol-list-back" to={PATHS.signalDetail(id)}>
      ← {t('signalLink.page.backToSignal')}
    </Link>
  );

  return (
    <MemberPage
      title={signal ? `${t('symbols.title')} · ${signal.name}` : t('symbols.title')}
      intro={t('signalLink.symbols.intro')}
      before={back}
    >
      <LeaveGuard when={dirty} />
      {signal === null ? (
        store.status === 'failed' && store.errorCode !== null ? (
          <ErrorState code={store.errorCode} onRetry={() => void store.load()} />
        ) : (
          <div className="panel">
            <Skeleton rows={5} />
          </div>
        )
      ) : (
        <>
          <p className="symbol-list-signal">
            <strong>{signal.name}</strong>
            <span>{t(`signal.platform.${signal.platform}`)}</span>
            <Badge tone={CONNECTION_TONE[signal.connStatus]}>
              {t(`signal.connStatus.${signal.connStatus}`)}
            </Badge>
            <Badge>{t(`signal.status.${signal.status}`)}</Badge>
          </p>
          <section className="panel" aria-label={t('symbols.title')}>
            <SymbolMatcher
              signalId={id}
              onSaved={(matching) => store.matchingSaved(matching)}
              onDirtyChange={setDirty}
            />
          </section>
          {store.canSubmit && (
            <section className="panel symbol-list-next" aria-labelledby="symbol-list-next">
              <div>
                <h2 id="symbol-list-next">{t('signalLink.symbols.submitTitle')}</h2>
                <p>{t('signalLink.symbols.submitText')}</p>
              </div>
              <button
                type="button"
                className="button button-primary"
                disabled={store.submitting || dirty}
                onClick={() => void store.submit()}
              >
                {t('signal.actions.submit')}
              </button>
            </section>
          )}
        </>
      )}
    </MemberPage>
  );
});
