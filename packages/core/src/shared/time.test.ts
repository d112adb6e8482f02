import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDateTime, toIso } from './time.js';

describe('isIsoDateTime', () => {
  it('accepts every instant as the wire writes it, with or without milliseconds', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = toIso(date.getTime());
          expect(isIsoDateTime(iso)).toBe(true);
          expect(isIsoDateTime(iso.replace(/\.\d{3}Z$/, 'Z'))).toBe(true);
        },
      ),
    );
  });

  it.each([
    '2026-02-30T00:00:00Z',
    '2026-02-29T12:00:00.000Z',
    '2026-04-31T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-11-01T24:00:00Z',
    '2026-11-01T23:60:00Z',
    '2026-11-01T08:30:00+02:00',
    '2026-11-01',
    '2026/11/01T00:00:00Z',
    'yesterday',
  ])('refuses %s: an impossible day or time, an offset or another form', (value) => {
    expect(isIsoDateTime(value)).toBe(false);
  });

  it('accepts the 29th of February in a leap year', () => {
    expect(isIsoDateTime('2028-02-29T00:00:00Z')).toBe(true);
  });
});
