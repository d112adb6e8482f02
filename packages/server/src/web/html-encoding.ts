import { negotiate } from '@fastify/accept-negotiator';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this an entry page is sent as it is: compressing would save less than a packet. */
export const COMPRESS_MIN_BYTES = 1024;
/** Compressed pages kept (a page differs only per site, host, language and build). */
const MAX_CACHED = 64;

export type HtmlEncoding = 'br' | 'gzip' | 'identity';

/** The encoding to send a page in for an `Accept-Encoding` header: brotli, else gzip, else none. */
export const htmlEncodingFor = (acceptEncoding: string | undefined, bytes: number): HtmlEncoding => {
  if (bytes < COMPRESS_MIN_BYTES || !acceptEncoding) return 'identity';
  // `*` (any) is taken as gzip, which every client that sends it can read.
  const header = acceptEncoding.toLowerCase().replace(/\*/g, 'gzip');
  return negotiate<'br' | 'gzip'>(header, ['br', 'gzip']) ?? 'identity';
};

/** A weak validator of a page's text (weak: the same for each of its encodings). */
export const etagOf = (html: string): string =>
  `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/** Whether an `If-None-Match` header names the ETag (weak comparison, `*` included). */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
};

/**
 * Compresses entry pages: brotli at its best (the page is small and the result is kept) or gzip -9,
 * on libuv's threads; each page's result is kept, the oldest dropped first.
 */
export const htmlCompressor = (): ((
  html: string,
  etag: string,
  encoding: 'br' | 'gzip',
) => Promise<Buffer>) => {
  const cache = new Map<string, Promise<Buffer>>();
  return (html, etag, encoding) => {
    const key = `${encoding} ${etag}`;
    let compressed = cache.get(key);
    if (!compressed) {
      const bytes = Buffer.from(html);
      compressed =
        encoding === 'br'
          ? brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            })
          : gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION });
      compressed.catch(() => cache.delete(key));
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
      cache.set(key, compressed);
    }
    return compressed;
  };
};
