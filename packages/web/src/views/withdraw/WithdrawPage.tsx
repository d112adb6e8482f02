import { useTranslation } from 'react-i18next';
import { MemberPage, UpcomingSection } from '../member/MemberPage.js';

/** /withdraw: applying for a withdrawal, its history and cancelling. */
export const WithdrawPage = () => {
  const { t } = useTranslation();
  return (
    <MemberPage title={t('withdraw.title')} intro={t('web.pages.withdraw')}>
      <UpcomingSection>
        <ul className="info-list">
          <li>
            <strong>{t('withdraw.processingTime')}</strong>
          </li>
          <li>
            <strong>{t('withdraw.kycRequired')}</strong>
          </li>
        </ul>
      </UpcomingSection>
    </MemberPage>
  );
};
