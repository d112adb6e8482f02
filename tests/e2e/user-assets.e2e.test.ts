/**
 * The wallet screen (/user-assets) in Chromium against a started server with the demo data, as the
 * demo provider: the tiles of both switch positions show what the API answers, formatted as the web
 * formats money (the API read with the page's own session); the records' filters and pages change the
 * rows and the totals under the table as the API's filters do; an operator's `wallet deposit` reaches
 * the tiles and the first page of records through the live feed, without a reload, and one made while
 * the server was down once the feed is back; screenshots of both
 * switch positions in six languages, desktop and phone, with axe and the phone's sideways-scroll check.
 */
import {
  ASSET_WALLET_FIGURES,
  dec,
  type AssetSummary,
  type RealRecord,
  type RecordsPage,
  type TokenRecord,
  type User,
  type Wallet,
} from '@signal-portal/core';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCurrency, formatNumber } from '../../packages/web/src/format.js';
import { launchChromium } from '../support/chromium.js';
import { startPortal, type Portal } from '../support/portal.js';
import { ops } from './support/ops.js';
import { logInByEmail, newContext } from './support/pages.js';
import { prepareProduct } from './support/product.js';
import { shootInAllLanguages } from './support/screens.js';

/** Money as the page shows it in en-US: "1,234.50 USD", "+12.00 USD". */
const usd = (value: string, signed = false) => formatCurrency(value, 'USD', 'en-US', { signed });
const tokens = (value: string, signed = false) =>
  formatCurrency(value, 'tokens', 'en-US', { scale: value.split('.')[1]?.length ?? 0, signed });

/** The start of a local calendar day as an ISO instant, as the page computes it (same machine, same zone). */
const localDay = (iso: string): { day: string; start: string; next: string } => {
  const at = new Date(iso);
  const start = new Date(at.getFullYear(), at.getMonth(), at.getDate());
  const next = new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`,
    start: start.toISOString(),
    next: next.toISOString(),
  };
};

describe('web portal: the wallet screen', () => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  /** A member API call through the page's session (its cookie and the site token). */
  const api = async <T>(path: string, field: string): Promise<T> => {
    const response = await page.request.fetch(`${portal.apiUrl}${path}`, {
      headers: { Authorization: `Bearer ${portal.siteToken}`, Origin: portal.url },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as Record<string, T>)[field] as T;
  };
  const realRecords = (query: string) =>
    api<RecordsPage<RealRecord>>(`/asset/wallet/real/record?${query}`, 'records');
  const tokenRecords = (query: string) =>
    api<RecordsPage<TokenRecord>>(`/asset/wallet/token/record?${query}`, 'records');

  const tileValue = (figure: string) =>
    page.locator(`.wallet-tile[data-figure="${figure}"] .wallet-tile-value`).textContent();
  const rows = () => page.locator('.wallet-records-table tbody tr');
  const rowIds = () => rows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-record-id')));
  const totalsShown = async () => {
    const items = page.locator('.wallet-total');
    const shown: Record<string, string> = {};
    for (const item of await items.all()) {
      const key = (await item.getAttribute('data-total')) ?? '';
      shown[key] = (await item.locator('dd').textContent()) ?? '';
    }
    return shown;
  };
  const totalsOf = (records: RecordsPage<unknown>, money: (value: string, signed: boolean) => string) => ({
    count: formatNumber(records.totals.count, 'en-US'),
    moneyIn: money(records.totals.moneyIn, true),
    moneyOut: money(records.totals.moneyOut, true),
    net: money(records.totals.net, true),
  });
  /** Waits until the table shows these records, in this order. */
  const expectRows = async (ids: readonly string[]) => {
    await expect.poll(rowIds, { timeout: 10_000 }).toEqual(ids);
  };
  const search = () => new URL(page.url()).searchParams;

  const open = async (path = '/user-assets'): Promise<void> => {
    await page.goto(`${portal.url}${path}`);
    await page.locator('.wallet-tile').first().waitFor();
    await page.locator('.wallet-records-table').waitFor();
  };

  beforeAll(async () => {
    await prepareProduct();
    portal = await startPortal();
    browser = await launchChromium();
    context = await newContext(browser, { bypassCSP: true });
    page = await context.newPage();
    await logInByEmail(page, portal, DEMO_PROVIDER_CONTACT.email);
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.stop();
  });

  it('shows the figures the API answers, in both positions of the switch', async () => {
    await open();
    await page.getByRole('heading', { level: 1, name: 'Assets' }).waitFor();
    const wallet = await api<Wallet>('/asset/wallet', 'wallet');
    const forWithdrawal = await api<Wallet>('/asset/wallet?payment=withdraw', 'wallet');
    const summary = await api<AssetSummary>('/asset/summary', 'summary');
    // The demo has withdrawals under review and processing: money is frozen.
    expect(dec(wallet.frozenAmount).greaterThan(0)).toBe(true);

    expect(await page.getByRole('tab', { name: 'Platform wallet' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await tileValue('total')).toBe(usd(wallet.balance));
    // The page derives these from the assets view; the server's own fields say the same.
    expect(await tileValue('frozen')).toBe(usd(wallet.frozenAmount));
    expect(await tileValue('withdrawable')).toBe(usd(forWithdrawal.balance));
    expect(await tileValue('withdrawable')).toBe(usd(wallet.withdrawableBalance));
    expect(await tileValue('tokenBalance')).toBe(tokens(wallet.tokenBalance));
    const tips = page.locator('.wallet-tile .info-tip-button');
    expect(await tips.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual([
      'More information: Total balance',
      'More information: Frozen in pending withdrawals',
      'More information: Withdrawable',
      'More information: Token balance',
    ]);

    // Each tile's "i" says what the figure means.
    await page.getByRole('button', { name: 'More information: Frozen in pending withdrawals' }).focus();
    expect(await page.locator('.info-tip-open').textContent()).toContain('Held by withdrawals under review');

    await page.getByRole('tab', { name: 'Asset wallet' }).click();
    await page.locator('.wallet-tile[data-figure="net"]').waitFor();
    expect(search().get('view')).toBe('assets');
    for (const id of ASSET_WALLET_FIGURES) expect(await tileValue(id), id).toBe(usd(summary[id]));

    // A reload keeps the switch where it was.
    await page.reload();
    await page.locator('.wallet-tile[data-figure="realFunds"]').waitFor();
    expect(await tileValue('cash')).toBe(usd(summary.cash));

    // The primary action leads to the withdrawal screen.
    expect(await page.getByRole('link', { name: 'Withdraw', exact: true }).getAttribute('href')).toBe(
      '/withdraw',
    );
  });

  it('pages and filters the records, with the totals of what the filters show under the table', async () => {
    await open();
    const all = await realRecords('page=1&pageSize=10');
    expect(all.total).toBeGreaterThan(10);
    await expectRows(all.list.map((r) => r.id));
    await expect.poll(totalsShown, { timeout: 10_000 }).toEqual(totalsOf(all, usd));
    const firstCells = await rows().first().locator('td').allTextContents();
    const newest = all.list[0]!;
    expect(firstCells[2]).toBe(usd(newest.amount, true));
    expect(firstCells[3]).toBe(usd(newest.balanceAfter));
    expect(firstCells[4]).toBe(newest.reference || '—');

    // The next page: other rows, the same totals, the page in the address.
    await page.getByRole('button', { name: 'Next page' }).click();
    const second = await realRecords('page=2&pageSize=10');
    await expectRows(second.list.map((r) => r.id));
    expect(search().get('page')).toBe('2');
    await expect.poll(totalsShown, { timeout: 10_000 }).toEqual(totalsOf(all, usd));

    // Money out only: back to page 1, every row a debit in red, the totals of the debits.
    await page.getByLabel('Money in or out').selectOption('out');
    const out = await realRecords('page=1&pageSize=10&direction=out');
    await expectRows(out.list.map((r) => r.id));
    expect(search().get('direction')).toBe('out');
    expect(search().get('page')).toBeNull();
    expect(out.list.length).toBeGreaterThan(0);
    for (const cell of await page.locator('.wallet-amount').all()) {
      expect(await cell.getAttribute('class')).toContain('value-negative');
    }
    await expect.poll(totalsShown, { timeout: 10_000 }).toEqual(totalsOf(out, usd));
    expect(out.totals.moneyIn).toBe('0.00');

    // And one type.
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Wire withdrawal' });
    const wires = await realRecords('page=1&pageSize=10&direction=out&type=WITHDRAW_WIRE');
    await expectRows(wires.list.map((r) => r.id));
    await expect.poll(totalsShown, { timeout: 10_000 }).toEqual(totalsOf(wires, usd));
    expect(wires.totals.count).toBeLessThan(out.totals.count);

    // A day: the local day of the newest wire withdrawal, both ends inclusive.
    const { day, start, next } = localDay(wires.list[0]!.createdAt);
    await page.getByLabel('From', { exact: true }).fill(day);
    await page.getByLabel('To (inclusive)').fill(day);
    const thatDay = await realRecords(
      `page=1&pageSize=10&direction=out&type=WITHDRAW_WIRE&from=${encodeURIComponent(start)}&to=${encodeURIComponent(next)}`,
    );
    await expectRows(thatDay.list.map((r) => r.id));
    await expect.poll(totalsShown, { timeout: 10_000 }).toEqual(totalsOf(thatDay, usd));
    expect(search().get('from')).toBe(day);

    // An end before the start is said at the field, without a call.
    const dayBefore = localDay(new Date(Date.parse(start) - 12 * 3_600_000).toISOString()).day;
    await page.getByLabel('To (inclusive)').fill(dayBefore);
    await page.getByText('The start date must be before the end date.').waitFor();
    expect(await page.getByLabel('To (inclusive)').getAttribute('aria-invalid')).toBe('true');

    // Clearing the filters shows everything again.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expectRows(all.list.map((r) => r.id));
    expect(search().toString()).toBe('');

    // The token records: their own tab, types and totals, no direction.
    await page.getByRole('tab', { name: 'Token records' }).click();
    const rewards = await tokenRecords('page=1&pageSize=10');
    await expectRows(rewards.list.map((r) => r.id));
    expect(search().get('records')).toBe('token');
    expect(await page.getByLabel('Money in or out').count()).toBe(0);
    if (rewards.total > 0)
      await expect.poll(totalsShown, { timeout: 10_000 }).toEqual(totalsOf(rewards, tokens));
  });

  it('shows an operator’s deposit in the tiles and the records at once, without a reload', async () => {
    await open();
    await page.locator('.wallet-live:not(.wallet-live-off)').waitFor();
    const user = await api<User>('/user', 'user');
    const wallet = await api<Wallet>('/asset/wallet', 'wallet');
    const before = await realRecords('page=1&pageSize=10');
    await expectRows(before.list.map((r) => r.id));
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });

    const deposit = await ops(portal, 'wallet', 'deposit', user.id, '123.45');
    expect(deposit.error).toBe(false);

    const total = dec(wallet.balance).plus(dec('123.45')).toFixed(2);
    const withdrawable = dec(wallet.withdrawableBalance).plus(dec('123.45')).toFixed(2);
    await expect.poll(() => tileValue('total'), { timeout: 15_000 }).toBe(usd(total));
    expect(await tileValue('withdrawable')).toBe(usd(withdrawable));
    expect(await tileValue('frozen')).toBe(usd(wallet.frozenAmount));

    await expect
      .poll(() => rows().first().locator('td').nth(2).textContent(), { timeout: 15_000 })
      .toBe('+123.45 USD');
    const cells = await rows().first().locator('td').allTextContents();
    expect(cells[1]).toBe('Credit by the platform');
    expect(cells[3]).toBe(usd(withdrawable));
    await expect
      .poll(async () => (await totalsShown()).count, { timeout: 10_000 })
      .toBe(formatNumber(before.totals.count + 1, 'en-US'));
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  it('shows a deposit made while the server was down once the live feed is back, without a reload', async () => {
    await open();
    await page.locator('.wallet-live:not(.wallet-live-off)').waitFor();
    const user = await api<User>('/user', 'user');
    const wallet = await api<Wallet>('/asset/wallet', 'wallet');
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });

    await portal.halt();
    await page.locator('.wallet-live-off').waitFor();
    // No process pushes this deposit: the page learns of it only by reading again after the reconnect.
    const deposit = await ops(portal, 'wallet', 'deposit', user.id, '10.01');
    expect(deposit.error).toBe(false);
    await portal.restart();

    const total = dec(wallet.balance).plus(dec('10.01')).toFixed(2);
    await expect.poll(() => tileValue('total'), { timeout: 30_000 }).toBe(usd(total));
    await expect
      .poll(() => rows().first().locator('td').nth(2).textContent(), { timeout: 10_000 })
      .toBe('+10.01 USD');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  }, 60_000);

  it('shoots both positions of the switch in six languages, desktop and phone, without serious violations or sideways scrolling', async () => {
    const ready = async (shown: Page) => {
      await shown.locator('.wallet-tile').first().waitFor();
      await shown.locator('.wallet-records-table').waitFor();
    };
    await open();
    const platform = await shootInAllLanguages(page, 'user-assets-platform', ready);
    await open('/user-assets?view=assets');
    const assets = await shootInAllLanguages(page, 'user-assets-assets', ready);
    const shots = [...platform, ...assets];
    expect(shots).toHaveLength(24);
    for (const shot of shots) {
      expect(shot.violations, `${shot.file}: ${JSON.stringify(shot.violations)}`).toEqual([]);
      if (shot.size === 'phone') expect(shot.scrollsSideways, `${shot.file}`).toBe(false);
    }
  }, 600_000);
});
