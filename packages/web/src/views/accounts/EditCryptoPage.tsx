import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { MemberPage, NotInPortalSection } from '../member/MemberPage.js';

/** /edit-crypto (add) and /edit-crypto/{id} (edit). */
export const EditCryptoPage = () => {
  const { t } = useTranslation();
  const editing = useParams().id !== undefined;
  return (
    <MemberPage
      title={editing ? t('accounts.editCrypto') : t('accounts.addCrypto')}
      intro={t('web.pages.editCrypto')}
    >
      <NotInPortalSection>
        <p className="upcoming-text">{t('accounts.crypto.addressHint')}</p>
      </NotInPortalSection>
    </MemberPage>
  );
};
