import { describe, expect, it } from 'vitest';
import { measureSharpeRatio, sharpeRatio } from './sharpe.js';

describe('sharpeRatio', () => {
  it('equals the hand computation for a known series', () => {
    // returns 0.01, -0.02, 0.03, 0: mean 0.02 / 4 = 0.005
    // deviations 0.005, -0.025, 0.025, -0.005; squares sum 0.000025 + 0.000625 + 0.000625 + 0.000025 = 0.0013
    // sample variance 0.0013 / 3 = 0.000433333; deviation 0.020816660
    // 0.005 / 0.020816660 = 0.240192231; times sqrt(252) = 15.874507866 gives 3.812933
    expect(sharpeRatio([0.01, -0.02, 0.03, 0], 252)).toBeCloseTo(3.812933, 6);
    // the same returns on a 365-period platform: 0.240192231 * sqrt(365) = 4.588864
    expect(sharpeRatio([0.01, -0.02, 0.03, 0], 365)).toBeCloseTo(0.240192231 * Math.sqrt(365), 6);
  });

  it('is negative when the mean return is', () => {
    expect(sharpeRatio([-0.01, 0.02, -0.03, 0], 252)).toBeCloseTo(-3.812933, 6);
  });

  it('is absent without variance, and then throws from the plain function', () => {
    expect(measureSharpeRatio([0.02, 0.02, 0.02], 252)).toEqual({ present: false, reason: 'NO_VARIANCE' });
    expect(measureSharpeRatio([0.02], 252)).toEqual({ present: false, reason: 'NO_VARIANCE' });
    expect(measureSharpeRatio([], 252)).toEqual({ present: false, reason: 'NO_VARIANCE' });
    expect(measureSharpeRatio([0, 0, 0], 365)).toEqual({ present: false, reason: 'NO_VARIANCE' });
    expect(() => sharpeRatio([0.02, 0.02], 252)).toThrow(
      new RangeError('sharpeRatio(): undefined (NO_VARIANCE)'),
    );
  });

  it('refuses inputs that are bugs, saying which', () => {
    expect(() => sharpeRatio([0.01, Number.NaN], 252)).toThrow(
      new RangeError('sharpeRatio(): NaN is not a finite return'),
    );
    expect(() => measureSharpeRatio([Number.POSITIVE_INFINITY, 0.01], 252)).toThrow(
      new RangeError('sharpeRatio(): Infinity is not a finite return'),
    );
    expect(() => sharpeRatio([0.01, 0.02], 0)).toThrow(new RangeError('sharpeRatio(): 0 periods per year'));
  });

  it('takes two returns, the fewest that can vary', () => {
    // mean 0.02, sample deviation 0.01 x sqrt(2); 0.02 / 0.0141421356 x sqrt(12) = 4.898979
    expect(sharpeRatio([0.01, 0.03], 12)).toBeCloseTo(Math.sqrt(2) * Math.sqrt(12), 9);
  });

  it('is the same for returns whose squares a double cannot hold (scaled first)', () => {
    expect(sharpeRatio([1e200, 3e200], 12)).toBeCloseTo(Math.sqrt(2) * Math.sqrt(12), 9);
    expect(sharpeRatio([-1e300, 1e300, 3e300], 12)).toBeCloseTo(sharpeRatio([-1, 1, 3], 12), 9);
  });
});
