import { AccountsService, ApiClient } from '@signal-portal/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { BankAccountFormStore } from '../../stores/accounts/bank-account-form.store.js';
import { observer, UiStore, useInjection, useTranslation } from '../shared.js';
import { AccountEditorFrame } from './AccountEditorFrame.js';
import { BankAccountForm } from './BankAccountForm.js';

/** /account-settings/edit-bank, /edit-bank (add) and /edit-bank/{id} (edit). */
export const EditBankPage = () => {
  // A new id (or none) is a new form: the store belongs to one account.
  const id = useParams().id ?? null;
  return <BankEditor key={id ?? ''} id={id} />;
};

const BankEditor = observer(function BankEditor({ id }: { readonly id: string | null }) {
  const { t } = useTranslation();
  const api = useInjection(ApiClient);
  const ui = useInjection(UiStore);
  const [store] = useState(
    () => new BankAccountFormStore({ accounts: new AccountsService({ api }), ui }, id),
  );
  return (
    <AccountEditorFrame
      store={store}
      title={store.editing ? t('accounts.editBank') : t('accounts.addBank')}
      intro={t('web.pages.editBank')}
      notFoundTitle={t('accountsPage.notFound.bankTitle')}
      notFoundText={t('accountsPage.notFound.bankText')}
    >
      <BankAccountForm store={store} />
    </AccountEditorFrame>
  );
});
