import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { sendError } from '../http/reply.js';
import { PUBLIC_FILE_PURPOSES, readFile } from '../storage/files.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Public images (signal and user headshots) at /files/{siteId}/{id}: an <img> sends no site token.
 * Ids are random UUIDs; private uploads (KYC documents, payment slips) are never served here.
 */
export const registerPublicFiles = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get<{ Params: { siteId: string; id: string } }>('/files/:siteId/:id', async (request, reply) => {
    const { siteId, id } = request.params;
    if (siteId.length > 100 || !UUID.test(id)) return sendError(reply, 'ID_NOT_FOUND');
    const file = await readFile(ctx.db, siteId, id);
    if (!file || !PUBLIC_FILE_PURPOSES.has(file.purpose)) return sendError(reply, 'ID_NOT_FOUND');
    return reply
      .header('content-type', file.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file.bytes));
  });
};
