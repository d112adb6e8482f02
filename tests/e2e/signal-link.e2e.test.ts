/**
 * Connecting a signal (/link-signal/{id}) and matching its symbols (/signal/{id}/symbol-list) in
 * Chromium against a started server with the demo data and its simulated brokers: the server search
 * by keyboard, field checks at the field, a wrong investor password refused at the form and then the
 * right one, the calculating state and the first figures arriving through the live feed without a
 * reload; a BINANCE key with trading permission refused; an archived signal; the symbol matcher
 * (nothing matched refused at the form, a match saved and still there after a reload, the search, a
 * sync, the platform's 2-minute retry counted down); screenshots in six languages, checked with axe.
 */
import { httpStatusOf, type SymbolMatching } from '@signal-portal/core';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { startPortal, type Portal } from '../support/portal.js';
import { seriousViolations } from './support/axe.js';
import { prepareProduct } from './support/product.js';
import { signalIds } from './support/ops.js';
import { logInByEmail, newContext, toastTexts, visit } from './support/pages.js';
import { shootInAllLanguages } from './support/screens.js';

describe('web portal: connecting a signal and matching its symbols', { timeout: 90_000 }, () => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ids: Map<string, string>;

  const idOf = (name: string): string => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`no demo signal named ${name}`);
    return id;
  };

  /** GET /api/signal/{id}/symbol through the page's session. */
  const apiMatching = async (signalId: string): Promise<SymbolMatching> => {
    const response = await page.request.get(`${portal.apiUrl}/signal/${signalId}/symbol`, {
      headers: { Authorization: `Bearer ${portal.siteToken}` },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { matching: SymbolMatching }).matching;
  };

  const serverField = (): Locator => page.getByRole('combobox', { name: 'Server' });
  const refusal = (): Locator => page.locator('.connect-refusal');

  beforeAll(async () => {
    await prepareProduct();
    portal = await startPortal();
    browser = await launchChromium();
    context = await newContext(browser, { bypassCSP: true });
    page = await context.newPage();
    // Leaving a form with typed values asks the browser's question (beforeunload): the user agrees.
    page.on(
      'dialog',
      (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()),
    );
    await logInByEmail(page, portal, DEMO_PROVIDER_CONTACT.email);
    ids = await signalIds(portal);
  }, 240_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.stop();
  });

  it('checks each field where it is typed, with the message at the field', async () => {
    await visit(page, portal, `/link-signal/${idOf('TSMC.Only')}`);
    await page.getByRole('heading', { level: 1, name: 'Reconnect TSMC.Only' }).waitFor();

    await serverField().fill('Ta');
    const account = page.getByRole('textbox', { name: 'Trading account' });
    await account.fill('12ab');
    expect(await account.getAttribute('aria-invalid')).toBeNull(); // not before the first blur
    await account.blur();
    expect(await account.getAttribute('aria-invalid')).toBe('true');
    const accountError = page.locator(
      `#${(await account.getAttribute('aria-describedby'))?.split(' ').at(-1)}`,
    );
    expect(await accountError.textContent()).toContain('digits only, fewer than 15 digits');
    expect(await serverField().getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => page.locator('.server-combobox .field-error').textContent())
      .toContain('at least 4 characters');

    await account.fill('1234567');
    expect(await account.getAttribute('aria-invalid')).toBeNull();
  });

  it('finds a server by keyboard: 4 characters, arrow down, Enter', async () => {
    await visit(page, portal, `/link-signal/${idOf('Draft.Signal')}`);
    await page.getByRole('heading', { level: 1, name: 'Connect Draft.Signal' }).waitFor();
    await serverField().pressSequentially('Demo');
    const options = page.getByRole('listbox', { name: 'Server' }).getByRole('option');
    await options.first().waitFor();
    expect(await serverField().getAttribute('aria-expanded')).toBe('true');
    const firstName = (await options.first().locator('.server-option-name').textContent()) ?? '';
    expect(firstName).toMatch(/^Demo/);

    await serverField().press('ArrowDown');
    expect(await serverField().getAttribute('aria-activedescendant')).toBe(
      await options.first().getAttribute('id'),
    );
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await serverField().press('Enter');
    expect(await serverField().inputValue()).toBe(firstName);
    expect(await serverField().getAttribute('aria-expanded')).toBe('false');
    expect(await refusal().count()).toBe(0); // Enter chose the server, it did not submit

    await serverField().fill('');
    await serverField().pressSequentially('DemoBroker-Live01');
    await page
      .getByRole('listbox', { name: 'Server' })
      .getByRole('option', { name: /DemoBroker-Live01/ })
      .waitFor();
    await serverField().press('ArrowDown');
    await serverField().press('Enter');
    expect(await serverField().inputValue()).toBe('DemoBroker-Live01');
    await serverField().press('Escape');
  });

  it('shows a wrong investor password as the translated refusal at the form, keeping the fields', async () => {
    // Continues on the form of the previous test: the server is chosen.
    await page.getByRole('textbox', { name: 'Trading account' }).fill('12345678');
    await page.getByLabel('Investor password (read-only)', { exact: true }).fill('wrongpass');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await refusal().waitFor();
    expect(await page.getByRole('alert').filter({ has: refusal() }).textContent()).toContain(
      'Wrong trading account or password.',
    );
    expect(await page.getByRole('textbox', { name: 'Trading account' }).inputValue()).toBe('12345678');
    expect(await serverField().inputValue()).toBe('DemoBroker-Live01');
    expect(await page.getByRole('button', { name: 'Connect', exact: true }).isEnabled()).toBe(true);
  });

  it("is screenshotted as 'link-signal' in six languages, desktop and phone, without serious axe violations", async () => {
    const shots = await shootInAllLanguages(page, 'link-signal', async (p) => {
      await p.locator('.connect-refusal').waitFor();
    });
    expect(shots).toHaveLength(12);
    for (const shot of shots) {
      expect(shot.violations, `${shot.language} ${shot.size}`).toEqual([]);
      if (shot.size === 'phone') expect(shot.scrollsSideways, shot.file).toBe(false);
    }
  }, 300_000);

  it('connects with the right password: calculating, then the first figures arrive live without a reload', async () => {
    // Records every progress state the page shows, however briefly, and marks the document.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { seenProgress: seen, sameDocument: true });
      new MutationObserver(() => {
        const state = document.querySelector('[data-progress]')?.getAttribute('data-progress');
        if (state && seen.at(-1) !== state) seen.push(state);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByLabel('Investor password (read-only)', { exact: true }).fill('investor1');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.locator('[data-progress="arrived"]').waitFor({ timeout: 30_000 });
    const seen = await page.evaluate(() => (window as unknown as { seenProgress: string[] }).seenProgress);
    expect(seen[0]).toBe('calculating');
    expect(seen).toContain('arrived');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(await page.locator('[data-progress]').getAttribute('data-conn-status')).toBe('CONNECTED');
    expect(await page.locator('.link-figure').count()).toBe(4);
    expect(await page.locator('.link-figures').textContent()).toMatch(/\d+ trades/);
    await page.getByRole('link', { name: 'Match symbols' }).waitFor();
    await page.getByRole('link', { name: 'View details' }).waitFor();
  });

  it('refuses a BINANCE key with trading permission, translated at the form', async () => {
    await visit(page, portal, `/link-signal/${idOf('ETH.Grid')}`);
    await page.getByRole('heading', { level: 1, name: 'Reconnect ETH.Grid' }).waitFor();
    await page.getByRole('textbox', { name: 'API key' }).fill('my-trade-key');
    await page.getByLabel('API secret', { exact: true }).fill('secret-123');
    await page.getByRole('button', { name: 'Reconnect', exact: true }).click();
    await refusal().waitFor();
    expect(await refusal().textContent()).toContain('The API key must be read-only.');
    expect(await page.getByRole('textbox', { name: 'API key' }).inputValue()).toBe('my-trade-key');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('says an archived signal cannot be reconnected', async () => {
    await visit(page, portal, `/link-signal/${idOf('Gold2024')}`);
    await page.getByRole('heading', { name: 'This signal cannot be connected now' }).waitFor();
    expect(await page.locator('.link-cannot').textContent()).toMatch(/archived/i);
    expect(await page.locator('form.connect-form').count()).toBe(0);
  });

  it('refuses to save with nothing matched at the form, saves one match, and keeps it after a reload', async () => {
    const signalId = idOf('Draft.Signal');
    // The symbol sync queued by the connection has read the account.
    await expect
      .poll(async () => (await apiMatching(signalId)).matched.length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const before = await apiMatching(signalId);

    await visit(page, portal, `/signal/${signalId}/symbol-list`);
    const matchedRows = page
      .locator('section.symbols-list', { has: page.getByRole('heading', { name: /^Matched/ }) })
      .locator('tbody tr');
    const unmatchedRows = page
      .locator('section.symbols-list', { has: page.getByRole('heading', { name: /^Unmatched/ }) })
      .locator('tbody tr');
    await matchedRows.first().waitFor();
    expect(await matchedRows.count()).toBe(before.matched.length);
    expect(await unmatchedRows.count()).toBe(before.unmatched.length);

    // Remove every match: the form refuses to save, without a request.
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/symbol')) puts.push(request.url());
    });
    for (const pair of before.matched) {
      await page.getByRole('button', { name: `Remove match: ${pair.providerSymbol}` }).click();
    }
    expect(await matchedRows.count()).toBe(0);
    await page.getByRole('button', { name: 'Save matching' }).click();
    await expect
      .poll(() => page.locator('.symbols-alert').textContent())
      .toContain('Please match at least one symbol before submitting the signal.');
    expect(puts).toEqual([]);

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: /Back to the signal/ }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();

    // Match one with its platform symbol and save.
    const chosen = before.matched[0];
    if (chosen === undefined) throw new Error('nothing matched');
    await page
      .getByRole('combobox', { name: `Platform symbol for ${chosen.providerSymbol}` })
      .selectOption(chosen.platformSymbol);
    await page.getByRole('button', { name: `Match ${chosen.providerSymbol}` }).click();
    await page.getByRole('button', { name: 'Save matching' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Matching saved: 1 matched.');
    expect(puts).toHaveLength(1);

    await page.reload();
    await matchedRows.first().waitFor();
    expect(await matchedRows.count()).toBe(1);
    expect(await matchedRows.first().textContent()).toContain(chosen.providerSymbol);
    expect(await matchedRows.first().textContent()).toContain(chosen.platformSymbol);
    expect(await unmatchedRows.count()).toBe(before.matched.length - 1 + before.unmatched.length);
    // Connected with a match: the next step is the review.
    await page.getByRole('heading', { name: 'Ready for review' }).waitFor();

    // The search filters both lists.
    const other = before.matched[1]?.providerSymbol ?? before.unmatched[0] ?? '';
    await page.getByRole('searchbox', { name: 'Search symbols' }).fill(other);
    await expect.poll(() => unmatchedRows.count()).toBe(1);
    expect(await unmatchedRows.first().textContent()).toContain(other);
    expect(await page.getByText(`No symbol matches “${other}”.`).count()).toBe(1); // the matched list
    await page.getByRole('searchbox', { name: 'Search symbols' }).fill('');
  });

  it("is screenshotted as 'symbol-list' in six languages, desktop and phone, without serious axe violations", async () => {
    const shots = await shootInAllLanguages(page, 'symbol-list', async (p) => {
      await p.locator('.symbols-table tbody tr').first().waitFor();
    });
    for (const shot of shots) {
      expect(shot.violations, `${shot.language} ${shot.size}`).toEqual([]);
      if (shot.size === 'phone') expect(shot.scrollsSideways, shot.file).toBe(false);
    }
  }, 300_000);

  it('syncs again; when the account cannot be read yet, counts the 2-minute retry down live', async () => {
    const syncButton = page.getByRole('button', { name: 'Sync symbols' });
    const answered = page.waitForResponse((response) => response.url().endsWith('/symbol/sync'));
    await syncButton.click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => syncButton.isEnabled()).toBe(true);

    // The simulator has no operator switch for a broker outage: the answer it gives then is played.
    await page.route('**/symbol/sync', (route) =>
      route.fulfill({
        status: httpStatusOf('MT_BROKER_ERROR'),
        contentType: 'application/json',
        body: JSON.stringify({ error: 'MT_BROKER_ERROR' }),
      }),
    );
    await syncButton.click();
    const timer = page.getByRole('timer');
    await timer.waitFor();
    const first = (await timer.textContent()) ?? '';
    expect(first).toMatch(/tries again in (2:00|1:59)/);
    expect(await syncButton.isEnabled()).toBe(false);
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
    expect(await timer.textContent()).toMatch(/tries again in 1:5\d/);
    await page.unroute('**/symbol/sync');
  });
});
