import { maskAccountNumber, maskIban, visibleTailOf, type BankAccount } from '@signal-portal/core';
import type { AccountSettingsStore } from '../../stores/settings/account-settings.store.js';
import { Link, observer, PATHS, useTranslation } from '../shared.js';

/** A masked number: what is seen, and for a screen reader only its visible end. */
const Masked = ({ shown, tail }: { readonly shown: string; readonly tail: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <span className="account-code" aria-hidden="true">
        {shown}
      </span>
      <span className="visually-hidden">{t('accountsPage.list.endingIn', { tail })}</span>
    </>
  );
};

const BankRow = ({
  account,
  store,
}: {
  readonly account: BankAccount;
  readonly store: AccountSettingsStore;
}) => {
  const { t } = useTranslation();
  const labels = { name: account.bankName, tail: visibleTailOf(account.accountNumber) };
  return (
    <tr data-account-id={account.id}>
      <td className="card-title" data-label={t('accounts.bank.bankName')}>
        <strong>{account.bankName}</strong>
      </td>
      <td data-label={t('accounts.bank.beneficiaryName')}>{account.beneficiaryName}</td>
      <td data-label={t('accounts.bank.accountNumber')}>
        <Masked
          shown={maskAccountNumber(account.accountNumber)}
          tail={visibleTailOf(account.accountNumber)}
        />
      </td>
      <td data-label={t('accounts.bank.iban')}>
        <Masked shown={maskIban(account.iban)} tail={visibleTailOf(account.iban)} />
      </td>
      <td className="account-actions" data-label={t('accountsPage.list.actions')}>
        <Link
          className="button button-secondary"
          to={PATHS.editBankAccount(account.id)}
          aria-label={t('accountsPage.list.editBank', labels)}
        >
          {t('common.edit')}
        </Link>
        <button
          type="button"
          className="button button-secondary"
          aria-label={t('accountsPage.list.removeBank', labels)}
          onClick={() => store.askToRemove('bank', account.id)}
        >
          {t('accountsPage.list.remove')}
        </button>
      </td>
    </tr>
  );
};

/** The member's bank accounts: bank, beneficiary, masked account number and IBAN, edit and remove. */
export const BankAccountTable = observer(function BankAccountTable({
  store,
}: {
  readonly store: AccountSettingsStore;
}) {
  const { t } = useTranslation();
  return (
    <table className="data-table account-table">
      <caption className="visually-hidden">{t('accountsPage.list.bankCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('accounts.bank.bankName')}</th>
          <th scope="col">{t('accounts.bank.beneficiaryName')}</th>
          <th scope="col">{t('accounts.bank.accountNumber')}</th>
          <th scope="col">{t('accounts.bank.iban')}</th>
          <th scope="col" className="account-actions-head">
            {t('accountsPage.list.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {store.bankAccounts.map((account) => (
          <BankRow key={account.id} account={account} store={store} />
        ))}
      </tbody>
    </table>
  );
});
