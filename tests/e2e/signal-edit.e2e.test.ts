/**
 * The signal edit screen in Chromium against a started server with the demo data: description and
 * follow settings saved and shown again after a reload; the investment bounds refused at the field
 * as typed (with the signal's own minimum); images refused before any upload, a valid one cropped to
 * a square and served; the preview card's figures; the what-if table against the core's function;
 * the leave guard; an archived signal read-only; screenshots in six languages.
 */
import { minimumInvestmentFor, whatIfSettlements, type Signal } from '@signal-portal/core';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { startPortal, type Portal } from '../support/portal.js';
import { prepareProduct } from './support/product.js';
import { signalIds } from './support/ops.js';
import { logInByEmail, newContext, pathOf, visit } from './support/pages.js';
import { shootInAllLanguages } from './support/screens.js';

/** Opens the edit screen and answers the signal the screen loaded (from its own GET). */
const openEdit = async (page: Page, portal: Portal, id: string): Promise<Signal> => {
  const loaded = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && new URL(response.url()).pathname === `/api/signal/${id}`,
  );
  await visit(page, portal, `/signal/${id}/edit`);
  const body = (await (await loaded).json()) as { signal: Signal };
  await page.getByRole('heading', { level: 1, name: 'Edit signal' }).waitFor();
  await page.getByLabel('Signal name').waitFor();
  return body.signal;
};

/** The error message at a field, found through its aria-describedby. */
const describedText = async (page: Page, label: string): Promise<string> => {
  const ids = (await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ');
};

/** A real PNG drawn by the browser: a wide picture, so the square can move along it. */
const drawnPng = (page: Page, width: number, height: number): Promise<Buffer> =>
  page
    .evaluate(
      ([w, h]) => {
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = h;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no canvas');
        context.fillStyle = '#1d4ed8';
        context.fillRect(0, 0, w, h);
        context.fillStyle = '#f59e0b';
        context.fillRect(w / 3, 0, w / 3, h);
        return canvas.toDataURL('image/png').split(',')[1] ?? '';
      },
      [width, height] as const,
    )
    .then((base64) => Buffer.from(base64, 'base64'));

const money = (amount: string) =>
  Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('web portal: the signal edit screen', () => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ids: Map<string, string>;
  const idOf = (name: string): string => {
    const id = ids.get(name);
    if (!id) throw new Error(`no demo signal ${name}`);
    return id;
  };

  beforeAll(async () => {
    await prepareProduct();
    portal = await startPortal();
    browser = await launchChromium();
    ids = await signalIds(portal);
    context = await newContext(browser, { bypassCSP: true });
    page = await context.newPage();
    await logInByEmail(page, portal, DEMO_PROVIDER_CONTACT.email);
  }, 240_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.stop();
  });

  it('saves the description and follow settings; a reload shows them', async () => {
    const id = idOf('EuroSwing_5');
    const signal = await openEdit(page, portal, id);
    expect(await page.getByLabel('Signal name').inputValue()).toBe(signal.name);
    expect(await page.getByLabel('Signal name').getAttribute('readonly')).not.toBeNull();
    const minimum = Number(minimumInvestmentFor(signal.performance?.drawdown ?? '0'));

    await page
      .getByLabel('Description', { exact: true })
      .fill('Euro crosses, swing trades held for days. Now with a tighter stop.');
    await page.getByText('12 / 500 words').waitFor();
    await page.getByLabel('Minimum investment (USD)').fill(String(minimum + 150));
    await page.getByLabel('Maximum investment (USD)').fill('25000');
    await page.getByLabel('Profit share (%)').fill('12.5');
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().endsWith(`/api/signal/${id}`),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await saved).status()).toBe(200);
    await page.locator('.toast-message', { hasText: 'Saved.' }).waitFor();

    await page.reload();
    await page.getByLabel('Signal name').waitFor();
    await expect
      .poll(() => page.getByLabel('Description', { exact: true }).inputValue())
      .toBe('Euro crosses, swing trades held for days. Now with a tighter stop.');
    expect(await page.getByLabel('Minimum investment (USD)').inputValue()).toBe(String(minimum + 150));
    expect(await page.getByLabel('Maximum investment (USD)').inputValue()).toBe('25000.00');
    expect(await page.getByLabel('Profit share (%)').inputValue()).toBe('12.5');
  });

  it('refuses a minimum below 100 or below 5% of the max drawdown at the field, with the number', async () => {
    const id = idOf('Taipei.Blue');
    const patches: Request[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'PATCH') patches.push(request);
    };
    page.on('request', onRequest);
    const signal = await openEdit(page, portal, id);
    const minimum = minimumInvestmentFor(signal.performance?.drawdown ?? '0');
    expect(Number(minimum)).toBeGreaterThan(100);
    const minimumText = Number(minimum).toLocaleString('en-US');
    const field = page.getByLabel('Minimum investment (USD)');

    await field.fill('99');
    await page.getByText('The minimum investment must be at least 100 USD.', { exact: false }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(page, 'Minimum investment (USD)')).toContain('at least 100 USD');

    await field.fill(String(Number(minimum) - 1));
    await page.getByText("at least 5% of the signal's maximum drawdown", { exact: false }).waitFor();
    const described = await describedText(page, 'Minimum investment (USD)');
    expect(described).toContain(`at least ${minimumText} USD`);
    expect(described).toContain("5% of the signal's maximum drawdown");
    expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);

    // The stored minimum is the least allowed: accepted, and nothing is left to save.
    await field.fill(minimum);
    await expect.poll(() => field.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByRole('button', { name: 'Discard changes' }).count()).toBe(0);
    page.off('request', onRequest);
    expect(patches).toEqual([]);
  });

  it('refuses a wrong format and a 3 MB image before any upload; crops and uploads a valid one', async () => {
    const id = idOf('EuroSwing_5');
    const uploads: Request[] = [];
    const onRequest = (request: Request) => {
      if (request.url().includes('/headshot')) uploads.push(request);
    };
    page.on('request', onRequest);
    await openEdit(page, portal, id);
    const input = page.locator('.signal-image-picker input[type="file"]');

    await input.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await page.getByText('This file format is not supported.', { exact: false }).waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');

    const huge = Buffer.alloc(3 * 1024 * 1024, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(huge);
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
    await page.getByText('The file is too large.', { exact: false }).waitFor();
    expect(uploads).toEqual([]);

    await input.setInputFiles({
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page, 900, 500),
    });
    await page.getByRole('img', { name: 'New signal image, as it will be saved' }).waitFor();
    const slider = page.getByLabel('Move the square left or right');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    expect(await slider.inputValue()).toBe('55');
    expect(uploads).toEqual([]);

    const uploaded = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith(`/api/signal/${id}/headshot`),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    const response = await uploaded;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { signal: Signal };
    const headshot = body.signal.headshot;
    expect(headshot).not.toBe('');
    page.off('request', onRequest);
    expect(uploads).toHaveLength(1);

    // The new headshot is served as the server re-encoded it: a PNG of 200x200, the spec's size (the
    // IHDR chunk's width and height), that a browser opening it directly runs nothing in.
    const served = await page.request.get(new URL(headshot, portal.url).toString());
    expect(served.status()).toBe(200);
    expect(served.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
    const png = await served.body();
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([200, 200]);
    await page.getByRole('img', { name: 'Current signal image' }).waitFor();
    expect(await page.getByRole('img', { name: 'Current signal image' }).getAttribute('src')).toBe(headshot);
  });

  it("shows the preview card's figures for a typed investment and gain", async () => {
    await openEdit(page, portal, idOf('EuroSwing_5'));
    await page.getByLabel('Profit share (%)').fill('10');
    await page.getByLabel('Follower investment (USD)').fill('1000');
    await page.getByLabel('Follower gain (USD)').fill('200');
    await page
      .getByText(
        'A follower investing 1,000 who gains 200 pays you 20.00; the platform keeps 2.00; you receive 18.00.',
      )
      .waitFor();
    await page.getByLabel('Follower gain (USD)').fill('333.33');
    // 333.33 x 10% = 33.333 -> 33.33 (down); fee 3.3333 -> 3.33; received 30.00
    await page
      .getByText('pays you 33.33; the platform keeps 3.33; you receive 30.00.', { exact: false })
      .waitFor();
    expect(await page.locator('[data-figure="receive"]').textContent()).toBe('30.00');
    await page.getByRole('button', { name: 'Discard changes' }).click();
  });

  it("fills the what-if table with the core function's rows", async () => {
    await openEdit(page, portal, idOf('EuroSwing_5'));
    const percent = await page.getByLabel('Profit share (%)').inputValue();
    await page.getByLabel('Investment (USD)', { exact: true }).fill('2500');
    await page.getByLabel('Monthly returns (%)').fill('10, -5, 8, 2.5, -12, 20');
    const expected = whatIfSettlements({
      investment: '2500',
      monthlyReturns: ['0.1', '-0.05', '0.08', '0.025', '-0.12', '0.2'],
      profitSharePercent: percent,
    });
    if (expected.error) throw new Error(expected.value);
    const table = page.locator('table.signal-edit-settlements');
    await table.waitFor();
    const rows = await table.locator('tbody tr').all();
    expect(rows).toHaveLength(expected.value.rows.length);
    for (const [index, row] of expected.value.rows.entries()) {
      const cells = await rows[index]?.locator('td').allTextContents();
      expect(cells).toEqual([
        `Day ${row.day}`,
        expect.any(String),
        money(row.equityBefore),
        money(row.hwmEquity),
        money(row.profitShare),
        money(row.fee),
        money(row.receive),
      ]);
    }
    const totals = await table.locator('tfoot td').allTextContents();
    expect(totals.slice(1)).toEqual([
      money(expected.value.totals.profitShare),
      money(expected.value.totals.fee),
      money(expected.value.totals.receive),
    ]);
    await page.getByRole('img', { name: /Equity against the high-water mark/ }).waitFor();

    // A malformed list is refused at the field; the signal's own history fills it back.
    await page.getByLabel('Monthly returns (%)').fill('10, ten');
    await page.getByText('Enter each return as a percentage of at least -100', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Use this signal’s last 12 months' }).click();
    await table.waitFor();
    expect(await page.getByLabel('Monthly returns (%)').inputValue()).not.toBe('');
  });

  it('asks before leaving with unsaved changes', async () => {
    const id = idOf('EuroSwing_5');
    await openEdit(page, portal, id);
    await page.getByLabel('Description', { exact: true }).fill('An unsaved change.');
    await page.getByRole('link', { name: 'Back to the signal' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(pathOf(page)).toBe(`/signal/${id}/edit`);
    expect(await page.getByLabel('Description', { exact: true }).inputValue()).toBe('An unsaved change.');
    await page.getByRole('link', { name: 'Back to the signal' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === `/signal/${id}`);
  });

  it('keeps an archived signal read-only', async () => {
    await openEdit(page, portal, idOf('Gold2024'));
    await page.getByText('The settings below are shown for reference only.', { exact: false }).waitFor();
    expect(await page.getByLabel('Description', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Minimum investment (USD)').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
  });

  it('looks right in six languages on desktop and phone, without serious accessibility faults', async () => {
    await openEdit(page, portal, idOf('EuroSwing_5'));
    await page.getByLabel('Monthly returns (%)').fill('6, -4, 3.5, 8, -2, 5');
    const shots = await shootInAllLanguages(page, 'signal-edit', async (shown) => {
      await shown.locator('table.signal-edit-settlements tbody tr').first().waitFor();
      await shown.locator('.signal-edit-preview-figures').waitFor();
    });
    expect(shots).toHaveLength(12);
    for (const shot of shots) {
      expect({ file: shot.file, violations: shot.violations }).toEqual({ file: shot.file, violations: [] });
      if (shot.size === 'phone')
        expect({ file: shot.file, sideways: shot.scrollsSideways }).toEqual({
          file: shot.file,
          sideways: false,
        });
    }
  }, 240_000);
});
