/**
 * Identity verification (/account-settings/kyc-application) in Chromium against a started server, the
 * KYC gate from unverified to approved: a member signed up through the UI is sent from /withdraw to the
 * verification page, leaving a filled form asks first, a PDF and a 3 MB image are refused at the field
 * before any upload while an accepted image shows its preview (under the page's real CSP), the
 * application is submitted and shown under review, and the operator's approval shows as verified. A
 * second member sees a failed request keep the form filled and unlocked, is failed by the operator
 * (the page picks the decision up by itself), reads the comment, verifies again and is blocked: the
 * comment and customer service, no form. Screenshots of every state in six languages, desktop and
 * phone, with axe and the phone's sideways-scroll check.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { startPortal, type Portal } from '../support/portal.js';
import { isRecord, ops } from './support/ops.js';
import { codeAfter, newContext, pathOf, toastTexts, visit, waitForPath } from './support/pages.js';
import { prepareProduct } from './support/product.js';
import { shootInAllLanguages, type ScreenShot } from './support/screens.js';

const KYC_PATH = '/account-settings/kyc-application';

/** A PNG of a plain card with a darker photo box, `width` x `height`: a document photo stand-in. */
const documentPng = (width: number, height: number, [r, g, b]: readonly [number, number, number]): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const photo = x > width * 0.08 && x < width * 0.35 && y > height * 0.2 && y < height * 0.8;
      const line = x > width * 0.42 && x < width * 0.9 && y % Math.round(height / 8) < 4 && y > height * 0.2;
      const shade = photo ? 0.55 : line ? 0.75 : 1;
      rows.set(
        [Math.round(r * shade), Math.round(g * shade), Math.round(b * shade)],
        y * (width * 3 + 1) + 1 + x * 3,
      );
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const FRONT = { name: 'id-front.png', mimeType: 'image/png', buffer: documentPng(300, 190, [191, 219, 254]) };
const BACK = { name: 'id-back.png', mimeType: 'image/png', buffer: documentPng(300, 190, [254, 215, 170]) };
const SELFIE = { name: 'selfie.png', mimeType: 'image/png', buffer: documentPng(200, 260, [187, 247, 208]) };
const PDF = {
  name: 'scan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'),
};
/** 3 MB with a PNG's signature: refused by its size alone. */
const HUGE = (() => {
  const buffer = Buffer.alloc(3 * 1024 * 1024);
  FRONT.buffer.copy(buffer, 0, 0, 64);
  return { name: 'huge-photo.png', mimeType: 'image/png', buffer };
})();

let sequence = 0;
/** A fresh member signed up through the register page (code from the outbox); resolves on /signal. */
const signUp = async (
  page: Page,
  portal: Portal,
  prefix: string,
): Promise<{ username: string; email: string }> => {
  sequence += 1;
  const username = `${prefix}${String(Date.now()).slice(-5)}${sequence}`.slice(0, 20);
  const email = `${username}@example.com`;
  await visit(page, portal, '/register');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByText('This username is available.').waitFor();
  await page.getByLabel('I confirm that I am over 18 years old.').check();
  await page.getByLabel(/I have read and accept the terms/).check();
  const before = (await portal.outbox()).length;
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await codeAfter(portal, email, before));
  await page.getByRole('button', { name: 'Verify' }).click();
  await waitForPath(page, '/signal');
  return { username, email };
};

/** The member's id, as the operator's `user list` prints it. */
const userIdOf = async (portal: Portal, username: string): Promise<string> => {
  const listed = await ops(portal, 'user', 'list');
  const rows = Array.isArray(listed.value) ? (listed.value as unknown[]) : [];
  const row = rows.find((entry) => isRecord(entry) && entry.username === username);
  if (!isRecord(row) || typeof row.id !== 'string') throw new Error(`no user ${username} in the list`);
  return row.id;
};

/** The message under a field or image, by the control's id. */
const messageAt = (page: Page, controlId: string) => page.locator(`[id="${controlId}-error"]`);

/** Fills the identity fields as a person would, leaving each (Tab). */
const fillPerson = async (
  page: Page,
  person: { first: string; last: string; birth: string; nationality: string; type: string; number: string },
) => {
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('Date of birth').fill(person.birth);
  await page.getByLabel('Nationality').selectOption(person.nationality);
  await page.getByRole('radio', { name: new RegExp(`^${person.type}`) }).check();
  await page.getByLabel('Document number').fill(person.number);
};

const kycPosts = (page: Page): string[] => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/user/kyc')) posts.push(request.url());
  });
  return posts;
};

const expectClean = (shots: readonly ScreenShot[]) => {
  expect(shots).toHaveLength(12);
  for (const shot of shots) {
    expect(shot.violations, `${shot.file}: ${JSON.stringify(shot.violations)}`).toEqual([]);
    expect(shot.scrollsSideways, `${shot.file} scrolls sideways`).toBe(false);
  }
};

describe('web portal: identity verification', () => {
  let portal: Portal;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  const openPage = async (options: { bypassCSP?: boolean } = {}): Promise<Page> => {
    const context = await newContext(browser, options);
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    await prepareProduct();
    portal = await startPortal();
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await portal?.stop();
  });

  it('leads a new member from /withdraw through the form to under review, and shows the approval', async () => {
    // The page's own CSP holds here (no bypass): the preview must show under it.
    const page = await openPage();
    const { username } = await signUp(page, portal, 'kycone');
    const posts = kycPosts(page);

    await visit(page, portal, '/withdraw');
    const gate = page.locator(`main a[href="${KYC_PATH}"]`).first();
    await gate.waitFor({ timeout: 15_000 });
    await gate.click();
    await waitForPath(page, KYC_PATH);
    await page.getByRole('heading', { level: 1, name: 'Identity verification' }).waitFor();
    await page.getByRole('heading', { name: 'Verify your identity' }).waitFor();

    // Leaving with something typed asks first; staying keeps it.
    await page.getByLabel('First name').fill('Mei');
    await page.locator('a.kyc-back').click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(pathOf(page)).toBe(KYC_PATH);
    expect(await page.getByLabel('First name').inputValue()).toBe('Mei');

    // An under-age birth date shows its message at the field once the field is left.
    const birth = page.getByLabel('Date of birth');
    await birth.fill('2015-03-01');
    expect(await messageAt(page, 'kyc-birthDate').count()).toBe(0);
    await birth.blur();
    await expect
      .poll(() => messageAt(page, 'kyc-birthDate').textContent())
      .toBe('You must be at least 18 years old to verify your identity.');
    expect(await birth.getAttribute('aria-invalid')).toBe('true');

    await fillPerson(page, {
      first: 'Mei',
      last: 'Lin',
      birth: '1990-05-17',
      nationality: 'TW',
      type: 'National ID card',
      number: 'A123456789',
    });
    expect(await messageAt(page, 'kyc-birthDate').count()).toBe(0);
    await page.locator('#kyc-documentBack').waitFor({ state: 'attached' });
    const photos = await page.locator('.kyc-section', { hasText: 'Photos of your document' }).textContent();
    expect(photos).toContain('PNG, JPEG or WebP images of at most 2 MB each.');

    // A PDF and a 3 MB image are refused at the field, and nothing is uploaded.
    await page.locator('#kyc-documentFront').setInputFiles(PDF);
    await expect
      .poll(() => messageAt(page, 'kyc-documentFront').textContent())
      .toBe('scan.pdf is not a PNG, JPEG or WebP image. Choose another file.');
    await page.locator('#kyc-documentFront').setInputFiles(HUGE);
    await expect
      .poll(() => messageAt(page, 'kyc-documentFront').textContent())
      .toBe('huge-photo.png is 3 MB, over the limit of 2 MB. Choose a smaller image.');
    expect(await page.locator('.kyc-upload[data-slot="documentFront"] img').count()).toBe(0);
    expect(posts).toEqual([]);

    // Accepted images show their preview, decoded by the browser under the page's CSP.
    await page.locator('#kyc-documentFront').setInputFiles(FRONT);
    const preview = page.getByRole('img', { name: 'Preview: Front of the document' });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    expect(await messageAt(page, 'kyc-documentFront').count()).toBe(0);
    expect(await page.locator('.kyc-upload[data-slot="documentFront"]').textContent()).toContain(
      'id-front.png',
    );
    await page.locator('#kyc-documentBack').setInputFiles(BACK);
    await page.getByRole('img', { name: 'Preview: Back of the document' }).waitFor();
    expect(posts).toEqual([]);

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/user/kyc')),
      page.getByRole('button', { name: 'Submit for review' }).click(),
    ]);
    expect(response.status()).toBe(200);
    await page.getByRole('heading', { name: 'Your documents are under review' }).waitFor();
    await expect.poll(() => toastTexts(page)).toContain('Your documents have been submitted for review.');
    expect(await page.locator('form.kyc-form').count()).toBe(0);
    expect(await page.locator('.kyc-state').textContent()).toContain('What happens next');

    const userId = await userIdOf(portal, username);
    expect(await ops(portal, 'kyc', 'approve', userId)).toMatchObject({ error: false });
    await page.getByRole('button', { name: 'Check now' }).click();
    await page.getByRole('heading', { name: 'Your identity is verified' }).waitFor();
    expect(await page.locator('.kyc-state').textContent()).toMatch(/Verified since/);
    expect(await page.getByRole('link', { name: 'Go to withdrawal' }).getAttribute('href')).toBe('/withdraw');
    await expect.poll(() => toastTexts(page)).toContain('Your identity is verified. You can now withdraw.');
  }, 180_000);

  it('keeps a refused request’s form, picks up a failure by itself, verifies again, and shows a block', async () => {
    const page = await openPage();
    // The page's own clock, so its 30-second poll (web KYC_POLL_MS) can be brought forward below.
    await page.clock.install();
    const { username } = await signUp(page, portal, 'kyctwo');
    await visit(page, portal, KYC_PATH);
    await page.getByRole('heading', { name: 'Verify your identity' }).waitFor();

    // Submit with nothing: every message shows and the focus goes to the first field.
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect
      .poll(() => messageAt(page, 'kyc-firstName').textContent())
      .toBe('Enter this name as written in your document.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('kyc-firstName');
    expect(await messageAt(page, 'kyc-documentFront').textContent()).toBe(
      'Add a photo of the front of your document.',
    );

    await fillPerson(page, {
      first: 'Minh',
      last: 'Nguyễn',
      birth: '1988-11-02',
      nationality: 'VN',
      type: 'Passport',
      number: 'C 1234 5678',
    });
    expect(await page.locator('#kyc-documentBack').count()).toBe(0);
    await page.locator('#kyc-documentFront').setInputFiles(FRONT);
    await page.locator('#kyc-selfie').setInputFiles(SELFIE);
    await page.getByRole('img', { name: 'Preview: A selfie holding your document' }).waitFor();

    // A failed request keeps everything filled in and the form unlocked.
    await page.route('**/api/user/kyc', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"INTERNAL_ERROR"}' }),
    );
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.locator('.toast-error').waitFor();
    await page.unroute('**/api/user/kyc');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Nguyễn');
    expect(await page.getByLabel('Last name').isDisabled()).toBe(false);
    expect(await page.getByRole('button', { name: 'Submit for review' }).isEnabled()).toBe(true);
    expect(await page.getByRole('img', { name: 'Preview: Front of the document' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByRole('heading', { name: 'Your documents are under review' }).waitFor();

    // The reviewer fails it; the page, left open, shows the decision by itself (its poll).
    const userId = await userIdOf(portal, username);
    const comment = 'The photo of your passport is blurred. Please take it again in daylight.';
    expect(await ops(portal, 'kyc', 'reject', userId, '--comment', comment)).toMatchObject({ error: false });
    await page.clock.fastForward('00:30');
    await page.getByRole('heading', { name: 'Your verification was not successful' }).waitFor();
    expect(await page.locator('.kyc-comment blockquote').textContent()).toBe(comment);

    // Verify again: the comment stays in view above an empty form.
    await page.getByRole('button', { name: 'Verify again' }).click();
    await page.getByRole('heading', { name: 'Verify again' }).waitFor();
    expect(await page.locator('.kyc-comment blockquote').textContent()).toBe(comment);
    expect(await page.getByLabel('First name').inputValue()).toBe('');
    await fillPerson(page, {
      first: 'Minh',
      last: 'Nguyễn',
      birth: '1988-11-02',
      nationality: 'VN',
      type: 'Passport',
      number: 'C12345678',
    });
    await page.locator('#kyc-documentFront').setInputFiles(FRONT);
    await page.getByRole('img', { name: 'Preview: Front of the document' }).waitFor();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByRole('heading', { name: 'Your documents are under review' }).waitFor();

    expect(
      await ops(portal, 'kyc', 'block', userId, '--comment', 'The document appears to be altered.'),
    ).toMatchObject({ error: false });
    await page.getByRole('button', { name: 'Check now' }).click();
    await page.getByRole('heading', { name: 'Identity verification is blocked' }).waitFor();
    const support = await page.locator('.kyc-support').textContent();
    expect(support).toContain('Contact customer service');
    expect(support).toContain(username);
    expect(await page.locator('.kyc-comment blockquote').textContent()).toBe(
      'The document appears to be altered.',
    );
    expect(await page.locator('form.kyc-form').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Verify again' }).count()).toBe(0);
  }, 180_000);

  it('shoots every state in six languages, desktop and phone, without serious violations or sideways scrolling', async () => {
    const page = await openPage({ bypassCSP: true });
    const { username } = await signUp(page, portal, 'kycshot');
    const userId = await userIdOf(portal, username);
    await visit(page, portal, KYC_PATH);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The form, part filled in: a preview and a message at a field.
    await page.getByLabel('First name').fill('Mei');
    await page.getByLabel('Last name').fill('Lin');
    await page.getByRole('radio', { name: /^National ID card/ }).check();
    await page.locator('#kyc-documentFront').setInputFiles(FRONT);
    await page.locator('#kyc-documentBack').setInputFiles(PDF);
    await page.locator('.kyc-upload img').first().waitFor();
    expectClean(
      await shootInAllLanguages(page, 'kyc-form', async (shown) => {
        await shown.locator('form.kyc-form').waitFor();
        await shown.locator('.kyc-upload img').first().waitFor();
      }),
    );

    await fillPerson(page, {
      first: 'Mei',
      last: 'Lin',
      birth: '1990-05-17',
      nationality: 'TW',
      type: 'National ID card',
      number: 'A123456789',
    });
    await page.locator('#kyc-documentBack').setInputFiles(BACK);
    await page.getByRole('img', { name: 'Preview: Back of the document' }).waitFor();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.locator('.kyc-state-under_review').waitFor();
    expectClean(
      await shootInAllLanguages(page, 'kyc-under-review', (shown) =>
        shown.locator('.kyc-state-under_review').waitFor(),
      ),
    );

    const refresh = async () => {
      await page.getByRole('button', { name: 'Check now' }).click();
    };
    await ops(
      portal,
      'kyc',
      'reject',
      userId,
      '--comment',
      'The back of the card is cut off. Please include all four corners.',
    );
    await refresh();
    await page.locator('.kyc-state-failed').waitFor();
    expectClean(
      await shootInAllLanguages(page, 'kyc-failed', (shown) => shown.locator('.kyc-state-failed').waitFor()),
    );

    await page.getByRole('button', { name: 'Verify again' }).click();
    await fillPerson(page, {
      first: 'Mei',
      last: 'Lin',
      birth: '1990-05-17',
      nationality: 'TW',
      type: 'Passport',
      number: 'P12345678',
    });
    await page.locator('#kyc-documentFront').setInputFiles(FRONT);
    await page.getByRole('img', { name: 'Preview: Front of the document' }).waitFor();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.locator('.kyc-state-under_review').waitFor();
    await ops(portal, 'kyc', 'approve', userId);
    await refresh();
    await page.locator('.kyc-state-approved').waitFor();
    expectClean(
      await shootInAllLanguages(page, 'kyc-approved', (shown) =>
        shown.locator('.kyc-state-approved').waitFor(),
      ),
    );

    // A blocked member: another one, since an approval is final.
    const blockedPage = await openPage({ bypassCSP: true });
    const blocked = await signUp(blockedPage, portal, 'kycblock');
    await visit(blockedPage, portal, KYC_PATH);
    await fillPerson(blockedPage, {
      first: 'Aung',
      last: 'Min',
      birth: '1985-01-20',
      nationality: 'MM',
      type: 'Passport',
      number: 'MA1234567',
    });
    await blockedPage.locator('#kyc-documentFront').setInputFiles(FRONT);
    await blockedPage.getByRole('img', { name: 'Preview: Front of the document' }).waitFor();
    await blockedPage.getByRole('button', { name: 'Submit for review' }).click();
    await blockedPage.locator('.kyc-state-under_review').waitFor();
    await ops(
      portal,
      'kyc',
      'block',
      await userIdOf(portal, blocked.username),
      '--comment',
      'The document appears to be altered.',
    );
    await blockedPage.getByRole('button', { name: 'Check now' }).click();
    await blockedPage.locator('.kyc-state-blocked').waitFor();
    expectClean(
      await shootInAllLanguages(blockedPage, 'kyc-blocked', (shown) =>
        shown.locator('.kyc-state-blocked').waitFor(),
      ),
    );
  }, 900_000);
});
