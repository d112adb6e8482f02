import { visibleTailOf } from '@signal-portal/core';
import type { AccountSettingsStore } from '../../stores/settings/account-settings.store.js';
import { ConfirmDialog } from '../components/kit/index.js';
import { observer, useTranslation } from '../shared.js';

/** Asks before an account is removed, naming which one; the removal runs from here. */
export const RemoveAccountDialog = observer(function RemoveAccountDialog({
  store,
}: {
  readonly store: AccountSettingsStore;
}) {
  const { t } = useTranslation();
  const pending = store.pendingRemoval;
  if (pending === null) return null;
  const which =
    pending.kind === 'bank'
      ? t('accountsPage.remove.bankWhich', {
          name: pending.account.bankName,
          tail: visibleTailOf(pending.account.accountNumber),
        })
      : t('accountsPage.remove.cryptoWhich', {
          currency: pending.account.currency,
          network: pending.account.network,
          tail: visibleTailOf(pending.account.address),
        });
  return (
    <ConfirmDialog
      title={t(pending.kind === 'bank' ? 'accountsPage.remove.bankTitle' : 'accountsPage.remove.cryptoTitle')}
      text={t('accounts.deleteText')}
      confirmLabel={store.removing ? t('accountsPage.remove.removing') : t('accountsPage.remove.confirm')}
      danger
      busy={store.removing}
      onConfirm={() => void store.confirmRemoval()}
      onCancel={() => store.cancelRemoval()}
    >
      <p className="remove-account-which">{which}</p>
    </ConfirmDialog>
  );
});
