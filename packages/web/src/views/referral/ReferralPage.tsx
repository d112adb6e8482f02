import { ApiClient, ReferralService } from '@signal-portal/core';
import { useEffect, useState } from 'react';
import { ReferralStore } from '../../stores/referral/referral.store.js';
import { ErrorState, Skeleton } from '../components/kit/index.js';
import { MemberPage } from '../member/MemberPage.js';
import { observer, UiStore, useInjection, useTranslation } from '../shared.js';
import { ReferralFigures } from './ReferralFigures.js';
import { ReferralShare } from './ReferralShare.js';
import { ReferredUsers } from './ReferredUsers.js';
import { RewardsByType } from './RewardsByType.js';
import './referral.css';

/**
 * /referral: the link and code to share (each with a copy button), the successful referrals and what
 * they earned, every reward by type, and the users who joined through the member.
 */
export const ReferralPage = observer(function ReferralPage() {
  const { t } = useTranslation();
  const api = useInjection(ApiClient);
  const ui = useInjection(UiStore);
  const [store] = useState(() => new ReferralStore({ referrals: new ReferralService({ api }), ui }));
  useEffect(() => {
    void store.load();
  }, [store]);

  const referral = store.referral;
  const content = () => {
    if (store.status === 'failed' && store.errorCode !== null)
      return (
        <section className="panel">
          <ErrorState code={store.errorCode} onRetry={() => void store.load()} />
        </section>
      );
    if (referral === null)
      return (
        <section className="panel">
          <Skeleton rows={6} height={24} />
        </section>
      );
    return (
      <>
        <ReferralShare referral={referral} />
        <ReferralFigures store={store} />
        <div className="referral-columns">
          <RewardsByType store={store} />
          <ReferredUsers store={store} />
        </div>
      </>
    );
  };

  return (
    <MemberPage title={t('referral.title')} intro={t('referral.intro')}>
      {content()}
    </MemberPage>
  );
});
