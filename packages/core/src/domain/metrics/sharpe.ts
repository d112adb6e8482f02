import { absentBecause, present, type MetricValue } from './metric-value.js';
import { mean, sampleStandardDeviation } from './statistics.js';

/**
 * Annualised Sharpe ratio with a risk-free rate of 0: mean of the period returns over their sample
 * standard deviation, times the square root of the periods per year. Absent (NO_VARIANCE) with
 * fewer than two returns or when they do not vary.
 */
export const measureSharpeRatio = (
  returns: readonly number[],
  periodsPerYear: number,
): MetricValue<number> => {
  if (!(Number.isFinite(periodsPerYear) && periodsPerYear > 0)) {
    throw new RangeError(`sharpeRatio(): ${periodsPerYear} periods per year`);
  }
  let largest = 0;
  for (const value of returns) {
    if (!Number.isFinite(value)) throw new RangeError(`sharpeRatio(): ${value} is not a finite return`);
    largest = Math.max(largest, Math.abs(value));
  }
  if (returns.length < 2 || largest === 0) return absentBecause('NO_VARIANCE');
  // The ratio does not change when every return is scaled; scaling to at most 1 keeps the squares
  // finite and makes a constant series exactly constant (x / x is exactly 1).
  const scaled = returns.map((value) => value / largest);
  const deviation = sampleStandardDeviation(scaled);
  if (deviation === 0) return absentBecause('NO_VARIANCE');
  const ratio = (mean(scaled) / deviation) * Math.sqrt(periodsPerYear);
  return Number.isFinite(ratio) ? present(ratio) : absentBecause('OUT_OF_RANGE');
};

/**
 * The Sharpe ratio of the API. Undefined for fewer than two returns or returns that do not
 * vary: calling it then is a bug, so it throws a RangeError; `measureSharpeRatio` says why instead.
 */
export const sharpeRatio = (returns: readonly number[], periodsPerYear: number): number => {
  const measured = measureSharpeRatio(returns, periodsPerYear);
  if (!measured.present) throw new RangeError(`sharpeRatio(): undefined (${measured.reason})`);
  return measured.value;
};
