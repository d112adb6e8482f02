import { AccountsService, ApiClient } from '@signal-portal/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { CryptoAddressFormStore } from '../../stores/accounts/crypto-address-form.store.js';
import { observer, UiStore, useInjection, useTranslation } from '../shared.js';
import { AccountEditorFrame } from './AccountEditorFrame.js';
import { CryptoAddressForm } from './CryptoAddressForm.js';

/** /edit-crypto (add) and /edit-crypto/{id} (edit). */
export const EditCryptoPage = () => {
  const id = useParams().id ?? null;
  return <CryptoEditor key={id ?? ''} id={id} />;
};

const CryptoEditor = observer(function CryptoEditor({ id }: { readonly id: string | null }) {
  const { t } = useTranslation();
  const api = useInjection(ApiClient);
  const ui = useInjection(UiStore);
  const [store] = useState(
    () => new CryptoAddressFormStore({ accounts: new AccountsService({ api }), ui }, id),
  );
  return (
    <AccountEditorFrame
      store={store}
      title={store.editing ? t('accounts.editCrypto') : t('accounts.addCrypto')}
      intro={t('web.pages.editCrypto')}
      notFoundTitle={t('accountsPage.notFound.cryptoTitle')}
      notFoundText={t('accountsPage.notFound.cryptoText')}
    >
      <CryptoAddressForm store={store} />
    </AccountEditorFrame>
  );
});
