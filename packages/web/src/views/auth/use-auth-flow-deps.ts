import { Clock, SessionService } from '@signal-portal/core';

import type { AuthFlowDeps } from '../../stores/auth/login-flow.store.js';
import { UiStore, useInjection } from '../shared.js';

/** What a screen's form store takes from the container: the core's session, the UI store, the clock. */
export const useAuthFlowDeps = (): AuthFlowDeps => ({
  session: useInjection(SessionService),
  ui: useInjection(UiStore),
  clock: useInjection<Clock>(Clock),
});
