import type { BuildContext, Metafile } from 'esbuild';

/** packages/web/dist: where the server looks for the built app. */
export declare const DEFAULT_OUTDIR: string;

export interface EntryFiles {
  readonly script: string;
  readonly stylesheet: string | undefined;
  readonly preloads: readonly string[];
  /** The first view's CSS, inlined in <head>; the stylesheet then loads at the end of <body>. */
  readonly criticalCss?: string;
  /** The boot script's URL: the app then starts after the first paint (scripts/boot.js). */
  readonly boot?: string;
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
