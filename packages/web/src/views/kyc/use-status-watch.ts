import { useEffect } from 'react';
import type { KycApplicationStore } from '../../stores/kyc/kyc-application.store.js';

/**
 * Keeps the verification status current while the page is watched: the page coming back into view
 * (another tab, an unlocked phone) or the window regaining focus asks again at once; a hidden page
 * stops the store's poll.
 */
export const useStatusWatch = (store: KycApplicationStore): void => {
  useEffect(() => {
    const onVisibility = () => store.setVisible(document.visibilityState === 'visible');
    const onFocus = () => void store.refresh();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    onVisibility();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
    };
  }, [store]);
};
