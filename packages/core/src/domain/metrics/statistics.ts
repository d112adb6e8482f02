/** Arithmetic mean; the caller guarantees at least one value. */
export const mean = (values: readonly number[]): number => {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
};

/** Sample standard deviation (divides by n - 1); the caller guarantees at least two values. */
export const sampleStandardDeviation = (values: readonly number[]): number => {
  const average = mean(values);
  let squares = 0;
  for (const value of values) squares += (value - average) ** 2;
  return Math.sqrt(squares / (values.length - 1));
};
