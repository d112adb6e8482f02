import {
  fail,
  ok,
  SUGGESTED_IMAGE_SIZE,
  validateImage,
  type ImageInfo,
  type Result,
} from '@signal-portal/core';
import sharp from 'sharp';

/** Side of the square stored for a headshot (spec: signal image 200x200). */
export const HEADSHOT_SIDE = SUGGESTED_IMAGE_SIZE;
/**
 * Largest image decoded, in pixels (sharp's limitInputPixels, checked on the header before any pixel
 * is decoded): 25 megapixels, more than any photo of at most 2 MB needs, while a decompression bomb
 * (a few KB that decode to gigabytes) is refused.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** Quality of the lossy re-encodings (JPEG, WebP): documents must stay legible. */
const QUALITY = 90;

// Each upload is decoded once: libvips' cache of decoded images would only hold memory.
sharp.cache(false);

/** What is stored for an upload: an image the server encoded itself, in the format that was sent. */
export interface PreparedImage {
  readonly mime: ImageInfo['mime'];
  readonly bytes: Uint8Array;
}

/** headshot: a 200x200 square (centre crop); document: the whole image at its own size. */
export type ImageUse = 'headshot' | 'document';

const isPixelLimit = (error: unknown): boolean =>
  error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Decodes an upload and encodes it anew, so what is stored and served is only pixels the server
 * wrote: no trailing or hidden bytes (an HTML page behind a PNG signature), no metadata (EXIF with a
 * GPS position, text chunks, ICC profiles); the EXIF orientation is applied first.
 * Refusals: FILE_SIZE over 2 MB (core's validateImage) or over MAX_IMAGE_PIXELS; FILE_FORMAT unless
 * the bytes announce PNG, JPEG or WebP and decode, without error, as that format.
 */
export const prepareImage = async (upload: Uint8Array, use: ImageUse): Promise<Result<PreparedImage>> => {
  const declared = validateImage(upload);
  if (declared.error) return declared;
  const { format, mime } = declared.value;
  try {
    const image = sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== format) return fail('FILE_FORMAT');
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) return fail('FILE_SIZE');
    let pipeline = image.rotate();
    if (use === 'headshot') pipeline = pipeline.resize(HEADSHOT_SIDE, HEADSHOT_SIDE, { fit: 'cover' });
    const encoded = await pipeline.toFormat(format, format === 'png' ? {} : { quality: QUALITY }).toBuffer();
    return ok({ mime, bytes: new Uint8Array(encoded) });
  } catch (error) {
    // libvips refuses what it cannot decode as a whole image of that format (cut, corrupt, a fake).
    return fail(isPixelLimit(error) ? 'FILE_SIZE' : 'FILE_FORMAT');
  }
};
