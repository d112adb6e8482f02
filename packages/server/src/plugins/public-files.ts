import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { sendError } from '../http/reply.js';
import { PUBLIC_FILE_PURPOSES, readFile, STORED_FILE_TYPES } from '../storage/files.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whatever a stored file holds, a browser that opens it directly must not run it: no script, style,
 * frame or request of its own (`default-src 'none'`), an opaque origin (`sandbox`), and no guessing of
 * another type than the one sent (nosniff).
 */
export const UPLOAD_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
} as const;

/**
 * Public images (signal and user headshots) at /files/{siteId}/{id}: an <img> sends no site token.
 * Ids are random UUIDs; private uploads (KYC documents, payment slips) are never served here, nor a
 * file of any type but an image (STORED_FILE_TYPES), always with its stored type.
 */
export const registerPublicFiles = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get<{ Params: { siteId: string; id: string } }>('/files/:siteId/:id', async (request, reply) => {
    const { siteId, id } = request.params;
    if (siteId.length > 100 || !UUID.test(id)) return sendError(reply, 'ID_NOT_FOUND');
    const file = await readFile(ctx.db, siteId, id);
    if (!file || !PUBLIC_FILE_PURPOSES.has(file.purpose) || !STORED_FILE_TYPES.has(file.mime))
      return sendError(reply, 'ID_NOT_FOUND');
    return reply
      .headers(UPLOAD_SECURITY_HEADERS)
      .header('content-type', file.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(file.bytes));
  });
};
