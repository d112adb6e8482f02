import { observer } from 'mobx-react-lite';

import { lazy, Suspense } from 'react';

import { useTranslation } from 'react-i18next';

import { Link, NavLink } from 'react-router-dom';

import { GuestActions } from './GuestActions.js';

import { LanguagePicker } from './LanguagePicker.js';
import { PATHS, SessionStore, SiteStore, useInjection } from '../shared.js';

const MemberHeaderActions = lazy(async () => ({
  default: (await import('./MemberHeaderActions.js')).MemberHeaderActions,
}));

/** The site's light logo (its name while none is set), linking home. */
const Logo = observer(function Logo() {
  const site = useInjection(SiteStore);
  const { t } = useTranslation();
  const name = site.info?.siteName ?? '';
  return (
    <Link to={PATHS.home} className="header-logo" aria-label={name || t('layout.home')}>
      {site.info?.lightLogo ? (
        <img src={site.info.lightLogo} alt={name} height={36} />
      ) : (
        <span className="header-site-name">{name}</span>
      )}
    </Link>
  );
});

/** The fixed 64px header (spec section 2). */
export const Header = observer(function Header() {
  const session = useInjection(SessionStore);
  const { t } = useTranslation();
  return (
    <header className="header">
      <div className="header-inner">
        <Logo />
        <nav className="header-nav" aria-label={t('layout.mainNavigation')}>
          {session.isMember && (
            <NavLink to={PATHS.signals} className="header-link">
              {t('layout.mySignal')}
            </NavLink>
          )}
        </nav>
        <div className="header-actions">
          <LanguagePicker />
          {session.isMember ? (
            <Suspense fallback={null}>
              <MemberHeaderActions />
            </Suspense>
          ) : (
            <GuestActions />
          )}
        </div>
      </div>
    </header>
  );
});
