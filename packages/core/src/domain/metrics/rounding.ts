import { Decimal, type DecimalString } from '../../shared/money.js';
import { roundToPlaces, type DoubleDouble } from './double-double.js';

/** Ratios, returns and statistics are numbers rounded half away from zero to this many places. */
export const STATISTIC_DECIMALS = 6;
/** Money and volume averages (a division) are decimals rounded half away from zero to this many places. */
export const AVERAGE_DECIMALS = 8;

/** A statistic as a number rounded to STATISTIC_DECIMALS places; never -0. */
export const roundStatistic = (value: Decimal | number): number => {
  const rounded = new Decimal(value).toDecimalPlaces(STATISTIC_DECIMALS).toNumber();
  return rounded === 0 ? 0 : rounded;
};

/**
 * A statistic held as a double-double (the time-weighted returns), rounded like roundStatistic but
 * from all its digits: a double alone can be short of 6 places on a large return.
 */
export const roundStatisticOf = (value: DoubleDouble): number => roundToPlaces(value, STATISTIC_DECIMALS);

/** An exact decimal (a sum, a difference) on the wire, without trailing zeros or "-0". */
export const exactDecimalString = (value: Decimal): DecimalString => (value.isZero() ? '0' : value.toFixed());

/** A quotient of money or volume rounded to AVERAGE_DECIMALS places, without trailing zeros. */
export const averageDecimalString = (total: Decimal, count: number): DecimalString =>
  exactDecimalString(total.dividedBy(count).toDecimalPlaces(AVERAGE_DECIMALS));
