// Builds the web app with esbuild into packages/web/dist, which the server serves:
//   node scripts/build.mjs           production: minified, split per route, hashed names, meta.json,
//                                    the guest's first view (first-view.json, its CSS inlined in
//                                    index.html) and brotli and gzip copies of the assets (.br, .gz)
//   node scripts/build.mjs --watch   development: rebuilds on change and rewrites index.html each time
// `buildWeb()` is exported so tests and benchmarks build once from their own process.
import * as esbuild from 'esbuild';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBootScript } from './boot-script.mjs';
import { firstViewCss, writeFirstViews } from './first-view.mjs';
import { localePlugin } from './locale-plugin.mjs';
import { precompressDir } from './precompress.mjs';

const WEB_DIR = fileURLToPath(new URL('../', import.meta.url));
export const DEFAULT_OUTDIR = join(WEB_DIR, 'dist');
const ENTRY = 'src/main.tsx';
const ASSETS = 'assets';

/** Shown without JavaScript, in each interface language (i18next cannot run there). */
const NOSCRIPT_LINES = [
  'This portal needs JavaScript. Please enable it in your browser.',
  '本網站需要 JavaScript，請在瀏覽器中啟用。',
  '本网站需要 JavaScript，请在浏览器中启用。',
  'このサイトには JavaScript が必要です。ブラウザで有効にしてください。',
  'Trang này cần JavaScript. Vui lòng bật JavaScript trong trình duyệt.',
  'ဤဝဘ်ဆိုက်သည် JavaScript လိုအပ်ပါသည်။ ဘရောက်ဇာတွင် ဖွင့်ပေးပါ။',
];

/**
 * The page the server fills in (meta tags, title, favicon, the guest's first view in #root): the
 * hashed entry script and stylesheet, with the entry's shared chunks preloaded. No inline script: the
 * page's CSP is `script-src 'self'`. With the first view's CSS inlined, the whole stylesheet goes to
 * the end of <body>, where it no longer holds the first paint; with a boot script, the app starts
 * after that paint (scripts/boot.js), its modules only fetched before it (`preload`, not
 * `modulepreload`, which also compiles them).
 */
export const entryHtml = ({ script, stylesheet, preloads, criticalCss, boot }) => `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light">
    <title>Signal Portal</title>
${(boot ? [script, ...preloads] : preloads)
  .map((href) =>
    boot
      ? `    <link rel="preload" as="script" crossorigin href="${href}">\n`
      : `    <link rel="modulepreload" href="${href}">\n`,
  )
  .join('')}${criticalCss ? `    <style>${criticalCss.replace(/<\//g, '<\\/')}</style>\n` : ''}${
  stylesheet && !criticalCss ? `    <link rel="stylesheet" href="${stylesheet}">\n` : ''
}${
  boot
    ? `    <script defer src="${boot}" data-app="${script}"></script>\n`
    : `    <script type="module" src="${script}"></script>\n`
}  </head>
  <body>
    <noscript>
${NOSCRIPT_LINES.map((line) => `      <p>${line}</p>`).join('\n')}
    </noscript>
    <div id="root"></div>
${stylesheet && criticalCss ? `    <link rel="stylesheet" href="${stylesheet}">\n` : ''}  </body>
</html>
`;

const urlOf = (outdir, file) => `/${relative(outdir, join(WEB_DIR, file)).split('\\').join('/')}`;

/** The entry's output files, from esbuild's metafile. */
const entryFiles = (metafile, outdir) => {
  const outputs = Object.entries(metafile.outputs);
  const found = outputs.find(([, output]) => output.entryPoint === ENTRY);
  if (!found) throw new Error(`no output for ${ENTRY}`);
  const [file, output] = found;
  return {
    script: urlOf(outdir, file),
    stylesheet: output.cssBundle ? urlOf(outdir, output.cssBundle) : undefined,
    preloads: output.imports.filter((i) => i.kind === 'import-statement').map((i) => urlOf(outdir, i.path)),
  };
};

/** Removes hashed files a rebuild no longer produces (watch mode), so dist holds one version. */
const removeStale = async (metafile, outdir, localeFiles) => {
  const current = new Set([...Object.keys(metafile.outputs).map((file) => basename(file)), ...localeFiles]);
  const dir = join(outdir, ASSETS);
  for (const name of await readdir(dir).catch(() => [])) {
    if (!current.has(name)) await rm(join(dir, name), { force: true });
  }
};

const writePage = async (metafile, outdir, first = {}) => {
  await writeFile(join(outdir, 'meta.json'), JSON.stringify(metafile));
  // Written last: the server re-reads index.html when it changes, and every file it names exists by then.
  await writeFile(join(outdir, 'index.html'), entryHtml({ ...entryFiles(metafile, outdir), ...first }));
};

/** The screens of a guest's first visit besides the first views': their scripts are compressed hardest. */
const GUEST_SCREENS = ['LoginPage'];

/** The file names of the entry's scripts (with its static imports) and of the screens' chunks and theirs. */
const guestScripts = (metafile, screens) => {
  const outputs = metafile.outputs;
  const starts = Object.keys(outputs).filter(
    (file) =>
      file.endsWith('.js') &&
      (outputs[file].entryPoint === ENTRY ||
        screens.some((screen) => basename(file).startsWith(`${screen}-`))),
  );
  const names = new Set();
  const stack = [...starts];
  while (stack.length > 0) {
    const file = stack.pop();
    if (names.has(basename(file))) continue;
    names.add(basename(file));
    for (const imported of outputs[file].imports)
      if (imported.kind === 'import-statement' && outputs[imported.path]) stack.push(imported.path);
  }
  return names;
};

/** Aliases the app's bundle and the first view's renderer share. */
const ALIAS = {
  // Inversify needs only the shape of the metadata API (the app uses no decorators): see the shim.
  'reflect-metadata': './scripts/shims/reflect-metadata-shim.js',
  'use-sync-external-store/shim': './scripts/shims/use-sync-external-store-shim.js',
};

const options = ({ outdir, minify, localeFiles }) => ({
  absWorkingDir: WEB_DIR,
  entryPoints: [ENTRY],
  outdir: join(outdir, ASSETS),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  jsx: 'automatic',
  tsconfig: join(WEB_DIR, 'tsconfig.json'),
  minify,
  sourcemap: !minify,
  charset: 'utf8',
  legalComments: minify ? 'linked' : 'eof',
  metafile: true,
  define: { 'process.env.NODE_ENV': JSON.stringify(minify ? 'production' : 'development') },
  alias: ALIAS,
  logLevel: 'warning',
  plugins: [localePlugin({ assetsDir: join(outdir, ASSETS), written: localeFiles })],
});

/** A production (or, with `minify: false`, readable) build into `outdir`; resolves to the metafile. */
export const buildWeb = async ({ outdir = DEFAULT_OUTDIR, minify = true } = {}) => {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const result = await esbuild.build(options({ outdir, minify, localeFiles: new Set() }));
  const assetsDir = join(outdir, ASSETS);
  const { screens } = await writeFirstViews({
    webDir: WEB_DIR,
    outdir,
    assetsDir,
    assetsUrl: `/${ASSETS}`,
    alias: ALIAS,
  });
  const criticalCss = await firstViewCss(result.metafile, WEB_DIR, ENTRY, screens);
  const boot = `/${ASSETS}/${await writeBootScript(assetsDir)}`;
  await precompressDir(assetsDir, { zopfli: guestScripts(result.metafile, [...screens, ...GUEST_SCREENS]) });
  await writePage(result.metafile, outdir, { criticalCss, boot });
  return result.metafile;
};

/** Rebuilds on every change of the sources and the core they import; resolves to the esbuild context. */
export const watchWeb = async ({ outdir = DEFAULT_OUTDIR, log = console.log } = {}) => {
  await mkdir(outdir, { recursive: true });
  // Development serves the app without a first view: one from an earlier build would not match it.
  await rm(join(outdir, 'first-view.json'), { force: true });
  const localeFiles = new Set();
  const rewritePage = {
    name: 'entry-page',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0 || !result.metafile) return;
        await removeStale(result.metafile, outdir, localeFiles);
        await writePage(result.metafile, outdir);
        log(`web: built ${new Date().toLocaleTimeString()}`);
      });
    },
  };
  const base = options({ outdir, minify: false, localeFiles });
  const context = await esbuild.context({ ...base, plugins: [...base.plugins, rewritePage] });
  await context.watch();
  return context;
};

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  if (process.argv.includes('--watch')) {
    await watchWeb();
    console.log('web: watching for changes (Ctrl+C to stop)');
  } else {
    const started = Date.now();
    const metafile = await buildWeb();
    const files = Object.keys(metafile.outputs).filter((file) => !file.endsWith('.map')).length;
    console.log(
      `web: built ${files} files into ${relative(process.cwd(), DEFAULT_OUTDIR) || '.'} in ${Date.now() - started} ms`,
    );
  }
}
