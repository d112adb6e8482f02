import { fail, ok, type Result } from '@signal-portal/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context.js';
import { prepareImage, type PreparedImage } from '../../files/image-upload.js';
import { defineRoute } from '../../http/route.js';
import { readMultipartForm } from '../../http/multipart-form.js';
import { deleteReplacedImage, publicFileUrl, saveFile } from '../../storage/files.repository.js';
import { idParams } from './schemas.js';
import { applyToStored, changeSignal } from '../../signals/signal-store.js';

/**
 * The form's one `headshot` file (readMultipartForm's refusals; FIELD_REQUIRED without it), decoded
 * and re-encoded as a 200x200 square (prepareImage: FILE_SIZE, FILE_FORMAT).
 */
const readHeadshot = async (request: FastifyRequest): Promise<Result<PreparedImage>> => {
  const form = await readMultipartForm(request, { fields: [], files: ['headshot'] });
  if (form.error) return form;
  const { headshot } = form.value.files;
  return headshot === undefined ? fail('FIELD_REQUIRED') : prepareImage(headshot, 'headshot');
};

/** POST /signal/{id}/headshot: a PNG, JPEG or WebP of at most 2 MB, stored at 200x200 and served publicly. */
export const registerHeadshotRoute = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(app, 'POST /signal/{id}/headshot', { schema: { params: idParams } }, async (input) => {
    const { request, params } = input;
    const member = input.member;
    const image = await readHeadshot(request);
    if (image.error) return image;
    const result = await changeSignal(ctx, member, params.id, async (tx, stored, now) => {
      const allowed = applyToStored(stored, { type: 'update' }, now);
      if (allowed.error) return allowed;
      const fileId = await saveFile(tx, {
        siteId: member.siteId,
        ownerId: member.userId,
        purpose: 'signal-headshot',
        mime: image.value.mime,
        bytes: image.value.bytes,
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
