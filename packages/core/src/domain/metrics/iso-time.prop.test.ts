import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { epochMsOfIso } from './iso-time.js';

/** Digits of a given width, zero-padded. */
const digits = (width: number, max: number) =>
  fc.integer({ min: 0, max }).map((value) => String(value).padStart(width, '0'));

/** Strings of the ISO shape with any field values, in range or not (month 13, day 31 of April, 24:00...). */
const isoShapedArb = fc
  .record({
    year: digits(4, 9999),
    month: digits(2, 19),
    day: digits(2, 39),
    hour: digits(2, 29),
    minute: digits(2, 69),
    second: digits(2, 69),
    millis: fc.option(digits(3, 999)),
  })
  .map(
    ({ year, month, day, hour, minute, second, millis }) =>
      `${year}-${month}-${day}T${hour}:${minute}:${second}${millis === null ? '' : `.${millis}`}Z`,
  );

/** A character that is not a digit where a digit belongs, or a separator out of place. */
const damagedArb = fc
  .tuple(isoShapedArb, fc.nat(), fc.constantFrom(':', '/', 'a', ' ', '\u0660', '-', '.', '?'))
  .map(([iso, at, character]) => {
    const position = at % iso.length;
    return `${iso.slice(0, position)}${character}${iso.slice(position + 1)}`;
  });

describe('epochMsOfIso', () => {
  it('gives what Date.parse gives for any time in the stored forms', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString();
          expect(epochMsOfIso(iso)).toBe(Date.parse(iso));
          const short = iso.replace(/\.\d{3}Z$/, 'Z');
          expect(epochMsOfIso(short)).toBe(Date.parse(short));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('gives what Date.parse gives (NaN included) for odd field values and damaged strings', () => {
    const same = (iso: string) => {
      const expected = Date.parse(iso);
      const actual = epochMsOfIso(iso);
      expect(Number.isNaN(actual) ? 'NaN' : actual, iso).toBe(Number.isNaN(expected) ? 'NaN' : expected);
    };
    fc.assert(fc.property(isoShapedArb, same), { numRuns: 3_000 });
    fc.assert(fc.property(damagedArb, same), { numRuns: 3_000 });
  });

  it('reads other forms through Date.parse', () => {
    for (const iso of [
      '2025-03-03T10:00:00.5Z',
      '2025-03-03T10:00Z',
      '+002025-03-03T10:00:00.000Z',
      'garbage',
    ]) {
      const expected = Date.parse(iso);
      expect(
        Object.is(epochMsOfIso(iso), expected) || (Number.isNaN(expected) && Number.isNaN(epochMsOfIso(iso))),
      ).toBe(true);
    }
  });
});
