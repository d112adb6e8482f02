import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationGuardContext } from '../../../routing/navigation-guard.js';
import { ConfirmDialog } from './ConfirmDialog.js';

/**
 * Asks before unsaved changes are lost: leaving for another path inside the app (a link, back or
 * forward) shows a dialog; closing or reloading the tab shows the browser's own question. Render it
 * with `when` true while there are unsaved changes.
 */
export const LeaveGuard = ({ when }: { readonly when: boolean }) => {
  const { t } = useTranslation();
  const history = useContext(NavigationGuardContext);
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!when || !history) return;
    return history.block((proceed) => setPending(() => proceed));
  }, [when, history]);

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  if (!pending) return null;
  return (
    <ConfirmDialog
      title={t('kit.leaveTitle')}
      text={t('kit.leaveText')}
      confirmLabel={t('kit.leave')}
      cancelLabel={t('kit.stay')}
      danger
      onConfirm={() => {
        setPending(null);
        pending();
      }}
      onCancel={() => setPending(null)}
    />
  );
};
