import { createContext } from 'react';
import type { GuardedHistory } from './guarded-history.js';

/** The app's history, for screens that hold a navigation while they have unsaved changes. */
export const NavigationGuardContext = createContext<GuardedHistory | null>(null);
