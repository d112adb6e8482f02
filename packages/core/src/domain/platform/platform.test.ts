import { describe, expect, it } from 'vitest';
import { isPlatform, PLATFORMS } from './platform.js';

describe('isPlatform', () => {
  it('is true for exactly the four platforms, written as the spec writes them', () => {
    expect(PLATFORMS).toEqual(['MT4', 'MT5', 'BINANCE', 'TWSE']);
    for (const platform of PLATFORMS) expect(isPlatform(platform)).toBe(true);
    for (const other of ['mt4', 'MT6', '', ' MT4', 'BINANCE ', 4, null, undefined, ['MT4'], { MT4: 1 }]) {
      expect(isPlatform(other)).toBe(false);
    }
  });
});
