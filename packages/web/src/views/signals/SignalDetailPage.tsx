import { useTranslation } from 'react-i18next';

import { Link, useParams } from 'react-router-dom';

import { MemberPage, UpcomingSection } from '../member/MemberPage.js';
import { PATHS } from '../shared.js';

/** /signal/{id}: one signal's performance charts and tables. */
export const SignalDetailPage = () => {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  return (
    <MemberPage
      title={t('web.titles.signalDetail')}
      intro={t('web.pages.signalDetail')}
      actions={
        <>
          <Link className="button button-secondary" to={PATHS.signals}>
            {t('common.back')}
          </Link>
          <Link className="button button-primary" to={`${PATHS.signalDetail(id)}/symbol-list`}>
            {t('signal.actions.matchSymbols')}
          </Link>
        </>
      }
    >
      <UpcomingSection />
    </MemberPage>
  );
};
