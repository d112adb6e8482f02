// First contentful paint of the landing page (/) in Chromium, against a static HTML page with the same
// visible text, budget: at most 1.5x the static page's. Both are loaded by a new guest (a new browser
// context: empty cache, no cookies), one after the other, interleaved (scripts/bench/lib/ratio.mjs);
// each round takes the median of BENCH_LOADS loads per side. The portal is the built server in this
// process (PGlite, demo seeded); the static page is served by a bare node:http server on loopback in the
// same process, with the text the landing page shows once it has rendered (read from the page itself).
// FCP is `performance.getEntriesByName('first-contentful-paint')`; the largest contentful paint (LCP)
// of both is shown beside it.
// Run after `npx tsc -b`: node scripts/bench/first-paint.bench.mjs   (BENCH_ROUNDS, BENCH_LOADS,
// BENCH_SKIP_BUILD=1 to serve the web app already in packages/web/dist, CHROMIUM_PATH)
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from '../../packages/server/dist/index.js';
import { buildWeb } from '../../packages/web/scripts/build.mjs';
import { benchRounds, createVerdicts, interleave, median, summarise } from './lib/ratio.mjs';

const BUDGET = 1.5;
const LOADS = Math.max(1, Number(process.env.BENCH_LOADS ?? 5) || 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VIEWPORT = { width: 1366, height: 900 };

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** A page with nothing but the text: one paragraph per line, no style, no script. */
const staticPage = (title, text) => `<!doctype html>
<html lang="en-US">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body>
${text
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join('\n')}
</body>
</html>
`;

/** The paint entries of the page, once its first contentful paint is there. */
const paints = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const result = { fcp: Number.NaN, lcp: Number.NaN };
        const done = () => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          if (!fcp) return false;
          result.fcp = fcp.startTime;
          return true;
        };
        // LCP is reported by an observer only (buffered: the entries before it started count too).
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          if (last) result.lcp = last.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        const poll = () => (done() ? setTimeout(() => resolve(result), 0) : setTimeout(poll, 10));
        poll();
      }),
  );

/** One load by a new guest; resolves to its paint times (ms since navigation start). */
const load = async (browser, url, ready) => {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.locator(ready).first().waitFor();
    return await paints(page);
  } finally {
    await context.close();
  }
};

const main = async () => {
  if (process.env.BENCH_SKIP_BUILD !== '1') await buildWeb();
  const dataDir = await mkdtemp(join(tmpdir(), 'sp-bench-paint-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await createServer({
    config: {
      port,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: base,
      seedDemo: true,
      trustProxy: false,
    },
    secrets: {
      siteTokenKey: randomBytes(32).toString('base64url'),
      codePepper: randomBytes(32).toString('base64url'),
    },
    notifier: { sendCode: async () => undefined },
    logger: false,
  });
  await server.listen();
  let reference = '';
  const staticServer = createHttpServer((request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(reference),
      'cache-control': 'no-store',
    });
    response.end(request.method === 'HEAD' ? undefined : reference);
  });
  await new Promise((resolve) => staticServer.listen(0, '127.0.0.1', resolve));
  const staticUrl = `http://127.0.0.1:${staticServer.address().port}/`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const portalUrl = `${base}/`;
  const READY = '#landing-title';
  const verdicts = createVerdicts();
  try {
    // The reference's text is what the landing page shows once rendered (also a warm-up of the server).
    {
      const context = await browser.newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      await page.goto(portalUrl);
      await page.locator(READY).waitFor();
      await page.waitForLoadState('networkidle');
      reference = staticPage(await page.title(), await page.locator('body').innerText());
      await context.close();
    }
    await load(browser, staticUrl, 'p');

    const portalRuns = [];
    const results = await interleave({
      rounds: benchRounds(),
      reference: async () => {
        const runs = [];
        for (let i = 0; i < LOADS; i += 1) runs.push(await load(browser, staticUrl, 'p'));
        return median(runs.map((run) => run.fcp));
      },
      subject: async () => {
        const runs = [];
        for (let i = 0; i < LOADS; i += 1) runs.push(await load(browser, portalUrl, READY));
        portalRuns.push(...runs);
        return median(runs.map((run) => run.fcp));
      },
    });
    const summary = summarise(results);
    console.table(
      results.map((round, index) => ({
        round: index + 1,
        'static FCP ms': round.reference.toFixed(1),
        'portal FCP ms': round.subject.toFixed(1),
        ratio: round.ratio.toFixed(2),
      })),
    );
    console.log(
      `portal /, median of ${portalRuns.length} loads: FCP ${median(portalRuns.map((r) => r.fcp)).toFixed(1)} ms, ` +
        `LCP ${median(portalRuns.map((r) => r.lcp)).toFixed(1)} ms after navigation start`,
    );
    verdicts.check('first contentful paint of / vs a static page with the same text', summary, {
      budget: BUDGET,
    });
  } finally {
    await browser.close();
    await new Promise((resolve) => staticServer.close(resolve));
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  verdicts.finish();
};

await main();
