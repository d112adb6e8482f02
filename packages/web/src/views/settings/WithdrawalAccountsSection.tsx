import type { ReactNode } from 'react';
import type { AccountSettingsStore } from '../../stores/settings/account-settings.store.js';
import { EmptyState, ErrorState, Skeleton } from '../components/kit/index.js';
import { Link, observer, PATHS, useTranslation } from '../shared.js';
import { BankAccountTable } from './BankAccountTable.js';
import { CryptoAddressTable } from './CryptoAddressTable.js';

/** One kind of account: its heading with the add button, then its list or what stands for it. */
const AccountGroup = ({
  id,
  title,
  addLabel,
  addTo,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly addLabel: string;
  readonly addTo: string;
  readonly children: ReactNode;
}) => (
  <div className="account-group" role="group" aria-labelledby={id}>
    <div className="account-group-head">
      <h3 id={id}>{title}</h3>
      <Link className="button button-secondary" to={addTo}>
        {addLabel}
      </Link>
    </div>
    {children}
  </div>
);

/** The bank accounts and crypto addresses withdrawals are paid to, with add, edit and remove. */
export const WithdrawalAccountsSection = observer(function WithdrawalAccountsSection({
  store,
}: {
  readonly store: AccountSettingsStore;
}) {
  const { t } = useTranslation();

  const list = (kind: 'bank' | 'crypto') => {
    if (store.status !== 'ready') return <Skeleton rows={2} height={40} />;
    if (kind === 'bank')
      return store.bankAccounts.length === 0 ? (
        <EmptyState
          title={t('accountsPage.list.bankEmptyTitle')}
          text={t('accountsPage.list.bankEmptyText')}
        />
      ) : (
        <BankAccountTable store={store} />
      );
    return store.cryptoAddresses.length === 0 ? (
      <EmptyState
        title={t('accountsPage.list.cryptoEmptyTitle')}
        text={t('accountsPage.list.cryptoEmptyText')}
      />
    ) : (
      <CryptoAddressTable store={store} />
    );
  };

  return (
    <section
      className="panel settings-accounts"
      aria-labelledby="settings-accounts"
      aria-busy={store.status === 'loading'}
    >
      <h2 id="settings-accounts">{t('settings.withdrawalAccounts')}</h2>
      <p className="settings-text">{t('accountsPage.list.intro')}</p>
      {store.status === 'failed' && store.errorCode ? (
        <ErrorState code={store.errorCode} onRetry={() => void store.loadAccounts()} />
      ) : (
        <>
          <AccountGroup
            id="settings-bank-accounts"
            title={t('accounts.bankAccounts')}
            addLabel={t('accounts.addBank')}
            addTo={PATHS.editBank}
          >
            {list('bank')}
          </AccountGroup>
          <AccountGroup
            id="settings-crypto-addresses"
            title={t('accounts.cryptoAddresses')}
            addLabel={t('accounts.addCrypto')}
            addTo={PATHS.editCrypto}
          >
            {list('crypto')}
          </AccountGroup>
        </>
      )}
    </section>
  );
});
