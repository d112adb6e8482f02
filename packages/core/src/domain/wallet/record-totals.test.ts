import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../shared/money.js';
import { recordDirectionOf, recordTotalsOf } from './record-totals.js';

describe('recordTotalsOf', () => {
  it('sums credits and debits apart, debits signed like the records', () => {
    // in: 30 + 0.1 + 0.2 = 30.30; out: -40 - 0.05 = -40.05; net -9.75
    expect(recordTotalsOf(['30.00', '-40.00', '0.1', '0.2', '-0.05'], 2)).toEqual({
      count: 5,
      moneyIn: '30.30',
      moneyOut: '-40.05',
      net: '-9.75',
    });
  });

  it('writes tokens as summed when no scale is given, and zeros for no records', () => {
    expect(recordTotalsOf(['10', '25'])).toEqual({ count: 2, moneyIn: '35', moneyOut: '0', net: '35' });
    expect(recordTotalsOf([], 2)).toEqual({ count: 0, moneyIn: '0.00', moneyOut: '0.00', net: '0.00' });
  });

  it('net = in + out, in >= 0 >= out, whatever the order of the records', () => {
    const cents = fc
      .integer({ min: -10_000_000, max: 10_000_000 })
      .map((c) => dec(c).dividedBy(100).toFixed(2));
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 40 }), (amounts) => {
        const totals = recordTotalsOf(amounts, 2);
        expect(dec(totals.moneyIn).plus(dec(totals.moneyOut)).equals(dec(totals.net))).toBe(true);
        expect(dec(totals.moneyIn).isNegative()).toBe(false);
        expect(dec(totals.moneyOut).greaterThan(0)).toBe(false);
        expect(totals.count).toBe(amounts.length);
        expect(recordTotalsOf([...amounts].reverse(), 2)).toEqual(totals);
        // the totals of two halves add up to the totals of the whole
        const half = Math.floor(amounts.length / 2);
        const [a, b] = [recordTotalsOf(amounts.slice(0, half), 2), recordTotalsOf(amounts.slice(half), 2)];
        expect(dec(a.net).plus(dec(b.net)).equals(dec(totals.net))).toBe(true);
      }),
    );
  });
});

describe('recordDirectionOf', () => {
  it('tells a credit from a debit', () => {
    expect(recordDirectionOf('12.00')).toBe('in');
    expect(recordDirectionOf('-0.01')).toBe('out');
  });
});
