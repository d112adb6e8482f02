import type { ApiClient } from '../api/api-client.js';
import type { KycApplication, KycState } from '../domain/kyc/kyc.js';
import type { Clock } from '../ports/clock.port.js';
import type { MultipartFile } from '../ports/http.port.js';
import { fail, ok, type Result } from '../shared/result.js';
import { utcDay } from '../shared/time.js';
import { sniffImageFormat } from '../validation/image.rules.js';
import { validateKycApplication } from '../validation/kyc-application.rules.js';

type Upload = Pick<MultipartFile, 'filename' | 'data'>;

export interface KycDocuments {
  readonly documentFront: Upload;
  readonly documentBack?: Upload;
  readonly selfie?: Upload;
}

/** A document image: PNG, JPEG or WebP by content (FILE_FORMAT). Size is the server's call. */
const toImageFile = (upload: Upload): Result<MultipartFile> => {
  const format = sniffImageFormat(upload.data);
  return format === null ? fail('FILE_FORMAT') : ok({ ...upload, contentType: `image/${format}` });
};

/** Identity verification: its state, and the application with document images. */
export class KycService {
  constructor(private readonly deps: { readonly api: ApiClient; readonly clock: Clock }) {}

  status(): Promise<Result<KycState>> {
    return this.deps.api.call('GET /user/kyc/status');
  }

  /** Fields checked first (names, 18+ today, nationality, document), then the images' formats. */
  async apply(application: KycApplication, documents: KycDocuments): Promise<Result<KycState>> {
    const valid = validateKycApplication(application, utcDay(this.deps.clock.now()));
    if (valid.error) return valid;
    const files: Partial<Record<keyof KycDocuments, MultipartFile>> = {};
    for (const name of ['documentFront', 'documentBack', 'selfie'] as const) {
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
