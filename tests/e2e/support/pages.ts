/** Helpers for driving the portal in Chromium as a user would. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Portal } from '../../support/portal.js';

/** Wider than the portal's minimum page width of 1288px. */
export const VIEWPORT = { width: 1366, height: 900 } as const;

export interface OpenOptions {
  /** The language saved in the browser before the first page loads. */
  readonly language?: string;
  /** For injecting axe-core: the page's CSP allows no inline or injected script. */
  readonly bypassCSP?: boolean;
}

export const newContext = async (browser: Browser, options: OpenOptions = {}): Promise<BrowserContext> => {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    locale: 'en-US',
    bypassCSP: options.bypassCSP ?? false,
  });
  // Below the test's own 30 s, so a wait that never ends fails naming its locator rather than as a
  // bare test timeout.
  context.setDefaultTimeout(20_000);
  if (options.language !== undefined) {
    await context.addInitScript((language) => {
      window.localStorage.setItem('signal-portal:language', language);
    }, options.language);
  }
  return context;
};

/** Opens a path and waits until the app has started (the splash is gone). */
/**
 * The app once it runs: a guest's page may first show the server's picture of it (#root marked
 * data-first-view), whose controls do nothing until the app replaces it.
 */
export const LIVE_APP = '#root:not([data-first-view]) .app';

export const visit = async (page: Page, portal: Portal, path: string): Promise<void> => {
  await page.goto(`${portal.url}${path}`);
  await page.locator(LIVE_APP).waitFor();
};

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** Waits until the app's router is on `path`. */
export const waitForPath = (page: Page, path: string): Promise<void> =>
  page.waitForURL((url) => url.pathname === path, { timeout: 10_000 });

/** The code the server sent to `to` for the request made after the outbox held `after` messages. */
export const codeAfter = (portal: Portal, to: string, after: number): Promise<string> =>
  portal.codeFor(to, after);

/** Sends a log-in code by email and enters it; resolves when the member is on /signal. */
export const logInByEmail = async (page: Page, portal: Portal, email: string): Promise<void> => {
  await visit(page, portal, '/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const before = (await portal.outbox()).length;
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await codeAfter(portal, email, before);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await waitForPath(page, '/signal');
};

/** The toasts on screen, their texts. */
export const toastTexts = (page: Page): Promise<string[]> => page.locator('.toast-message').allTextContents();

/** Opens the member menu and logs out. */
export const logOut = async (page: Page): Promise<void> => {
  await page.locator('.member-menu-button').click();
  await page.getByRole('button', { name: 'Log out' }).click();
};
