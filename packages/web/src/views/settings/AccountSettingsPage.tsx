import { AccountsService, ApiClient, KycService } from '@signal-portal/core';
import { useEffect, useState } from 'react';
import { AccountSettingsStore } from '../../stores/settings/account-settings.store.js';
import { MemberPage } from '../member/MemberPage.js';
import { Clock, observer, UiStore, useInjection, useTranslation } from '../shared.js';
import { KycSection } from './KycSection.js';
import { ProfileSection } from './ProfileSection.js';
import { RemoveAccountDialog } from './RemoveAccountDialog.js';
import { WithdrawalAccountsSection } from './WithdrawalAccountsSection.js';
import './settings.css';

/**
 * /account-settings: the profile, the identity verification state the API reports (with the step it
 * allows) and the withdrawal accounts, which can be added, edited and removed.
 */
export const AccountSettingsPage = observer(function AccountSettingsPage() {
  const { t } = useTranslation();
  const api = useInjection(ApiClient);
  const clock = useInjection<Clock>(Clock);
  const ui = useInjection(UiStore);
  const [store] = useState(
    () =>
      new AccountSettingsStore({
        accounts: new AccountsService({ api }),
        kyc: new KycService({ api, clock }),
        ui,
      }),
  );
  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <MemberPage title={t('settings.title')} intro={t('settings.intro')}>
      <ProfileSection />
      <KycSection store={store} />
      <WithdrawalAccountsSection store={store} />
      <RemoveAccountDialog store={store} />
    </MemberPage>
  );
});
