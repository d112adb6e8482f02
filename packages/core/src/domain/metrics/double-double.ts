/**
 * Double-double arithmetic: a number held as the unevaluated sum hi + lo of two doubles, |lo| at
 * most half an ulp of hi, so about 32 significant digits (Dekker 1971; the QD library's algorithms).
 * The time-weighted index is a product of one factor per instant that closes trades: in doubles it
 * would drift by about 1e-16 per factor, enough to turn a 6-place rounding the other way now and
 * then; in double-double it keeps the figures the 34-digit decimals gave (docs/metrics.md section 3)
 * at a few floating-point operations per factor and no allocation.
 *
 * Mutable on purpose: the one pass updates its index in place. Every operation writes its result
 * into `this` and returns it.
 */
export class DoubleDouble {
  /**
   * [hi, lo] in a typed array rather than two fields: V8 boxes a double stored in an object field,
   * one allocation per store, which the index would pay on every instant.
   */
  private readonly parts = new Float64Array(2);

  constructor(hi = 0, lo = 0) {
    this.parts[0] = hi;
    this.parts[1] = lo;
  }

  get hi(): number {
    return this.parts[0] ?? 0;
  }

  get lo(): number {
    return this.parts[1] ?? 0;
  }

  set(hi: number, lo = 0): this {
    this.parts[0] = hi;
    this.parts[1] = lo;
    return this;
  }

  copy(from: DoubleDouble): this {
    return this.set(from.hi, from.lo);
  }

  /** The nearest double: hi, since hi + lo is normalised. */
  toNumber(): number {
    return this.hi;
  }

  /** -1, 0 or 1 as this is below, equal to or above `other`. */
  compare(other: DoubleDouble): number {
    const hi = this.hi;
    const otherHi = other.hi;
    if (hi !== otherHi) return hi < otherHi ? -1 : 1;
    const lo = this.lo;
    const otherLo = other.lo;
    if (lo !== otherLo) return lo < otherLo ? -1 : 1;
    return 0;
  }

  /** this = this + (hi, lo). */
  add(hi: number, lo = 0): this {
    // Two-sum of the high parts and of the low parts, then renormalised (QD's ieee_add).
    const aHi = this.hi;
    const aLo = this.lo;
    let s = aHi + hi;
    let v = s - aHi;
    let e = aHi - (s - v) + (hi - v);
    const t = aLo + lo;
    v = t - aLo;
    const f = aLo - (t - v) + (lo - v);
    e += t;
    let sum = s + e;
    e -= sum - s;
    s = sum;
    e += f;
    sum = s + e;
    return this.set(sum, e - (sum - s));
  }

  /** this = this * other. */
  multiply(other: DoubleDouble): this {
    const aHi = this.hi;
    const bHi = other.hi;
    const product = aHi * bHi;
    const error = twoProductError(aHi, bHi, product) + (aHi * other.lo + this.lo * bHi);
    return this.normalise(product, error);
  }

  /** this = this * factor (a double). */
  multiplyBy(factor: number): this {
    const aHi = this.hi;
    const product = aHi * factor;
    return this.normalise(product, twoProductError(aHi, factor, product) + this.lo * factor);
  }

  /** this = this / other; other must not be 0. */
  divide(other: DoubleDouble): this {
    // Long division in three double steps (QD's accurate division): q1 + q2 + q3.
    const divisor = other.hi;
    const q1 = this.hi / divisor;
    const remainder = REMAINDER.copy(other).multiplyBy(-q1).add(this.hi, this.lo);
    const q2 = remainder.hi / divisor;
    const step = STEP.copy(other).multiplyBy(-q2);
    remainder.add(step.hi, step.lo);
    const q3 = remainder.hi / divisor;
    return this.normalise(q1, q2).add(q3);
  }

  private normalise(hi: number, lo: number): this {
    const sum = hi + lo;
    return this.set(sum, lo - (sum - hi));
  }
}

/** 2^27 + 1: splits a double into two halves whose products are exact (Dekker). */
const SPLITTER = 134_217_729;

/** The rounding error of a * b = product, exactly: a * b = product + error. */
const twoProductError = (a: number, b: number, product: number): number => {
  let t = SPLITTER * a;
  const aHigh = t - (t - a);
  const aLow = a - aHigh;
  t = SPLITTER * b;
  const bHigh = t - (t - b);
  const bLow = b - bHigh;
  return aHigh * bHigh - product + aHigh * bLow + aLow * bHigh + aLow * bLow;
};

/** Temporaries of `divide`, so that it allocates nothing; never exposed. */
const REMAINDER = new DoubleDouble();
const STEP = new DoubleDouble();

/** The parts of a finite double's magnitude: |value| = mantissa * 2^exponent, both integers. */
const partsOf = (value: number): { mantissa: bigint; exponent: number } => {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(value));
  const bits = view.getBigUint64(0);
  const biased = Number(bits >> 52n);
  const fraction = bits & ((1n << 52n) - 1n);
  return biased === 0
    ? { mantissa: fraction, exponent: -1074 }
    : { mantissa: fraction | (1n << 52n), exponent: biased - 1075 };
};

/** 10^exponent as the double-double nearest it (exponent from -290 to 300): the index's bounds. */
export const powerOfTen = (exponent: number): DoubleDouble => {
  const hi = Number(`1e${exponent}`);
  if (exponent >= 0) return new DoubleDouble(hi, Number(10n ** BigInt(exponent) - BigInt(hi)));
  // 10^-n - m 2^e = (2^-e - m 10^n) / (10^n 2^-e), with e < 0 here: the quotient taken with 64
  // significant bits in integers (both sides can be beyond a double's range), then scaled back.
  const { mantissa, exponent: binary } = partsOf(hi);
  const tens = 10n ** BigInt(-exponent);
  const numerator = (1n << BigInt(-binary)) - mantissa * tens;
  const denominator = tens << BigInt(-binary);
  const bits = (value: bigint) => (value < 0n ? -value : value).toString(2).length;
  const scale = 64 + bits(denominator) - bits(numerator);
  const quotient =
    scale >= 0 ? (numerator << BigInt(scale)) / denominator : numerator / (denominator << BigInt(-scale));
  return new DoubleDouble(
    hi,
    Number(quotient) * 2 ** -Math.min(scale, 1000) * 2 ** -Math.max(0, scale - 1000),
  );
};

/**
 * Significant digits a double-double is read to before it is rounded to a figure's places: it
 * carries about 32, less a few lost over a long chain of steps. A return that is exactly a short
 * decimal (0.0000005 = 1 / 2,000,000) is then that decimal, as it was in 34-digit decimal, not a
 * hair either side of it.
 */
const SIGNIFICANT_DIGITS = 28;

/** value / 10^drop rounded half up (value >= 0). */
const roundDigitsAway = (value: bigint, drop: number): bigint => {
  if (drop <= 0) return value;
  const unit = 10n ** BigInt(drop);
  const head = value / unit;
  return (value % unit) * 2n >= unit ? head + 1n : head;
};

/**
 * A double-double rounded half away from zero to `places` decimal places, as the double nearest
 * that decimal, reading it to 28 significant digits first: what rounding the 34-digit decimal gave,
 * where hi alone can be short of the places (a return of 376455506.1487825 needs 16 digits). Never
 * -0. Once per figure, not per trade: BigInt is fine.
 */
export const roundToPlaces = (value: DoubleDouble, places: number): number => {
  const { hi, lo } = value;
  if (!Number.isFinite(hi)) return hi;
  if (hi === 0) return 0;
  // Clearly away from a half (farther than hi's and lo's error): the nearest multiple of 10^-places
  // of hi is the answer, and k / 10^places of an exact integer k is one correct rounding.
  const power = 10 ** places;
  const scaled = Math.abs(hi) * power;
  if (scaled < 2 ** 52) {
    const whole = Math.floor(scaled);
    const fraction = scaled - whole;
    if (Math.abs(fraction - 0.5) > scaled * 2 ** -50 + Math.abs(lo) * power * 2) {
      const rounded = fraction > 0.5 ? whole + 1 : whole;
      return rounded === 0 ? 0 : (hi < 0 ? -rounded : rounded) / power;
    }
  }
  return roundExactly(hi, lo, places);
};

/** roundToPlaces from the exact binary value of hi + lo (BigInt): near a half, or beyond 2^52. */
const roundExactly = (hi: number, lo: number, places: number): number => {
  const high = partsOf(hi);
  const low = lo === 0 ? { mantissa: 0n, exponent: high.exponent } : partsOf(lo);
  const exponent = Math.min(high.exponent, low.exponent);
  // |hi + lo| = magnitude * 2^exponent (lo is below half an ulp of hi: the sign is hi's).
  const signedLow = Math.sign(lo) === Math.sign(hi) ? low.mantissa : -low.mantissa;
  const magnitude =
    (high.mantissa << BigInt(high.exponent - exponent)) + (signedLow << BigInt(low.exponent - exponent));
  // Its digits: floor(|value| * 10^shift), a few more than the significant digits kept.
  const shift = SIGNIFICANT_DIGITS + 3 - Math.floor(Math.log10(Math.abs(hi)));
  let numerator = magnitude;
  let denominator = 1n;
  if (exponent >= 0) numerator <<= BigInt(exponent);
  else denominator <<= BigInt(-exponent);
  if (shift >= 0) numerator *= 10n ** BigInt(shift);
  else denominator *= 10n ** BigInt(-shift);
  const digits = numerator / denominator;
  // The significant digits, then the places: |value| ~ kept * 10^(dropped - shift).
  const dropped = digits.toString().length - SIGNIFICANT_DIGITS;
  const kept = roundDigitsAway(digits, dropped);
  const rounded = roundDigitsAway(kept, shift - dropped - places);
  if (rounded === 0n) return 0;
  const power = shift - dropped - places > 0 ? -places : dropped - shift;
  return Number(`${hi < 0 ? '-' : ''}${rounded}e${power}`);
};
