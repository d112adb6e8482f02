import { useTranslation } from 'react-i18next';
import { MemberPage, UpcomingSection } from '../member/MemberPage.js';

/** /signal/{id}/edit: being built (issue 8); replaced by the edit screen. */
export const SignalEditPage = () => {
  const { t } = useTranslation();
  return (
    <MemberPage title={t('signal.actions.edit')} intro={t('web.pages.signalDetail')}>
      <UpcomingSection />
    </MemberPage>
  );
};
