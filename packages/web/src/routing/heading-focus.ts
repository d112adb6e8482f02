/**
 * Where focus goes when a route's screen appears (WAI: after a client-side navigation, move focus to
 * the new content so screen-reader and keyboard users start there; the heading also announces where
 * the navigation led). Not on the first screen after the page loads: that is the browser's own page
 * load, where assistive technology reads the new title and starts at the top, before the skip link and
 * the header, exactly as on any page; moving focus there would skip them. After that, every screen a
 * navigation brings (links, redirects, back and forward, also back to the first one) gets the focus.
 */
export class HeadingFocusPolicy {
  private firstKey: string | undefined;
  private navigated = false;

  /** Whether the screen shown for this location (React Router's location key) takes the focus. */
  shouldFocus(locationKey: string): boolean {
    if (this.firstKey === undefined) {
      this.firstKey = locationKey;
      return false;
    }
    // The same first location again is a re-mount (React's StrictMode), not a navigation.
    if (locationKey !== this.firstKey) this.navigated = true;
    return this.navigated;
  }
}

/** The element focus moves to: the main region's first h1, else the main region itself. */
export const focusMainHeading = (main: HTMLElement | null): void => {
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  // Focusable from script only, never a tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
};
