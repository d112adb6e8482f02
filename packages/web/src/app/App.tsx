import type { i18n } from 'i18next';
import type { interfaces } from 'inversify';
import { ContainerProvider } from '../di/injection.js';
import { StrictMode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { I18n } from '../i18n/create-i18n.js';
import { Shell } from '../views/layout/Shell.js';

// A data router (rather than <BrowserRouter>) so that a screen with unsaved changes can hold a
// navigation and ask first (useBlocker). The shell owns the <Routes> of every screen.
const createRouter = () => createBrowserRouter([{ path: '*', element: <Shell /> }]);

/** The app: the container's stores, the i18next instance and the router around the shell. */
export const App = ({ container }: { readonly container: interfaces.Container }) => {
  const [router] = useState(createRouter);
  return (
    <StrictMode>
      <ContainerProvider container={container}>
        <I18nextProvider i18n={container.get<i18n>(I18n)}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </ContainerProvider>
    </StrictMode>
  );
};
