import { reaction } from 'mobx';
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { DocumentHead, tabTitle } from '../adapters/document-head.js';
import { useInjection } from '../di/injection.js';
import { SiteStore } from '../stores/site.store.js';
import { focusMainHeading, HeadingFocusPolicy } from './heading-focus.js';
import { NavigationGuardContext } from './navigation-guard.js';

/** Texts of the shell group (loaded before any screen) that name a guest route's tab. */
export type ShellTitleKey =
  'auth.loginTitle' | 'auth.registerTitle' | 'auth.withoutEmailTitle' | 'layout.notFoundTitle';

/**
 * What names a route's browser tab, always with the site's name: a shell text; 'site' for the home
 * page (the site's name alone); 'screen' for member screens, which title the tab with their own
 * heading (MemberPage: e.g. a signal's name), known only once the screen has it.
 */
export type RouteTitleSource = ShellTitleKey | 'site' | 'screen';

/** Titles the tab "<route> · <site name>" while the route is shown, in the interface language. */
export const RouteTitle = ({ title }: { readonly title: Exclude<RouteTitleSource, 'screen'> }) => {
  const head = useInjection<DocumentHead>(DocumentHead);
  const site = useInjection(SiteStore);
  const { t } = useTranslation();
  const text = title === 'site' ? '' : t(title);
  useEffect(
    () =>
      reaction(
        () => site.info?.siteName ?? '',
        (siteName) => head.setTitle(tabTitle(text, siteName)),
        { fireImmediately: true },
      ),
    [head, site, text],
  );
  return null;
};

/** One policy per app (its history), since the route's components mount anew on every navigation. */
const policies = new WeakMap<object, HeadingFocusPolicy>();
const fallbackKey = {};
const policyOf = (owner: object): HeadingFocusPolicy => {
  let policy = policies.get(owner);
  if (!policy) {
    policy = new HeadingFocusPolicy();
    policies.set(owner, policy);
  }
  return policy;
};

/**
 * Rendered after a route's screen: once the screen is on the page, moves focus to its main heading
 * when a navigation brought it (see HeadingFocusPolicy). A change of the query alone (filters, pages
 * of a list) keeps the focus where the user is.
 */
export const FocusMainHeading = () => {
  const history = useContext(NavigationGuardContext);
  const { key, pathname } = useLocation();
  useEffect(() => {
    if (policyOf(history ?? fallbackKey).shouldFocus(key)) focusMainHeading(document.getElementById('main'));
    // Only a new path moves focus: `key` is read for the first-screen rule, deliberately not a dependency.
  }, [history, pathname]);
  return null;
};
