import { useTranslation } from 'react-i18next';

import { Link, useParams } from 'react-router-dom';

import { MemberPage, UpcomingSection } from '../member/MemberPage.js';
import { PATHS } from '../shared.js';

/** /signal/{id}/symbol-list: matching the account's symbols to the platform's. */
export const SymbolListPage = () => {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  return (
    <MemberPage
      title={t('symbols.title')}
      intro={t('web.pages.symbolList')}
      actions={
        <Link className="button button-secondary" to={PATHS.signalDetail(id)}>
          {t('common.back')}
        </Link>
      }
    >
      <UpcomingSection />
    </MemberPage>
  );
};
