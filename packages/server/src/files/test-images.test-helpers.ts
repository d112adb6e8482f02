import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** The smallest real images: 2x2 pixels that decode (a signature alone no longer passes). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGOQqzghV3GCAUIBACOuBXkP+H/6AAAAAElFTkSuQmCC',
  'base64',
);
export const TINY_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCgBPTZ/9k=',
  'base64',
);

/** A plain image of one colour in the given format. */
export const solidImage = (format: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 190 } } })
    .toFormat(format)
    .toBuffer();

/** A JPEG carrying EXIF with a GPS position (as a phone writes it) and a camera make. */
export const jpegWithGps = (width = 320, height = 240): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 60 } } })
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '25/1 2/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '121/1 33/1 4500/100',
      },
    })
    .jpeg()
    .toBuffer();

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const pngChunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A decompression bomb: a valid black PNG of `width` x `height` 1-bit grey pixels, a few KB on the
 * wire for 10,000 x 10,000 (100 megapixels, 400 MB once decoded to RGBA).
 */
export const pngBomb = (width: number, height = width): Buffer => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, filter 0, no interlace
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // each row: filter byte 0 + zeros
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A PNG with an HTML text chunk inside, as a polyglot hides a page in an image's metadata. */
export const pngWithTextChunk = async (text: string): Promise<Buffer> => {
  const png = await solidImage('png', 8, 8);
  const iend = png.length - 12;
  const tEXt = pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.from(text)]));
  return Buffer.concat([png.subarray(0, iend), tEXt, png.subarray(iend)]);
};

/** Width, height, format and whether EXIF is present, as the stored or served bytes decode. */
export const describeImage = async (
  bytes: Uint8Array,
): Promise<{
  format: string | undefined;
  width: number | undefined;
  height: number | undefined;
  exif: boolean;
}> => {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, exif: meta.exif !== undefined };
};
