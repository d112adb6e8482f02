import { fail, ok, type ErrorCode, type Result } from '@signal-portal/core';
import type { FastifyRequest } from 'fastify';

/** What a route's form holds: the text fields it reads and the files it takes, each at most once. */
export interface FormSpec<Field extends string, File extends string> {
  readonly fields: readonly Field[];
  readonly files: readonly File[];
}

export interface MultipartForm<Field extends string, File extends string> {
  readonly fields: Partial<Record<Field, string>>;
  readonly files: Partial<Record<File, Uint8Array>>;
}

/** @fastify/multipart's limits (UPLOAD_LIMITS): a file over its size, or too many parts or fields. */
const LIMIT_CODES: Readonly<Record<string, ErrorCode>> = {
  FST_REQ_FILE_TOO_LARGE: 'FILE_SIZE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
};

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * Reads a multipart form as `spec` describes it, wholly, before anything is saved. Refusals:
 * - not multipart, no or a wrong boundary, a cut or garbled body, a form without any part (an empty
 *   body reads as one), a part without a name, an unknown or repeated file, a repeated field or one
 *   holding NUL: WRONG_DATA_FORMAT;
 * - a file over the upload limit: FILE_SIZE; a text field over its limit (the parser would cut it
 *   short) or too many parts: PAYLOAD_TOO_LARGE.
 * Unknown text fields are ignored. Every part is read to its end, so the request always completes.
 */
export const readMultipartForm = async <Field extends string, File extends string>(
  request: FastifyRequest,
  spec: FormSpec<Field, File>,
): Promise<Result<MultipartForm<Field, File>>> => {
  if (!request.isMultipart()) return fail('WRONG_DATA_FORMAT');
  const fields: Partial<Record<Field, string>> = {};
  const files: Partial<Record<File, Uint8Array>> = {};
  let parts = 0;
  let refusal: ErrorCode | undefined;
  const refuse = (code: ErrorCode): void => {
    refusal ??= code;
  };
  try {
    for await (const part of request.parts()) {
      parts += 1;
      const name = part.fieldname;
      if (part.type === 'file') {
        if (!name || !isOneOf(spec.files, name) || files[name] !== undefined) {
          refuse('WRONG_DATA_FORMAT');
          part.file.resume();
          continue;
        }
        files[name] = new Uint8Array(await part.toBuffer());
      } else if (!name || part.fieldnameTruncated) {
        refuse('WRONG_DATA_FORMAT');
      } else if (part.valueTruncated) {
        refuse('PAYLOAD_TOO_LARGE');
      } else if (isOneOf(spec.fields, name)) {
        // PostgreSQL text cannot hold NUL.
        if (typeof part.value !== 'string' || part.value.includes('\u0000') || fields[name] !== undefined)
          refuse('WRONG_DATA_FORMAT');
        else fields[name] = part.value;
      }
    }
  } catch (error) {
    // Only the parser runs in this loop: whatever it throws is about the body the client sent.
    return fail(LIMIT_CODES[codeOf(error) ?? ''] ?? 'WRONG_DATA_FORMAT');
  }
  // A multipart body holds at least one part (RFC 2046); busboy skips a part without headers.
  if (parts === 0) refuse('WRONG_DATA_FORMAT');
  return refusal === undefined ? ok({ fields, files }) : fail(refusal);
};
