import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '../../routes.js';
import { ScrollToTop } from '../../routing/ScrollToTop.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { PageErrorBoundary } from './PageErrorBoundary.js';
import { LoadingOverlay } from './LoadingOverlay.js';
import { Splash } from './Splash.js';
import { Toasts } from './Toasts.js';
import './layout.css';
import { PageSpinner, SessionStore, UiStore, useInjection } from '../shared.js';

const LegalDialog = lazy(async () => ({ default: (await import('./LegalDialog.js')).LegalDialog }));

/** The page around every route: header, content, footer, toasts and the loading overlay. */
export const Shell = observer(function Shell() {
  const session = useInjection(SessionStore);
  const ui = useInjection(UiStore);
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!session.started) return <Splash />;
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <AppRoutes />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <Toasts />
      {ui.legalDocument && (
        <Suspense fallback={null}>
          <LegalDialog document={ui.legalDocument} />
        </Suspense>
      )}
      <LoadingOverlay />
    </div>
  );
});
