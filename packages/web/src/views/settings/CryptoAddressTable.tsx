import { shortenAddress, visibleTailOf, type CryptoAddress } from '@signal-portal/core';
import type { AccountSettingsStore } from '../../stores/settings/account-settings.store.js';
import { CopyButton } from '../components/kit/index.js';
import { Link, observer, PATHS, useTranslation } from '../shared.js';

const CryptoRow = ({
  address,
  store,
}: {
  readonly address: CryptoAddress;
  readonly store: AccountSettingsStore;
}) => {
  const { t } = useTranslation();
  const labels = {
    currency: address.currency,
    network: address.network,
    tail: visibleTailOf(address.address),
  };
  return (
    <tr data-account-id={address.id}>
      <td className="card-title" data-label={t('accounts.crypto.currency')}>
        <strong>{address.currency}</strong>
      </td>
      <td data-label={t('accounts.crypto.network')}>{address.network}</td>
      <td data-label={t('accounts.crypto.address')}>
        <span className="account-address">
          <span className="account-code" title={address.address} aria-hidden="true">
            {shortenAddress(address.address)}
          </span>
          <span className="visually-hidden">
            {t('accountsPage.list.fullAddress', { address: address.address })}
          </span>
          <CopyButton text={address.address} label={t('accountsPage.list.copyAddress')} />
        </span>
      </td>
      <td className="account-actions" data-label={t('accountsPage.list.actions')}>
        <Link
          className="button button-secondary"
          to={PATHS.editCryptoAddress(address.id)}
          aria-label={t('accountsPage.list.editCrypto', labels)}
        >
          {t('common.edit')}
        </Link>
        <button
          type="button"
          className="button button-secondary"
          aria-label={t('accountsPage.list.removeCrypto', labels)}
          onClick={() => store.askToRemove('crypto', address.id)}
        >
          {t('accountsPage.list.remove')}
        </button>
      </td>
    </tr>
  );
};

/** The member's crypto addresses: currency, network, shortened address with copy, edit and remove. */
export const CryptoAddressTable = observer(function CryptoAddressTable({
  store,
}: {
  readonly store: AccountSettingsStore;
}) {
  const { t } = useTranslation();
  return (
    <table className="data-table account-table">
      <caption className="visually-hidden">{t('accountsPage.list.cryptoCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('accounts.crypto.currency')}</th>
          <th scope="col">{t('accounts.crypto.network')}</th>
          <th scope="col">{t('accounts.crypto.address')}</th>
          <th scope="col" className="account-actions-head">
            {t('accountsPage.list.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {store.cryptoAddresses.map((address) => (
          <CryptoRow key={address.id} address={address} store={store} />
        ))}
      </tbody>
    </table>
  );
});
