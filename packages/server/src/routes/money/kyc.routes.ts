import {
  fail,
  missingKycDocuments,
  ok,
  utcDay,
  validateKycApplication,
  type KycApplication,
  type KycDocumentType,
  type Result,
} from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import { nowOf, type ServerContext } from '../../context.js';
import { prepareImage } from '../../files/image-upload.js';
import { defineRoute } from '../../http/route.js';
import { readMultipartForm } from '../../http/multipart-form.js';
import { submitKyc, type KycDocument } from '../../money/kyc.service.js';
import { latestKyc } from '../../storage/kyc.repository.js';

/** The KYC form: the six identity fields and up to three named images (readMultipartForm's rules). */
const KYC_FORM = {
  fields: ['firstName', 'lastName', 'birthDate', 'nationality', 'documentType', 'documentNumber'],
  files: ['documentFront', 'documentBack', 'selfie'],
} as const;
type KycFiles = Partial<Record<(typeof KYC_FORM.files)[number], Uint8Array>>;

/**
 * The images in form order, each decoded and re-encoded at its own size (prepareImage: PNG, JPEG or
 * WebP of at most 2 MB, else FILE_SIZE or FILE_FORMAT); the front is required.
 */
const documentsOf = async (files: KycFiles): Promise<Result<KycDocument[]>> => {
  if (files.documentFront === undefined) return fail('FIELD_REQUIRED');
  const documents: KycDocument[] = [];
  for (const name of KYC_FORM.files) {
    const bytes = files[name];
    if (bytes === undefined) continue;
    const image = await prepareImage(bytes, 'document');
    if (image.error) return image;
    documents.push({ name, ...image.value });
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
    const form = await readMultipartForm(request, KYC_FORM);
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
    const documents = await documentsOf(form.value.files);
    if (documents.error) return documents;
    return ctx.db.transaction((tx) =>
      submitKyc(tx, { siteId, userId: member.userId }, valid.value, documents.value, now),
    );
  });
};
