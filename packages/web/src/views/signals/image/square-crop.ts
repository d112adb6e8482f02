/** The side of the square image the picker hands on: large enough for 2x screens, far below 2 MB. */
export const CROPPED_IMAGE_SIDE = 400;

/** The square cut out of a picture, in the picture's own pixels. */
export interface SquareCrop {
  readonly x: number;
  readonly y: number;
  readonly side: number;
}

/** Which way the square can move: along the picture's longer side, or not at all. */
export type CropAxis = 'horizontal' | 'vertical' | 'none';

export const cropAxisOf = (width: number, height: number): CropAxis =>
  width > height ? 'horizontal' : height > width ? 'vertical' : 'none';

/**
 * The largest square of a width x height picture, `position` (0 = left/top, 100 = right/bottom,
 * 50 = centred) along its longer side.
 */
export const squareCrop = (width: number, height: number, position: number): SquareCrop => {
  const side = Math.min(width, height);
  const along = Math.min(100, Math.max(0, position)) / 100;
  const x = Math.round((width - side) * along);
  const y = Math.round((height - side) * along);
  return { x, y, side };
};

/** The output side: the cut square scaled to CROPPED_IMAGE_SIDE, never enlarged past its pixels. */
export const outputSide = (crop: SquareCrop): number => Math.max(1, Math.min(CROPPED_IMAGE_SIDE, crop.side));

/** The frame drawn over the picture, in percent of its box (for the preview overlay). */
export const cropFrame = (
  width: number,
  height: number,
  crop: SquareCrop,
): { left: number; top: number; width: number; height: number } => ({
  left: (crop.x / width) * 100,
  top: (crop.y / height) * 100,
  width: (crop.side / width) * 100,
  height: (crop.side / height) * 100,
});

/** The picked file's name with the extension of the image it becomes. */
export const croppedFilename = (original: string): string => {
  const base = original.replace(/\.[^./\\]*$/u, '').trim();
  return `${base || 'signal-image'}.png`;
};
