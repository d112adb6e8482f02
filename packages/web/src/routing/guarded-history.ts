import { NavigationType, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type To = Parameters<BrowserHistory['push']>[0];

/** Asked when a navigation would leave the page; calling `proceed` lets it go on. */
export type LeaveHold = (proceed: () => void) => void;

export interface GuardedHistory extends BrowserHistory {
  /** Holds every navigation to another path (links, back and forward) until released. */
  block(hold: LeaveHold): () => void;
}

/**
 * The browser history of <BrowserRouter>, able to hold a navigation while a screen has unsaved changes.
 * React Router's own blocker needs its data router, which would add 17 KB (gzip) to every guest's
 * download; this adds a few hundred bytes. Back and forward cannot be cancelled, so a held one is
 * undone at once (the URL goes back) and redone when the user agrees.
 */
export const createGuardedHistory = (win: Window = window): GuardedHistory => {
  const inner = createBrowserHistory({ window: win, v5Compat: true });
  let hold: LeaveHold | null = null;
  /** The popstate of our own undo of a held back/forward: not a navigation. */
  let undoing = false;
  /** The popstate of a back/forward the user agreed to: let it through. */
  let agreed = false;

  const leavesPath = (to: To): boolean => {
    const pathname =
      typeof to === 'string'
        ? new URL(to, win.location.href).pathname
        : (to.pathname ?? inner.location.pathname);
    return pathname !== inner.location.pathname;
  };

  const guarded = (to: To, navigate: () => void): void => {
    if (hold && leavesPath(to)) hold(navigate);
    else navigate();
  };

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    go: (delta) => inner.go(delta),
    push: (to, state) => guarded(to, () => inner.push(to, state)),
    replace: (to, state) => guarded(to, () => inner.replace(to, state)),
    listen: (listener) =>
      inner.listen((update) => {
        if (undoing) {
          undoing = false;
          return;
        }
        if (agreed) {
          agreed = false;
          listener(update);
          return;
        }
        const { delta } = update;
        if (update.action === NavigationType.Pop && hold && delta !== null && delta !== 0) {
          undoing = true;
          inner.go(-delta);
          hold(() => {
            agreed = true;
            inner.go(delta);
          });
          return;
        }
        listener(update);
      }),
    block(next) {
      hold = next;
      return () => {
        if (hold === next) hold = null;
      };
    },
  };
};
