// `@locale/manifest` is made by scripts/locale-plugin.mjs at build time: the URL of each language's
// group of texts.
declare module '@locale/manifest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot `import type` a relative path
  const manifest: import('./locale-loader.js').LocaleManifest;
  export default manifest;
}
