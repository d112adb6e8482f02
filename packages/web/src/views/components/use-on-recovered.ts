import { useEffect, useRef } from 'react';
import { useInjection } from '../../di/injection.js';
import { ConnectivityStore } from '../../stores/connectivity.store.js';

/** Calls `action` (the latest one given) each time the server can be reached again, while mounted. */
export const useOnRecovered = (action: () => void): void => {
  const connectivity = useInjection(ConnectivityStore);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => connectivity.onRecovered(() => latest.current()), [connectivity]);
};
