import { CONN_METHODS } from '@signal-portal/core';
import { useTranslation } from 'react-i18next';
import { MemberPage, UpcomingSection } from '../member/MemberPage.js';

/** /link-signal/{id}: connecting or reconnecting a signal, its methods described. */
export const LinkSignalPage = () => {
  const { t } = useTranslation();
  return (
    <MemberPage title={t('web.titles.linkSignal')} intro={t('web.pages.linkSignal')}>
      <UpcomingSection>
        <ul className="info-list">
          {CONN_METHODS.map((method) => (
            <li key={method}>
              <strong>{t(`signal.connMethod.${method}`)}</strong>
              <span>{t(`signal.connMethodText.${method}`)}</span>
            </li>
          ))}
        </ul>
      </UpcomingSection>
    </MemberPage>
  );
};
