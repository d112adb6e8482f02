import { ok, type Result } from '@signal-portal/core';
import type { FastifyRequest } from 'fastify';
import { prepareImage, type PreparedImage } from '../../files/image-upload.js';
import { readMultipartForm } from '../../http/multipart-form.js';

/** The parts of PATCH /user: an optional username field and an optional headshot image. */
export interface ProfileParts {
  readonly username?: string;
  /** Decoded and re-encoded as a 200x200 headshot (prepareImage): never the uploaded bytes. */
  readonly headshot?: PreparedImage;
}

/**
 * Reads the multipart form of PATCH /user (readMultipartForm's refusals) and prepares its headshot:
 * FILE_SIZE over 2 MB or too many pixels, FILE_FORMAT unless it decodes as the PNG, JPEG or WebP its
 * bytes announce.
 */
export const readProfileParts = async (request: FastifyRequest): Promise<Result<ProfileParts>> => {
  const form = await readMultipartForm(request, { fields: ['username'], files: ['headshot'] });
  if (form.error) return form;
  const { username } = form.value.fields;
  const upload = form.value.files.headshot;
  const headshot = upload === undefined ? undefined : await prepareImage(upload, 'headshot');
  if (headshot?.error) return headshot;
  return ok({
    ...(username === undefined ? {} : { username }),
    ...(headshot === undefined ? {} : { headshot: headshot.value }),
  });
};
