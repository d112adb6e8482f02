import { UPLOAD_LIMITS } from '../app.js';
import { HEADSHOT_SIDE, MAX_IMAGE_PIXELS } from '../files/image-upload.js';
import { UPLOAD_SECURITY_HEADERS } from '../plugins/public-files.js';

/** The upload rules (multipart forms, image checks, serving), for docs/api.md (from the server's constants). */
export const renderUploadsSection = (): string[] => {
  const megabytes = UPLOAD_LIMITS.fileSize / (1024 * 1024);
  return [
    '## Uploads',
    '',
    '`PATCH /user`, `POST /signal/{id}/headshot` and `POST /user/kyc` take `multipart/form-data`. The whole form',
    'is read before anything is saved, so a refused upload leaves the saved profile, image or application as it was.',
    '',
    '- `WRONG_DATA_FORMAT`: not multipart; no boundary or another one than the body uses; a body cut short or',
    '  garbled; a form without any part; a part without a name; a file the route does not take, or one of its files',
    '  or fields twice. Unknown text fields are ignored.',
    `- \`FILE_SIZE\` (413): a file over ${megabytes} MB, or an image over ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (width x height,`,
    '  read from its header before any pixel is decoded: a "decompression bomb" of a few KB is refused).',
    `- \`PAYLOAD_TOO_LARGE\` (413): a text field over ${UPLOAD_LIMITS.fieldSize / 1024} KB (refused, never cut short), more than`,
    `  ${UPLOAD_LIMITS.files} files, ${UPLOAD_LIMITS.fields} fields or ${UPLOAD_LIMITS.parts} parts.`,
    '- `FILE_FORMAT` (415): an image that is not PNG, JPEG or WebP by its first bytes, or that does not decode',
    '  wholly and without error as that format (a PNG signature followed by an HTML page, a cut file). The name',
    '  and declared type of the part do not count. PDFs are not taken, KYC documents included.',
    '',
    'Every image is decoded and encoded anew by the server, in the format it was sent: what is stored is only',
    'pixels (EXIF orientation applied); metadata (EXIF with a GPS position, text chunks, colour profiles) and',
    `any bytes around the image are gone. Headshots (user and signal) are stored at ${HEADSHOT_SIDE}x${HEADSHOT_SIDE} (the`,
    'centred largest square, scaled); KYC documents keep their size.',
    '',
    'Headshots are served at their `headshot` URL (`/files/{siteId}/{id}`, no site token, cached for a year) with',
    'their stored type (`image/png`, `image/jpeg` or `image/webp`; no other type is ever served),',
    `\`Content-Security-Policy: ${UPLOAD_SECURITY_HEADERS['content-security-policy']}\` (a browser that opens one runs nothing`,
    `in it) and \`X-Content-Type-Options: ${UPLOAD_SECURITY_HEADERS['x-content-type-options']}\`.`,
    'KYC documents are never served.',
    '',
  ];
};
