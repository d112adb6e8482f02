import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Audience } from './routing/guard.js';
import { RouteGuard } from './routing/RouteGuard.js';

/** A screen's code, loaded when its route is first visited (one chunk per route). */
const page = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> => lazy(async () => ({ default: (await load())[name] }));

interface AppRoute {
  readonly path: string;
  readonly audience: Audience;
  readonly Page: LazyExoticComponent<ComponentType>;
}

const NotFoundPage = page(() => import('./views/not-found/NotFoundPage.js'), 'NotFoundPage');
const EditBankPage = page(() => import('./views/accounts/EditBankPage.js'), 'EditBankPage');
const EditCryptoPage = page(() => import('./views/accounts/EditCryptoPage.js'), 'EditCryptoPage');

/** Spec section 2: every route with its audience; anything else is the not-found page. */
export const ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    audience: 'everyone',
    Page: page(() => import('./views/landing/LandingPage.js'), 'LandingPage'),
  },
  { path: '/login', audience: 'guest', Page: page(() => import('./views/auth/LoginPage.js'), 'LoginPage') },
  {
    path: '/register/*',
    audience: 'guest',
    Page: page(() => import('./views/auth/RegisterPage.js'), 'RegisterPage'),
  },
  {
    // Its audience is the core's email rule: members without an email; the guard sends others to /.
    path: '/without-email',
    audience: 'everyone',
    Page: page(() => import('./views/auth/WithoutEmailPage.js'), 'WithoutEmailPage'),
  },
  {
    path: '/signal',
    audience: 'member',
    Page: page(() => import('./views/signals/SignalListPage.js'), 'SignalListPage'),
  },
  {
    path: '/signal/:id',
    audience: 'member',
    Page: page(() => import('./views/signals/SignalDetailPage.js'), 'SignalDetailPage'),
  },
  {
    // The signal edit screen: spec section 2 names it without a route.
    path: '/signal/:id/edit',
    audience: 'member',
    Page: page(() => import('./views/signals/SignalEditPage.js'), 'SignalEditPage'),
  },
  {
    path: '/signal/:id/symbol-list',
    audience: 'member',
    Page: page(() => import('./views/signals/SymbolListPage.js'), 'SymbolListPage'),
  },
  {
    path: '/signal/:id/tw/place-order',
    audience: 'member',
    Page: page(() => import('./views/signals/PlaceOrderPage.js'), 'PlaceOrderPage'),
  },
  {
    path: '/referral',
    audience: 'member',
    Page: page(() => import('./views/referral/ReferralPage.js'), 'ReferralPage'),
  },
  {
    path: '/create-signal',
    audience: 'member',
    Page: page(() => import('./views/signals/CreateSignalPage.js'), 'CreateSignalPage'),
  },
  {
    path: '/link-signal/:id',
    audience: 'member',
    Page: page(() => import('./views/signals/LinkSignalPage.js'), 'LinkSignalPage'),
  },
  {
    path: '/user-assets',
    audience: 'member',
    Page: page(() => import('./views/wallet/UserAssetsPage.js'), 'UserAssetsPage'),
  },
  {
    path: '/report',
    audience: 'member',
    Page: page(() => import('./views/report/ReportPage.js'), 'ReportPage'),
  },
  {
    path: '/withdraw',
    audience: 'member',
    Page: page(() => import('./views/withdraw/WithdrawPage.js'), 'WithdrawPage'),
  },
  {
    path: '/account-settings',
    audience: 'member',
    Page: page(() => import('./views/settings/AccountSettingsPage.js'), 'AccountSettingsPage'),
  },
  { path: '/account-settings/edit-bank', audience: 'member', Page: EditBankPage },
  { path: '/edit-bank', audience: 'member', Page: EditBankPage },
  { path: '/edit-bank/:id', audience: 'member', Page: EditBankPage },
  { path: '/edit-crypto', audience: 'member', Page: EditCryptoPage },
  { path: '/edit-crypto/:id', audience: 'member', Page: EditCryptoPage },
  {
    path: '/account-settings/kyc-application',
    audience: 'member',
    Page: page(() => import('./views/kyc/KycApplicationPage.js'), 'KycApplicationPage'),
  },
  { path: '*', audience: 'everyone', Page: NotFoundPage },
];

export const AppRoutes = () => (
  <Routes>
    {ROUTES.map(({ path, audience, Page }) => (
      <Route
        key={path}
        path={path}
        element={
          <RouteGuard audience={audience}>
            <Page />
          </RouteGuard>
        }
      />
    ))}
  </Routes>
);
