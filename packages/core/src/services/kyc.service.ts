import type { ApiClient } from '../api/api-client.js';
import { KYC_DOCUMENT_FILES, type KycApplication, type KycState } from '../domain/kyc/kyc.js';
import type { Clock } from '../ports/clock.port.js';
import type { MultipartFile } from '../ports/http.port.js';
import { fail, ok, type Result } from '../shared/result.js';
import { utcDay } from '../shared/time.js';
import { validateImage } from '../validation/image.rules.js';
import { missingKycDocuments, validateKycApplication } from '../validation/kyc-application.rules.js';

type Upload = Pick<MultipartFile, 'filename' | 'data'>;

export interface KycDocuments {
  readonly documentFront: Upload;
  readonly documentBack?: Upload;
  readonly selfie?: Upload;
}

/** A document image as the server checks it (validateImage): at most 2 MB, PNG, JPEG or WebP by content. */
const toImageFile = (upload: Upload): Result<MultipartFile> => {
  const image = validateImage(upload.data);
  return image.error ? image : ok({ ...upload, contentType: image.value.mime });
};

/** Identity verification: its state, and the application with document images. */
export class KycService {
  constructor(private readonly deps: { readonly api: ApiClient; readonly clock: Clock }) {}

  status(): Promise<Result<KycState>> {
    return this.deps.api.call('GET /user/kyc/status');
  }

  /**
   * Fields checked first (names, 18+ today, nationality, document), then the images: the front, and
   * the back of a two-sided document (FIELD_REQUIRED when missing), each at most 2 MB and an image
   * by its content (FILE_SIZE, FILE_FORMAT).
   */
  async apply(application: KycApplication, documents: KycDocuments): Promise<Result<KycState>> {
    const valid = validateKycApplication(application, utcDay(this.deps.clock.now()));
    if (valid.error) return valid;
    const present = {
      documentFront: documents.documentFront !== undefined,
      documentBack: documents.documentBack !== undefined,
    };
    if (missingKycDocuments(valid.value.documentType, present).length > 0) return fail('FIELD_REQUIRED');
    const files: Partial<Record<keyof KycDocuments, MultipartFile>> = {};
    for (const name of KYC_DOCUMENT_FILES) {
      const upload = documents[name];
      if (upload === undefined) continue;
      const file = toImageFile(upload);
      if (file.error) return file;
      files[name] = file.value;
    }
    const documentFront = files.documentFront;
    if (documentFront === undefined) return fail('FILE_UPLOAD');
    return this.deps.api.call('POST /user/kyc', {
      body: { fields: { ...valid.value }, files: { ...files, documentFront } },
    });
  }
}
