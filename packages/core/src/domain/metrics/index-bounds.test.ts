import { describe, expect, it } from 'vitest';
import { computePerformance } from './performance.js';
import { deposit, trade } from './performance.test-helpers.js';

/*
 * The time-weighted index is kept between 10^-100 and 10^100 (returns.ts): beyond, its ratios are
 * not finite numbers, and every return is OUT_OF_RANGE. One deposit and one trade make an index of
 * (capital + profit) / capital, exactly, from amounts far beyond 2^53 units (bigint units).
 */
const NOW = '2025-04-01T00:00:00.000Z';
const ten = (exponent: number): bigint => 10n ** BigInt(exponent);

/** The report of a deposit of `capital` and one trade that leaves `after` of it. */
const reportOf = (capital: bigint, after: bigint) =>
  computePerformance(
    [trade({ ticket: 'a', close: '2025-03-03T10:00:00.000Z', profit: String(after - capital) })],
    [deposit('D', '2025-03-01T00:00:00.000Z', String(capital))],
    NOW,
  );

describe('the index at the edges of its range', () => {
  it('takes an index of exactly 10^100 (a return of 10^100 - 1, the nearest double 1e100)', () => {
    const report = reportOf(1n, ten(100));
    expect(report.rateOfReturn).toBe(1e100);
    expect(report.absent.rateOfReturn).toBeUndefined();
    expect(report.profit).toBe(String(ten(100) - 1n));
  });

  it('takes an index a hair below 10^100, beyond what a double tells from 10^100', () => {
    // 10^100 - 10^83: its nearest double is 1e100 too; the low part puts it below the bound.
    const report = reportOf(1n, ten(100) - ten(83));
    expect(report.rateOfReturn).toBe(1e100);
    expect(report.absent.rateOfReturn).toBeUndefined();
  });

  it('refuses an index a hair above 10^100 (OUT_OF_RANGE), though its nearest double is 1e100', () => {
    const report = reportOf(1n, ten(100) + ten(83));
    expect(report.rateOfReturn).toBeNull();
    expect(report.absent.rateOfReturn).toBe('OUT_OF_RANGE');
    expect(report.absent.drawdownRatio).toBe('OUT_OF_RANGE');
    // Money figures are still exact.
    expect(report.profit).toBe(String(ten(100) + ten(83) - 1n));
  });

  it('takes an index a hair above 10^-100 (by 10^-30 of it): nearly everything lost, a return of -1', () => {
    const report = reportOf(ten(130), ten(30) + 1n);
    expect(report.rateOfReturn).toBe(-1);
    expect(report.drawdownRatio).toBe(1);
    expect(report.absent.rateOfReturn).toBeUndefined();
  });

  it('refuses an index a hair below 10^-100 (OUT_OF_RANGE), though its nearest double is 1e-100', () => {
    const report = reportOf(ten(130), ten(30) - 1n);
    expect(report.rateOfReturn).toBeNull();
    expect(report.absent.rateOfReturn).toBe('OUT_OF_RANGE');
  });

  it('takes an index of 0 (everything lost) below the range: a total loss is no ratio out of range', () => {
    const report = reportOf(ten(130), 0n);
    expect(report.rateOfReturn).toBe(-1);
    expect(report.drawdownRatio).toBe(1);
  });
});
