import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRADING_TYPES } from '../domain/order/order.js';
import { validateTwOrder, validateTwOrderVolume } from './tw-order.rules.js';

const SYMBOLS = ['2330', '2317', '2454', '0050'];
const tradingType = fc.constantFrom(...TRADING_TYPES);
const symbol = fc.constantFrom(...SYMBOLS);

describe('TWSE order properties', () => {
  it('accepts every whole number of shares above zero, written with or without zero decimals', () => {
    fc.assert(
      fc.property(
        tradingType,
        symbol,
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.nat({ max: 3 }),
        (type, name, shares, zeros) => {
          const volume = zeros === 0 ? String(shares) : `${shares}.${'0'.repeat(zeros)}`;
          const result = validateTwOrder({ tradingType: type, symbol: name, volume }, { symbols: SYMBOLS });
          expect(result).toEqual({
            error: false,
            value: { tradingType: type, symbol: name, volume: String(shares) },
          });
        },
      ),
    );
  });

  it('refuses any volume with a fraction, and zero or below', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.integer({ min: 1, max: 999 }),
        (whole, fraction) => {
          expect(validateTwOrderVolume(`${whole}.${String(fraction).padStart(3, '0')}`).error).toBe(true);
          if (whole <= 0n) expect(validateTwOrderVolume(String(whole)).error).toBe(true);
        },
      ),
    );
  });

  it('never accepts a symbol outside the given list, and a valid order validates again to itself', () => {
    fc.assert(
      fc.property(
        tradingType,
        fc.string({ maxLength: 8 }),
        fc.string({ maxLength: 12 }),
        (type, name, volume) => {
          const result = validateTwOrder({ tradingType: type, symbol: name, volume }, { symbols: SYMBOLS });
          if (result.error) return;
          expect(SYMBOLS).toContain(result.value.symbol);
          expect(validateTwOrder(result.value, { symbols: SYMBOLS })).toEqual(result);
        },
      ),
    );
  });

  it('refuses every trading type but BUY and SELL before looking at anything else', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }).filter((text) => text !== 'BUY' && text !== 'SELL'),
        (text) => {
          expect(validateTwOrder({ tradingType: text, symbol: '2330', volume: '1000' })).toEqual({
            error: true,
            value: 'WRONG_DATA_FORMAT',
          });
        },
      ),
    );
  });
});
