import { ApiClient, SignalsService } from '@signal-portal/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { SignalEditStore } from '../../stores/signals/signal-edit.store.js';
import { monthlyReturnsOf, WhatIfStore } from '../../stores/signals/what-if.store.js';
import { ErrorState, LeaveGuard, Skeleton } from '../components/kit/index.js';
import { MemberPage } from '../member/MemberPage.js';
import { Link, observer, PATHS, UiStore, useInjection, useTranslation } from '../shared.js';
import { SignalEditForm } from './edit/SignalEditForm.js';
import { WhatIfSection } from './edit/WhatIfSection.js';
import './edit/signal-edit.css';

/**
 * /signal/{id}/edit: the description, image and follow settings of a signal (the name is fixed),
 * with a live preview of what a follower pays and the what-if of 30-day settlements.
 */
export const SignalEditPage = observer(function SignalEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const api = useInjection(ApiClient);
  const ui = useInjection(UiStore);
  const [store] = useState(() => new SignalEditStore(new SignalsService({ api }), ui, id));
  const [whatIf] = useState(
    () =>
      new WhatIfStore(
        () => store.profitSharePercent,
        () => monthlyReturnsOf(store.signal?.performance ?? null),
      ),
  );
  useEffect(() => {
    void store.load();
  }, [store]);

  const back = (
    <Link to={PATHS.signalDetail(id)} className="signal-edit-back">
      {t('signalEdit.backToSignal')}
    </Link>
  );
  const signal = store.signal;
  return (
    <MemberPage
      title={t('signalEdit.title')}
      intro={signal ? t('signalEdit.intro', { name: signal.name }) : undefined}
      before={back}
    >
      <LeaveGuard when={store.dirty} />
      {store.status === 'failed' && store.errorCode ? (
        <ErrorState code={store.errorCode} onRetry={() => void store.load()} />
      ) : signal ? (
        <>
          <SignalEditForm store={store} whatIf={whatIf} />
          <WhatIfSection whatIf={whatIf} />
        </>
      ) : (
        <section className="panel">
          <Skeleton rows={6} height={28} />
        </section>
      )}
    </MemberPage>
  );
});
