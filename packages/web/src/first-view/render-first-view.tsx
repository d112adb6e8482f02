// Runs at build time in Node (scripts/first-view.mjs bundles it), never in the browser: renders the
// guest's landing page with the app's own components, so the server can send it inside the entry
// page and the browser paints it before any script has run. The app replaces it with the same
// screen once it has started (main.tsx).
import { Clock, Http, KeyValueStore, SocketFactory, type Language, type SiteInfo } from '@signal-portal/core';
import type { i18n } from 'i18next';
import { ContainerModule } from 'inversify';
import { runInAction } from 'mobx';
import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { DocumentHead } from '../adapters/document-head.js';
import { PageConfig } from '../adapters/page-config.js';
import { PreferredLanguages } from '../adapters/preferred-languages.js';
import { ContainerProvider } from '../di/injection.js';
import { coreServices, createContainer, stores } from '../di/container.js';
import { I18n } from '../i18n/create-i18n.js';
import type { LocaleBundle } from '../i18n/locale-groups.js';
import { LocaleLoader } from '../i18n/locale-loader.js';
import { preloadPage } from '../routes.js';
import { LanguageStore } from '../stores/language.store.js';
import { SessionStore } from '../stores/session.store.js';
import { SiteStore } from '../stores/site.store.js';
import { Shell } from '../views/layout/Shell.js';

/**
 * What the server puts in place of the site's own values: the page is rendered once per language and
 * per shape of branding (a logo or the name; a header link or none), not once per site.
 */
export const FIRST_VIEW_PLACEHOLDERS = {
  siteName: '__FIRST_VIEW_SITE_NAME__',
  logoUrl: '__FIRST_VIEW_LOGO_URL__',
  linkText: '__FIRST_VIEW_LINK_TEXT__',
  linkUrl: '__FIRST_VIEW_LINK_URL__',
} as const;

/** The shapes of branding a site can have; the server picks the one that fits its site. */
export const FIRST_VIEW_VARIANTS = ['name', 'logo', 'name-link', 'logo-link'] as const;
export type FirstViewVariant = (typeof FIRST_VIEW_VARIANTS)[number];

/** The paths with a first view (the landing page), each with its screen's chunk (its component's name). */
export const FIRST_VIEW_SCREENS = { '/': 'LandingPage' } as const;

export { LANGUAGES } from '@signal-portal/core';

const unused = (): never => {
  throw new Error('the first view is rendered without calling out');
};

/** Ports that are never called while rendering; the stores need them to be made. */
const staticPorts = (language: Language): ContainerModule =>
  new ContainerModule((bind) => {
    bind<PageConfig>(PageConfig).toConstantValue({ apiDomain: '/api', wsDomain: '/ws', siteToken: '' });
    bind<Http>(Http).toConstantValue({ request: unused } as unknown as Http);
    bind<KeyValueStore>(KeyValueStore).toConstantValue({
      get: () => Promise.resolve(null),
      set: () => Promise.resolve(),
      remove: () => Promise.resolve(),
    } as unknown as KeyValueStore);
    bind<SocketFactory>(SocketFactory).toConstantValue({ open: unused });
    bind<Clock>(Clock).toConstantValue({
      now: () => 0,
      setTimeout: () => 0,
      clearTimeout: () => undefined,
    });
    bind<DocumentHead>(DocumentHead).toConstantValue({
      setTitle: () => undefined,
      setFavicon: () => undefined,
      setLanguage: () => undefined,
    });
    bind<LocaleLoader>(LocaleLoader).toConstantValue({ load: unused });
    bind<PreferredLanguages>(PreferredLanguages).toConstantValue(() => [language]);
  });

const siteOf = (variant: FirstViewVariant): SiteInfo => {
  const { siteName, logoUrl, linkText, linkUrl } = FIRST_VIEW_PLACEHOLDERS;
  const link = variant.endsWith('-link');
  return {
    siteName,
    lightLogo: variant.startsWith('logo') ? logoUrl : '',
    hyperlinkContext: link ? linkText : '',
    hyperlinkUrl: link ? linkUrl : '',
    hyperlinkHide: !link,
  } as SiteInfo;
};

/**
 * The markup of `#root` for a guest at `path` in `language`, with the shell's texts of that language,
 * for one shape of branding (the placeholders stand for the site's values).
 */
export const renderFirstView = async (
  path: string,
  language: Language,
  shellTexts: LocaleBundle,
  variant: FirstViewVariant,
): Promise<string> => {
  enableStaticRendering(true);
  const container = createContainer([staticPorts(language), coreServices, stores]);
  const texts = container.get<i18n>(I18n);
  texts.addResourceBundle(language, 'translation', shellTexts, true, true);
  await texts.changeLanguage(language);
  runInAction(() => {
    container.get(LanguageStore).language = language;
    container.get(SessionStore).status = 'ready';
    container.get(SiteStore).info = siteOf(variant);
  });
  // The screen renders at once rather than through its lazy loader, which a static render cannot wait for.
  await preloadPage(path);
  return renderToStaticMarkup(
    <StrictMode>
      <ContainerProvider container={container}>
        <I18nextProvider i18n={texts}>
          <MemoryRouter initialEntries={[path]}>
            <Shell />
          </MemoryRouter>
        </I18nextProvider>
      </ContainerProvider>
    </StrictMode>,
  );
};
