/**
 * The portal while its server is stopped and started again (issue 10, items 11 to 13), in Chromium: a
 * member's page shows the offline banner with the live feed's reconnect countdown; a save fails and
 * leaves the form usable; a screen whose code cannot be downloaded fails; once the server is back,
 * "retry now" clears the banner, the sections that failed load again by themselves, the failed screen
 * loads on the next visit, and the username is saved. The browser context starts with the member's
 * cookie but an empty cache, as a member who comes back to the portal another day.
 */
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { startPortal, type Portal } from '../support/portal.js';
import { logInByEmail, newContext, toastTexts, visit, VIEWPORT } from './support/pages.js';
import { prepareProduct } from './support/product.js';

const COUNTDOWN = /Trying again in (\d+) s/;

describe('web portal: the server stopped and started again', () => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  /** The seconds the banner counts down to, or null when it shows none. */
  const secondsShown = async (): Promise<number | null> => {
    const text = (await page.locator('.offline-banner-countdown').textContent()) ?? '';
    const match = COUNTDOWN.exec(text);
    return match ? Number(match[1]) : null;
  };

  /** Opens a member page through the menu, as a click does (no page load while the server is down). */
  const openFromMenu = async (name: string): Promise<void> => {
    await page.locator('.member-menu-button').click();
    await page.locator('.member-menu-panel').getByRole('link', { name }).click();
  };

  beforeAll(async () => {
    await prepareProduct();
    portal = await startPortal();
    browser = await launchChromium();
    const first = await newContext(browser);
    const firstPage = await first.newPage();
    await logInByEmail(firstPage, portal, DEMO_PROVIDER_CONTACT.email);
    const storageState = await first.storageState();
    await first.close();
    context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US', storageState });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.stop();
  });

  it('shows the banner with a countdown, keeps forms usable, and recovers every screen', async () => {
    await visit(page, portal, '/account-settings');
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
    await page.locator('.settings-kyc .state-badge').waitFor();
    await page.locator('.live-indicator[data-connected="true"]').waitFor();
    expect(await page.locator('.offline-banner').count()).toBe(0);

    await portal.halt();

    // The feed's socket closes: the banner shows under the header, counting down by the second.
    const banner = page.locator('.offline-banner');
    await banner.waitFor();
    expect(await page.locator('.offline-status').getAttribute('role')).toBe('status');
    expect(await banner.textContent()).toContain('The server cannot be reached');
    await expect.poll(secondsShown, { timeout: 5_000 }).not.toBeNull();
    const first = (await secondsShown()) ?? 0;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(12);
    await expect.poll(async () => (await secondsShown()) ?? first, { timeout: 5_000 }).toBeLessThan(first);
    // It pushes the page down instead of covering it: the heading starts below the banner.
    const bannerBox = await banner.boundingBox();
    const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(headingBox && bannerBox && headingBox.y >= bannerBox.y + bannerBox.height).toBe(true);

    // A save while the server is down fails with a message and leaves the form usable.
    await page.getByRole('button', { name: 'Change username' }).click();
    await page.getByLabel('Username').fill('offline01');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => toastTexts(page))
      .toContain('A network error occurred. Please check your connection and try again.');
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isEnabled()).toBe(true);

    // A screen whose code was never downloaded cannot open now.
    await openFromMenu('Referral');
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    // Back on a screen whose code is here: its sections fail to load.
    await openFromMenu('Account settings');
    await page.locator('.settings-kyc .error-state').waitFor();

    await portal.restart();
    await page.getByRole('button', { name: 'Retry now' }).click();
    await banner.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await page.locator('.offline-status').textContent()).toContain('Connection restored.');
    // The sections that failed load again by themselves.
    await page.locator('.settings-kyc .state-badge').waitFor({ timeout: 10_000 });
    expect(await page.locator('.error-state').count()).toBe(0);

    // The screen that failed opens on the next visit.
    await openFromMenu('Referral');
    await page.getByRole('heading', { level: 1, name: 'Referral' }).waitFor({ timeout: 10_000 });

    // And the username is saved.
    await openFromMenu('Account settings');
    await page.getByRole('button', { name: 'Change username' }).click();
    await page.getByLabel('Username').fill('online01');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    await expect.poll(() => toastTexts(page)).toContain('Saved.');
    await page.locator('.settings-row', { hasText: 'online01' }).waitFor();
  }, 120_000);

  it('raises the banner when an API call fails in transport, and clears it when a call is answered', async () => {
    // The feed stays up here; only the API's answers are cut off, as a proxy losing the API would.
    await visit(page, portal, '/account-settings');
    await page.locator('.settings-kyc .state-badge').waitFor();
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Change username' }).click();
    await page.getByLabel('Username').fill('offline02');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('.offline-banner').waitFor();
    const seconds = (await secondsShown()) ?? 0;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(12);
    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Retry now' }).click();
    await page.locator('.offline-banner').waitFor({ state: 'detached' });
  }, 60_000);
});
