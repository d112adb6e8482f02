// What the screens share: observer, translation and links, the injection hook, the app-wide stores, the
// paths and the common components. Screens import them from here. Besides one place to look, it keeps
// them in one chunk of the build: esbuild groups modules by the set of entry points (screens) that
// reach them, and a module reached by some screens only would otherwise become a small file of its
// own on every guest's first visit.
export { Clock } from '@signal-portal/core';
export { observer } from 'mobx-react-lite';
export { useTranslation } from 'react-i18next';
export { Link } from 'react-router-dom';
export { useInjection } from '../di/injection.js';
export { PATHS } from '../routing/paths.js';
export { LanguageStore } from '../stores/language.store.js';
export { LiveFeedStore } from '../stores/live-feed.store.js';
export { SessionStore } from '../stores/session.store.js';
export { SiteStore } from '../stores/site.store.js';
export { UiStore } from '../stores/ui.store.js';
export { WalletStore } from '../stores/wallet.store.js';
export * from './components/icons.js';
export { PageSpinner } from './components/PageSpinner.js';
export { Spinner } from './components/Spinner.js';
