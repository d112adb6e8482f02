import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS, prepareImage } from './image-upload.js';
import { describeImage, pngBomb, solidImage } from './test-images.test-helpers.js';

describe('prepareImage', () => {
  it('applies the EXIF orientation before dropping it: a phone photo taken upright stays upright', async () => {
    const sideways = await sharp(await solidImage('jpeg', 300, 100))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const prepared = await prepareImage(sideways, 'document');
    expect(prepared.error).toBe(false);
    if (prepared.error) return;
    expect(prepared.value.mime).toBe('image/jpeg');
    expect(await describeImage(prepared.value.bytes)).toEqual({
      format: 'jpeg',
      width: 100,
      height: 300,
      exif: false,
    });
  });

  it('takes an image of exactly the pixel limit and refuses one pixel row more', async () => {
    const width = 5_000;
    const height = MAX_IMAGE_PIXELS / width;
    expect((await prepareImage(pngBomb(width, height), 'headshot')).error).toBe(false);
    const over = pngBomb(width, height + 1);
    expect(await prepareImage(over, 'headshot')).toEqual({ error: true, value: 'FILE_SIZE' });
  });
});
