import { observer } from 'mobx-react-lite';

import { useTranslation } from 'react-i18next';

import { Link } from 'react-router-dom';

import { MemberPage } from '../member/MemberPage.js';

import { ProfileSection } from './ProfileSection.js';

import './settings.css';
import { PATHS } from '../shared.js';

/** /account-settings: the profile; the withdrawal accounts and identity verification lead on. */
export const AccountSettingsPage = observer(function AccountSettingsPage() {
  const { t } = useTranslation();
  return (
    <MemberPage title={t('settings.title')} intro={t('settings.intro')}>
      <ProfileSection />
      <section className="panel settings-section" aria-labelledby="settings-accounts">
        <div>
          <h2 id="settings-accounts">{t('settings.withdrawalAccounts')}</h2>
          <p className="settings-text">{t('settings.withdrawalAccountsText')}</p>
        </div>
        <div className="settings-links">
          <Link className="button button-secondary" to={PATHS.editBank}>
            {t('accounts.addBank')}
          </Link>
          <Link className="button button-secondary" to={PATHS.editCrypto}>
            {t('accounts.addCrypto')}
          </Link>
        </div>
      </section>
      <section className="panel settings-section" aria-labelledby="settings-kyc">
        <div>
          <h2 id="settings-kyc">{t('settings.identityVerification')}</h2>
          <p className="settings-text">{t('settings.identityVerificationText')}</p>
        </div>
        <div className="settings-links">
          <Link className="button button-secondary" to={PATHS.kycApplication}>
            {t('kyc.start')}
          </Link>
        </div>
      </section>
    </MemberPage>
  );
});
