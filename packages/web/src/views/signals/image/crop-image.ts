import { outputSide, type SquareCrop } from './square-crop.js';

/** A picture decoded in the browser, with the object URL it is shown from (revoke it when done). */
export interface DecodedPicture {
  readonly element: HTMLImageElement;
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** Decodes a file the core already accepted; null when the browser cannot draw it after all. */
export const decodePicture = async (file: Blob): Promise<DecodedPicture | null> => {
  const url = URL.createObjectURL(file);
  const element = new Image();
  element.src = url;
  try {
    await element.decode();
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
  if (element.naturalWidth === 0 || element.naturalHeight === 0) {
    URL.revokeObjectURL(url);
    return null;
  }
  return { element, url, width: element.naturalWidth, height: element.naturalHeight };
};

/** Draws the square through a canvas into a PNG; null if the canvas cannot encode. */
export const cropToPng = (picture: DecodedPicture, crop: SquareCrop): Promise<Blob | null> => {
  const side = outputSide(crop);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture.element, crop.x, crop.y, crop.side, crop.side, 0, 0, side, side);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
};
