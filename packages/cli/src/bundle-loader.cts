import fs = require('node:fs');
import nodeModule = require('node:module');
import nodePath = require('node:path');
import vm = require('node:vm');
import type * as Cli from './cli.js';

type Script = vm.Script;

/**
 * Runs the bundle (scripts/bundle.mjs writes it): two CommonJS files, `program.cjs` (commander and
 * the command declarations: all `--help` reads) and `run.cjs` (the runner, every command and what
 * they use, each module initialised only when a command needs it), each compiled with the V8 code
 * cache the bundle step made. Node 20 caches no compiled code for modules (module.enableCompileCache
 * came in Node 22.1), and compiling is much of a short run; a cache V8 refuses (another Node or V8
 * flags) costs nothing but the compile it would have saved.
 */
const BUNDLE_DIR = nodePath.join(__dirname, 'bundle');
const PROGRAM_FILE = 'program.cjs';
const RUN_FILE = 'run.cjs';

/** How program.cjs names a module of run.cjs: its import, made external by the bundle step. */
const RUN_MODULE_PREFIX = './run.cjs#';

interface RunBundle {
  /** A module of run.cjs by its path under dist ('commands/signals/list.js'), initialised once. */
  load(path: string): unknown;
}

/** One file of the bundle, with its code cache when there is one. */
const compile = (file: string, useCache: boolean): Script => {
  let cachedData: Buffer | undefined;
  if (useCache) {
    try {
      cachedData = fs.readFileSync(`${file}.cache`);
    } catch {
      cachedData = undefined;
    }
  }
  // The bundle step leaves no import() in these files (Node's loader for it in a script is experimental).
  return new vm.Script(nodeModule.wrap(fs.readFileSync(file, 'utf8')), {
    filename: file,
    ...(cachedData === undefined ? {} : { cachedData }),
  });
};

/** Evaluates a compiled file as Node evaluates a CommonJS module, with the given `require`. */
const evaluate = (script: Script, file: string, require: (id: string) => unknown): unknown => {
  const module = { exports: {} as unknown };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, require, module, file, nodePath.dirname(file));
  return module.exports;
};

interface OpenedBundle {
  readonly cli: typeof Cli;
  /** The compiled files, for the bundle step to make their code cache from. */
  readonly scripts: () => ReadonlyMap<string, Script>;
  readonly run: () => RunBundle;
}

/** Loads program.cjs; run.cjs is loaded at the first module a command asks of it. */
const openBundle = (dir: string = BUNDLE_DIR, useCache = true): OpenedBundle => {
  const scripts = new Map<string, Script>();
  const load = (name: string, require: (file: string) => (id: string) => unknown): unknown => {
    const file = nodePath.join(dir, name);
    const script = compile(file, useCache);
    scripts.set(file, script);
    return evaluate(script, file, require(file));
  };
  let run: RunBundle | undefined;
  const runBundle = (): RunBundle => (run ??= load(RUN_FILE, nodeModule.createRequire) as RunBundle);
  const programRequire =
    (file: string) =>
    (id: string): unknown =>
      id.startsWith(RUN_MODULE_PREFIX)
        ? runBundle().load(id.slice(RUN_MODULE_PREFIX.length))
        : nodeModule.createRequire(file)(id);
  const cli = load(PROGRAM_FILE, programRequire) as typeof Cli;
  return { cli, scripts: () => scripts, run: runBundle };
};

/** The bundle's `main`, as dist/main.cjs runs it when the bundle is current. */
const runBundle = (version: string, args: readonly string[]): Promise<number> =>
  openBundle().cli.main(version, args);

/**
 * Makes the code cache of both files (the bundle step runs this in a process of its own): compiles
 * them afresh, shows the help and initialises every module of run.cjs, so the functions that ran are
 * in the cache too, then writes `<file>.cache` beside each.
 */
const writeCodeCache = async (dir: string, modules: readonly string[]): Promise<void> => {
  const bundle = openBundle(dir, false);
  await bundle.cli.main('0.0.0', ['--help']);
  const run = bundle.run();
  for (const path of modules) run.load(path);
  for (const [file, script] of bundle.scripts()) fs.writeFileSync(`${file}.cache`, script.createCachedData());
};

// CommonJS (see main.cts): what dist/main.cjs and the bundle step use.
export = { BUNDLE_DIR, PROGRAM_FILE, RUN_FILE, RUN_MODULE_PREFIX, openBundle, runBundle, writeCodeCache };
