import { observer } from 'mobx-react-lite';

import { useTranslation } from 'react-i18next';
import { SiteStore, UiStore, useInjection } from '../shared.js';

/** The notice that the site is for education and simulated trading, and the legal texts. */
export const Footer = observer(function Footer() {
  const site = useInjection(SiteStore);
  const ui = useInjection(UiStore);
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <p className="footer-notice">{t('landing.notice')}</p>
        <div className="footer-links">
          <button type="button" className="link-button" onClick={() => void ui.openLegal('terms')}>
            {t('auth.terms')}
          </button>
          <button type="button" className="link-button" onClick={() => void ui.openLegal('privacy')}>
            {t('auth.privacy')}
          </button>
          <span className="footer-site">© {site.info?.siteName}</span>
        </div>
      </div>
    </footer>
  );
});
