import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, sumDecimals } from '../../shared/money.js';
import { settleProfitShare } from './profit-share.rules.js';
import { parseReturnPercents, whatIfSettlements, type WhatIfResult } from './what-if.js';

const investment = fc
  .integer({ min: 1, max: 100_000_000 })
  .map((cents) => dec(cents).dividedBy(100).toFixed(2));
const percent = fc.integer({ min: 0, max: 10_000 }).map((basis) => dec(basis).dividedBy(100).toFixed());
/** Fractions with up to 6 places from -100% to +200%, as the performance report gives them. */
const fraction = fc
  .integer({ min: -1_000_000, max: 2_000_000 })
  .map((micro) => dec(micro).dividedBy(1_000_000).toFixed());
const returns = fc.array(fraction, { maxLength: 36 });

const run = (input: {
  investment: string;
  monthlyReturns: string[];
  profitSharePercent: string;
}): WhatIfResult => {
  const result = whatIfSettlements(input);
  if (result.error) throw new Error(result.value);
  return result.value;
};

const cents = (text: string): bigint => BigInt(dec(text).times(100).toFixed(0));

/** n / d rounded half away from zero, d > 0: decimal.js's ROUND_HALF_UP. */
const divHalfUp = (n: bigint, d: bigint): bigint => {
  const magnitude = ((n < 0n ? -n : n) * 2n + d) / (2n * d);
  return n < 0n ? -magnitude : magnitude;
};

/**
 * An independent model in integer cents (BigInt), sharing no code with the function: if a float
 * crept into the arithmetic, the two would part on some input.
 */
const modelInCents = (investmentText: string, fractions: string[], percentText: string) => {
  const basis = BigInt(dec(percentText).times(100).toFixed(0)); // 12.5% -> 1250 of 10,000
  let equity = cents(investmentText);
  let profit = 0n;
  let hwm = 0n;
  return fractions.map((text) => {
    const micro = BigInt(dec(text).times(1_000_000).toFixed(0));
    const trading = divHalfUp(equity * micro, 1_000_000n);
    profit += trading;
    const base = profit > hwm ? profit - hwm : 0n;
    const share = (base * basis) / 10_000n; // non-negative: division truncates = rounds down
    const fee = (share + 5n) / 10n; // 10% half-up
    equity = equity + trading - share;
    if (profit > hwm) hwm = profit;
    return { share, fee, receive: share - fee, equityAfter: equity, hwm };
  });
};

describe('whatIfSettlements properties', () => {
  it('matches an integer-cents model to the cent', () => {
    fc.assert(
      fc.property(investment, returns, percent, (inv, monthlyReturns, pct) => {
        const { rows } = run({ investment: inv, monthlyReturns, profitSharePercent: pct });
        const model = modelInCents(inv, monthlyReturns, pct);
        expect(
          rows.map((row) => ({
            share: cents(row.profitShare),
            fee: cents(row.fee),
            receive: cents(row.receive),
            equityAfter: cents(row.equityAfter),
            hwm: cents(row.newHwm),
          })),
        ).toEqual(model);
      }),
    );
  });

  it('never charges a negative share, and fee + received = share to the cent', () => {
    fc.assert(
      fc.property(investment, returns, percent, (inv, monthlyReturns, pct) => {
        const { rows, totals } = run({ investment: inv, monthlyReturns, profitSharePercent: pct });
        for (const row of rows) {
          expect(dec(row.profitShare).isNegative()).toBe(false);
          expect(dec(row.fee).isNegative()).toBe(false);
          expect(dec(row.receive).isNegative()).toBe(false);
          expect(dec(row.fee).plus(row.receive).equals(row.profitShare)).toBe(true);
        }
        expect(dec(totals.fee).plus(totals.receive).equals(totals.profitShare)).toBe(true);
      }),
    );
  });

  it('never shares the same profit twice: after a loss nothing is shared until the equity passes the mark', () => {
    fc.assert(
      fc.property(investment, returns, percent, (inv, monthlyReturns, pct) => {
        const { rows } = run({ investment: inv, monthlyReturns, profitSharePercent: pct });
        for (const row of rows) {
          // What is shared is exactly the equity above the mark, and nothing at or below it.
          const above = dec(row.equityBefore).minus(row.hwmEquity);
          expect(dec(row.shareBase).equals(above.greaterThan(0) ? above : 0)).toBe(true);
          expect(dec(row.newHwmEquity).greaterThanOrEqualTo(row.equityAfter)).toBe(true);
        }
        // Everything ever shared is the highest cumulative profit reached, counted once.
        const highest = rows.reduce(
          (top, row) => (dec(row.profit).greaterThan(top) ? dec(row.profit) : top),
          dec(0),
        );
        expect(sumDecimals(rows.map((row) => dec(row.shareBase))).equals(highest)).toBe(true);
      }),
    );
  });

  it('gives the numbers the settlement job gives for the same profits and marks', () => {
    fc.assert(
      fc.property(investment, returns, percent, (inv, monthlyReturns, pct) => {
        const { rows } = run({ investment: inv, monthlyReturns, profitSharePercent: pct });
        let hwm = '0';
        for (const row of rows) {
          const job = settleProfitShare({ profit: row.profit, hwm, profitSharePercent: pct });
          expect([row.profitShare, row.fee, row.receive]).toEqual([job.profitShare, job.fee, job.receive]);
          expect(dec(row.newHwm).equals(job.newHwm)).toBe(true);
          hwm = job.newHwm;
        }
      }),
    );
  });

  it('does not depend on how a return is written', () => {
    fc.assert(
      fc.property(investment, returns, percent, (inv, monthlyReturns, pct) => {
        const padded = monthlyReturns.map((text) => (text.includes('.') ? `${text}000` : `${text}.000`));
        const asPercents = parseReturnPercents(
          monthlyReturns.map((text) => dec(text).times(100).toFixed()).join(', '),
        );
        if (asPercents.error) throw new Error(asPercents.value);
        const expected = run({ investment: inv, monthlyReturns, profitSharePercent: pct });
        expect(
          run({ investment: inv, monthlyReturns: padded, profitSharePercent: pct }).rows.map(
            (r) => r.equityAfter,
          ),
        ).toEqual(expected.rows.map((r) => r.equityAfter));
        expect(run({ investment: inv, monthlyReturns: asPercents.value, profitSharePercent: pct })).toEqual(
          expected,
        );
      }),
    );
  });
});
