import 'reflect-metadata';
import localeManifest from '@locale/manifest';
import { createRoot } from 'react-dom/client';
import { readPageConfig } from './adapters/page-config.js';
import { App } from './app/App.js';
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

// The language is resolved first, so a member's own language applies over it; then the first user
// fetch, the site's info and the texts load together. The page renders once the texts are there and
// shows the splash until the user fetch ends.
const language = container.get(LanguageStore);
await language.init();
void container.get(SessionStore).start();
void container.get(SiteStore).load();
await language.settled();

const root = document.getElementById('root');
if (root) createRoot(root).render(<App container={container} />);
