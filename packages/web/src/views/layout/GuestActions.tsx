import { observer } from 'mobx-react-lite';

import { useTranslation } from 'react-i18next';

import { Link, useLocation } from 'react-router-dom';
import { ExternalLinkIcon, PATHS, SiteStore, useInjection } from '../shared.js';
import { GuestMenu } from './GuestMenu.js';

/**
 * A guest's header: the site's optional hyperlink (its own text and URL, a new window) and the
 * log-in/register toggle, which offers to register on /login and to log in everywhere else. On a
 * phone both move into the guest menu (layout.css shows one or the other).
 */
export const GuestActions = observer(function GuestActions() {
  const site = useInjection(SiteStore);
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const onLogin = pathname === PATHS.login;
  const link = site.hyperlink;
  return (
    <>
      <div className="guest-actions">
        {link && (
          <a className="button button-ghost" href={link.url} target="_blank" rel="noopener noreferrer">
            {link.text}
            <ExternalLinkIcon size={16} />
            <span className="visually-hidden">({t('layout.opensInNewWindow')})</span>
          </a>
        )}
        <Link className="button button-primary" to={onLogin ? PATHS.register : PATHS.login}>
          {onLogin ? t('layout.register') : t('layout.login')}
        </Link>
      </div>
      <GuestMenu link={link} />
    </>
  );
});
