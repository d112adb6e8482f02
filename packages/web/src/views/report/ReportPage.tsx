import { useTranslation } from 'react-i18next';
import { MemberPage, NotInPortalSection } from '../member/MemberPage.js';

/** /report: profit share reports (settlements, unsettled, orders). */
export const ReportPage = () => {
  const { t } = useTranslation();
  return (
    <MemberPage title={t('report.title')} intro={t('web.pages.report')}>
      <NotInPortalSection command="signal-portal report download settled" />
    </MemberPage>
  );
};
