#!/usr/bin/env node
// Writes docs/api.md from the typed contract (run `npm run build` first: it uses the built server).
// `--check` only compares and exits 1 when docs/api.md is out of date.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = new URL('../', import.meta.url);
const target = fileURLToPath(new URL('docs/api.md', root));
const read = (path) => readFile(new URL(path, root), 'utf8');

const { renderApiDocs } = await import(new URL('packages/server/dist/docs/api-docs.js', root).href);
const raw = renderApiDocs({
  contract: await read('packages/core/src/api/contract.ts'),
  payloadFiles: [
    await read('packages/core/src/api/payloads.ts'),
    await read('packages/core/src/api/wire.types.ts'),
  ],
});
const options = (await prettier.resolveConfig(target)) ?? {};
const text = await prettier.format(raw, { ...options, filepath: target });

if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== text) {
    console.error('docs/api.md is out of date: run `npm run build && node scripts/generate-api-docs.mjs`');
    process.exit(1);
  }
  console.log('docs/api.md is up to date');
} else {
  await writeFile(target, text);
  console.log(`wrote ${target}`);
}
