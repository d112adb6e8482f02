import { useTranslation } from 'react-i18next';
import { MemberPage, NotInPortalSection } from '../member/MemberPage.js';

/** /referral: the referral link, successful referrals and rewards. */
export const ReferralPage = () => {
  const { t } = useTranslation();
  return (
    <MemberPage title={t('referral.title')} intro={t('referral.intro')}>
      <NotInPortalSection>
        <ul className="info-list">
          <li>
            <strong>{t('referral.link')}</strong>
          </li>
          <li>
            <strong>{t('referral.successCount')}</strong>
          </li>
          <li>
            <strong>{t('referral.totalReward')}</strong>
          </li>
        </ul>
      </NotInPortalSection>
    </MemberPage>
  );
};
