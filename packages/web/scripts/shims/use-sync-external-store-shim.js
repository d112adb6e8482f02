// React 18 and later have useSyncExternalStore built in; the `use-sync-external-store/shim` package
// that mobx-react-lite and react-i18next import only re-creates it for older Reacts. The build points
// that import here, so the browser does not download the copy.
export { useSyncExternalStore } from 'react';
