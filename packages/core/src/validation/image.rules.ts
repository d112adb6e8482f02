import { fail, ok, type Result } from '../shared/result.js';

/** Spec: signal image at most 2 MB. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Spec: suggested 200x200 pixels: the size the server stores a headshot at, whatever was uploaded. */
export const SUGGESTED_IMAGE_SIZE = 200;

export const IMAGE_FORMATS = ['png', 'jpeg', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export interface ImageInfo {
  readonly format: ImageFormat;
  readonly mime: `image/${ImageFormat}`;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** The format the file's own first bytes announce, whatever its name says. */
export const sniffImageFormat = (bytes: Uint8Array): ImageFormat | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
};

/**
 * A signal image: size first (FILE_SIZE above 2 MB, so a huge upload is refused without looking
 * inside), then the format by magic bytes (FILE_FORMAT unless PNG, JPEG or WebP).
 */
export const validateImage = (bytes: Uint8Array): Result<ImageInfo> => {
  if (bytes.length > IMAGE_MAX_BYTES) return fail('FILE_SIZE');
  const format = sniffImageFormat(bytes);
  return format === null ? fail('FILE_FORMAT') : ok({ format, mime: `image/${format}` });
};
