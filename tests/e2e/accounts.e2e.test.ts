/**
 * Account settings (/account-settings) and the withdrawal account editors (/edit-bank, /edit-crypto) in
 * Chromium against a started server with the demo data: the demo provider, whose verification the
 * seed approved, sees "Verified" (not "Start verification") and its saved bank account and crypto
 * address; a bad IBAN and a bad SWIFT are refused at their fields as typed, without a POST; valid ones
 * are saved (the compact IBAN sent), listed with the IBAN in groups of four and answered by the API the
 * withdrawal page reads; the account is edited (leaving unsaved asks first) and removed after a
 * confirmation (a refused removal keeps the row); a crypto address is checked per network at the field;
 * unknown ids show a not-found state; screenshots in six languages, desktop and phone, with axe and the
 * phone's sideways-scroll check.
 */
import type { BankAccount, CryptoAddress } from '@signal-portal/core';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { startPortal, type Portal } from '../support/portal.js';
import { logInByEmail, newContext, pathOf, toastTexts, visit, waitForPath } from './support/pages.js';
import { prepareProduct } from './support/product.js';
import { shootInAllLanguages } from './support/screens.js';

const IBAN_MESSAGE = 'Please enter a valid IBAN.';
const SWIFT_MESSAGE = 'Please enter a valid SWIFT code of 8 or 11 characters.';
const ADDRESS_MESSAGE = 'Please enter a valid address for the selected currency and network.';

const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const EVM_ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';

/** Groups of four characters separated by single spaces, the last one of one to four. */
const IN_GROUPS_OF_FOUR = /^(\S{4} )+\S{1,4}$/;

describe('web portal: account settings and the withdrawal account editors', () => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  /** The member's accounts as the API answers them (what the withdrawal page reads). */
  const api = async <T>(path: string, field: string): Promise<T> => {
    const response = await page.request.fetch(`${portal.apiUrl}${path}`, {
      headers: { Authorization: `Bearer ${portal.siteToken}`, Origin: portal.url },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as Record<string, T>)[field] as T;
  };
  const bankAccounts = () => api<BankAccount[]>('/user/bank_account', 'bankAccounts');
  const cryptoAddresses = () => api<CryptoAddress[]>('/user/crypto_address', 'cryptoAddresses');

  /** Records the requests of one method to one API path while a test runs. */
  const requestsTo = (method: string, pathEnd: string): string[] => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.method() === method && new URL(request.url()).pathname.endsWith(pathEnd))
        seen.push(request.postData() ?? '');
    });
    return seen;
  };

  /** The message a field names in its aria-describedby, or null when it has none. */
  const messageOf = async (field: Locator): Promise<string | null> => {
    const id = (await field.getAttribute('aria-describedby'))
      ?.split(' ')
      .find((part) => part.endsWith('-error'));
    if (id === undefined) return null;
    return page.locator(`[id="${id}"]`).textContent();
  };

  const openSettings = async (): Promise<void> => {
    await visit(page, portal, '/account-settings');
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
    await page.locator('.settings-accounts .skeleton').first().waitFor({ state: 'detached' });
  };

  const bankRow = (name: string) => page.locator('.account-table tbody tr', { hasText: name });

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

  it('shows the demo provider verified, with its saved bank account and crypto address', async () => {
    await openSettings();
    const kyc = page.locator('.settings-kyc');
    await kyc.locator('.state-badge').waitFor();
    expect(await kyc.locator('.state-badge').textContent()).toBe('Verified');
    expect(await kyc.textContent()).toContain('Your identity is verified. You can now withdraw.');
    expect(await page.getByRole('link', { name: 'Start verification' }).count()).toBe(0);

    const bank = bankRow('Deutsche Bank');
    const bankCells = await bank.locator('td').allInnerTexts();
    expect(bankCells.slice(0, 2)).toEqual(['Deutsche Bank', 'Demo Provider']);
    // Masked, the IBAN in groups of four; a screen reader hears the visible end.
    expect(await bank.locator('.account-code').allInnerTexts()).toEqual([
      '•••• 3000',
      'DE89 •••• •••• •••• ••30 00',
    ]);
    expect(await bank.locator('td').nth(3).textContent()).toContain('ending in 3000');
    const crypto = page.locator('.account-table tbody tr', { hasText: 'TRC20' });
    const cryptoCells = await crypto.locator('td').allInnerTexts();
    expect(cryptoCells[0]).toBe('USDT');
    expect(cryptoCells[1]).toBe('TRC20');
    expect(cryptoCells[2]).toContain('TR7NHq…Lj6t');
    expect(await crypto.getByRole('button', { name: 'Copy address' }).count()).toBe(1);
  });

  it('refuses a bad IBAN and a bad SWIFT at their fields as typed, without a POST', async () => {
    const posts = requestsTo('POST', '/user/bank_account');
    await openSettings();
    await page.getByRole('link', { name: 'Add bank account' }).click();
    await waitForPath(page, '/account-settings/edit-bank');
    await page.getByRole('heading', { level: 1, name: 'Add bank account' }).waitFor();

    const iban = page.getByLabel('IBAN');
    await iban.pressSequentially('gb82west1234569876543');
    // Grouped in fours and upper case as typed; no message before the field was left.
    expect(await iban.inputValue()).toBe('GB82 WEST 1234 5698 7654 3');
    expect(await iban.getAttribute('aria-invalid')).toBeNull();
    await iban.press('Tab');
    expect(await iban.getAttribute('aria-invalid')).toBe('true');
    expect(await messageOf(iban)).toContain(IBAN_MESSAGE);
    // Then as typed: the last digit makes it valid, a wrong one makes it invalid again.
    await iban.press('End');
    await iban.pressSequentially('2');
    expect(await iban.getAttribute('aria-invalid')).toBeNull();
    await iban.press('Backspace');
    await iban.pressSequentially('3');
    expect(await messageOf(iban)).toContain(IBAN_MESSAGE);

    const swift = page.getByLabel('SWIFT code');
    await swift.pressSequentially('nwbkxx2l');
    expect(await swift.inputValue()).toBe('NWBKXX2L');
    await swift.press('Tab');
    expect(await messageOf(swift)).toContain(SWIFT_MESSAGE);

    await page.getByRole('button', { name: 'Save' }).click();
    // Every field is checked now; the focus goes to the first wrong one.
    expect(await messageOf(page.getByLabel('Bank name'))).toContain('This field is required.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('bank-bankName');
    expect(posts).toEqual([]);
  });

  it('saves valid codes: listed with the IBAN in groups of four, and answered by the withdrawal page’s API', async () => {
    const posts = requestsTo('POST', '/user/bank_account');
    await page.getByLabel('Bank name').fill('NatWest');
    await page.getByLabel('Bank address').fill('250 Bishopsgate, London, United Kingdom');
    await page.getByLabel('Account number').fill('98765432');
    await page.getByLabel('SWIFT code').fill('nwbkgb2l');
    await page.getByLabel('IBAN').fill('GB82 WEST 1234 5698 7654 32');
    await page.getByLabel('Beneficiary name').fill('Demo Provider');
    for (const label of ['Bank name', 'SWIFT code', 'IBAN', 'Beneficiary name'])
      expect(await page.getByLabel(label).getAttribute('aria-invalid'), label).toBeNull();

    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/account-settings');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0] ?? '{}')).toMatchObject({
      iban: 'GB82WEST12345698765432',
      swiftCode: 'NWBKGB2L',
    });
    await expect.poll(() => toastTexts(page)).toContain('Bank account added.');

    const row = bankRow('NatWest');
    await row.waitFor();
    const [shownNumber, shownIban] = await row.locator('.account-code').allInnerTexts();
    expect(shownIban).toMatch(IN_GROUPS_OF_FOUR);
    expect(shownIban).toBe('GB82 •••• •••• •••• ••54 32');
    expect(shownNumber).toBe('•••• 5432');

    const saved = (await bankAccounts()).find((account) => account.bankName === 'NatWest');
    expect(saved).toMatchObject({
      iban: 'GB82WEST12345698765432',
      swiftCode: 'NWBKGB2L',
      accountNumber: '98765432',
    });
  });

  it('edits the account; leaving with unsaved changes asks first', async () => {
    const puts = requestsTo('PUT', '');
    // (Any PUT: the account's id is not known yet; its body names the new beneficiary.)
    await openSettings();
    await page.getByRole('link', { name: 'Edit bank account NatWest ending in 5432' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit bank account' }).waitFor();
    const iban = page.getByLabel('IBAN');
    await expect.poll(() => iban.inputValue()).toBe('GB82 WEST 1234 5698 7654 32');
    expect(pathOf(page)).toMatch(/^\/edit-bank\/.+/);

    await page.getByLabel('Beneficiary name').fill('Demo Provider Ltd');
    await page.getByRole('link', { name: 'Back to account settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(pathOf(page)).toMatch(/^\/edit-bank\/.+/);

    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/account-settings');
    expect(puts.filter((body) => body.includes('Demo Provider Ltd'))).toHaveLength(1);
    await expect.poll(() => bankRow('NatWest').locator('td').nth(1).innerText()).toBe('Demo Provider Ltd');
  });

  it('removes the account only after the confirmation; a refused removal keeps the row', async () => {
    await openSettings();
    const removeButton = () =>
      page.getByRole('button', { name: 'Remove bank account NatWest ending in 5432' });
    const dialog = page.getByRole('dialog', { name: 'Remove this bank account?' });

    await removeButton().click();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('NatWest, account ending in 5432');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await bankRow('NatWest').count()).toBe(1);

    // The platform refuses once: the translated reason shows and the row stays.
    await page.route('**/user/bank_account/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"SERVICE_ERROR"}' })
        : route.fallback(),
    );
    await removeButton().click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toContain('The service is temporarily unavailable. Please try again later.');
    expect(await bankRow('NatWest').count()).toBe(1);
    await page.unroute('**/user/bank_account/*');

    await removeButton().click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await bankRow('NatWest').waitFor({ state: 'detached' });
    await expect.poll(() => toastTexts(page)).toContain('Bank account removed.');
    expect((await bankAccounts()).map((account) => account.bankName)).toEqual(['Deutsche Bank']);
  });

  it('checks a crypto address against the chosen network at the field, and returns where the member came from', async () => {
    const posts = requestsTo('POST', '/user/crypto_address');
    await visit(page, portal, '/edit-crypto?back=/withdraw');
    await page.getByRole('heading', { level: 1, name: 'Add crypto address' }).waitFor();
    await page.getByRole('link', { name: 'Back to withdrawal' }).waitFor();
    expect(await page.getByLabel('Currency').inputValue()).toBe('USDT');

    const network = page.getByLabel('Network');
    const address = page.getByLabel('Address', { exact: true });
    await network.selectOption('TRC20');
    await address.fill(EVM_ADDRESS);
    await address.press('Tab');
    expect(await messageOf(address)).toContain(ADDRESS_MESSAGE);
    await network.selectOption('ERC20');
    expect(await address.getAttribute('aria-invalid')).toBeNull();
    await page.getByLabel('Currency').selectOption('BTC');
    expect(await network.inputValue()).toBe('BTC');
    expect(await messageOf(address)).toContain(ADDRESS_MESSAGE);
    await page.getByLabel('Currency').selectOption('USDT');
    await network.selectOption('BEP20');
    expect(await address.getAttribute('aria-invalid')).toBeNull();
    expect(posts).toEqual([]);

    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/withdraw');
    expect(posts).toHaveLength(1);
    const saved = (await cryptoAddresses()).find((entry) => entry.address === EVM_ADDRESS);
    expect(saved).toMatchObject({ currency: 'USDT', network: 'BEP20' });

    await openSettings();
    const row = page.locator('.account-table tbody tr', { hasText: 'BEP20' });
    expect((await row.locator('td').allInnerTexts()).slice(0, 2)).toEqual(['USDT', 'BEP20']);
    expect(await row.locator('.account-code').innerText()).toBe('0x5290…9ee7');
  });

  it('shows a not-found state for an unknown bank account or crypto address', async () => {
    await visit(page, portal, '/edit-bank/no-such-account');
    await page.getByText('This bank account was not found').waitFor();
    expect(await page.locator('form').count()).toBe(0);
    await visit(page, portal, '/edit-crypto/no-such-address');
    await page.getByText('This crypto address was not found').waitFor();
    await page.getByRole('link', { name: 'Back to account settings' }).first().click();
    await waitForPath(page, '/account-settings');
  });

  it('shoots the three screens in six languages, desktop and phone, without serious violations or sideways scrolling', async () => {
    const bank = (await bankAccounts())[0];
    const crypto = (await cryptoAddresses()).find((entry) => entry.network === 'TRC20');
    if (bank === undefined || crypto === undefined) throw new Error('the demo lacks its accounts');
    const screens = [
      {
        name: 'account-settings',
        path: '/account-settings',
        ready: async (shown: Page) => {
          await shown.locator('.settings-kyc .state-badge').waitFor();
          await shown.locator('.account-table').nth(1).waitFor();
        },
      },
      {
        name: 'edit-bank',
        path: `/edit-bank/${bank.id}`,
        ready: async (shown: Page) => {
          await shown.locator('#bank-iban').waitFor();
          await expect.poll(() => shown.locator('#bank-iban').inputValue()).not.toBe('');
        },
      },
      {
        name: 'edit-crypto',
        path: `/edit-crypto/${crypto.id}`,
        ready: async (shown: Page) => {
          await expect.poll(() => shown.locator('#crypto-address').inputValue()).toBe(TRON_ADDRESS);
        },
      },
    ];
    const shots = [];
    for (const screen of screens) {
      await visit(page, portal, screen.path);
      shots.push(...(await shootInAllLanguages(page, screen.name, screen.ready)));
    }
    expect(shots).toHaveLength(36);
    for (const shot of shots) {
      expect(shot.violations, `${shot.file}: ${JSON.stringify(shot.violations)}`).toEqual([]);
      if (shot.size === 'phone') expect(shot.scrollsSideways, `${shot.file}`).toBe(false);
    }
  }, 600_000);
});
