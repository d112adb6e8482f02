import 'reflect-metadata';
import localeManifest from '@locale/manifest';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { readPageConfig } from './adapters/page-config.js';
import { App } from './app/App.js';
import { preloadPage } from './routes.js';
import { activateStores, browserAdapters, coreServices, createContainer, stores } from './di/container.js';
import { LanguageStore } from './stores/language.store.js';
import { SessionStore } from './stores/session.store.js';
import { SiteStore } from './stores/site.store.js';
import './styles/global.css';

const container = createContainer([
  browserAdapters(readPageConfig(document, window.location.origin), localeManifest),
  coreServices,
  stores,
]);
activateStores(container);

// The screen's code is fetched at once, beside the rest (it no longer waits for the first render).
const screen = preloadPage(window.location.pathname).catch(() => {
  // Its lazy loader tries again when it renders, and says so when it cannot.
});
// The language is resolved first, so a member's own language applies over it; then the first user
// fetch, the site's info and the texts load together. The page renders once the texts are there and
// shows the splash until the user fetch ends.
const language = container.get(LanguageStore);
await language.init();
const session = container.get(SessionStore).start();
const site = container.get(SiteStore).load();
await language.settled();

const root = document.getElementById('root');
// A guest's page may come with its first view in #root (the server's, painted before any script ran):
// it stays until the app can show that same screen whole, so no splash or spinner replaces it.
if (root?.firstElementChild) await Promise.allSettled([session, site, screen]);
/** Marks the server's first view in #root until the app has replaced it (the page is live from then). */
const FIRST_VIEW_ATTRIBUTE = 'data-first-view';
const Live = ({ at }: { readonly at: HTMLElement }) => {
  useEffect(() => at.removeAttribute(FIRST_VIEW_ATTRIBUTE), [at]);
  return null;
};
if (root)
  createRoot(root).render(
    <>
      <App container={container} />
      <Live at={root} />
    </>,
  );
