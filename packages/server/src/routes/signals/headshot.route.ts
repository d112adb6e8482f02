import { fail, ok, validateImage, type Result } from '@signal-portal/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import { deleteReplacedImage, publicFileUrl, saveFile } from '../../storage/files.repository.js';
import { idParams } from './schemas.js';
import { applyToStored, changeSignal } from './signal-store.js';

const HEADSHOT_FIELD = 'headshot';

/** The `headshot` file of the form; other parts are read and dropped. Beyond the 2 MB limit: FILE_SIZE. */
const readHeadshot = async (request: FastifyRequest): Promise<Result<Uint8Array>> => {
  let headshot: Uint8Array | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === HEADSHOT_FIELD && headshot === undefined) headshot = bytes;
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return fail('FILE_SIZE');
    // Fastify's own refusals (not multipart, too many parts) are mapped by the error handler.
    if (typeof code === 'string' && code.startsWith('FST_')) throw error;
    // Anything else is a form the parser could not read (a cut or garbled body).
    return fail('WRONG_DATA_FORMAT');
  }
  return headshot === undefined ? fail('FIELD_REQUIRED') : ok(headshot);
};

/** POST /signal/{id}/headshot: a PNG, JPEG or WebP (by its bytes) of at most 2 MB, served publicly. */
export const registerHeadshotRoute = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(app, 'POST /signal/{id}/headshot', { schema: { params: idParams } }, async (input) => {
    const { request, params } = input;
    const member = input.member;
    const bytes = await readHeadshot(request);
    if (bytes.error) return bytes;
    const image = validateImage(bytes.value);
    if (image.error) return image;
    const result = await changeSignal(ctx, member, params.id, async (tx, stored, now) => {
      const allowed = applyToStored(stored, { type: 'update' }, now);
      if (allowed.error) return allowed;
      const fileId = await saveFile(tx, {
        siteId: member.siteId,
        ownerId: member.userId,
        purpose: 'signal-headshot',
        mime: image.value.mime,
        bytes: bytes.value,
        at: new Date(now),
      });
      await deleteReplacedImage(tx, {
        siteId: member.siteId,
        ownerId: member.userId,
        url: stored.signal.headshot,
      });
      return applyToStored(stored, { type: 'update', headshot: publicFileUrl(member.siteId, fileId) }, now);
    });
    return result.error ? result : ok(result.value.signal);
  });
};
