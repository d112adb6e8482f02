import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, sumDecimals } from '../../shared/money.js';
import {
  isPendingProfitShare,
  resettleProfitShare,
  settleProfitShare,
  type ProfitShareSettlement,
} from './profit-share.rules.js';

const money = fc
  .integer({ min: -100_000_000, max: 100_000_000 })
  .map((c) => dec(c).dividedBy(100).toFixed(2));
const percent = fc.integer({ min: 0, max: 10_000 }).map((c) => dec(c).dividedBy(100).toFixed());
const funds = fc.option(
  fc.integer({ min: 0, max: 100_000_000 }).map((c) => dec(c).dividedBy(100).toFixed(2)),
  {
    nil: undefined,
  },
);

/** Settles a robot at each cumulative profit in turn, carrying the HWM from one settlement to the next. */
const settleSequence = (
  initialHwm: string,
  profitSharePercent: string,
  steps: readonly { profit: string; brokerFundsAvailable: string | undefined }[],
): ProfitShareSettlement[] => {
  let hwm = initialHwm;
  return steps.map(({ profit, brokerFundsAvailable }) => {
    const settlement = settleProfitShare({ profit, hwm, profitSharePercent, brokerFundsAvailable });
    hwm = settlement.newHwm;
    return settlement;
  });
};

const steps = fc.array(fc.record({ profit: money, brokerFundsAvailable: funds }), {
  minLength: 1,
  maxLength: 25,
});
const initialHwm = fc.integer({ min: 0, max: 10_000_000 }).map((c) => dec(c).dividedBy(100).toFixed(2));

/** Any settlement input at HWM 0: a share is held back in about 1 run in 8. */
const anyFirstSettlement = fc.record({ profit: money, p: percent, available: funds });
/**
 * Inputs whose share is held back: a profit of at least 100.00 at a percent of at least 0.01 owes
 * at least a cent (share cents = floor(profit cents x percent hundredths / 10,000)), and the broker
 * holds from nothing up to a cent less than that.
 */
const heldBackFirstSettlement = fc
  .record({
    profitCents: fc.integer({ min: 10_000, max: 100_000_000 }),
    percentHundredths: fc.integer({ min: 1, max: 10_000 }),
  })
  .chain(({ profitCents, percentHundredths }) => {
    const shareCents = Math.floor((profitCents * percentHundredths) / 10_000);
    return fc.integer({ min: 0, max: shareCents - 1 }).map((availableCents) => ({
      profit: dec(profitCents).dividedBy(100).toFixed(2),
      p: dec(percentHundredths).dividedBy(100).toFixed(),
      available: dec(availableCents).dividedBy(100).toFixed(2),
    }));
  });

describe('profit-share properties', () => {
  it('fee + receive = share, nothing is negative, and the fee is 10% of the share to the cent', () => {
    fc.assert(
      fc.property(money, money, percent, funds, (profit, hwm, p, available) => {
        const s = settleProfitShare({ profit, hwm, profitSharePercent: p, brokerFundsAvailable: available });
        expect(dec(s.fee).plus(s.receive).equals(s.profitShare)).toBe(true);
        for (const amount of [s.shareBase, s.profitShare, s.fee, s.receive]) {
          expect(dec(amount).isNegative()).toBe(false);
        }
        expect(dec(s.fee).minus(dec(s.profitShare).times('0.1')).abs().lessThanOrEqualTo('0.005')).toBe(true);
      }),
    );
  });

  it('the share is percent x base rounded down: never more, and less by under a cent', () => {
    fc.assert(
      fc.property(money, money, percent, (profit, hwm, p) => {
        const s = settleProfitShare({ profit, hwm, profitSharePercent: p });
        const exact = dec(s.shareBase).times(p).dividedBy(100);
        expect(dec(s.profitShare).lessThanOrEqualTo(exact)).toBe(true);
        expect(exact.minus(s.profitShare).lessThan('0.01')).toBe(true);
      }),
    );
  });

  it('over any sequence the HWM never falls and no profit is shared twice', () => {
    fc.assert(
      fc.property(initialHwm, percent, steps, (hwm0, p, sequence) => {
        const settlements = settleSequence(hwm0, p, sequence);
        let previous = dec(hwm0);
        for (const s of settlements) {
          expect(dec(s.newHwm).greaterThanOrEqualTo(previous)).toBe(true);
          previous = dec(s.newHwm);
        }
        // total base shared = max(0, highest profit reached - initial HWM)
        const highest = sequence.reduce(
          (max, step) => (dec(step.profit).greaterThan(max) ? dec(step.profit) : max),
          dec(hwm0),
        );
        expect(sumDecimals(settlements.map((s) => dec(s.shareBase))).equals(highest.minus(hwm0))).toBe(true);
      }),
    );
  });

  it('held-back shares also advance the HWM: resettlement never shares the same profit again', () => {
    fc.assert(
      fc.property(initialHwm, percent, steps, (hwm0, p, sequence) => {
        const held = settleSequence(hwm0, p, sequence);
        const unlimited = settleSequence(
          hwm0,
          p,
          sequence.map((s) => ({ profit: s.profit, brokerFundsAvailable: undefined })),
        );
        // same bases, shares and marks whether or not payment was held back
        expect(held.map((s) => [s.shareBase, s.profitShare, s.newHwm])).toEqual(
          unlimited.map((s) => [s.shareBase, s.profitShare, s.newHwm]),
        );
      }),
    );
  });

  it('a loss followed by a recovery to the old HWM shares nothing', () => {
    const positive = fc.integer({ min: 1, max: 100_000_000 }).map((c) => dec(c).dividedBy(100).toFixed(2));
    fc.assert(
      fc.property(
        initialHwm,
        positive,
        percent,
        fc.array(positive, { maxLength: 10 }),
        (hwm0, loss, p, partial) => {
          // down by `loss`, partial recoveries that stay at or below the mark, then back to the mark exactly
          const low = dec(hwm0).minus(loss);
          const path = [
            low,
            ...partial.map((r) => {
              const level = low.plus(r);
              return level.greaterThan(hwm0) ? dec(hwm0) : level;
            }),
            dec(hwm0),
          ];
          const settlements = settleSequence(
            hwm0,
            p,
            path.map((profit) => ({ profit: profit.toFixed(), brokerFundsAvailable: undefined })),
          );
          for (const s of settlements) {
            expect(s.status).toBe('NOTHING_DUE');
            expect(s.profitShare).toBe('0.00');
            expect(dec(s.newHwm).equals(hwm0)).toBe(true);
          }
        },
      ),
    );
  });

  it('resettling pays exactly when the funds cover the share and never changes the amounts', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          { arbitrary: heldBackFirstSettlement, weight: 4 },
          { arbitrary: anyFirstSettlement, weight: 1 },
        ),
        fc.integer({ min: 0, max: 100_000_000 }),
        ({ profit, p, available }, later) => {
          const s = settleProfitShare({
            profit,
            hwm: '0',
            profitSharePercent: p,
            brokerFundsAvailable: available,
          });
          if (!isPendingProfitShare(s)) return;
          const laterFunds = dec(later).dividedBy(100).toFixed(2);
          const r = resettleProfitShare(s, laterFunds);
          expect(r.status).toBe(
            dec(laterFunds).greaterThanOrEqualTo(s.profitShare) ? 'RESETTLED' : 'RESETTLEMENT',
          );
          expect([r.profitShare, r.fee, r.receive, r.newHwm]).toEqual([
            s.profitShare,
            s.fee,
            s.receive,
            s.newHwm,
          ]);
        },
      ),
    );
  });
});
