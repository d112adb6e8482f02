import { useTranslation } from 'react-i18next';
import { MemberPage, NotInPortalSection } from '../member/MemberPage.js';

/** /account-settings/kyc-application: the identity verification application and its status. */
export const KycApplicationPage = () => {
  const { t } = useTranslation();
  return (
    <MemberPage title={t('kyc.title')} intro={t('web.pages.kycApplication')}>
      <NotInPortalSection />
    </MemberPage>
  );
};
