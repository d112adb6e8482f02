import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '../../routes.js';
import { retryingLazy } from '../../routing/retrying-lazy.js';
import { ScrollToTop } from '../../routing/ScrollToTop.js';
import { ConnectivityStore } from '../../stores/connectivity.store.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { PageErrorBoundary } from './PageErrorBoundary.js';
import { LoadingOverlay } from './LoadingOverlay.js';
import { OfflineBanner } from './OfflineBanner.js';
import { QuietErrorBoundary } from './QuietErrorBoundary.js';
import { Splash } from './Splash.js';
import { Toasts } from './Toasts.js';
import './layout.css';
import { PageSpinner, SessionStore, UiStore, useInjection } from '../shared.js';

const LegalDialog = retryingLazy(async () => ({ default: (await import('./LegalDialog.js')).LegalDialog }));

/**
 * The page around every route: header, the offline banner, content, footer, toasts and the loading
 * overlay. A screen that failed to load starts over when the connection comes back.
 */
export const Shell = observer(function Shell() {
  const session = useInjection(SessionStore);
  const ui = useInjection(UiStore);
  const connectivity = useInjection(ConnectivityStore);
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
      <OfflineBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <PageErrorBoundary key={pathname} resetKey={connectivity.recoveries}>
          <Suspense fallback={<PageSpinner />}>
            <AppRoutes />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <Toasts />
      {ui.legalDocument && (
        <QuietErrorBoundary
          onError={() => {
            ui.closeLegal();
            void ui.showError('NETWORK_ERROR');
          }}
        >
          <Suspense fallback={null}>
            <LegalDialog document={ui.legalDocument} />
          </Suspense>
        </QuietErrorBoundary>
      )}
      <LoadingOverlay />
    </div>
  );
});
