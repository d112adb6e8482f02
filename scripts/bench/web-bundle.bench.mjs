// The JavaScript a guest downloads for the landing page (/) and the log-in page (/login), gzip-compressed,
// against the budget of 150 KB (KiB) per page; ECharts must not be in the bundle at all. Measured two
// ways that must agree: from esbuild's metafile (the entry, its static imports and the page's chunk) and
// by loading each page in Chromium with an empty cache and summing the scripts it fetched. The texts
// (JSON, one file per language and group) are shown beside the scripts.
// Run after `npx tsc -b` (the server serves the page): node scripts/bench/web-bundle.bench.mjs
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createServer } from '../../packages/server/dist/index.js';
import { buildWeb, DEFAULT_OUTDIR } from '../../packages/web/scripts/build.mjs';

const BUDGET_BYTES = 150 * 1024;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = [
  { path: '/', chunk: 'LandingPage' },
  { path: '/login', chunk: 'LoginPage' },
];

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

const fromMetafile = async (metafile, chunk) => {
  let total = 0;
  for (const file of guestFiles(metafile, chunk)) {
    total += gzipSize(await readFile(join(DEFAULT_OUTDIR, '..', file)));
  }
  return { files: guestFiles(metafile, chunk).length, gzip: total };
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
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
  const sums = { scripts: 0, scriptFiles: 0, texts: 0 };
  for (const response of responses) {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/assets/')) continue;
    const body = await response.body();
    if (url.pathname.endsWith('.js')) {
      sums.scripts += gzipSize(body);
      sums.scriptFiles += 1;
    } else if (url.pathname.endsWith('.json')) {
      sums.texts += gzipSize(body);
    }
  }
  await context.close();
  return sums;
};

const main = async () => {
  const metafile = await buildWeb();
  const echarts = Object.keys(metafile.inputs).filter((input) =>
    /node_modules\/(echarts|zrender)\//.test(input),
  );

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
    notifier: { sendCode: async () => {} },
  });
  await server.listen();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

  const rows = [];
  let failed = echarts.length > 0;
  try {
    for (const { path, chunk } of PAGES) {
      const meta = await fromMetafile(metafile, chunk);
      const loaded = await fromBrowser(browser, base, path);
      const over = Math.max(meta.gzip, loaded.scripts) > BUDGET_BYTES;
      if (over) failed = true;
      rows.push({
        page: path,
        'JS gzip (metafile)': kib(meta.gzip),
        'JS gzip (Chromium)': kib(loaded.scripts),
        'JS files': loaded.scriptFiles,
        'texts gzip (JSON)': kib(loaded.texts),
        budget: kib(BUDGET_BYTES),
        result: over ? 'OVER BUDGET' : 'ok',
      });
    }
  } finally {
    await browser.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }

  console.table(rows);
  console.log(
    echarts.length === 0 ? 'ECharts: not in the bundle.' : `ECharts in the bundle: ${echarts.join(', ')}`,
  );
  console.log('gzip -9 of each file as served; KB = 1024 bytes.');
  if (failed) {
    console.error('web bundle budget exceeded');
    process.exitCode = 1;
  }
};

await main();
