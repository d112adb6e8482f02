/**
 * The withdrawal screen (/withdraw) in Chromium against a started server with the demo data:
 *
 * - the journey: an operator settles profit shares (`clock advance 30d`, `settlement run`) and the
 *   withdrawable balance grows on the open page; the member applies by wire with a double click and
 *   exactly one withdrawal is filed (one POST, one new row); the operator approves and completes it
 *   and the row turns Processing, then Completed, live, without a reload;
 * - cancelling asks first (it cannot be undone), the row turns Canceled and the balance comes back;
 * - the amount's bounds at the field as typed after the first blur: below the minimum and above the
 *   maximum with the USD numbers, beyond the balance with what is withdrawable now; no POST is made;
 * - a member without approved identity verification gets the gate instead of the form, with the way
 *   to the verification page;
 * - screenshots in six languages, desktop and phone, with axe and the phone's sideways-scroll check.
 */
import type { Withdrawal } from '@signal-portal/core';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { startPortal, type Portal } from '../support/portal.js';
import { ops } from './support/ops.js';
import {
  codeAfter,
  logInByEmail,
  newContext,
  pathOf,
  toastTexts,
  visit,
  waitForPath,
} from './support/pages.js';
import { prepareProduct } from './support/product.js';
import { shootInAllLanguages } from './support/screens.js';

/** "3,246.21" -> 324621 cents: compares what the page shows without a float. */
const cents = (shown: string): bigint => {
  const match = /([\d,]+)\.(\d{2})/.exec(shown);
  if (match === null) throw new Error(`no amount in "${shown}"`);
  return BigInt(`${(match[1] ?? '').replaceAll(',', '')}${match[2] ?? ''}`);
};

describe('web portal: the withdrawal screen', () => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const open = async (target: Page = page): Promise<void> => {
    await visit(target, portal, '/withdraw');
    await target.locator('.withdraw-form-panel').waitFor();
    await target.locator('.withdraw-history .skeleton').waitFor({ state: 'detached' });
  };
  const amountField = () => page.getByLabel('Amount (USD)');
  const applyButton = () => page.locator('.withdraw-submit button[type="submit"]');
  /** The withdrawable balance the amount's hint shows ("Withdrawable: 3,246.21 USD"). */
  const withdrawable = async (): Promise<bigint> =>
    cents((await page.locator('.withdraw-available').textContent()) ?? '');
  const row = (id: string) => page.locator(`.withdraw-table tbody tr[data-withdrawal-id="${id}"]`);
  const applyPosts = (target: Page): string[] => {
    const posts: string[] = [];
    target.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/withdraw')
        posts.push(request.url());
    });
    return posts;
  };

  /** Applies by wire for `amount` in the browser; resolves to the withdrawal the server filed. */
  const applyFor = async (amount: string): Promise<Withdrawal> => {
    await page.getByRole('radio', { name: 'Wire transfer' }).check();
    await amountField().fill(amount);
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/withdraw',
      ),
      applyButton().click(),
    ]);
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { withdrawal: Withdrawal }).withdrawal;
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

  it('checks the amount at the field after the first blur, with the USD bounds and the balance, and sends nothing', async () => {
    const posts = applyPosts(page);
    await open();
    const field = amountField();
    const message = async (): Promise<string> => {
      const id = (await field.getAttribute('aria-describedby'))?.split(' ').find((i) => i.endsWith('-error'));
      if (id === undefined) return '';
      return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
    };

    // Nothing is said while the amount is first typed; leaving the field checks it.
    await field.fill('10');
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    await field.press('Tab');
    await expect.poll(message).toBe('The amount must be more than 50.00 USD.');
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    // From then on, as typed.
    await field.fill('60000');
    await expect.poll(message).toBe('The amount must be less than 50,000.00 USD.');

    const balance = await withdrawable();
    const above = balance + 100n;
    await field.fill(`${above / 100n}.${String(above % 100n).padStart(2, '0')}`);
    await expect.poll(message).toContain('Your balance is insufficient.');
    const shown = await message();
    expect(cents(shown.slice(shown.indexOf('up to')))).toBe(balance);
    expect(shown).toMatch(/You can withdraw up to [\d,]+\.\d{2} USD now\./);

    // Apply refuses at the field; the quote still shows what the amount would pay.
    await applyButton().click();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('100');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('.withdraw-quote-receive dd').textContent()).toBe('75.00 USD');
    await page.getByLabel('Currency').selectOption('TWD');
    expect(await page.locator('.withdraw-quote-receive dd').textContent()).toBe('2,437 TWD');
    expect(await page.locator('.withdraw-quote').textContent()).toContain('1 USD = 32.5 TWD');
    expect(posts).toEqual([]);
  });

  it('settles, files one withdrawal for a double click, and shows the operator completing it live', async () => {
    await open();
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    const before = await withdrawable();

    // The operator settles 30 days of profit share: the open page's balance grows through the feed.
    expect((await ops(portal, 'clock', 'advance', '30d')).error).toBe(false);
    expect((await ops(portal, 'settlement', 'run')).error).toBe(false);
    await expect.poll(withdrawable, { timeout: 30_000 }).toBeGreaterThan(before);
    // The server's own settlement job may pay some robots beside the command: wait for the last credit.
    let last = -1n;
    await expect
      .poll(
        async () => {
          const now = await withdrawable();
          const stable = now === last;
          last = now;
          return stable;
        },
        { timeout: 30_000, interval: 1_500 },
      )
      .toBe(true);
    const settled = last;

    // A double click files exactly one withdrawal.
    const posts = applyPosts(page);
    const rowsBefore = await page.locator('.withdraw-table tbody tr').count();
    await page.getByRole('radio', { name: 'Wire transfer' }).check();
    await page.getByLabel('Currency').selectOption('USD');
    await amountField().fill('123.45');
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/withdraw',
    );
    await applyButton().dblclick();
    const response = await answered;
    expect(response.status()).toBe(200);
    const filed = ((await response.json()) as { withdrawal: Withdrawal }).withdrawal;
    await row(filed.id).waitFor();
    await expect
      .poll(() => toastTexts(page))
      .toContain('Your withdrawal request has been submitted and is under review.');
    expect(posts).toHaveLength(1);
    await expect
      .poll(() => page.locator('.withdraw-table tbody tr').count())
      .toBe(Math.min(rowsBefore + 1, 10));
    expect(await page.locator('.withdraw-table tbody tr', { hasText: '123.45 USD' }).count()).toBe(1);
    expect(await page.locator('.withdraw-table tbody tr').first().getAttribute('data-withdrawal-id')).toBe(
      filed.id,
    );
    expect(await row(filed.id).locator('.state-badge').textContent()).toBe('Under review');
    // The amount is frozen: the balance drops by it, and the form is ready for the next one.
    await expect.poll(withdrawable).toBe(settled - 12345n);
    expect(await amountField().inputValue()).toBe('');
    expect(await applyButton().isEnabled()).toBe(true);

    // The operator approves, then completes: the row follows without a reload.
    expect((await ops(portal, 'withdrawal', 'approve', filed.id)).error).toBe(false);
    await expect
      .poll(() => row(filed.id).getAttribute('data-status'), { timeout: 15_000 })
      .toBe('PROCESSING');
    expect(await row(filed.id).locator('.state-badge').textContent()).toBe('Processing');
    expect(await row(filed.id).textContent()).toContain('Approved');
    // Once approved it can no longer be cancelled.
    expect(await row(filed.id).getByRole('button').count()).toBe(0);
    expect((await ops(portal, 'withdrawal', 'complete', filed.id, '--slip', 'E2E-SLIP-1')).error).toBe(false);
    await expect.poll(() => row(filed.id).getAttribute('data-status'), { timeout: 15_000 }).toBe('COMPLETED');
    const cells = await row(filed.id).locator('td').allTextContents();
    expect(cells[2]).toBe('123.45 USD');
    expect(cells[3]).toBe('25.00 USD');
    expect(cells[4]).toContain('98.45 USD');
    expect(cells[4]).toContain('Paid');
    expect(cells[5]).toContain('Completed');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  }, 120_000);

  it('cancels after confirming: the row turns Canceled and the balance comes back', async () => {
    await open();
    const before = await withdrawable();
    const filed = await applyFor('60.00');
    await expect.poll(withdrawable).toBe(before - 6000n);

    await row(filed.id)
      .getByRole('button', { name: /^Cancel the withdrawal of 60\.00 USD/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this withdrawal?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'Cancelling cannot be undone. 60.00 USD returns to your withdrawable balance.',
    );
    // Keeping it changes nothing.
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row(filed.id).getAttribute('data-status')).toBe('UNDER_REVIEW');

    await row(filed.id)
      .getByRole('button', { name: /^Cancel the withdrawal/ })
      .click();
    const cancelled = page.waitForResponse((r) => r.url().endsWith(`/withdraw/${filed.id}/cancel`));
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel withdrawal' }).click();
    expect((await cancelled).status()).toBe(200);
    await expect.poll(() => row(filed.id).getAttribute('data-status')).toBe('CANCELED');
    expect(await row(filed.id).locator('.state-badge').textContent()).toBe('Cancelled');
    expect(await row(filed.id).textContent()).toContain('Cancelled');
    expect(await row(filed.id).getByRole('button').count()).toBe(0);
    await expect.poll(() => toastTexts(page)).toContain('Withdrawal cancelled.');
    await expect.poll(withdrawable).toBe(before);
  });

  it('filters the history by status in the address, and keeps the filter on reload', async () => {
    await open();
    await page.getByLabel('Status', { exact: true }).selectOption('CANCELED');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('CANCELED');
    await expect
      .poll(async () => [
        ...new Set(
          await page
            .locator('.withdraw-table tbody tr')
            .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status'))),
        ),
      ])
      .toEqual(['CANCELED']);
    await page.reload();
    await page.locator('.withdraw-table').waitFor();
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('CANCELED');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  it(
    'shows a member without approved identity verification the gate, with the way to verify',
    { timeout: 300_000 },
    async () => {
      const other = await newContext(browser, { bypassCSP: true });
      const guest = await other.newPage();
      const email = 'no.kyc.provider@example.com';
      await visit(guest, portal, '/register');
      await guest.getByRole('textbox', { name: 'Email' }).fill(email);
      await guest.getByLabel('Username').fill('nokycprovider');
      await guest.getByText('This username is available.').waitFor();
      await guest.getByLabel('I confirm that I am over 18 years old.').check();
      await guest.getByLabel(/I have read and accept the terms/).check();
      const before = (await portal.outbox()).length;
      await guest.getByRole('button', { name: 'Send code' }).click();
      await guest.getByLabel('Verification code').fill(await codeAfter(portal, email, before));
      await guest.getByRole('button', { name: 'Verify' }).click();
      await waitForPath(guest, '/signal');

      await visit(guest, portal, '/withdraw');
      const gate = guest.locator('.withdraw-kyc-gate');
      await gate.getByRole('heading', { name: 'Identity verification not passed' }).waitFor();
      expect(await guest.locator('.withdraw-form-panel').count()).toBe(0);
      expect(await gate.locator('.state-badge').textContent()).toBe('Unverified');
      expect(await gate.textContent()).toContain('Please finish identity verification before withdrawing.');
      // The history is still there (empty for a new member).
      await guest.getByText('No withdrawals yet').waitFor();
      const shots = await shootInAllLanguages(guest, 'withdraw-kyc-gate', async (shown) => {
        await shown.locator('.withdraw-kyc-gate .state-badge').waitFor();
        await shown.locator('.withdraw-history .empty-state').waitFor();
      });
      for (const shot of shots) {
        expect(shot.violations, `${shot.file}: ${JSON.stringify(shot.violations)}`).toEqual([]);
        if (shot.size === 'phone') expect(shot.scrollsSideways, `${shot.language} phone`).toBe(false);
      }
      await gate.getByRole('link', { name: 'Start verification' }).click();
      await waitForPath(guest, '/account-settings/kyc-application');
      expect(pathOf(guest)).toBe('/account-settings/kyc-application');
      await other.close();
    },
  );

  it('shoots the screen in six languages, desktop and phone, without serious violations or sideways scrolling', async () => {
    await open();
    await amountField().fill('250');
    const shots = await shootInAllLanguages(page, 'withdraw', async (shown) => {
      await shown.locator('.withdraw-form-panel').waitFor();
      await shown.locator('.withdraw-table').waitFor();
      await shown.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a instanceof CSSAnimation && a.animationName === 'withdraw-fresh')
            .map((a) => a.finished),
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
