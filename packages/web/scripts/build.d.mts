import type { BuildContext, Metafile } from 'esbuild';

/** packages/web/dist: where the server looks for the built app. */
export declare const DEFAULT_OUTDIR: string;

export interface EntryFiles {
  readonly script: string;
  readonly stylesheet: string | undefined;
  readonly preloads: readonly string[];
}

export declare const entryHtml: (files: EntryFiles) => string;

/** A production (or, with `minify: false`, readable) build into `outdir`; resolves to the metafile. */
export declare const buildWeb: (options?: {
  readonly outdir?: string;
  readonly minify?: boolean;
}) => Promise<Metafile>;

/** Rebuilds on every change; resolves to the esbuild context (dispose it to stop). */
export declare const watchWeb: (options?: {
  readonly outdir?: string;
  readonly log?: (line: string) => void;
}) => Promise<BuildContext>;
