/**
 * The signal detail page (/signal/{id}) in Chromium against a started server with the demo data: the
 * figures equal the API's (GET /signal/{id} and /performance through the page's session), formatted as
 * the page formats them; absent figures show their reason and no 0 or NaN; every chart draws and its
 * table shows the same numbers; a figure's tip and its definition; an archived signal opens
 * read-only; changes from outside the page (another client's action, the robots' simulation) arrive
 * through the live feed without a reload; screenshots in six languages, desktop and phone, with axe.
 */
import type { PerformanceReport, Signal } from '@signal-portal/core';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent } from '../../packages/web/src/format.js';
import { launchChromium } from '../support/chromium.js';
import { startPortal, type Portal } from '../support/portal.js';
import { prepareProduct } from './support/product.js';
import { ops, signalIds } from './support/ops.js';
import { logInByEmail, newContext, pathOf, waitForPath } from './support/pages.js';
import { shootInAllLanguages } from './support/screens.js';

const EN = 'en-US';
/** A live message crosses the server, its feed and the socket: allow it a few seconds. */
const LIVE = { timeout: 15_000 } as const;

describe('web portal: the signal detail page', () => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ids: Map<string, string>;

  const idOf = (name: string): string => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`no demo signal ${name}`);
    return id;
  };

  /** A member API call through the page's session (its cookie and the site token). */
  const api = async <T>(method: 'GET' | 'POST', path: string, field: string): Promise<T> => {
    const response = await page.request.fetch(`${portal.apiUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${portal.siteToken}`, Origin: portal.url },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as Record<string, T>;
    return body[field] as T;
  };
  const apiSignal = (id: string) => api<Signal>('GET', `/signal/${id}`, 'signal');
  const apiReport = (id: string) => api<PerformanceReport>('GET', `/signal/${id}/performance`, 'performance');

  const open = async (id: string): Promise<void> => {
    await page.goto(`${portal.url}/signal/${id}`);
    await page.locator('.figure-tiles').waitFor();
    await page.locator('[data-testid="figures-updated"]').waitFor();
  };
  const tile = (figure: string): Locator => page.locator(`.figure-tile[data-figure="${figure}"]`);
  const tileValue = (figure: string): Promise<string | null> =>
    tile(figure).locator('.figure-value').textContent();
  const openTab = async (name: RegExp): Promise<void> => {
    await page.getByRole('tab', { name }).click();
  };
  const drawnCharts = (): Locator => page.locator('.echart[data-chart-drawn="true"]');

  beforeAll(async () => {
    await prepareProduct();
    portal = await startPortal();
    browser = await launchChromium();
    context = await newContext(browser, { bypassCSP: true });
    page = await context.newPage();
    page.on('pageerror', (error) => console.log('page error:', error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) console.log('failed request:', response.status(), response.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') console.log('console error:', message.text());
    });
    await logInByEmail(page, portal, DEMO_PROVIDER_CONTACT.email);
    ids = await signalIds(portal);
  }, 240_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.stop();
  });

  it("opens from the list and shows the API's figures, formatted as the page formats them", async () => {
    const id = idOf('GoldTrend.Pro');
    await page.getByRole('link', { name: 'GoldTrend.Pro' }).first().click();
    await waitForPath(page, `/signal/${id}`);
    await page.locator('[data-testid="figures-updated"]').waitFor();
    const signal = await apiSignal(id);
    const report = await apiReport(id);
    // The signal carries the same stored report as the performance route.
    expect(signal.performance).toEqual(report);
    expect(report.return7).not.toBeNull();

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(signal.name);
    expect(await tileValue('return7')).toBe(formatPercent(report.return7 ?? NaN, EN, { signed: true }));
    expect(await tileValue('return30')).toBe(formatPercent(report.return30 ?? NaN, EN, { signed: true }));
    expect(await tile('return7').locator('.figure-secondary').textContent()).toBe(
      `${formatPercent(report.apr7 ?? NaN, EN, { signed: true })} a year`,
    );
    expect(await tileValue('drawdownRatio')).toBe(formatPercent(report.drawdownRatio, EN));
    expect(await tileValue('winRate')).toBe(formatPercent(report.winRate ?? NaN, EN));
    expect(await tileValue('sharpeRatio')).toBe(formatNumber(report.sharpeRatio ?? NaN, EN, 2));
    expect(await tileValue('followers')).toBe(formatNumber(signal.numOfFollowers, EN, 0));
    expect(await tileValue('investedFund')).toBe(formatMoney(signal.investmentOfFollow, EN));
    expect(await tileValue('profitShare')).toBe(formatMoney(signal.profitShare, EN));

    // 90 days of history: the 180-day return is absent, with its reason instead of a number.
    expect(report.return180).toBeNull();
    expect(report.absent.return180).toBe('INSUFFICIENT_HISTORY');
    expect(await tile('return180').locator('.figure-value').count()).toBe(0);
    expect(await tile('return180').locator('.figure-absent').textContent()).toBe(
      `Needs 180 days of history (${report.historyDays} so far).`,
    );
  });

  it('lists every figure in Statistics, the absent ones with their reason, and no 0 or NaN made up', async () => {
    const id = idOf('GoldTrend.Pro');
    const report = await apiReport(id);
    await openTab(/^Statistics/);
    const row = (figure: string): Locator => page.locator(`.statistics-row[data-figure="${figure}"]`);
    await row('profitFactor').waitFor();
    expect(await row('profitFactor').locator('.figure-value').textContent()).toBe(
      formatNumber(report.profitFactor ?? NaN, EN, 2),
    );
    expect(await row('maxDrawdown').locator('.figure-value').textContent()).toBe(
      formatMoney(report.drawdown, EN),
    );
    expect(await row('tradesTotal').locator('.figure-value').textContent()).toBe(
      formatNumber(report.tradesTotal, EN, 0),
    );
    expect(await row('longestWinStreak').locator('.figure-value').textContent()).toBe(
      formatNumber(report.longestWinStreak, EN, 0),
    );
    for (const figure of ['return180', 'apr180']) {
      expect(await row(figure).locator('.figure-value').count()).toBe(0);
      expect(await row(figure).locator('.figure-absent').textContent()).toMatch(/^Needs 180 days of history/);
    }
    const text = await page.locator('main, .app').first().innerText();
    expect(text).not.toMatch(/NaN|undefined|Infinity/);
    expect(
      await page.locator('.figure-value').evaluateAll((nodes) => nodes.map((n) => n.textContent)),
    ).not.toContain('');
  });

  it('explains a figure in its tip, with window, annualisation and formula version, linked to its definition', async () => {
    const id = idOf('GoldTrend.Pro');
    const report = await apiReport(id);
    const tip = tile('sharpeRatio').locator('.info-tip');
    await tip.getByRole('button').focus();
    const text = tip.getByRole('tooltip');
    await expect.poll(() => text.isVisible()).toBe(true);
    const said = (await text.textContent()) ?? '';
    expect(said).toContain(`Annualised over ${report.annualisation.periodsPerYear} periods a year`);
    expect(said).toContain(`Formula version ${report.formulaVersion}.`);
    expect(said).toContain('Window: the whole history.');
    await tip.hover();
    await text.getByRole('link', { name: 'How it is computed' }).click();
    const definition = page.locator('#figure-sharpeRatio');
    await expect.poll(() => definition.isVisible()).toBe(true);
    await expect.poll(() => definition.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await definition.textContent()).toContain('sample standard deviation');
  });

  it('draws every chart, and each table toggle shows the same numbers', async () => {
    const id = idOf('GoldTrend.Pro');
    const report = await apiReport(id);
    await openTab(/^Overview/);
    await expect.poll(() => drawnCharts().count()).toBe(2);
    expect(await page.locator('.echart canvas').count()).toBeGreaterThanOrEqual(2);

    // Growth: one row per day of the report, ending at the equity the report ends at.
    await page.getByRole('button', { name: 'Show as table' }).first().click();
    const growthRows = page.locator('[data-chart-table="growth"] tbody tr');
    expect(await growthRows.count()).toBe(report.profitDatas.length);
    const lastDay = report.profitDatas.at(-1);
    expect(await growthRows.last().locator('td').last().textContent()).toBe(
      formatMoney(lastDay?.equity ?? '', EN),
    );
    await page.getByRole('button', { name: 'Show as chart' }).click();
    await expect.poll(() => drawnCharts().count()).toBe(2);

    // Daily profit: the exact amounts of the report.
    await page.getByRole('button', { name: 'Show as table' }).nth(1).click();
    const profits = await page
      .locator('[data-chart-table="daily-profit"] tbody tr td:nth-child(2)')
      .allTextContents();
    expect(profits).toEqual(report.profitDatas.map((day) => formatMoney(day.profit, EN)));
    await page.getByRole('button', { name: 'Show as chart' }).click();

    // A range of 1M keeps the last 30 days.
    await page.getByRole('button', { name: '1M', exact: true }).click();
    await page.getByRole('button', { name: 'Show as table' }).nth(1).click();
    expect(await page.locator('[data-chart-table="daily-profit"] tbody tr').count()).toBe(30);
    await page.getByRole('button', { name: 'Show as chart' }).click();
    await page.getByRole('button', { name: 'All', exact: true }).click();

    await openTab(/^Monthly/);
    const cells = await page
      .locator('.monthly-table tbody td.month-cell:not(.month-none):not(.month-total)')
      .allTextContents();
    expect(cells).toEqual(
      report.monthlyReturns.map((month) => formatPercent(month.return, EN, { signed: true })),
    );

    await openTab(/^Symbols/);
    await expect.poll(() => drawnCharts().count()).toBe(1);
    await page.getByRole('button', { name: 'Show as table' }).click();
    const symbolProfits = await page
      .locator('[data-chart-table="symbols-chart"] tbody tr')
      .evaluateAll((rows) =>
        rows.map((row): [string, string] => [
          row.children[0]?.textContent ?? '',
          row.children[3]?.textContent ?? '',
        ]),
      );
    expect(new Map(symbolProfits)).toEqual(
      new Map(report.bySymbol.map((symbol) => [symbol.symbol, formatMoney(symbol.profit, EN)])),
    );

    await openTab(/^Robots and followers/);
    const followers = await api<{ date: string; followers: number; investment: string }[]>(
      'GET',
      `/signal/${id}/followers`,
      'followers',
    );
    await expect.poll(() => drawnCharts().count()).toBe(1);
    await page.getByRole('button', { name: 'Show as table' }).click();
    const shownFunds = await page
      .locator('[data-chart-table="followers"] tbody tr td:nth-child(3)')
      .allTextContents();
    expect(shownFunds.at(-1)).toBe(formatMoney(followers.at(-1)?.investment ?? '', EN));
    expect(await page.locator('.follower-list tbody tr').count()).toBeGreaterThan(0);
    await openTab(/^Overview/);
  });

  it('opens an archived signal read-only, its performance still shown', async () => {
    const id = idOf('Gold2024');
    await open(id);
    await page.getByRole('note').filter({ hasText: 'Archived signal' }).waitFor();
    const actions = page.locator('.detail-actions');
    for (const name of ['Enable', 'Connect', 'Reconnect', 'Edit', 'Submit for review']) {
      expect(await actions.getByRole('button', { name, exact: true }).count()).toBe(0);
      expect(await actions.getByRole('link', { name, exact: true }).count()).toBe(0);
    }
    await expect.poll(() => drawnCharts().count()).toBe(2);
    await openTab(/^Connection/);
    expect(await page.getByRole('link', { name: 'Reconnect' }).count()).toBe(0);
    await openTab(/^Overview/);
  });

  it('screenshots the Overview in six languages and Statistics in English, desktop and phone, with axe', async () => {
    const id = idOf('EuroSwing_5');
    await open(id);
    await page.waitForLoadState('networkidle');
    const overview = await shootInAllLanguages(page, 'signal-detail', async () => {
      await page.locator('[data-testid="figures-updated"]').waitFor();
      await expect.poll(() => drawnCharts().count()).toBe(2);
      // The charts have followed the new width (their ResizeObserver) before the picture is taken.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.echart canvas')].every(
          (canvas) => canvas.getBoundingClientRect().right <= document.documentElement.clientWidth,
        ),
      );
    });
    await openTab(/^Statistics/);
    const statistics = await shootInAllLanguages(
      page,
      'signal-detail-statistics',
      async () => {
        await page.locator('.statistics-grid').waitFor();
      },
      ['en-US'],
    );
    for (const shot of [...overview, ...statistics]) {
      expect(shot.violations, `${shot.file}: ${JSON.stringify(shot.violations)}`).toEqual([]);
      if (shot.size === 'phone') expect(shot.scrollsSideways, shot.file).toBe(false);
    }
    await openTab(/^Overview/);
  }, 300_000);

  it("follows the live feed: another client disabling the signal, and the followers' robots stopping, show without a reload", async () => {
    const id = idOf('GoldTrend.Pro');
    await open(id);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    expect(await page.locator('.detail-badges').textContent()).toContain('Live');
    const disabled = await api<Signal>('POST', `/signal/${id}/disable`, 'signal');
    expect(disabled.enable).toBe(false);
    await expect.poll(() => page.locator('.detail-badges').textContent(), LIVE).toContain('Inactive');

    const before = await apiSignal(id);
    await ops(portal, 'clock', 'advance', '3d');
    const simulated = await ops(portal, 'robots', 'simulate');
    expect(simulated.error).toBe(false);
    const after = await apiSignal(id);
    // A disabled signal's robots stop at the next simulation step: the followers' figures change.
    expect(after.numOfFollowers).not.toBe(before.numOfFollowers);
    await expect.poll(() => tileValue('followers'), LIVE).toBe(formatNumber(after.numOfFollowers, EN, 0));
    await expect.poll(() => tileValue('investedFund'), LIVE).toBe(formatMoney(after.investmentOfFollow, EN));
    expect(pathOf(page)).toBe(`/signal/${id}`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  }, 120_000);
});
