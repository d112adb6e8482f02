/**
 * The TWSE order screen (/signal/{id}/tw/place-order) in Chromium against a started server with the
 * demo data, on the demo's connected TWSE signal Taipei.Blue: a volume of 0 or 1.5 is refused at the
 * field as typed, without a call; a buy order is placed and listed in the history without a reload,
 * with the status the broker gave it; an order placed by another client arrives through the live
 * feed; a signal of another platform says orders are for TWSE signals only and links back;
 * screenshots in six languages, desktop and phone, with axe and the phone's sideways-scroll check.
 *
 * The broker simulator answers an order SUBMITTED (in market hours) or PENDING (outside them) and
 * never changes it afterwards, so the status checked is the one the order was placed with.
 */
import type { Order } from '@signal-portal/core';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { startPortal, type Portal } from '../support/portal.js';
import { prepareProduct } from './support/product.js';
import { signalIds } from './support/ops.js';
import { LIVE_APP, logInByEmail, newContext, pathOf, toastTexts, waitForPath } from './support/pages.js';
import { shootInAllLanguages } from './support/screens.js';

const STATUS_TEXT: Readonly<Record<Order['status'], string>> = { SUBMITTED: 'Submitted', PENDING: 'Pending' };

describe('web portal: the TWSE order screen', () => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let twseId: string;
  let mt4Id: string;

  const orderPath = (id: string) => `/signal/${id}/tw/place-order`;
  const open = async (id: string): Promise<void> => {
    await page.goto(`${portal.url}${orderPath(id)}`);
    await page.locator(LIVE_APP).waitFor();
  };
  const volumeField = () => page.getByLabel('Volume (shares)');
  const rows = () => page.locator('.tw-order-table tbody tr');
  const orderPosts = (target: Page): string[] => {
    const posts: string[] = [];
    target.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/tw/order')) posts.push(request.url());
    });
    return posts;
  };

  /** An order placed by another client of the member (the API, with the page's session). */
  const placeThroughApi = async (
    client: Page,
    body: { tradingType: string; symbol: string; volume: string },
  ) => {
    const response = await client.request.fetch(`${portal.apiUrl}/signal/${twseId}/tw/order`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${portal.siteToken}`,
        Origin: portal.url,
        'Content-Type': 'application/json',
      },
      data: body,
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { order: Order }).order;
  };

  beforeAll(async () => {
    await prepareProduct();
    portal = await startPortal();
    browser = await launchChromium();
    context = await newContext(browser, { bypassCSP: true });
    page = await context.newPage();
    await logInByEmail(page, portal, DEMO_PROVIDER_CONTACT.email);
    const ids = await signalIds(portal);
    const taipei = ids.get('Taipei.Blue');
    const eurusd = [...ids.entries()].find(([name]) => name === 'Scalper-M1')?.[1];
    if (taipei === undefined || eurusd === undefined)
      throw new Error('the demo lacks its TWSE or MT4 signal');
    twseId = taipei;
    mt4Id = eurusd;
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.stop();
  });

  it('refuses a volume of 0 or 1.5 at the field as typed, without asking the server', async () => {
    const posts = orderPosts(page);
    await open(twseId);
    await page.getByRole('heading', { level: 1, name: 'Place order' }).waitFor();
    const volume = volumeField();
    for (const typed of ['0', '1.5']) {
      await volume.fill(typed);
      expect(await volume.getAttribute('aria-invalid')).toBe('true');
      const messageId = (await volume.getAttribute('aria-describedby'))
        ?.split(' ')
        .find((id) => id.endsWith('-error'));
      expect(messageId).toBeDefined();
      expect(await page.locator(`[id="${messageId}"]`).textContent()).toContain(
        'Please enter a valid amount.',
      );
    }
    await page.getByRole('button', { name: 'Place buy order' }).click();
    expect(await volume.getAttribute('aria-invalid')).toBe('true');
    await volume.fill('1000');
    expect(await volume.getAttribute('aria-invalid')).toBeNull();
    expect(posts).toEqual([]);
    // The hint tells what a board lot is; market is said to be the only order type.
    expect(await page.locator('.tw-order-form').textContent()).toContain('1,000 shares make one board lot');
    expect(await page.locator('.tw-order-type').textContent()).toContain(
      'The market order is the only order type.',
    );
  });

  it('places a buy order and lists it in the history at once, without a reload', async () => {
    await open(twseId);
    await page.locator('.tw-order-history h2').waitFor();
    await page.locator('.tw-order-history .skeleton').waitFor({ state: 'detached' });
    const before = await rows().count();
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });

    await page.getByRole('radio', { name: 'Buy' }).check();
    await page.getByLabel('Symbol').selectOption('2330');
    await volumeField().fill('2000');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/tw/order')),
      page.getByRole('button', { name: 'Place buy order' }).click(),
    ]);
    expect(response.status()).toBe(201);
    const placed = ((await response.json()) as { order: Order }).order;
    expect(placed).toMatchObject({ tradingType: 'BUY', orderType: 'MARKET', symbol: '2330', volume: '2000' });

    const first = page.locator(`.tw-order-table tbody tr[data-order-id="${placed.id}"]`);
    await first.waitFor();
    expect(await rows().first().getAttribute('data-order-id')).toBe(placed.id);
    const cells = await first.locator('td').allTextContents();
    expect(cells.slice(0, 4)).toEqual(['Buy', 'Market order', '2330', '2,000']);
    expect(cells[6]).toBe(STATUS_TEXT[placed.status]);
    await expect.poll(() => rows().count(), { timeout: 10_000 }).toBe(Math.min(before + 1, 10));
    await expect
      .poll(() => toastTexts(page), { timeout: 10_000 })
      .toContain(
        placed.status === 'PENDING'
          ? 'Your order for 2330 is pending: the market is closed now.'
          : 'Your order for 2330 was submitted.',
      );
    expect(await volumeField().inputValue()).toBe('');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  it('shows an order placed by another client through the live feed, with its status', async () => {
    await open(twseId);
    await page.locator('.tw-order-table').waitFor();
    const other = await context.newPage();
    const placed = await placeThroughApi(other, { tradingType: 'SELL', symbol: '0050', volume: '500' });
    const row = page.locator(`.tw-order-table tbody tr[data-order-id="${placed.id}"]`);
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells.slice(0, 4)).toEqual(['Sell', 'Market order', '0050', '500']);
    expect(cells[6]).toBe(STATUS_TEXT[placed.status]);
    expect(await row.locator('.state-badge').textContent()).toBe(STATUS_TEXT[placed.status]);
    await other.close();
  });

  it('tells that orders are for TWSE signals only on another platform’s signal, and links back', async () => {
    await open(mt4Id);
    await page.getByText('Orders are for TWSE signals only').waitFor();
    expect(await page.locator('.tw-order-form').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to the signal' }).click();
    await waitForPath(page, `/signal/${mt4Id}`);
    expect(pathOf(page)).toBe(`/signal/${mt4Id}`);
  });

  it('shoots the screen in six languages, desktop and phone, without serious violations or sideways scrolling', async () => {
    // A history to show, also when this test runs alone.
    await placeThroughApi(page, { tradingType: 'BUY', symbol: '2454', volume: '1000' });
    await open(twseId);
    const shots = await shootInAllLanguages(page, 'place-order', async (shown) => {
      await shown.locator('.tw-order-form').waitFor();
      await shown.locator('.tw-order-table').waitFor();
      // Let the highlight of a fresh row fade, so every shot shows the rows alike.
      await shown.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation instanceof CSSAnimation && animation.animationName === 'tw-order-fresh',
            )
            .map((animation) => animation.finished),
        ),
      );
    });
    expect(shots).toHaveLength(12);
    for (const shot of shots) {
      expect(shot.violations, `${shot.file}: ${JSON.stringify(shot.violations)}`).toEqual([]);
      if (shot.size === 'phone') expect(shot.scrollsSideways, `${shot.language} phone`).toBe(false);
    }
  }, 300_000);
});
