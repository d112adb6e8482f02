import { afterEach, describe, expect, it, vi } from 'vitest';
import { epochMsOfIso } from './iso-time.js';

// epochMsOfIso reads the stored forms itself because Date.parse is most of the metrics' cost over a
// million trades; anything else goes to Date.parse. The property tests pin the values; these pin which
// way a time goes (a stored form that fell back would give the same value, only slower).
const parse = () => vi.spyOn(Date, 'parse');
afterEach(() => {
  vi.restoreAllMocks();
});

/** The value, and whether Date.parse was asked for it. */
const read = (iso: string) => {
  const spy = parse();
  const value = epochMsOfIso(iso);
  const fellBack = spy.mock.calls.length > 0;
  spy.mockRestore();
  return { value, fellBack, expected: Date.parse(iso) };
};

describe('epochMsOfIso: the way a time goes', () => {
  it('reads every stored form itself, with or without milliseconds, every digit in every place', () => {
    for (const iso of [
      '2025-03-03T10:00:00.000Z',
      '2025-03-03T10:00:00Z',
      '1987-06-15T14:38:27.654Z',
      '2019-12-31T23:59:59.999Z',
      '0001-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59Z',
      '2046-08-27T19:49:58.123Z',
      '2000-02-29T12:34:56.789Z', // a leap year by the 400-year rule
      '2024-02-29T00:00:00Z', // by the 4-year rule
      '2024-04-30T00:00:00Z',
      '2024-01-31T00:00:00Z',
    ]) {
      const { value, fellBack, expected } = read(iso);
      expect(fellBack, iso).toBe(false);
      expect(value, iso).toBe(expected);
    }
  });

  it('leaves a day past its month, 24:00 and a 60th minute or second to Date.parse', () => {
    for (const iso of [
      '2100-02-29T00:00:00Z', // not a leap year: divisible by 100, not by 400
      '2023-02-29T00:00:00Z',
      '2024-02-30T00:00:00Z',
      '2024-04-31T00:00:00.000Z',
      '2024-06-31T00:00:00Z',
      '2024-09-31T00:00:00Z',
      '2024-11-31T00:00:00Z',
      '2024-01-01T24:00:00Z',
      '2024-01-01T23:60:00Z',
      '2024-01-01T23:59:60Z',
      '2024-13-01T00:00:00Z',
      '2024-00-01T00:00:00Z',
      '2024-01-00T00:00:00Z',
    ]) {
      const { value, fellBack, expected } = read(iso);
      expect(fellBack, iso).toBe(true);
      expect(Number.isNaN(value) ? 'NaN' : value, iso).toBe(Number.isNaN(expected) ? 'NaN' : expected);
    }
  });

  it('leaves other lengths and a separator out of place to Date.parse', () => {
    for (const iso of [
      '2025-03-03T10:00:00.5Z',
      '2025-03-03T10:00:00.000',
      '2025-03-03T10:00:00.0000Z',
      '2025-03-03 10:00:00.000Z',
      '2025-03-03T10:00:00,000Z',
      '2025-03-03T10:00:00Y',
      '2025/03-03T10:00:00Z',
    ]) {
      expect(read(iso).fellBack, iso).toBe(true);
    }
  });
});
