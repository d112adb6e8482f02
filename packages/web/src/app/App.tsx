import type { i18n } from 'i18next';
import type { interfaces } from 'inversify';
import { ContainerProvider } from '../di/injection.js';
import { StrictMode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { I18n } from '../i18n/create-i18n.js';
import { createGuardedHistory } from '../routing/guarded-history.js';
import { NavigationGuardContext } from '../routing/navigation-guard.js';
import { Shell } from '../views/layout/Shell.js';

/**
 * The app: the container's stores, the i18next instance and the router around the shell. The router
 * runs on a history that can hold a navigation, so a screen with unsaved changes can ask first.
 */
export const App = ({ container }: { readonly container: interfaces.Container }) => {
  const [history] = useState(createGuardedHistory);
  return (
    <StrictMode>
      <ContainerProvider container={container}>
        <I18nextProvider i18n={container.get<i18n>(I18n)}>
          <NavigationGuardContext.Provider value={history}>
            <HistoryRouter history={history}>
              <Shell />
            </HistoryRouter>
          </NavigationGuardContext.Provider>
        </I18nextProvider>
      </ContainerProvider>
    </StrictMode>
  );
};
