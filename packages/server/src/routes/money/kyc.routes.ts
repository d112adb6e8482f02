import {
  fail,
  missingKycDocuments,
  ok,
  utcDay,
  validateImage,
  validateKycApplication,
  type KycApplication,
  type KycDocumentType,
  type Result,
} from '@signal-portal/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowOf, type ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import { submitKyc, type KycDocument } from '../../money/kyc.service.js';
import { latestKyc } from '../../storage/kyc.repository.js';

const KYC_FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'nationality',
  'documentType',
  'documentNumber',
] as const;
const KYC_FILES = ['documentFront', 'documentBack', 'selfie'] as const;
type KycFileName = (typeof KYC_FILES)[number];

/** Limits of @fastify/multipart: they stay PAYLOAD_TOO_LARGE (413) through the error handler. */
const LIMIT_ERRORS = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

interface KycForm {
  readonly fields: Partial<Record<(typeof KYC_FIELDS)[number], string>>;
  readonly files: Partial<Record<KycFileName, Uint8Array>>;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * Reads the KYC form: the six identity fields and up to three named images. Unknown text fields are
 * ignored; an unknown or repeated file, or a body that is not multipart, is WRONG_DATA_FORMAT.
 */
const readKycForm = async (request: FastifyRequest): Promise<Result<KycForm>> => {
  if (!request.isMultipart()) return fail('WRONG_DATA_FORMAT');
  const fields: Partial<Record<(typeof KYC_FIELDS)[number], string>> = {};
  const files: Partial<Record<KycFileName, Uint8Array>> = {};
  let refused = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!isOneOf(KYC_FILES, part.fieldname) || files[part.fieldname] !== undefined) {
          refused = true;
          part.file.resume();
          continue;
        }
        files[part.fieldname] = new Uint8Array(await part.toBuffer());
      } else if (isOneOf(KYC_FIELDS, part.fieldname)) {
        // PostgreSQL text cannot hold NUL (see NO_NUL).
        if (
          typeof part.value !== 'string' ||
          part.value.includes('\u0000') ||
          fields[part.fieldname] !== undefined
        )
          refused = true;
        else fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (LIMIT_ERRORS.has(String((error as { code?: unknown }).code))) throw error;
    return fail('WRONG_DATA_FORMAT');
  }
  return refused ? fail('WRONG_DATA_FORMAT') : ok({ fields, files });
};

/** The images in form order, each PNG, JPEG or WebP of at most 2 MB (validateImage); the front is required. */
const documentsOf = (files: KycForm['files']): Result<KycDocument[]> => {
  if (files.documentFront === undefined) return fail('FIELD_REQUIRED');
  const documents: KycDocument[] = [];
  for (const name of KYC_FILES) {
    const bytes = files[name];
    if (bytes === undefined) continue;
    const image = validateImage(bytes);
    if (image.error) return image;
    documents.push({ name, mime: image.value.mime, bytes });
  }
  return ok(documents);
};

/** Identity verification: the status of the latest application, and handing one in. */
export const registerKycRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(app, 'GET /user/kyc/status', {}, async (input) => {
    const { siteId } = input;
    const member = input.member;
    return ok((await latestKyc(ctx.db, siteId, member.userId)).state);
  });

  defineRoute(app, 'POST /user/kyc', {}, async (input) => {
    const { request, siteId } = input;
    const member = input.member;
    const form = await readKycForm(request);
    if (form.error) return form;
    const { fields } = form.value;
    const application: KycApplication = {
      firstName: fields.firstName ?? '',
      lastName: fields.lastName ?? '',
      birthDate: fields.birthDate ?? '',
      nationality: fields.nationality ?? '',
      documentType: (fields.documentType ?? '') as KycDocumentType,
      documentNumber: fields.documentNumber ?? '',
    };
    const now = nowOf(ctx);
    const valid = validateKycApplication(application, utcDay(now.getTime()));
    if (valid.error) return valid;
    // A two-sided document (an identity card, a driving licence) needs its back too.
    const { files } = form.value;
    const present = {
      documentFront: files.documentFront !== undefined,
      documentBack: files.documentBack !== undefined,
    };
    if (missingKycDocuments(valid.value.documentType, present).length > 0) return fail('FIELD_REQUIRED');
    const documents = documentsOf(form.value.files);
    if (documents.error) return documents;
    return ctx.db.transaction((tx) =>
      submitKyc(tx, { siteId, userId: member.userId }, valid.value, documents.value, now),
    );
  });
};
