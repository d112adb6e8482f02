/** Trading platforms a signal can run on (spec section 3). */
export const PLATFORMS = ['MT4', 'MT5', 'BINANCE', 'TWSE'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const isPlatform = (value: unknown): value is Platform =>
  typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);

/**
 * Trading periods per year used to annualise returns: crypto futures trade every day of the year,
 * forex/metals (MT4/MT5) and Taiwan stocks (TWSE) on about 252 business days.
 */
export const PERIODS_PER_YEAR: Readonly<Record<Platform, number>> = {
  MT4: 252,
  MT5: 252,
  BINANCE: 365,
  TWSE: 252,
};
