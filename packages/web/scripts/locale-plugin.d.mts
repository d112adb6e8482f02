import type { Plugin } from 'esbuild';

/** Each language's URL of each group of texts (`@locale/manifest`). */
export type LocaleManifest = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Writes every language's groups as JSON into `assetsDir`; resolves to the URL map and the file names. */
export declare const writeLocaleFiles: (
  assetsDir: string,
  assetsUrl?: string,
) => Promise<{ readonly manifest: LocaleManifest; readonly files: readonly string[] }>;

/** The esbuild plugin that writes the files before each build and provides `@locale/manifest`. */
export declare const localePlugin: (options: {
  readonly assetsDir: string;
  readonly written?: Set<string>;
}) => Plugin;
