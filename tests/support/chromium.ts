/**
 * Debian's Chromium driven by playwright-core (no browser download): `.ci/run` installs the
 * `chromium` package when /usr/bin/chromium is missing. CHROMIUM_PATH overrides the path.
 */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
