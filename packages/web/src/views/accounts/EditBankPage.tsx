import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { MemberPage, NotInPortalSection } from '../member/MemberPage.js';

/** /account-settings/edit-bank, /edit-bank (add) and /edit-bank/{id} (edit). */
export const EditBankPage = () => {
  const { t } = useTranslation();
  const editing = useParams().id !== undefined;
  return (
    <MemberPage
      title={editing ? t('accounts.editBank') : t('accounts.addBank')}
      intro={t('web.pages.editBank')}
    >
      <NotInPortalSection />
    </MemberPage>
  );
};
