// The interface texts as JSON files, one per language and group of namespaces (src/i18n/locale-groups.ts):
// dist/assets/locale-<language>-<group>-<hash>.json. The app imports `@locale/manifest`, a module this
// plugin makes, which maps each language and group to its file's URL. A guest thus fetches the shell's
// texts in one language, never the whole tree of six (the core's RESOURCES); the shell's file also holds
// the messages shown with the server down (SHELL_ERROR_CODES). Texts are data, so they
// are fetched as JSON rather than shipped as JavaScript; the locale sources are evaluated at build time.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_SRC = fileURLToPath(new URL('../src/', import.meta.url));
const LOCALES_DIR = fileURLToPath(new URL('../../core/src/i18n/locales/', import.meta.url));
const GROUPS_FILE = `${WEB_SRC}i18n/locale-groups.ts`;
const LANGUAGES_FILE = fileURLToPath(new URL('../../core/src/i18n/languages.ts', import.meta.url));
const MANIFEST = '@locale/manifest';

/** Bundles a TypeScript module to memory and imports it, so the build can read its exports. */
const evaluate = async (file) => {
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
};

/** The one exported object of a locale module (`export const enUS = {...}`). */
const localeOf = async (language) => {
  const values = Object.values(await evaluate(`${LOCALES_DIR}${language}.ts`)).filter(
    (value) => typeof value === 'object' && value !== null,
  );
  if (values.length !== 1) throw new Error(`locale ${language}: expected one exported resource`);
  return values[0];
};

/** A short content hash in the style of esbuild's file names, so the files can be cached forever. */
const hashOf = (text) =>
  createHash('sha256').update(text).digest('base64url').replace(/[-_]/g, '').slice(0, 8).toUpperCase();

/** Writes every language's groups as JSON into `assetsDir`; resolves to the URL map and the file names. */
export const writeLocaleFiles = async (assetsDir, assetsUrl = '/assets') => {
  const { LOCALE_GROUPS, localeBundleOf } = await evaluate(GROUPS_FILE);
  const { LANGUAGES } = await evaluate(LANGUAGES_FILE);
  await mkdir(assetsDir, { recursive: true });
  const manifest = {};
  const files = [];
  for (const language of LANGUAGES) {
    const resource = await localeOf(language);
    manifest[language] = {};
    for (const group of Object.keys(LOCALE_GROUPS)) {
      const json = JSON.stringify(localeBundleOf(resource, group));
      const name = `locale-${language}-${group}-${hashOf(json)}.json`;
      await writeFile(join(assetsDir, name), json);
      manifest[language][group] = `${assetsUrl}/${name}`;
      files.push(name);
    }
  }
  return { manifest, files };
};

/**
 * The esbuild plugin: before each build (and rebuild of the watch mode) the JSON files are written and
 * `@locale/manifest` becomes their URL map. `written` receives the file names, so a cleanup of stale
 * assets keeps them.
 */
export const localePlugin = ({ assetsDir, written = new Set() }) => ({
  name: 'locale-texts',
  setup(build) {
    let current = Promise.resolve({ manifest: {}, files: [] });
    build.onStart(() => {
      current = writeLocaleFiles(assetsDir).then((result) => {
        written.clear();
        for (const file of result.files) written.add(file);
        return result;
      });
    });
    build.onResolve({ filter: /^@locale\/manifest$/ }, () => ({ path: MANIFEST, namespace: 'locale' }));
    build.onLoad({ filter: /.*/, namespace: 'locale' }, async () => {
      const { manifest } = await current;
      return {
        contents: `export default ${JSON.stringify(manifest)};`,
        loader: 'js',
        watchFiles: [
          GROUPS_FILE,
          LANGUAGES_FILE,
          ...Object.keys(manifest).map((l) => `${LOCALES_DIR}${l}.ts`),
        ],
      };
    });
  },
});
