import { createElement, lazy, type ComponentType } from 'react';

/** How each lazy component whose download failed starts over. */
const failedDownloads = new Set<() => void>();

/**
 * Lets every lazy component whose download failed download again at its next render. An error
 * boundary calls it when it starts showing its children anew (a new visit, or the connection came
 * back), not the component itself: a component that suspended is rendered again at once by React, and
 * starting over there would download in a loop while the server is down.
 */
export const retryFailedDownloads = (): void => {
  for (const startOver of [...failedDownloads]) startOver();
  failedDownloads.clear();
};

/**
 * React's `lazy` for code that may fail to download (the server stopped for a moment). `lazy` keeps a
 * failed download for good, so the screen would fail on every visit until the page is reloaded; this
 * one downloads again once `retryFailedDownloads` was called.
 */
export const retryingLazy = <P extends object>(
  load: () => Promise<{ readonly default: ComponentType<P> }>,
): ComponentType<P> => {
  const attempt = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedDownloads.add(startOver);
        throw error;
      }),
    );
  let current = attempt();
  const startOver = (): void => {
    current = attempt();
  };
  const Retrying = (props: P) => createElement(current as ComponentType<P>, props);
  return Retrying;
};
