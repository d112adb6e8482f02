/**
 * The referral screen (/referral) in Chromium against a started server with the demo data: the demo
 * provider's link and code, each copied to the clipboard with the copy toast; two people sign up through
 * the link read from the page (a guest's own browser) and are listed with their join time and reward;
 * the successful referrals and the rewards by type equal GET /user/referral's answer; screenshots in six
 * languages, desktop and phone, with axe and the sideways-scroll check.
 */
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import type { Referral } from '@signal-portal/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { startPortal, type Portal } from '../support/portal.js';
import {
  codeAfter,
  LIVE_APP,
  logInByEmail,
  newContext,
  toastTexts,
  visit,
  waitForPath,
} from './support/pages.js';
import { prepareProduct } from './support/product.js';
import { shootInAllLanguages } from './support/screens.js';

/** The demo provider's fixed referral code (packages/server/src/seed/auth.seed.ts). */
const DEMO_CODE = 'DEMO2024';

/** A token amount as the page shows it in en-US: grouped, every decimal it has, "tokens". */
const tokensText = (amount: string): string =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 18 }).format(amount as unknown as number)} tokens`;

describe('web portal: the referral screen', () => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const joined: string[] = [];

  /** The referral data as the API answers it to the demo provider's session. */
  const referralFromApi = async (): Promise<Referral> => {
    const response = await page.request.fetch(`${portal.apiUrl}/user/referral`, {
      headers: { Authorization: `Bearer ${portal.siteToken}`, Origin: portal.url },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { referral: Referral }).referral;
  };

  /** Someone signs up in their own browser through the link as the page shows it. */
  const signUpThrough = async (link: string, username: string): Promise<void> => {
    const guestContext = await newContext(browser);
    const guest = await guestContext.newPage();
    const email = `${username}@example.com`;
    await guest.goto(link);
    await guest.locator(LIVE_APP).waitFor();
    await expect.poll(() => guest.getByLabel('Referrer (optional)').inputValue()).toBe(DEMO_CODE);
    await guest.getByRole('textbox', { name: 'Email' }).fill(email);
    await guest.getByLabel('Username').fill(username);
    await guest.getByText('This username is available.').waitFor();
    await guest.getByLabel('I confirm that I am over 18 years old.').check();
    await guest.getByLabel(/I have read and accept the terms/).check();
    const before = (await portal.outbox()).length;
    await guest.getByRole('button', { name: 'Send code' }).click();
    await guest.getByLabel('Verification code').fill(await codeAfter(portal, email, before));
    await guest.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(guest, '/signal');
    await guestContext.close();
    joined.push(username);
  };

  const openReferral = async (): Promise<void> => {
    await visit(page, portal, '/referral');
    await page.locator('.referral-share').waitFor();
  };

  beforeAll(async () => {
    await prepareProduct();
    portal = await startPortal();
    browser = await launchChromium();
    context = await newContext(browser, { bypassCSP: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.url });
    page = await context.newPage();
    await logInByEmail(page, portal, DEMO_PROVIDER_CONTACT.email);
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.stop();
  });

  it('shows the demo provider’s link and code and copies each with the copy toast', async () => {
    await openReferral();
    const link = `${portal.url}/register?ref=${DEMO_CODE}`;
    expect(await page.getByLabel('Referral link').inputValue()).toBe(link);
    expect(await page.locator('.referral-code').textContent()).toBe(DEMO_CODE);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.locator('.toast-copy', { hasText: 'Copied to clipboard.' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.locator('.toast-copy .toast-close').first().click();

    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Copied to clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEMO_CODE);
  });

  it('lists who signed up through the link, and shows the referrals and rewards the API answers', async () => {
    await openReferral();
    const link = await page.getByLabel('Referral link').inputValue();
    const stamp = String(Date.now()).slice(-6);
    await signUpThrough(link, `friendone${stamp}`);
    await signUpThrough(link, `friendtwo${stamp}`);

    await openReferral();
    const api = await referralFromApi();
    expect(api.successCount).toBe(2);
    expect(api.users.map((user) => user.username)).toEqual([...joined].reverse());

    const tile = (figure: string) => page.locator(`.referral-tile[data-figure="${figure}"] dd`).first();
    expect(await tile('successCount').textContent()).toBe(String(api.successCount));
    expect(await tile('referralRewards').textContent()).toBe(tokensText(api.totalReward));

    // The referred users, newest first, with their join time and reward.
    const rows = page.locator('.referral-users-table tbody tr');
    expect(await rows.count()).toBe(api.users.length);
    for (const [index, user] of api.users.entries()) {
      const row = rows.nth(index);
      expect(await row.getAttribute('data-username')).toBe(user.username);
      expect(await row.locator('time').getAttribute('datetime')).toBe(user.joinedAt);
      expect(await row.locator('td').last().textContent()).toBe(tokensText(user.reward));
    }

    // Rewards by type: every type of the spec, with the API's count and total.
    const typeRows = page.locator('.referral-rewards-table tbody tr');
    expect(await typeRows.count()).toBe(4);
    for (const reward of api.rewards) {
      const cells = page.locator(`.referral-rewards-table tr[data-reward-type="${reward.type}"] td`);
      expect(await cells.nth(0).textContent()).toBe(String(reward.count));
      expect(await cells.nth(1).textContent()).toBe(tokensText(reward.total));
    }
    expect(api.rewards.find((reward) => reward.type === 'REWARD_INTRODUCE')).toMatchObject({ count: 2 });
    const sum = await page.locator('.referral-rewards-table tfoot td').last().textContent();
    expect(await tile('allRewards').textContent()).toBe(sum);
  }, 120_000);

  it('shoots the screen in six languages, desktop and phone, without serious violations or sideways scrolling', async () => {
    await openReferral();
    const shots = await shootInAllLanguages(page, 'referral', async (shown) => {
      await shown.locator('.referral-share').waitFor();
      await shown.locator('.referral-rewards-table').waitFor();
    });
    expect(shots).toHaveLength(12);
    for (const shot of shots) {
      expect(shot.violations, `${shot.file}: ${JSON.stringify(shot.violations)}`).toEqual([]);
      expect(shot.scrollsSideways, `${shot.file} scrolls sideways`).toBe(false);
    }
  }, 300_000);
});
