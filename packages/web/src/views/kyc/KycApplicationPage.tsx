import { ApiClient, KycService } from '@signal-portal/core';
import { useEffect, useState } from 'react';
import { KycApplicationStore } from '../../stores/kyc/kyc-application.store.js';
import { ErrorState, LeaveGuard, Skeleton } from '../components/kit/index.js';
import { MemberPage } from '../member/MemberPage.js';
import { Clock, Link, observer, PATHS, UiStore, useInjection, useTranslation } from '../shared.js';
import { KycForm } from './KycForm.js';
import { ApprovedPanel, BlockedPanel, FailedPanel, KycIntro, UnderReviewPanel } from './KycStatusPanels.js';
import { useStatusWatch } from './use-status-watch.js';
import './kyc.css';

/**
 * /account-settings/kyc-application: identity verification in each of its states (spec section 4):
 * the application form while unverified, under review (no form), approved with the way to withdraw,
 * failed with the reviewer's comment and "verify again", blocked with the comment and customer
 * service. The status follows the reviewers' decisions while the page is watched (see
 * KycApplicationStore: asked again on focus and every 30 s under review).
 */
export const KycApplicationPage = observer(function KycApplicationPage() {
  const { t } = useTranslation();
  const api = useInjection(ApiClient);
  const ui = useInjection(UiStore);
  const clock = useInjection<Clock>(Clock);
  const [store] = useState(() => new KycApplicationStore({ kyc: new KycService({ api, clock }), ui, clock }));
  useEffect(() => {
    void store.start();
    return () => store.dispose();
  }, [store]);
  useStatusWatch(store);

  const before = (
    <Link className="kyc-back" to={PATHS.accountSettings}>
      ← {t('kycPage.backToSettings')}
    </Link>
  );

  const content = () => {
    const state = store.state;
    if (store.status === 'failed' && store.errorCode !== null)
      return (
        <section className="panel">
          <ErrorState code={store.errorCode} onRetry={() => void store.load()} />
        </section>
      );
    if (state === null)
      return (
        <section className="panel">
          <Skeleton rows={6} height={24} />
        </section>
      );
    switch (store.screen) {
      case 'form': {
        const form = store.form;
        if (form === null) return null;
        return store.verifyingAgain ? (
          <>
            <FailedPanel state={state} />
            <KycForm
              form={form}
              onSubmit={() => store.submit()}
              title={t('kycPage.form.againTitle')}
              actions={
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() => store.cancelVerifyAgain()}
                >
                  {t('kycPage.form.cancelAgain')}
                </button>
              }
            />
          </>
        ) : (
          <>
            <KycIntro />
            <KycForm form={form} onSubmit={() => store.submit()} title={t('kycPage.form.title')} />
          </>
        );
      }
      case 'underReview':
        return <UnderReviewPanel store={store} state={state} />;
      case 'approved':
        return <ApprovedPanel state={state} />;
      case 'failed':
        return <FailedPanel state={state} onVerifyAgain={() => store.verifyAgain()} />;
      case 'blocked':
        return <BlockedPanel state={state} />;
      case null:
        return null;
    }
  };

  return (
    <MemberPage title={t('kyc.title')} intro={t('kycPage.intro')} before={before}>
      <LeaveGuard when={store.hasUnsavedInput} />
      {content()}
    </MemberPage>
  );
});
