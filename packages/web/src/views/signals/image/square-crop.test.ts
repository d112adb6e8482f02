import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CROPPED_IMAGE_SIDE, cropAxisOf, croppedFilename, outputSide, squareCrop } from './square-crop.js';

describe('squareCrop', () => {
  it('centres the square by default', () => {
    expect(squareCrop(800, 400, 50)).toEqual({ x: 200, y: 0, side: 400 });
    expect(squareCrop(300, 900, 50)).toEqual({ x: 0, y: 300, side: 300 });
  });

  it('moves the square along the longer side only', () => {
    expect(squareCrop(800, 400, 0)).toEqual({ x: 0, y: 0, side: 400 });
    expect(squareCrop(800, 400, 100)).toEqual({ x: 400, y: 0, side: 400 });
    expect(cropAxisOf(800, 400)).toBe('horizontal');
    expect(cropAxisOf(400, 800)).toBe('vertical');
    expect(cropAxisOf(500, 500)).toBe('none');
  });

  it('always stays inside the picture', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: -50, max: 150 }),
        (w, h, p) => {
          const crop = squareCrop(w, h, p);
          expect(crop.side).toBe(Math.min(w, h));
          expect(crop.x).toBeGreaterThanOrEqual(0);
          expect(crop.y).toBeGreaterThanOrEqual(0);
          expect(crop.x + crop.side).toBeLessThanOrEqual(w);
          expect(crop.y + crop.side).toBeLessThanOrEqual(h);
          expect(outputSide(crop)).toBeLessThanOrEqual(CROPPED_IMAGE_SIDE);
        },
      ),
    );
  });

  it('names the output as a PNG', () => {
    expect(croppedFilename('me at the beach.jpeg')).toBe('me at the beach.png');
    expect(croppedFilename('.jpg')).toBe('signal-image.png');
    expect(croppedFilename('photo')).toBe('photo.png');
  });
});
