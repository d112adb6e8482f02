import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { basename } from 'node:path';

/** Hashed names the web build gives its files (esbuild's `[name]-[hash]`, the texts' own hash). */
const HASHED_NAME = /-[A-Z0-9]{8}(\.[A-Za-z0-9]+)+$/;

/** What a browser may keep of a built file: a hashed file for good, any other only after asking. */
export const cacheControlOf = (file: string): string =>
  HASHED_NAME.test(basename(file).replace(/\.(br|gz)$/, ''))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';

/**
 * Lets the entry page's handler send the built web app's files with `reply.sendFile(path, root)`
 * (@fastify/static without routes of its own: that handler decides which paths are files). The build
 * writes a brotli and a gzip copy beside each text file (packages/web/scripts/precompress.mjs):
 * `preCompressed` sends the one the request accepts, brotli first, with `Content-Encoding`, else the
 * file itself. ETag, Last-Modified, conditional requests, ranges and HEAD are @fastify/send's.
 */
export const registerStaticFiles = (app: FastifyInstance): void => {
  void app.register(fastifyStatic, {
    // The root comes with each sendFile: the folder may not exist until the web app is built.
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', cacheControlOf(file));
      res.setHeader('x-content-type-options', 'nosniff');
      // Chosen by Accept-Encoding (even the uncompressed file, which a cache must not give a client
      // that accepts a compressed one, nor the other way round).
      res.setHeader('vary', 'accept-encoding');
    },
  });
};
