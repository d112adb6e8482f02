/**
 * The signal list (/signal) in Chromium against a started server with the demo data: every signal the
 * API lists shows in exactly one tab, with the tabs' counts; paging; the actions menu (keyboard,
 * refusals explained, confirmations before archive, delete, disable); an allowed action changing the
 * row in place; a review by an operator arriving through the live feed without a reload; screenshots
 * in six languages at desktop and phone width, checked with axe.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  SIGNAL_LIST_VIEWS,
  type Page as ApiPage,
  type Signal,
  type SignalListView,
} from '@signal-portal/core';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { startPortal, type Portal } from '../support/portal.js';
import { seriousViolations } from './support/axe.js';
import { prepareProduct } from './support/product.js';
import { ops, signalIds } from './support/ops.js';
import { logInByEmail, newContext, toastTexts, visit } from './support/pages.js';
import { SCREENSHOTS, shootInAllLanguages } from './support/screens.js';

const TAB_NAMES: Readonly<Record<SignalListView, RegExp>> = {
  listed: /^Listed/,
  pending: /^Pending approval/,
  archived: /^Archived/,
};

describe('web portal: the signal list', () => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ids: Map<string, string>;

  /** GET /api/signal through the page's session (its cookie, the site token). */
  const apiList = async (view?: SignalListView): Promise<ApiPage<Signal>> => {
    const query = `${view ? `view=${view}&` : ''}page=1&pageSize=100`;
    const response = await page.request.get(`${portal.apiUrl}/signal?${query}`, {
      headers: { Authorization: `Bearer ${portal.siteToken}` },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { signals: ApiPage<Signal> };
    return body.signals;
  };

  const tab = (view: SignalListView): Locator => page.getByRole('tab', { name: TAB_NAMES[view] });
  const tabCount = async (view: SignalListView): Promise<number> =>
    Number(await tab(view).locator('.tab-count').textContent());
  const panel = (): Locator => page.locator('[role="tabpanel"][aria-busy="false"]');
  const shownNames = async (): Promise<string[]> => {
    await panel().waitFor();
    return page.locator('table.signal-table .signal-name').allTextContents();
  };
  const openTab = async (view: SignalListView): Promise<void> => {
    await tab(view).click();
    await expect.poll(() => tab(view).getAttribute('aria-selected')).toBe('true');
    await panel().waitFor();
  };
  const row = (name: string): Locator =>
    page.locator('table.signal-table tbody tr', {
      has: page.getByRole('link', { name, exact: true }),
    });
  const menuButton = (name: string): Locator =>
    row(name).getByRole('button', { name: `Actions for ${name}`, exact: true });
  const badges = (name: string): Promise<string | null> => row(name).locator('.signal-badges').textContent();

  beforeAll(async () => {
    await prepareProduct();
    portal = await startPortal();
    browser = await launchChromium();
    context = await newContext(browser, { bypassCSP: true });
    page = await context.newPage();
    ids = await signalIds(portal);
    await mkdir(SCREENSHOTS, { recursive: true });
    await logInByEmail(page, portal, DEMO_PROVIDER_CONTACT.email);
    await page.locator('table.signal-table tbody tr').first().waitFor();
  }, 240_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.stop();
  });

  it('shows every signal the API lists, each in exactly one tab, with the tab counts', async () => {
    const all = await apiList();
    expect(all.total).toBeGreaterThan(0);
    const seen: string[] = [];
    for (const view of SIGNAL_LIST_VIEWS) {
      const api = await apiList(view);
      await openTab(view);
      expect(await tabCount(view)).toBe(api.total);
      // The demo fits on one page of each tab (the paging test below pages with a smaller size).
      expect((await shownNames()).sort()).toEqual(api.list.map((signal) => signal.name).sort());
      seen.push(...api.list.map((signal) => signal.name));
    }
    // Each of the provider's signals in exactly one tab, drafts included.
    expect(seen.sort()).toEqual(all.list.map((signal) => signal.name).sort());
    expect(new Set(seen).size).toBe(seen.length);
    expect(all.list.some((signal) => signal.status === 'NOT_SUBMITTED')).toBe(true);
    // …and the operator's listing of the server has each of them.
    expect(seen.filter((name) => !ids.has(name))).toEqual([]);
  }, 90_000);

  it('pages a tab, keeping the tab and page in the address', async () => {
    const pending = await apiList('pending');
    expect(pending.total).toBeGreaterThan(3);
    await visit(page, portal, '/signal?tab=pending&pageSize=3');
    const pages = Math.ceil(pending.total / 3);
    const names: string[] = [];
    for (let number = 1; number <= pages; number++) {
      await page.getByText(`Page ${number} of ${pages}`, { exact: true }).waitFor();
      const shown = await shownNames();
      expect(shown.length).toBe(number < pages ? 3 : pending.total - 3 * (pages - 1));
      names.push(...shown);
      if (number < pages) await page.getByRole('button', { name: 'Next page' }).click();
    }
    expect(new URL(page.url()).searchParams.get('page')).toBe(String(pages));
    expect(names).toEqual(pending.list.map((signal) => signal.name));
    await page.goBack();
    await page.getByText(`Page ${pages - 1} of ${pages}`, { exact: true }).waitFor();
    await visit(page, portal, '/signal');
    await page.locator('table.signal-table tbody tr').first().waitFor();
  }, 90_000);

  it('renders in six languages at desktop and phone width without serious violations', async () => {
    const shots = await shootInAllLanguages(page, 'signal-list', async (shown) => {
      await shown
        .locator('[role="tabpanel"][aria-busy="false"] table.signal-table tbody tr')
        .first()
        .waitFor();
    });
    expect(shots).toHaveLength(12);
    for (const shot of shots) {
      const violations = shot.violations;
      expect({ file: shot.file, violations }).toEqual({ file: shot.file, violations: [] });
      if (shot.size === 'phone')
        expect({ file: shot.file, sideways: shot.scrollsSideways }).toEqual({
          file: shot.file,
          sideways: false,
        });
    }
  }, 240_000);

  it('offers every action in an accessible menu; a refused one says why', async () => {
    await openTab('listed');
    const button = menuButton('ETH.Grid');
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Actions for ETH.Grid' });
    await menu.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // The first item has focus; the arrow keys move it, End and Home jump.
    const items = menu.getByRole('menuitem');
    await expect.poll(() => items.first().evaluate((item) => item === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => items.nth(1).evaluate((item) => item === document.activeElement)).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => items.last().evaluate((item) => item === document.activeElement)).toBe(true);

    // A disconnected signal cannot be enabled: greyed, with the reason written out.
    const enable = menu.getByRole('menuitem', { name: /^Enable/ });
    expect(await enable.getAttribute('aria-disabled')).toBe('true');
    expect(await enable.textContent()).toContain('Connect the account before enabling.');
    const disable = menu.getByRole('menuitem', { name: /^Disable/ });
    expect(await disable.textContent()).toContain('The signal is not enabled.');
    // Choosing a refused item does nothing; the menu stays open.
    await enable.click({ force: true });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem', { name: /^Archive/ }).getAttribute('aria-disabled')).toBeNull();

    expect(await seriousViolations(page)).toEqual([]);
    // The viewport around the open menu (a full-page shot draws the fixed header mid-page).
    await menu.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'signal-list-menu-en-US-desktop.png') });

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  }, 90_000);

  it('disables after asking, then enables an approved connected signal, updating the row in place', async () => {
    await openTab('listed');
    const name = 'GoldTrend.Pro';
    expect(await badges(name)).toContain('Live');
    await menuButton(name).click();
    await page.getByRole('menuitem', { name: 'Disable', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable this signal?' });
    await dialog.waitFor();
    const disabled = page.waitForResponse((response) =>
      response.url().endsWith(`/signal/${ids.get(name)}/disable`),
    );
    await dialog.getByRole('button', { name: 'Disable' }).click();
    expect((await disabled).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => badges(name)).toContain('Inactive');
    await expect.poll(() => toastTexts(page)).toContain('Signal disabled.');

    // Approved, connected, with trades: enabling is the row's primary action.
    const enabled = page.waitForResponse((response) =>
      response.url().endsWith(`/signal/${ids.get(name)}/enable`),
    );
    await row(name).getByRole('button', { name: 'Enable', exact: true }).click();
    expect((await enabled).status()).toBe(200);
    await expect.poll(() => badges(name)).toContain('Live');
    await expect.poll(() => toastTexts(page)).toContain('Signal enabled.');
  }, 90_000);

  it('asks before archiving and deleting; an archived signal moves to Archived with the counts', async () => {
    await openTab('listed');
    const listedBefore = await tabCount('listed');
    const archivedBefore = await tabCount('archived');

    await menuButton('ETH.Grid').click();
    await page.getByRole('menuitem', { name: 'Archive', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive this signal?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row('ETH.Grid').count()).toBe(1);

    await menuButton('ETH.Grid').click();
    await page.getByRole('menuitem', { name: 'Archive', exact: true }).click();
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await row('ETH.Grid').waitFor({ state: 'detached' });
    await expect.poll(() => tabCount('listed')).toBe(listedBefore - 1);
    await expect.poll(() => tabCount('archived')).toBe(archivedBefore + 1);
    await expect.poll(() => toastTexts(page)).toContain('Signal archived.');
    await openTab('archived');
    expect(await shownNames()).toContain('ETH.Grid');
    expect(await badges('ETH.Grid')).toContain('Archived');

    // A draft that never went public may be deleted, after a question; here the member keeps it.
    await openTab('pending');
    await menuButton('Draft.Signal').click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    const deleting = page.getByRole('dialog', { name: 'Delete this signal?' });
    await deleting.waitFor();
    expect(await deleting.textContent()).toContain('This cannot be undone.');
    await deleting.getByRole('button', { name: 'Cancel' }).click();
    await deleting.waitFor({ state: 'detached' });
    expect(await row('Draft.Signal').count()).toBe(1);
  }, 90_000);

  it('moves a signal an operator approves from Pending to Listed, without a reload', async () => {
    await openTab('pending');
    const name = 'Scalper-M1';
    await row(name).waitFor();
    const pendingBefore = await tabCount('pending');
    const listedBefore = await tabCount('listed');
    await page.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });
    const id = ids.get(name);
    if (!id) throw new Error(`no demo signal ${name}`);
    const approved = await ops(portal, 'signal', 'approve', id);
    expect(approved.error).toBe(false);
    await row(name).waitFor({ state: 'detached' });
    await expect.poll(() => tabCount('pending')).toBe(pendingBefore - 1);
    await expect.poll(() => tabCount('listed')).toBe(listedBefore + 1);
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
      true,
    );
    await openTab('listed');
    expect(await shownNames()).toContain(name);
    expect(await badges(name)).toContain('Approved');
  }, 90_000);
});
