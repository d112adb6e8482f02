import { createElement, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import type { Audience } from './routing/guard.js';
import { retryingLazy } from './routing/retrying-lazy.js';
import { RouteGuard } from './routing/RouteGuard.js';
import { FocusMainHeading, RouteTitle, type RouteTitleSource } from './routing/RouteHead.js';

/** A route's screen, whose code can be fetched ahead of its first render. */
type PageComponent = ComponentType & { readonly preload: () => Promise<void> };

/**
 * A screen's code, loaded when its route is first visited (one chunk per route); a download that
 * failed is tried again on the next visit. Once preloaded, the screen renders at once, without
 * suspending: the page's first view (see main.tsx) is replaced by the same screen, never a spinner.
 */
const page = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): PageComponent => {
  let loaded: ComponentType | undefined;
  const fetchCode = async (): Promise<ComponentType> => (loaded ??= (await load())[name]);
  const Lazy = retryingLazy(async () => ({ default: await fetchCode() }));
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload: async () => void (await fetchCode()) });
};

interface AppRoute {
  readonly path: string;
  readonly audience: Audience;
  /** What names the browser tab (see RouteTitleSource). */
  readonly title: RouteTitleSource;
  readonly Page: PageComponent;
}

const NotFoundPage = page(() => import('./views/not-found/NotFoundPage.js'), 'NotFoundPage');
const EditBankPage = page(() => import('./views/accounts/EditBankPage.js'), 'EditBankPage');
const EditCryptoPage = page(() => import('./views/accounts/EditCryptoPage.js'), 'EditCryptoPage');

/**
 * Spec section 2: every route with its audience and its tab title; anything else is the not-found
 * page. A route's screen takes the focus on its main heading when a navigation brings it.
 */
export const ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    audience: 'everyone',
    title: 'site',
    Page: page(() => import('./views/landing/LandingPage.js'), 'LandingPage'),
  },
  {
    path: '/login',
    audience: 'guest',
    title: 'auth.loginTitle',
    Page: page(() => import('./views/auth/LoginPage.js'), 'LoginPage'),
  },
  {
    path: '/register/*',
    audience: 'guest',
    title: 'auth.registerTitle',
    Page: page(() => import('./views/auth/RegisterPage.js'), 'RegisterPage'),
  },
  {
    // Its audience is the core's email rule: members without an email; the guard sends others to /.
    path: '/without-email',
    audience: 'everyone',
    title: 'auth.withoutEmailTitle',
    Page: page(() => import('./views/auth/WithoutEmailPage.js'), 'WithoutEmailPage'),
  },
  {
    path: '/signal',
    audience: 'member',
    title: 'screen',
    Page: page(() => import('./views/signals/SignalListPage.js'), 'SignalListPage'),
  },
  {
    path: '/signal/:id',
    audience: 'member',
    title: 'screen',
    Page: page(() => import('./views/signals/SignalDetailPage.js'), 'SignalDetailPage'),
  },
  {
    // The signal edit screen: spec section 2 names it without a route.
    path: '/signal/:id/edit',
    audience: 'member',
    title: 'screen',
    Page: page(() => import('./views/signals/SignalEditPage.js'), 'SignalEditPage'),
  },
  {
    path: '/signal/:id/symbol-list',
    audience: 'member',
    title: 'screen',
    Page: page(() => import('./views/signals/SymbolListPage.js'), 'SymbolListPage'),
  },
  {
    path: '/signal/:id/tw/place-order',
    audience: 'member',
    title: 'screen',
    Page: page(() => import('./views/signals/PlaceOrderPage.js'), 'PlaceOrderPage'),
  },
  {
    path: '/referral',
    audience: 'member',
    title: 'screen',
    Page: page(() => import('./views/referral/ReferralPage.js'), 'ReferralPage'),
  },
  {
    path: '/create-signal',
    audience: 'member',
    title: 'screen',
    Page: page(() => import('./views/signals/CreateSignalPage.js'), 'CreateSignalPage'),
  },
  {
    path: '/link-signal/:id',
    audience: 'member',
    title: 'screen',
    Page: page(() => import('./views/signals/LinkSignalPage.js'), 'LinkSignalPage'),
  },
  {
    path: '/user-assets',
    audience: 'member',
    title: 'screen',
    Page: page(() => import('./views/wallet/UserAssetsPage.js'), 'UserAssetsPage'),
  },
  {
    path: '/report',
    audience: 'member',
    title: 'screen',
    Page: page(() => import('./views/report/ReportPage.js'), 'ReportPage'),
  },
  {
    path: '/withdraw',
    audience: 'member',
    title: 'screen',
    Page: page(() => import('./views/withdraw/WithdrawPage.js'), 'WithdrawPage'),
  },
  {
    path: '/account-settings',
    audience: 'member',
    title: 'screen',
    Page: page(() => import('./views/settings/AccountSettingsPage.js'), 'AccountSettingsPage'),
  },
  { path: '/account-settings/edit-bank', audience: 'member', title: 'screen', Page: EditBankPage },
  { path: '/edit-bank', audience: 'member', title: 'screen', Page: EditBankPage },
  { path: '/edit-bank/:id', audience: 'member', title: 'screen', Page: EditBankPage },
  { path: '/edit-crypto', audience: 'member', title: 'screen', Page: EditCryptoPage },
  { path: '/edit-crypto/:id', audience: 'member', title: 'screen', Page: EditCryptoPage },
  {
    path: '/account-settings/kyc-application',
    audience: 'member',
    title: 'screen',
    Page: page(() => import('./views/kyc/KycApplicationPage.js'), 'KycApplicationPage'),
  },
  { path: '*', audience: 'everyone', title: 'layout.notFoundTitle', Page: NotFoundPage },
];

/** Fetches the code of the screen a path shows (the not-found screen's for an unknown path). */
export const preloadPage = (pathname: string): Promise<void> => {
  const route = ROUTES.find(({ path }) => matchPath(path, pathname) !== null);
  return route ? route.Page.preload() : Promise.resolve();
};

export const AppRoutes = () => (
  <Routes>
    {ROUTES.map(({ path, audience, title, Page }) => (
      <Route
        key={path}
        path={path}
        element={
          <RouteGuard audience={audience}>
            {title !== 'screen' && <RouteTitle title={title} />}
            <Page />
            <FocusMainHeading />
          </RouteGuard>
        }
      />
    ))}
  </Routes>
);
