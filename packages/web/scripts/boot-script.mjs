// The page's one classic script (scripts/boot.js, written as assets/boot-<hash>.js): it starts the
// app once the page has painted, so a guest's first view (already in the HTML) shows before the app's
// JavaScript is compiled and run. A page without a first view preloads that JavaScript meanwhile
// (fetched, not compiled); with one, the server hands the preloads and the stylesheet to this script,
// which adds them after the first contentful paint (server web/first-view.ts, deferAppFiles).
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('./boot.js', import.meta.url));

/** Writes the boot script into `assetsDir` under a hashed name; resolves to that name. */
export const writeBootScript = async (assetsDir) => {
  const code = await readFile(SOURCE);
  const hash = createHash('sha256').update(code).digest('base64url').replace(/[-_]/g, '').slice(0, 8);
  const name = `boot-${hash.toUpperCase()}.js`;
  await writeFile(join(assetsDir, name), code);
  return name;
};
