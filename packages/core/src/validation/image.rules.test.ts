import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, validateImage } from './image.rules.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46];
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0x24, 0, 0, 0],
    [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
  );
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0));

/** A file of `size` bytes that starts with `header`. */
const file = (header: number[], size = 1024): Uint8Array => {
  const bytes = new Uint8Array(Math.max(size, header.length));
  bytes.set(header);
  return bytes;
};

describe('validateImage', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(validateImage(file(PNG))).toEqual({ error: false, value: { format: 'png', mime: 'image/png' } });
    expect(validateImage(file(JPEG))).toEqual({
      error: false,
      value: { format: 'jpeg', mime: 'image/jpeg' },
    });
    expect(validateImage(file(WEBP))).toEqual({
      error: false,
      value: { format: 'webp', mime: 'image/webp' },
    });
  });

  it('refuses other formats and non-images with FILE_FORMAT', () => {
    expect(validateImage(file(GIF))).toEqual({ error: true, value: 'FILE_FORMAT' });
    expect(validateImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      error: true,
      value: 'FILE_FORMAT',
    });
    expect(validateImage(new Uint8Array())).toEqual({ error: true, value: 'FILE_FORMAT' });
    // a RIFF file that is not WebP (a WAV)
    const wav = [...'RIFF']
      .map((c) => c.charCodeAt(0))
      .concat(
        [0, 0, 0, 0],
        [...'WAVE'].map((c) => c.charCodeAt(0)),
      );
    expect(validateImage(file(wav))).toEqual({ error: true, value: 'FILE_FORMAT' });
    // 'WEBP' at byte 8 without the RIFF container before it
    const notRiff = [...'RIFX'].map((c) => c.charCodeAt(0)).concat(WEBP.slice(4));
    expect(validateImage(file(notRiff))).toEqual({ error: true, value: 'FILE_FORMAT' });
    // a truncated PNG signature
    expect(validateImage(Uint8Array.from(PNG.slice(0, 7)))).toEqual({ error: true, value: 'FILE_FORMAT' });
  });

  it('accepts exactly 2 MB and refuses one byte more with FILE_SIZE, before looking at the format', () => {
    expect(IMAGE_MAX_BYTES).toBe(2_097_152);
    expect(validateImage(file(PNG, IMAGE_MAX_BYTES)).error).toBe(false);
    expect(validateImage(file(PNG, IMAGE_MAX_BYTES + 1))).toEqual({ error: true, value: 'FILE_SIZE' });
    expect(validateImage(file(GIF, IMAGE_MAX_BYTES + 1))).toEqual({ error: true, value: 'FILE_SIZE' });
  });
});
