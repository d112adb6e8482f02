/**
 * The web portal in Chromium against a started server: the site's branding from GET /entry (and after
 * an operator changes it), the not-found page, the language switch surviving a reload (for members
 * also saved on the server), and the guest pages in all six languages: a screenshot of each under
 * test-artifacts/screenshots and an axe-core check without serious or critical violations.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, RESOURCES } from '@signal-portal/core';
import { DEMO_PROVIDER_CONTACT, DEMO_SITE_ID, demoSite } from '@signal-portal/fixtures';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { ROOT, startPortal, type Portal } from '../support/portal.js';
import { seriousViolations } from './support/axe.js';
import { prepareProduct } from './support/product.js';
import { ops } from './support/ops.js';
import { logInByEmail, newContext, visit, waitForPath } from './support/pages.js';

const SCREENSHOTS = join(ROOT, 'test-artifacts/screenshots');
const GUEST_PAGES = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'sign-up', path: '/register' },
] as const;

describe('web portal: branding, languages, not-found, screenshots and accessibility', () => {
  let portal: Portal;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  const openPage = async (options: Parameters<typeof newContext>[1] = {}): Promise<Page> => {
    const context = await newContext(browser, options);
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    await prepareProduct();
    portal = await startPortal();
    browser = await launchChromium();
    await mkdir(SCREENSHOTS, { recursive: true });
  }, 240_000);

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it("brands the page from the site's info: title, favicon, light logo and the hyperlink button", async () => {
    const site = demoSite();
    const page = await openPage();
    await visit(page, portal, '/');
    await expect.poll(() => page.title()).toBe(site.siteName);
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe(site.favicon);
    const logo = page.locator('.header-logo img');
    expect(await logo.getAttribute('src')).toBe(site.lightLogo);
    expect(await logo.getAttribute('alt')).toBe(site.siteName);
    await page.locator('.header-logo').click();
    await waitForPath(page, '/');

    const link = page.getByRole('link', { name: new RegExp(site.hyperlinkContext) });
    expect(await link.getAttribute('href')).toBe(site.hyperlinkUrl);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    // Guests get the log-in/register toggle: register on /login, log in elsewhere.
    await page.getByRole('link', { name: 'Log in', exact: true }).first().waitFor();
    await visit(page, portal, '/login');
    await page.locator('.header').getByRole('link', { name: 'Register', exact: true }).waitFor();
  });

  it("follows an operator's change of the branding: new name, the hyperlink hidden", async () => {
    const changed = await ops(
      portal,
      'site',
      'update',
      DEMO_SITE_ID,
      '--site-name',
      'Aurora Desk',
      '--hyperlink-hide',
      'true',
    );
    expect(changed.error).toBe(false);
    // The server keeps a site for up to 5 s (its request-context cache): a new visit shows the change then.
    const page = await openPage();
    await expect
      .poll(
        async () => {
          await visit(page, portal, '/');
          return page.title();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe('Aurora Desk');
    await page.locator('.footer', { hasText: '© Aurora Desk' }).waitFor();
    expect(await page.getByRole('link', { name: new RegExp(demoSite().hyperlinkContext) }).count()).toBe(0);
    await ops(
      portal,
      'site',
      'update',
      DEMO_SITE_ID,
      '--site-name',
      demoSite().siteName,
      '--hyperlink-hide',
      'false',
    );
  });

  it('shows the not-found page for any other path, with a way home', async () => {
    const page = await openPage();
    await visit(page, portal, '/no/such/page');
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await waitForPath(page, '/');
    await expect.poll(() => page.locator('h1').textContent()).toBe(RESOURCES['en-US'].landing.heroTitle);
  });

  it('shows a reload message, not a white page, when a screen cannot be downloaded', async () => {
    const page = await openPage();
    await page.route('**/assets/LoginPage-*.js', (route) => route.abort('connectionfailed'));
    await visit(page, portal, '/');
    await page.getByRole('link', { name: 'Log in', exact: true }).first().click();
    await page.getByRole('alert').getByText('This page could not be loaded').waitFor();
    expect(await page.getByRole('button', { name: 'Reload page' }).isVisible()).toBe(true);
    // The shell still works: another route renders normally.
    await page.getByRole('link', { name: 'Register', exact: true }).first().click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(RESOURCES['en-US'].auth.registerTitle);
  });

  it("keeps a guest's language choice over a reload, <html lang> included", async () => {
    const page = await openPage();
    await visit(page, portal, '/');
    await page.getByLabel('Language').selectOption('ja-JP');
    await expect.poll(() => page.locator('h1').textContent()).toBe(RESOURCES['ja-JP'].landing.heroTitle);
    expect(await page.locator('html').getAttribute('lang')).toBe('ja-JP');
    await page.reload();
    await page.locator('.app').waitFor();
    expect(await page.locator('h1').textContent()).toBe(RESOURCES['ja-JP'].landing.heroTitle);
    expect(await page.locator('html').getAttribute('lang')).toBe('ja-JP');
    expect(await page.getByLabel('言語').inputValue()).toBe('ja-JP');
  });

  it("sends a member's choice to the server, which gives it back on the next start", async () => {
    const page = await openPage();
    await logInByEmail(page, portal, DEMO_PROVIDER_CONTACT.email);
    const saved = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/api/user/language'),
    );
    await page.getByLabel('Language').selectOption('vi-VN');
    expect((await saved).postDataJSON()).toEqual({ language: 'vi-VN' });
    await expect.poll(() => page.locator('h1').textContent()).toBe(RESOURCES['vi-VN'].signal.title);
    // Without the local choice, the member's own language (from the server) applies at start.
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await page.locator('.app').waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('vi-VN');
    expect(await page.locator('h1').textContent()).toBe(RESOURCES['vi-VN'].signal.title);
    await page.getByLabel(RESOURCES['vi-VN'].layout.language).selectOption('en-US');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en-US');
  });

  describe.each(LANGUAGES)('guest pages in %s', (language) => {
    it('renders landing, login and sign-up in the language, without serious accessibility violations', async () => {
      const texts = RESOURCES[language];
      const page = await openPage({ language, bypassCSP: true });
      for (const { name, path } of GUEST_PAGES) {
        await visit(page, portal, path);
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
        const heading =
          name === 'landing'
            ? texts.landing.heroTitle
            : name === 'login'
              ? texts.auth.loginTitle
              : texts.auth.registerTitle;
        await expect.poll(() => page.locator('h1').textContent()).toBe(heading);
        await page.screenshot({ path: join(SCREENSHOTS, `${name}-${language}.png`), fullPage: true });
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  });
});
