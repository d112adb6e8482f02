// Bundles the CLI from the modules tsc wrote (dist/cli.js and everything it imports, core included)
// into dist/bundle, which dist/main.cjs runs through dist/bundle-loader.cjs:
//   program.cjs   commander and the command declarations: all that `--help` reads
//   run.cjs       everything the program imports when a command runs (the runner, each command, core,
//                 the adapters), each module initialised only when asked for
//   *.cache       V8's code cache of both, made by running them once (Node 20 keeps none of its own)
//   texts/*.json  each language's texts laid over en-US's, read at the first text a run shows
//   stamp.json    the inputs whose change means the bundle is out of date (see src/main.ts)
// Run after `npx tsc -b` (`npm run build -w @signal-portal/cli` runs both):
//   node packages/cli/scripts/bundle.mjs
import * as esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CLI_DIR = fileURLToPath(new URL('../', import.meta.url));
const DIST = join(CLI_DIR, 'dist');
const OUT = join(DIST, 'bundle');
const ROOT = join(CLI_DIR, '../..');
/** As src/bundle-loader.cts names them. */
const PROGRAM_FILE = 'program.cjs';
const RUN_FILE = 'run.cjs';
const RUN_MODULE_PREFIX = './run.cjs#';

/**
 * The files whose change means the bundle is out of date: each package's tsc build info (tsc -b
 * rewrites it whenever it writes that package's dist) and npm's record of the installed packages.
 */
const STAMP_INPUTS = [
  join(DIST, '.tsbuildinfo'),
  join(ROOT, 'packages/core/dist/.tsbuildinfo'),
  join(ROOT, 'node_modules/.package-lock.json'),
];

/** Only for prompts (inquirer) and the live feed (ws, required at the first socket). */
const EXTERNAL = ['inquirer', 'ws'];

const COMMON = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minify: true,
  metafile: true,
  logLevel: 'warning',
  // The modules read files beside themselves through import.meta.url: here, beside the bundle's file.
  define: { 'import.meta.url': '__bundleFileUrl' },
  banner: { js: "var __bundleFileUrl=require('node:url').pathToFileURL(__filename).href;" },
};

/** The texts loader that reads core's RESOURCES becomes the one that reads a JSON file per language. */
const bundledTexts = {
  name: 'bundled-texts',
  setup(build) {
    build.onResolve({ filter: /\/load-texts\.js$/ }, (args) => ({
      path: join(args.resolveDir, args.path.replace(/load-texts\.js$/, 'load-texts.bundled.js')),
    }));
  },
};

/**
 * Commander requires node:child_process at its top for executable subcommands, which this CLI has
 * none of; loading it is a measurable part of `--help`. The program gets it on first use instead.
 */
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(build) {
    build.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      // The stand-in's own require is the real module.
      args.namespace === 'lazy' ? undefined : { path: 'lazy-child-process', namespace: 'lazy' },
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy' }, () => ({
      contents:
        "let real; const load = () => (real ??= require('node:child_process'));" +
        'module.exports = new Proxy({}, { get: (_, key) => load()[key], has: (_, key) => key in load() });',
      loader: 'js',
    }));
  },
};

/** A dynamic import's target as run.cjs names it: a path under dist, or a package's name. */
const runModuleOf = (args) =>
  args.path.startsWith('.') || isAbsolute(args.path)
    ? relative(DIST, join(args.resolveDir, args.path)).split('\\').join('/')
    : args.path;

/**
 * Every dynamic import of the program becomes a module of run.cjs (the loader's `require` of
 * `./run.cjs#<path>` returns it): `--help` never reads run.cjs at all.
 */
const runModules = (found) => ({
  name: 'run-modules',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      const module = runModuleOf(args);
      found.add(module);
      return { path: `${RUN_MODULE_PREFIX}${module}`, external: true };
    });
  },
});

/** run.cjs's entry: each module the program may ask for, initialised at its first `load`. */
const runEntry = (modules) =>
  [
    'const MODULES = {',
    ...[...modules].map(
      (m) => `  ${JSON.stringify(m)}: () => require(${JSON.stringify(m.includes('/') ? `./${m}` : m)}),`,
    ),
    '};',
    'exports.load = (path) => MODULES[path]();',
  ].join('\n');

const isTree = (value) => typeof value === 'object' && value !== null;

/** `texts` over `fallback`, key by key (what core's translate does when a text is missing). */
const laidOver = (fallback, texts) => {
  const result = { ...fallback };
  for (const [key, value] of Object.entries(texts)) {
    result[key] = isTree(value) && isTree(fallback[key]) ? laidOver(fallback[key], value) : value;
  }
  return result;
};

const writeTexts = async (dir) => {
  const core = await import(pathToFileURL(join(ROOT, 'packages/core/dist/index.js')).href);
  await mkdir(join(dir, 'texts'), { recursive: true });
  const fallback = core.RESOURCES[core.FALLBACK_LANGUAGE];
  for (const language of core.LANGUAGES) {
    const texts = laidOver(fallback, core.RESOURCES[language]);
    await writeFile(join(dir, 'texts', `${language}.json`), JSON.stringify(texts));
  }
};

/** Runs both files once in a plain `node` (V8 refuses a cache made under other flags) and keeps the cache. */
const writeCodeCache = (dir, modules) => {
  const loader = pathToFileURL(join(DIST, 'bundle-loader.cjs')).href;
  const script =
    `const { writeCodeCache } = await import(${JSON.stringify(loader)});` +
    `await writeCodeCache(${JSON.stringify(dir)}, ${JSON.stringify([...modules])});`;
  const made = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (made.status !== 0) throw new Error(`the code cache could not be made:\n${made.stderr}`);
};

const writeStamp = async (dir) => {
  const inputs = {};
  for (const file of STAMP_INPUTS) {
    const info = await stat(file).catch(() => undefined);
    if (info !== undefined) inputs[relative(OUT, file).split('\\').join('/')] = info.mtimeMs;
  }
  // Written last: a bundle without its stamp is never run.
  await writeFile(join(dir, 'stamp.json'), `${JSON.stringify({ inputs }, null, 2)}\n`);
};

/** Builds into a fresh folder beside dist/bundle and swaps it in, so no run sees half a bundle. */
export const bundleCli = async () => {
  const started = performance.now();
  const building = join(DIST, `bundle.${process.pid}.tmp`);
  await rm(building, { recursive: true, force: true });
  const modules = new Set();
  const program = await esbuild.build({
    ...COMMON,
    entryPoints: [join(DIST, 'cli.js')],
    outfile: join(building, PROGRAM_FILE),
    // Dynamic imports become requires of run.cjs's modules (see runModules).
    supported: { 'dynamic-import': false },
    plugins: [bundledTexts, lazyChildProcess, runModules(modules)],
  });
  const run = await esbuild.build({
    ...COMMON,
    stdin: { contents: runEntry(modules), resolveDir: DIST, sourcefile: 'run-entry.js', loader: 'js' },
    outfile: join(building, RUN_FILE),
    external: EXTERNAL,
    // No import() is left in a file the loader runs: what is not bundled is required (inquirer is an
    // ES module, which Node 20.19 requires as well).
    supported: { 'dynamic-import': false },
    plugins: [bundledTexts],
  });
  await writeFile(
    join(building, 'meta.json'),
    JSON.stringify({ program: program.metafile, run: run.metafile }),
  );
  await writeTexts(building);
  writeCodeCache(building, modules);
  await writeStamp(building);
  await rm(OUT, { recursive: true, force: true });
  await mkdir(dirname(OUT), { recursive: true });
  await rename(building, OUT);
  return { modules: modules.size, ms: performance.now() - started };
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { modules, ms } = await bundleCli();
  console.log(
    `CLI bundle: ${PROGRAM_FILE} and ${RUN_FILE} (${modules} lazily loaded modules) in ` +
      `${relative(ROOT, OUT)} (${Math.round(ms)} ms)`,
  );
}
