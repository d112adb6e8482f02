/**
 * Screenshots of a member screen in every language, at the desktop and the phone width, each checked
 * with axe-core and for horizontal scrolling on the phone. Files land in
 * test-artifacts/screenshots/<name>-<language>-<desktop|phone>.png (git-ignored).
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@signal-portal/core';
import type { Page } from 'playwright-core';
import { ROOT } from '../../support/portal.js';
import { seriousViolations, type AxeViolation } from './axe.js';

export const SCREENSHOTS = join(ROOT, 'test-artifacts/screenshots');
export const DESKTOP = { width: 1400, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Chooses a language with the header's picker and waits until the page shows it, choosing again when
 * it has not switched within a few seconds: on a loaded machine a choice made while the previous one is
 * still being saved is now and then dropped (a fault still to be found).
 */
export const chooseLanguage = async (page: Page, language: Language): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    await page.locator('.language-picker select').selectOption(language);
    const switched = await page
      .waitForFunction((lang) => document.documentElement.lang === lang, language, { timeout: 8_000 })
      .then(
        () => true,
        () => false,
      );
    if (switched) return;
    if (attempt === 3) throw new Error(`the page did not switch to ${language}`);
  }
};

/** Closes every toast on screen ("Language changed." after each switch), so it hides nothing. */
export const closeToasts = async (page: Page): Promise<void> => {
  const close = page.locator('.toast-close');
  while ((await close.count()) > 0) await close.first().click();
};

/**
 * A full-page shot with CSS animations stopped. Chromium now and then produces no frame for a capture
 * on a starved machine (CI once waited 30 s past "fonts loaded" on the wallet screen): one more try,
 * after bringing the page to the front, before the test fails.
 */
export const captureFullPage = async (page: Page, file: string): Promise<void> => {
  const options = { path: file, fullPage: true, animations: 'disabled', caret: 'hide' } as const;
  try {
    await page.screenshot({ ...options, timeout: 20_000 });
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    await page.bringToFront();
    await page.screenshot({ ...options, timeout: 30_000 });
  }
};

export interface ScreenShot {
  readonly language: Language;
  readonly size: 'desktop' | 'phone';
  readonly file: string;
  readonly violations: readonly AxeViolation[];
  /** The page is wider than the viewport (horizontal scrolling); only a fault on the phone. */
  readonly scrollsSideways: boolean;
}

/**
 * For each language (the picker, so a member's choice is saved on the server too) and each width:
 * waits for `ready`, takes a full-page screenshot, runs axe. Leaves the page in en-US at the desktop
 * width. The page's context must be made with `bypassCSP: true` for axe.
 */
export const shootInAllLanguages = async (
  page: Page,
  name: string,
  ready: (page: Page) => Promise<void>,
  languages: readonly Language[] = LANGUAGES,
): Promise<ScreenShot[]> => {
  await mkdir(SCREENSHOTS, { recursive: true });
  const shots: ScreenShot[] = [];
  for (const language of languages) {
    await chooseLanguage(page, language);
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await ready(page);
      await closeToasts(page);
      // A full-page shot draws the fixed header where the page is scrolled to: start at the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      const file = join(SCREENSHOTS, `${name}-${language}-${size}.png`);
      await captureFullPage(page, file);
      const scrollsSideways = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
      );
      shots.push({ language, size, file, violations: await seriousViolations(page), scrollsSideways });
    }
  }
  await chooseLanguage(page, 'en-US');
  await page.setViewportSize(DESKTOP);
  return shots;
};
