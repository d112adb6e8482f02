/**
 * The web portal in Chromium against a started server: the site's branding from GET /entry (and after
 * an operator changes it), the not-found page, the language switch surviving a reload (for members
 * also saved on the server), and the guest pages in all six languages: a screenshot of each under
 * test-artifacts/screenshots and an axe-core check without serious or critical violations.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, RESOURCES, type Language } from '@signal-portal/core';
import { DEMO_PROVIDER_CONTACT, DEMO_SITE_ID, demoSite } from '@signal-portal/fixtures';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { startPortal, type Portal } from '../support/portal.js';
import { seriousViolations } from './support/axe.js';
import { captureFullPage, SCREENSHOTS } from './support/screens.js';
import { prepareProduct } from './support/product.js';
import { ops } from './support/ops.js';
import { LIVE_APP, logInByEmail, newContext, visit, waitForPath } from './support/pages.js';

const GUEST_PAGES = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'sign-up', path: '/register' },
  { name: 'not-found', path: '/no/such/page' },
] as const;

/** The main heading of a guest page in a language. */
const guestHeading = (name: (typeof GUEST_PAGES)[number]['name'], language: Language): string => {
  const texts = RESOURCES[language];
  return {
    landing: texts.landing.heroTitle,
    login: texts.auth.loginTitle,
    'sign-up': texts.auth.registerTitle,
    'not-found': texts.layout.notFoundTitle,
  }[name];
};

/** The focused element, described: its tag and text. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(
    () => `${document.activeElement?.tagName ?? ''} ${document.activeElement?.textContent ?? ''}`,
  );

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

  it("paints a guest's landing page before it fetches the app's stylesheet and modules, then the app takes over", async () => {
    const page = await openPage();
    const html = await (await fetch(`${portal.url}/`)).text();
    expect(html).toContain('<div id="root" data-first-view="">');
    expect(html).not.toMatch(/<link rel="stylesheet"|<link rel="preload" as="script"/);
    await page.goto(`${portal.url}/`);
    await page.locator(LIVE_APP).waitFor();
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const started = (pattern: RegExp) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => pattern.test(entry.name))
          .map((entry) => entry.startTime);
      return {
        paint,
        styles: started(/\/assets\/main-[^/]*\.css$/),
        modules: started(/\/assets\/(main|chunk)-[^/]*\.js$/),
        styled: [...document.styleSheets].some((sheet) =>
          /\/assets\/main-[^/]*\.css$/.test(sheet.href ?? ''),
        ),
      };
    });
    expect(timing.styles).toHaveLength(1);
    expect(timing.modules.length).toBeGreaterThan(1);
    for (const start of [...timing.styles, ...timing.modules])
      expect(start).toBeGreaterThanOrEqual(timing.paint);
    expect(timing.styled).toBe(true);
    // A member's page (no first view) keeps them in the HTML, fetched at once.
    const member = await (await fetch(`${portal.url}/`, { headers: { cookie: 'sp_session=x' } })).text();
    expect(member).toContain('<div id="root"></div>');
    expect(member).toMatch(/<link rel="stylesheet"/);
    expect(member).toMatch(/<link rel="preload" as="script"/);
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
    await page.locator(LIVE_APP).waitFor();
    expect(await page.locator('h1').textContent()).toBe(RESOURCES['ja-JP'].landing.heroTitle);
    expect(await page.locator('html').getAttribute('lang')).toBe('ja-JP');
    expect(await page.getByLabel('言語').inputValue()).toBe('ja-JP');
  });

  it('shows one toast for two language changes in a row, counting them (issue 10 item 16)', async () => {
    const page = await openPage();
    await visit(page, portal, '/');
    await page.getByLabel('Language').selectOption('ja-JP');
    await page.locator('.toast', { hasText: RESOURCES['ja-JP'].toast.languageChanged }).waitFor();
    await page.getByLabel(RESOURCES['ja-JP'].layout.language).selectOption('en-US');
    await page.locator('.toast', { hasText: `${RESOURCES['en-US'].toast.languageChanged} ×2` }).waitFor();
    expect(await page.locator('.toast').count()).toBe(1);
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
    await page.locator(LIVE_APP).waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('vi-VN');
    expect(await page.locator('h1').textContent()).toBe(RESOURCES['vi-VN'].signal.title);
    await page.getByLabel(RESOURCES['vi-VN'].layout.language).selectOption('en-US');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en-US');
  });

  it("shows the header's link text in the interface language, the site's one text where it has none", async () => {
    const site = demoSite();
    const page = await openPage({ language: 'ja-JP' });
    await visit(page, portal, '/');
    const japanese = site.hyperlinkContextByLanguage?.['ja-JP'] ?? '';
    expect(japanese).not.toBe('');
    const link = page.locator('.header').getByRole('link', { name: new RegExp(japanese) });
    expect(await link.getAttribute('href')).toBe(site.hyperlinkUrl);
    await page.getByLabel('言語').selectOption('vi-VN');
    await page
      .locator('.header')
      .getByRole('link', { name: new RegExp(site.hyperlinkContextByLanguage?.['vi-VN'] ?? '') })
      .waitFor();
  });

  it('titles the tab per route with the site name, and moves focus to the heading after a navigation only', async () => {
    const site = demoSite();
    const page = await openPage();
    await visit(page, portal, '/login');
    await expect.poll(() => page.title()).toBe(`Log in · ${site.siteName}`);
    // The page's first screen keeps the browser's own start: nothing is focused yet.
    expect(await focused(page)).toMatch(/^BODY /);

    await page.locator('.auth-footer').getByRole('link', { name: 'Register now' }).click();
    await waitForPath(page, '/register');
    await expect.poll(() => page.title()).toBe(`Create your account · ${site.siteName}`);
    await expect.poll(() => focused(page)).toBe('H1 Create your account');

    await page.locator('.header-logo').click();
    await waitForPath(page, '/');
    await expect.poll(() => page.title()).toBe(site.siteName);
    await expect.poll(() => focused(page)).toBe(`H1 ${RESOURCES['en-US'].landing.heroTitle}`);

    await page.goBack();
    await waitForPath(page, '/register');
    await expect.poll(() => focused(page)).toBe('H1 Create your account');

    // The title follows the language.
    await page.getByLabel('Language').selectOption('zh-TW');
    await expect.poll(() => page.title()).toBe(`${RESOURCES['zh-TW'].auth.registerTitle} · ${site.siteName}`);

    await visit(page, portal, '/no/such/page');
    await expect
      .poll(() => page.title())
      .toBe(`${RESOURCES['zh-TW'].layout.notFoundTitle} · ${site.siteName}`);
    await page.getByLabel(RESOURCES['zh-TW'].layout.language).selectOption('en-US');

    // A member screen titles the tab with its heading, and takes the focus after a navigation too.
    await logInByEmail(page, portal, DEMO_PROVIDER_CONTACT.email);
    // The screen's chunk may still be downloading when the address changes: wait for its heading.
    await page.locator('h1', { hasText: RESOURCES['en-US'].signal.title }).waitFor();
    await expect.poll(() => page.title()).toBe(`${RESOURCES['en-US'].signal.title} · ${site.siteName}`);
    await expect.poll(() => focused(page)).toBe(`H1 ${RESOURCES['en-US'].signal.title}`);
    // Seven navigations and a log-in: about 10 s alone, more than the default 30 s on a loaded CI machine.
  }, 90_000);

  describe('on a phone (390 px) and on a desktop (1400 px)', () => {
    const phoneViewport = { width: 390, height: 844 };

    /** What sticks out of the viewport sideways: the page's scroll width and any visible header part. */
    const overflow = (page: Page) =>
      page.evaluate(() => {
        const inside = (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.width === 0 || (box.left >= 0 && box.right <= window.innerWidth);
        };
        const header = [...document.querySelectorAll('.header *')].filter((element) => !inside(element));
        return {
          scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
          outsideHeader: header.map((element) => element.className.toString()),
          form: [...document.querySelectorAll('.auth-card')].every(inside),
        };
      });

    it.each(['en-US', 'my-MM'] as const)(
      'in %s, keeps every guest page, its form, the header and the legal dialog inside 390 px',
      async (language) => {
        const page = await openPage({ language });
        await page.setViewportSize(phoneViewport);
        for (const { name, path } of GUEST_PAGES) {
          await visit(page, portal, path);
          await expect.poll(() => page.locator('h1').textContent()).toBe(guestHeading(name, language));
          expect(await overflow(page), `${name} in ${language}`).toEqual({
            scrollWidth: phoneViewport.width,
            outsideHeader: [],
            form: true,
          });
        }
        // The header's guest actions sit in a menu: log in, register and the site's link.
        const texts = RESOURCES[language];
        const menu = page.getByRole('button', { name: texts.layout.menu });
        const sheet = page.locator('.guest-menu-panel');
        const open = () => sheet.evaluate((element) => element.matches(':popover-open'));
        await menu.click();
        expect(await open()).toBe(true);
        expect(await sheet.boundingBox()).toEqual({
          x: 0,
          y: 64,
          width: phoneViewport.width,
          height: phoneViewport.height - 64,
        });
        await page.getByRole('link', { name: texts.layout.register, exact: true }).waitFor();
        await page.getByRole('link', { name: texts.layout.login, exact: true }).click();
        await waitForPath(page, '/login');
        expect(await open()).toBe(false);
        // Escape closes it too (the popover's light dismiss).
        await menu.click();
        await page.keyboard.press('Escape');
        expect(await open()).toBe(false);
        // The legal dialog fits too.
        await visit(page, portal, '/register');
        await page.locator('.legal-links').getByRole('button').first().click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        const box = await dialog.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= phoneViewport.width).toBe(true);
      },
    );

    it("keeps a member's header inside 390 px, its menu opening as a sheet", async () => {
      const page = await openPage();
      await page.setViewportSize(phoneViewport);
      await logInByEmail(page, portal, DEMO_PROVIDER_CONTACT.email);
      expect(await overflow(page)).toMatchObject({ scrollWidth: phoneViewport.width, outsideHeader: [] });
      await page.locator('.member-menu-button').click();
      // A full sheet under the header, not cut to the header's height.
      expect(await page.locator('.member-menu-panel').boundingBox()).toEqual({
        x: 0,
        y: 64,
        width: phoneViewport.width,
        height: phoneViewport.height - 64,
      });
    });

    it("holds the spec's widths from 1288 px up: the 1288 px page, 1080 px content, the 64 px header", async () => {
      const page = await openPage();
      await page.setViewportSize({ width: 1400, height: 900 });
      for (const { path } of GUEST_PAGES) {
        await visit(page, portal, path);
        const widths = await page.evaluate(() => ({
          appMinWidth: getComputedStyle(document.querySelector('.app')!).minWidth,
          header: document.querySelector('.header')!.getBoundingClientRect().height,
          content: [...document.querySelectorAll('.landing-inner, .not-found, .footer-inner')].map(
            (element) => element.getBoundingClientRect().width,
          ),
          guestActionsShown: getComputedStyle(document.querySelector('.guest-actions')!).display !== 'none',
          menuShown: getComputedStyle(document.querySelector('.guest-menu')!).display !== 'none',
        }));
        expect(widths, path).toMatchObject({
          appMinWidth: '1288px',
          header: 64,
          guestActionsShown: true,
          menuShown: false,
        });
        expect(new Set(widths.content), path).toEqual(new Set([1080]));
      }
      // Between the phone and the desktop the spec's minimum page width applies.
      await page.setViewportSize({ width: 1000, height: 900 });
      expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBe(1288);
    });
  });

  describe.each(LANGUAGES)('guest pages in %s', (language) => {
    it('renders landing, login, sign-up and not-found in the language, without serious accessibility violations', async () => {
      const page = await openPage({ language, bypassCSP: true });
      for (const { name, path } of GUEST_PAGES) {
        await visit(page, portal, path);
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
        await expect.poll(() => page.locator('h1').textContent()).toBe(guestHeading(name, language));
        await captureFullPage(page, join(SCREENSHOTS, `${name}-${language}.png`));
        expect(await seriousViolations(page)).toEqual([]);
      }
    }, 90_000);
  });
});
