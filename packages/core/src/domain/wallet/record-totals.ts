import { dec, toDecimalString, ZERO, type Decimal, type DecimalString } from '../../shared/money.js';

/**
 * Which way a ledger entry moved money: into the wallet (a credit, amount > 0) or out of it (a debit,
 * amount < 0). Ledger entries are final, so this is the one "status" a record has; the records'
 * direction filter uses it.
 */
export const RECORD_DIRECTIONS = ['in', 'out'] as const;
export type RecordDirection = (typeof RECORD_DIRECTIONS)[number];

export const recordDirectionOf = (amount: DecimalString): RecordDirection =>
  dec(amount).isNegative() ? 'out' : 'in';

/**
 * The totals of every record a filter matches, not only the page shown (the server sums them in SQL;
 * this is the same arithmetic on records in hand, the model its tests check against).
 * moneyOut is signed like the records' amounts (zero or below), so net = moneyIn + moneyOut.
 */
export interface RecordTotals {
  readonly count: number;
  readonly moneyIn: DecimalString;
  readonly moneyOut: DecimalString;
  readonly net: DecimalString;
}

/** `scale`: 2 for USD records, undefined for tokens (written as summed). */
export const recordTotalsOf = (amounts: readonly DecimalString[], scale?: number): RecordTotals => {
  let moneyIn: Decimal = ZERO;
  let moneyOut: Decimal = ZERO;
  for (const amount of amounts) {
    const value = dec(amount);
    if (value.isNegative()) moneyOut = moneyOut.plus(value);
    else moneyIn = moneyIn.plus(value);
  }
  return {
    count: amounts.length,
    moneyIn: toDecimalString(moneyIn, scale),
    moneyOut: toDecimalString(moneyOut, scale),
    net: toDecimalString(moneyIn.plus(moneyOut), scale),
  };
};
