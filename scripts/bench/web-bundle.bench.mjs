// The JavaScript a guest downloads for the landing page (/) and the log-in page (/login) ON THE WIRE,
// against the budget of 150 KB (KiB) per page; no chunk a guest loads may contain ECharts. The server
// sends the build's precompressed copies: brotli to Chromium (which accepts it), gzip to a client that
// accepts only gzip. Measured by loading each page in Chromium with an empty cache and summing the
// encoded body sizes of the scripts it fetched (Playwright's request sizes), and by asking the server
// for each of those scripts as a gzip-only client; both must be within budget. Beside them, for
// reference, gzip -9 of the same files from esbuild's metafile (the entry, its static imports and the
// page's chunk). The texts (JSON, one file per language and group) are shown beside the scripts.
// Then the signal detail page (/signal/{id}, ECharts included) for the demo provider: its JavaScript on
// the wire against 450 KB, and the time from navigation to its first chart drawn (the chart's
// performance mark, set when ECharts reports 'finished') against 1 s on the demo data, both after a
// page.goto (a cold start: empty cache, the whole app) and after a click from the signal list.
// Then the money screens (assets, report, withdraw, settings, bank and crypto editors, KYC, referral):
// each must be a chunk of its own that no guest page loads, and its JavaScript beyond what the app
// already loaded (its chunk and the shared chunks only member screens use) is shown, from the metafile.
// Run after `npx tsc -b` (the server serves the page): node scripts/bench/web-bundle.bench.mjs
import { randomBytes } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createServer } from '../../packages/server/dist/index.js';
import { buildWeb, DEFAULT_OUTDIR } from '../../packages/web/scripts/build.mjs';

const BUDGET_BYTES = 150 * 1024;
const DETAIL_BUDGET_BYTES = 450 * 1024;
const FIRST_CHART_BUDGET_MS = 1000;
/** The mark EChart sets (packages/web/src/views/charts/EChart.tsx) when the first chart has drawn. */
const FIRST_CHART_MARK = 'signal-portal:first-chart-drawn';
const DETAIL_CHUNK = 'SignalDetailPage';
const DETAIL_SIGNAL = 'GoldTrend.Pro';
const DEMO_EMAIL = 'demo@example.com';
/** Timed navigations per way; the median is reported. */
const RUNS = 5;
const ECHARTS_INPUT = /node_modules\/(echarts|zrender)\//;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = [
  { path: '/', chunk: 'LandingPage' },
  { path: '/login', chunk: 'LoginPage' },
];

/** The money screens' page chunks (their component names) and their routes. */
const MONEY_PAGES = [
  { path: '/user-assets', chunk: 'UserAssetsPage' },
  { path: '/report', chunk: 'ReportPage' },
  { path: '/withdraw', chunk: 'WithdrawPage' },
  { path: '/account-settings', chunk: 'AccountSettingsPage' },
  { path: '/edit-bank', chunk: 'EditBankPage' },
  { path: '/edit-crypto', chunk: 'EditCryptoPage' },
  { path: '/account-settings/kyc-application', chunk: 'KycApplicationPage' },
  { path: '/referral', chunk: 'ReferralPage' },
];
/** Sources of the money screens: none may end up in a chunk a guest loads. */
const MONEY_INPUT = /src\/(views|stores)\/(wallet|report|withdraw|settings|accounts|kyc|referral)\//;

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The entry's output and every output it imports statically, plus the page's chunk and its imports. */
const guestFiles = (metafile, chunk) => {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === 'src/main.tsx');
  const page = Object.keys(outputs).find((file) => file.includes(`/${chunk}-`) && file.endsWith('.js'));
  if (!entry || !page) throw new Error(`no output for the entry or ${chunk}`);
  const seen = new Set();
  const stack = [entry, page];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of outputs[file].imports)
      if (imported.kind === 'import-statement') stack.push(imported.path);
  }
  return [...seen];
};

/** The outputs that contain ECharts or its renderer. */
const echartsOutputs = (metafile) =>
  Object.keys(metafile.outputs).filter((file) =>
    Object.keys(metafile.outputs[file].inputs).some((input) => ECHARTS_INPUT.test(input)),
  );

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A page's files and the chunks that page itself imports on demand (the detail page's ECharts). */
const pageFilesWithLazy = (metafile, chunk) => {
  const files = new Set(guestFiles(metafile, chunk));
  const page = [...files].find((file) => file.includes(`/${chunk}-`));
  const stack = metafile.outputs[page].imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
  while (stack.length > 0) {
    const file = stack.pop();
    if (files.has(file)) continue;
    files.add(file);
    for (const imported of metafile.outputs[file].imports)
      if (imported.kind === 'import-statement') stack.push(imported.path);
  }
  return [...files];
};

const gzipOfFiles = async (files) => {
  let total = 0;
  for (const file of files) total += gzipSize(await readFile(join(DEFAULT_OUTDIR, '..', file)));
  return { files: files.length, gzip: total };
};

const fromMetafile = (metafile, chunk) => gzipOfFiles(guestFiles(metafile, chunk));

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The bytes the server sends for a URL to a client that accepts only gzip (its body as sent). */
const gzipClientBytes = (url) =>
  new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });

/** Loads a page as a new guest (empty cache) and sums what it fetched, by kind. */
const fromBrowser = async (browser, base, path) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(`${base}${path}`);
  await page.locator('.app').waitFor();
  await page.waitForLoadState('networkidle');
  const sums = { scripts: 0, scriptFiles: 0, texts: 0, wire: 0, gzipWire: 0, encodings: new Set() };
  for (const response of responses) {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/assets/')) continue;
    const body = await response.body();
    if (url.pathname.endsWith('.js')) {
      sums.scripts += gzipSize(body);
      sums.scriptFiles += 1;
      sums.wire += (await response.request().sizes()).responseBodySize;
      sums.encodings.add((await response.allHeaders())['content-encoding'] ?? 'identity');
      sums.gzipWire += await gzipClientBytes(url.href);
    } else if (url.pathname.endsWith('.json')) {
      sums.texts += gzipSize(body);
    }
  }
  await context.close();
  return sums;
};

/** The id of a demo signal by its name, from the server's storage. */
const demoSignalId = async (server, name) => {
  const { rows } = await server.ctx.db.query('SELECT id FROM signals WHERE name = $1 LIMIT 1', [name]);
  if (!rows[0]) throw new Error(`no demo signal ${name}`);
  return rows[0].id;
};

/** Logs the demo provider in by email in a new context; resolves to the context's session state. */
const logIn = async (browser, base, codes) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAIL);
  const before = codes.length;
  await page.getByRole('button', { name: 'Send code' }).click();
  for (let waited = 0; codes.length === before && waited < 10_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const code = codes.at(-1);
  if (codes.length === before || !code) throw new Error('no verification code was sent');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/signal');
  const state = await context.storageState();
  await context.close();
  return state;
};

/** The first chart's mark, in ms since the document's navigation began; waits until it is set. */
const firstChartAt = async (page) => {
  await page.locator('.echart[data-chart-drawn="true"]').first().waitFor();
  return page.evaluate(
    (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
    FIRST_CHART_MARK,
  );
};

/**
 * The detail page opened cold (a member's new tab with an empty cache, page.goto): every script it
 * fetched until the network is idle, gzip-compressed, and the time from navigation to the first chart.
 */
const detailCold = async (browser, base, session, path, echartsFiles) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, storageState: session });
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  const failures = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => failures.push(error.message));
  await page.goto(`${base}${path}`);
  const firstChartMs = await firstChartAt(page).catch((error) => {
    // A failed request or a script error says more than the timeout does.
    console.error(`${page.url()}: ${failures.join('; ')}`);
    throw error;
  });
  await page.waitForLoadState('networkidle');
  let scripts = 0;
  let scriptFiles = 0;
  let echarts = false;
  for (const response of responses) {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/assets/') || !url.pathname.endsWith('.js')) continue;
    const body = await response.body();
    scripts += gzipSize(body);
    scriptFiles += 1;
    echarts ||= echartsFiles.some((file) => file.endsWith(url.pathname.split('/').pop()));
  }
  await context.close();
  return { scripts, scriptFiles, firstChartMs, echarts };
};

/** From the signal list (loaded, idle) a click on the signal's name, to its first chart. */
const detailFromList = async (browser, base, session) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, storageState: session });
  const page = await context.newPage();
  await page.goto(`${base}/signal`);
  const link = page.getByRole('link', { name: DETAIL_SIGNAL }).first();
  await link.waitFor();
  await page.waitForLoadState('networkidle');
  const clickedAt = await page.evaluate(() => performance.now());
  await link.click();
  const drawnAt = await firstChartAt(page);
  const path = new URL(page.url()).pathname;
  await context.close();
  return { ms: drawnAt - clickedAt, path };
};

/**
 * A money screen beyond the app's entry: its page chunk and the chunks it imports statically that the
 * entry does not (shared member pieces such as the kit are counted with every screen that uses them).
 */
const moneyPage = async (metafile, chunk, guestClosure) => {
  const outputs = metafile.outputs;
  const pages = Object.keys(outputs).filter((file) => file.includes(`/${chunk}-`) && file.endsWith('.js'));
  if (pages.length !== 1) throw new Error(`${chunk}: ${pages.length} page chunks`);
  const [page] = pages;
  const files = new Set();
  const stack = [page];
  while (stack.length > 0) {
    const file = stack.pop();
    if (files.has(file) || guestClosure.has(file)) continue;
    files.add(file);
    for (const imported of outputs[file].imports)
      if (imported.kind === 'import-statement') stack.push(imported.path);
  }
  const own = await gzipOfFiles([page]);
  const beyond = await gzipOfFiles([...files]);
  return { page, own: own.gzip, beyond: beyond.gzip, files: files.size };
};

/** Every money screen in a chunk of its own, none of their code in a guest's chunks. */
const moneyPages = async (metafile) => {
  const guestClosure = new Set(PAGES.flatMap(({ chunk }) => guestFiles(metafile, chunk)));
  const rows = [];
  const pageChunks = new Set();
  for (const { path, chunk } of MONEY_PAGES) {
    const measured = await moneyPage(metafile, chunk, guestClosure);
    pageChunks.add(measured.page);
    rows.push({
      page: path,
      chunk: measured.page.split('/').pop(),
      'page chunk gzip': kib(measured.own),
      [`beyond the entry (files)`]: `${kib(measured.beyond)} (${measured.files})`,
    });
  }
  const leaked = [...guestClosure].filter((file) =>
    Object.keys(metafile.outputs[file].inputs).some((input) => MONEY_INPUT.test(input)),
  );
  return { rows, separate: pageChunks.size === MONEY_PAGES.length, leaked };
};

const main = async () => {
  const metafile = await buildWeb();
  const withEcharts = echartsOutputs(metafile);

  const codes = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'sp-bench-web-'));
  const port = await freePort();
  const base = `http://localhost:${port}`;
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
    notifier: { sendCode: async (message) => void codes.push(message.code) },
  });
  await server.listen();
  const detailPath = `/signal/${await demoSignalId(server, DETAIL_SIGNAL)}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

  const rows = [];
  const detailRows = [];
  let failed = false;
  const guestEcharts = [];
  try {
    for (const { path, chunk } of PAGES) {
      const meta = await fromMetafile(metafile, chunk);
      guestEcharts.push(...guestFiles(metafile, chunk).filter((file) => withEcharts.includes(file)));
      const loaded = await fromBrowser(browser, base, path);
      const over = Math.max(loaded.wire, loaded.gzipWire) > BUDGET_BYTES;
      if (over) failed = true;
      rows.push({
        page: path,
        [`JS on the wire, Chromium (${[...loaded.encodings].join('+')})`]: kib(loaded.wire),
        'JS on the wire, gzip-only client': kib(loaded.gzipWire),
        'JS gzip -9 (metafile)': kib(meta.gzip),
        'JS gzip -9 (Chromium)': kib(loaded.scripts),
        'JS files': loaded.scriptFiles,
        'texts gzip (JSON)': kib(loaded.texts),
        budget: kib(BUDGET_BYTES),
        result: over ? 'OVER BUDGET' : 'ok',
      });
    }

    const session = await logIn(browser, base, codes);
    const detailMeta = await gzipOfFiles(pageFilesWithLazy(metafile, DETAIL_CHUNK));
    const cold = [];
    for (let run = 0; run < RUNS; run += 1)
      cold.push(await detailCold(browser, base, session, detailPath, withEcharts));
    const clicks = [];
    for (let run = 0; run < RUNS; run += 1) clicks.push(await detailFromList(browser, base, session));
    if (clicks.some((click) => click.path !== detailPath))
      throw new Error('the list did not open the signal');
    const wire = Math.max(...cold.map((load) => load.scripts));
    const coldMs = median(cold.map((load) => load.firstChartMs));
    const clickMs = median(clicks.map((click) => click.ms));
    const overBytes = Math.max(detailMeta.gzip, wire) > DETAIL_BUDGET_BYTES;
    // The budget is for navigating to the page in the app (a click in the list); a cold page.goto also
    // boots the whole app (the first user fetch, the member's texts and live feed) and is shown beside it.
    const overTime = clickMs > FIRST_CHART_BUDGET_MS;
    if (overBytes || overTime || !cold.every((load) => load.echarts)) failed = true;
    detailRows.push(
      {
        measure: `JS gzip: entry + detail chunk + its lazy chunks (metafile, ${detailMeta.files} files)`,
        value: kib(detailMeta.gzip),
        budget: kib(DETAIL_BUDGET_BYTES),
        result: detailMeta.gzip > DETAIL_BUDGET_BYTES ? 'OVER BUDGET' : 'ok',
      },
      {
        measure: `JS gzip on the wire, page.goto (Chromium, ${cold[0].scriptFiles} files)`,
        value: kib(wire),
        budget: kib(DETAIL_BUDGET_BYTES),
        result: wire > DETAIL_BUDGET_BYTES ? 'OVER BUDGET' : 'ok',
      },
      {
        measure: `first chart after page.goto, cold, app start included (median of ${RUNS})`,
        value: `${Math.round(coldMs)} ms`,
        budget: '-',
        result: 'shown only',
      },
      {
        measure: `first chart after a click in the list (median of ${RUNS})`,
        value: `${Math.round(clickMs)} ms`,
        budget: `${FIRST_CHART_BUDGET_MS} ms`,
        result: clickMs > FIRST_CHART_BUDGET_MS ? 'OVER BUDGET' : 'ok',
      },
    );
    console.log(
      `runs: cold ${cold.map((load) => Math.round(load.firstChartMs)).join(', ')} ms; ` +
        `from the list ${clicks.map((click) => Math.round(click.ms)).join(', ')} ms`,
    );
  } finally {
    await browser.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }

  console.table(rows);
  console.table(detailRows);
  const money = await moneyPages(metafile);
  console.table(money.rows);
  if (!money.separate || money.leaked.length > 0) failed = true;
  console.log(
    money.leaked.length === 0 && money.separate
      ? `Money screens: ${MONEY_PAGES.length} chunks of their own; none of their code in a guest chunk.`
      : `Money screens: separate chunks ${money.separate}; in guest chunks: ${money.leaked.join(', ')}`,
  );
  if (guestEcharts.length > 0) failed = true;
  console.log(
    guestEcharts.length === 0
      ? `ECharts: in no guest chunk; only in ${withEcharts.map((file) => file.split('/').pop()).join(', ')}, ` +
          `which only the signal detail page loads.`
      : `ECharts in a guest chunk: ${[...new Set(guestEcharts)].join(', ')}`,
  );
  console.log(
    "On the wire: encoded body bytes as sent (the build's .br/.gz copies; files under 1 KB as they are); " +
      'gzip -9: each file compressed by this script; KB = 1024 bytes.',
  );
  if (failed) {
    console.error('web bundle budget exceeded');
    process.exitCode = 1;
  }
};

await main();
