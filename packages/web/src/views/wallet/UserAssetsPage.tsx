import { observer } from 'mobx-react-lite';

import { useTranslation } from 'react-i18next';

import { Link } from 'react-router-dom';

import { formatMoney } from '../../format.js';

import { MemberPage, NotInPortalSection } from '../member/MemberPage.js';
import { LanguageStore, PATHS, useInjection, WalletStore } from '../shared.js';

/** /user-assets: the wallet the session loaded, with the records to come. */
export const UserAssetsPage = observer(function UserAssetsPage() {
  const { wallet } = useInjection(WalletStore);
  const { language } = useInjection(LanguageStore);
  const { t } = useTranslation();
  return (
    <MemberPage
      title={t('wallet.title')}
      intro={t('web.pages.userAssets')}
      actions={
        <Link className="button button-primary" to={PATHS.withdraw}>
          {t('withdraw.title')}
        </Link>
      }
    >
      <section className="panel" aria-labelledby="wallet-balances">
        <h2 id="wallet-balances">{t('wallet.platformWallet')}</h2>
        <dl className="figures">
          <div className="figure">
            <dt>{t('wallet.balance')}</dt>
            <dd data-testid="wallet-balance">
              {formatMoney(wallet.balance, language)}
              <small>USD</small>
            </dd>
          </div>
          <div className="figure">
            <dt>{t('wallet.tokenBalance')}</dt>
            <dd data-testid="wallet-token-balance">{formatMoney(wallet.tokenBalance, language)}</dd>
          </div>
        </dl>
      </section>
      <NotInPortalSection command="signal-portal wallet">
        <ul className="info-list">
          <li>
            <strong>{t('wallet.realRecords')}</strong>
          </li>
          <li>
            <strong>{t('wallet.tokenRecords')}</strong>
          </li>
        </ul>
      </NotInPortalSection>
    </MemberPage>
  );
});
