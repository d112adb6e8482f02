import { useTranslation } from 'react-i18next';
import { MemberPage, NotInPortalSection } from '../member/MemberPage.js';

/** /withdraw: applying for a withdrawal, its history and cancelling. */
export const WithdrawPage = () => {
  const { t } = useTranslation();
  return (
    <MemberPage title={t('withdraw.title')} intro={t('web.pages.withdraw')}>
      <NotInPortalSection command="signal-portal withdraw apply">
        <ul className="info-list">
          <li>
            <strong>{t('withdraw.processingTime')}</strong>
          </li>
          <li>
            <strong>{t('withdraw.kycRequired')}</strong>
          </li>
        </ul>
      </NotInPortalSection>
    </MemberPage>
  );
};
