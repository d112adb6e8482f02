import { fail, ok, type Result } from '@signal-portal/core';
import type { FastifyRequest } from 'fastify';

/** The parts of PATCH /user: an optional username field and an optional headshot file. */
export interface ProfileParts {
  readonly username?: string;
  readonly headshot?: Uint8Array;
}

const isFileTooLarge = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads the multipart form of PATCH /user. Every file part is drained (an unread stream would stall
 * the request); unknown fields are ignored, an unknown or repeated file is WRONG_DATA_FORMAT, a file
 * over the upload limit FILE_SIZE, and a body that is not multipart WRONG_DATA_FORMAT.
 */
export const readProfileParts = async (request: FastifyRequest): Promise<Result<ProfileParts>> => {
  if (!request.isMultipart()) return fail('WRONG_DATA_FORMAT');
  let username: string | undefined;
  let headshot: Uint8Array | undefined;
  let malformed = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'headshot' || headshot !== undefined) malformed = true;
        else headshot = new Uint8Array(bytes);
      } else if (part.fieldname === 'username') {
        if (typeof part.value !== 'string' || username !== undefined) malformed = true;
        else username = part.value;
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) return fail('FILE_SIZE');
    throw error;
  }
  if (malformed) return fail('WRONG_DATA_FORMAT');
  return ok({
    ...(username === undefined ? {} : { username }),
    ...(headshot === undefined ? {} : { headshot }),
  });
};
