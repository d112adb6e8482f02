import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sniffImageFormat, validateImage } from './image.rules.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('image properties', () => {
  it('never throws on arbitrary bytes and answers only FILE_FORMAT or a known format', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const result = validateImage(bytes);
        if (result.error) expect(result.value).toBe('FILE_FORMAT');
        else expect(['png', 'jpeg', 'webp']).toContain(result.value.format);
      }),
    );
  });

  it('the format depends only on the first bytes, never on what follows', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (tail) => {
        expect(validateImage(Uint8Array.from([...PNG, ...tail]))).toEqual({
          error: false,
          value: { format: 'png', mime: 'image/png' },
        });
        expect(sniffImageFormat(Uint8Array.from([0xff, 0xd8, 0xff, ...tail]))).toBe('jpeg');
      }),
    );
  });

  it('bytes not starting with a known signature are FILE_FORMAT', () => {
    fc.assert(
      fc.property(
        fc
          .uint8Array({ minLength: 1, maxLength: 64 })
          .filter((b) => b[0] !== 0x89 && b[0] !== 0xff && b[0] !== 0x52),
        (bytes) => {
          expect(validateImage(bytes)).toEqual({ error: true, value: 'FILE_FORMAT' });
        },
      ),
    );
  });
});
