import { useTranslation } from 'react-i18next';

import { Link } from 'react-router-dom';

import { MemberPage, UpcomingSection } from '../member/MemberPage.js';
import { PATHS } from '../shared.js';

/** /signal: the provider's signals, listed and pending approval. */
export const SignalListPage = () => {
  const { t } = useTranslation();
  return (
    <MemberPage
      title={t('signal.title')}
      intro={t('web.pages.signals')}
      actions={
        <Link className="button button-primary" to={PATHS.createSignal}>
          {t('signal.actions.create')}
        </Link>
      }
    >
      <UpcomingSection>
        <ul className="info-list">
          <li>
            <strong>{t('signal.lists.listed')}</strong>
          </li>
          <li>
            <strong>{t('signal.lists.pending')}</strong>
          </li>
        </ul>
      </UpcomingSection>
    </MemberPage>
  );
};
