import type { i18n } from 'i18next';
import type { interfaces } from 'inversify';
import { ContainerProvider } from '../di/injection.js';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { I18n } from '../i18n/create-i18n.js';
import { Shell } from '../views/layout/Shell.js';

/** The app: the container's stores, the i18next instance and the router around the shell. */
export const App = ({ container }: { readonly container: interfaces.Container }) => (
  <StrictMode>
    <ContainerProvider container={container}>
      <I18nextProvider i18n={container.get<i18n>(I18n)}>
        <BrowserRouter>
          <Shell />
        </BrowserRouter>
      </I18nextProvider>
    </ContainerProvider>
  </StrictMode>
);
