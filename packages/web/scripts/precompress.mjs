// Brotli and gzip copies of the built files, written beside each (`x.js.br`, `x.js.gz`) at build time,
// so the server sends a compressed file without compressing on each request (@fastify/static's
// preCompressed). Only text that shrinks is copied; zlib runs on libuv's thread pool. The files every
// guest downloads get their gzip copy from Zopfli (3 to 4% smaller than zlib's best, at about 100
// times its time, so only for those).
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.html']);
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/** The compressed copies of one file: brotli at its best, gzip by zlib -9 or by Zopfli. */
const compress = async (bytes, zopfli) => {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    zopfli
      ? zopfliGzip(bytes, { numiterations: 5 }).then((out) => Buffer.from(out))
      : gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 }),
  ]);
  return { br, gz };
};

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` (not recursing) that is at least
 * MIN_BYTES long, each only when smaller than the file. `zopfli` names the files whose gzip copy
 * Zopfli makes. Resolves to the number of copies written.
 */
export const precompressDir = async (dir, { zopfli = new Set() } = {}) => {
  const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.has(extname(name).toLowerCase()));
  let written = 0;
  await Promise.all(
    names.map(async (name) => {
      const file = join(dir, name);
      if ((await stat(file)).size < MIN_BYTES) return;
      const bytes = await readFile(file);
      const copies = await compress(bytes, zopfli.has(name));
      for (const [suffix, copy] of Object.entries(copies)) {
        if (copy.length >= bytes.length) continue;
        await writeFile(`${file}.${suffix}`, copy);
        written += 1;
      }
    }),
  );
  return written;
};
