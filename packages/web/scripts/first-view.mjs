// The guest's first view: the landing page rendered at build time by the app's own components
// (src/first-view/render-first-view.tsx, bundled for Node here), in each language and each shape of
// branding, written to dist/first-view.json. The server puts the one that fits a guest's request into
// the entry page, with the site's values in place of the placeholders, so the browser paints the page
// before any script runs. Beside it: the CSS that view needs, inlined into the entry page's head.
import * as esbuild from 'esbuild';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const RENDERER = 'src/first-view/render-first-view.tsx';

/** Bundles the renderer for Node (every dependency inside) into a scratch folder and imports it. */
const loadRenderer = async (webDir, alias) => {
  const result = await esbuild.build({
    absWorkingDir: webDir,
    entryPoints: [RENDERER],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    jsx: 'automatic',
    tsconfig: join(webDir, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty' },
    // CommonJS dependencies (react-dom/server) require Node's built-in modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    alias,
    logLevel: 'warning',
  });
  const dir = await mkdtemp(join(tmpdir(), 'first-view-'));
  try {
    const file = join(dir, 'render-first-view.mjs');
    await writeFile(file, result.outputFiles[0].contents);
    return await import(pathToFileURL(file).href);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** Each language's shell texts as the build wrote them (dist/assets/locale-<language>-shell-<hash>.json). */
const shellTextFiles = async (assetsDir, languages) => {
  const names = await readdir(assetsDir);
  const files = {};
  for (const language of languages) {
    const name = names.find((file) => file.startsWith(`locale-${language}-shell-`) && file.endsWith('.json'));
    if (!name) throw new Error(`no shell texts for ${language} in ${assetsDir}`);
    files[language] = name;
  }
  return files;
};

/**
 * The CSS the first view needs: what the entry's static imports and the first view's screens import,
 * in bundle order. The entry's whole stylesheet still loads (at the end of <body>, not blocking the
 * first paint) and holds every rule again.
 */
export const firstViewCss = async (metafile, webDir, entryPoint, screenChunks) => {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === entryPoint);
  const stack = [entry, ...screenChunks.map((chunk) => pageOutput(metafile, chunk))];
  const seen = new Set();
  const sheets = [];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const input of Object.keys(outputs[file].inputs))
      if (input.endsWith('.css') && !sheets.includes(input)) sheets.push(input);
    for (const imported of outputs[file].imports)
      if (imported.kind === 'import-statement' && outputs[imported.path]) stack.push(imported.path);
  }
  // The order of the entry's whole stylesheet (its inputs are listed as they are laid out), so the
  // cascade is the one that stylesheet gives.
  const order = Object.keys(outputs[outputs[entry].cssBundle].inputs);
  sheets.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const result = await esbuild.build({
    absWorkingDir: webDir,
    stdin: {
      contents: sheets.map((sheet) => `@import ${JSON.stringify(`./${sheet}`)};`).join('\n'),
      resolveDir: webDir,
      loader: 'css',
    },
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0].text.trim();
};

/** The output file of a screen's chunk (its component's name), from the metafile. */
const pageOutput = (metafile, chunk) => {
  const file = Object.keys(metafile.outputs).find(
    (name) => name.includes(`/${chunk}-`) && name.endsWith('.js'),
  );
  if (!file) throw new Error(`no chunk for ${chunk}`);
  return file;
};

/** Renders every first view and writes dist/first-view.json; resolves to its content. */
export const writeFirstViews = async ({ webDir, outdir, assetsDir, assetsUrl, alias }) => {
  const renderer = await loadRenderer(webDir, alias);
  const { LANGUAGES } = renderer;
  const textFiles = await shellTextFiles(assetsDir, LANGUAGES);
  const views = {};
  for (const path of Object.keys(renderer.FIRST_VIEW_SCREENS)) {
    views[path] = {};
    for (const language of LANGUAGES) {
      const texts = JSON.parse(await readFile(join(assetsDir, textFiles[language]), 'utf8'));
      views[path][language] = {};
      for (const variant of renderer.FIRST_VIEW_VARIANTS)
        views[path][language][variant] = await renderer.renderFirstView(path, language, texts, variant);
    }
  }
  const firstView = {
    placeholders: renderer.FIRST_VIEW_PLACEHOLDERS,
    texts: Object.fromEntries(LANGUAGES.map((language) => [language, `${assetsUrl}/${textFiles[language]}`])),
    views,
  };
  await writeFile(join(outdir, 'first-view.json'), JSON.stringify(firstView));
  return { firstView, screens: Object.values(renderer.FIRST_VIEW_SCREENS) };
};
