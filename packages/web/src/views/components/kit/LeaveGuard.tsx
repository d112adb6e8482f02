import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog.js';

/**
 * Asks before unsaved changes are lost: a navigation inside the app shows a dialog, closing or
 * reloading the tab shows the browser's own question. Render it while `when` holds.
 */
export const LeaveGuard = ({ when }: { readonly when: boolean }) => {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
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
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t('kit.leaveTitle')}
      text={t('kit.leaveText')}
      confirmLabel={t('kit.leave')}
      cancelLabel={t('kit.stay')}
      danger
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
};
