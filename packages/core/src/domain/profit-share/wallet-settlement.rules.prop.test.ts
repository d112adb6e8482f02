import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../shared/money.js';
import { convertProfitShare } from './exchange-rate.rules.js';
import { settleProfitShare } from './profit-share.rules.js';
import { OUTCOME_OF_REASON } from './settlement-outcome.js';
import { settleIntoWallet } from './wallet-settlement.rules.js';

const cents = (min: number, max: number) =>
  fc.integer({ min, max }).map((c) => dec(c).dividedBy(100).toFixed(2));
const share = cents(0, 100_000_000);
/** 0.0000000001 to 999.9999999999: every rate validateExchangeRate lets through, but the largest. */
const rate = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }).map((n) =>
  dec(n % 10_000_000_000_000)
    .plus(1)
    .dividedBy(10_000_000_000)
    .toFixed(),
);
const percent = fc.integer({ min: 0, max: 10_000 }).map((c) => dec(c).dividedBy(100).toFixed());
const funds = fc.option(cents(0, 100_000_000), { nil: undefined });

describe('currency conversion of a profit share (properties)', () => {
  it('share = fee + receive exactly, the share is at most the exact conversion and less by under a cent', () => {
    fc.assert(
      fc.property(share, rate, (accountShare, r) => {
        const paid = convertProfitShare(accountShare, r);
        expect(dec(paid.fee).plus(paid.receive).equals(paid.profitShare)).toBe(true);
        const exact = dec(accountShare).times(r);
        expect(dec(paid.profitShare).lessThanOrEqualTo(exact)).toBe(true);
        expect(exact.minus(paid.profitShare).lessThan('0.01')).toBe(true);
        expect(dec(paid.fee).minus(dec(paid.profitShare).times('0.1')).abs().lessThanOrEqualTo('0.005')).toBe(
          true,
        );
        for (const amount of [paid.profitShare, paid.fee, paid.receive]) {
          expect(dec(amount).isNegative()).toBe(false);
          expect(dec(amount).decimalPlaces()).toBeLessThanOrEqual(2);
        }
      }),
    );
  });

  it('at rate 1 a settlement is the one settleProfitShare makes', () => {
    fc.assert(
      fc.property(
        cents(-1_000_000, 100_000_000),
        cents(0, 10_000_000),
        percent,
        funds,
        (profit, hwm, p, f) => {
          const input = { profit, hwm, profitSharePercent: p, brokerFundsAvailable: f };
          const local = settleProfitShare(input);
          const wallet = settleIntoWallet({ ...input, currency: 'USD', exchangeRate: undefined });
          expect([wallet.profitShare, wallet.fee, wallet.receive, wallet.hwmAfter]).toEqual([
            local.status === 'NOTHING_DUE' ? '0.00' : local.profitShare,
            local.status === 'NOTHING_DUE' ? '0.00' : local.fee,
            local.status === 'NOTHING_DUE' ? '0.00' : local.receive,
            local.newHwm,
          ]);
        },
      ),
    );
  });

  it('every outcome agrees with its reason, moves the mark only up, and records money only when some is owed', () => {
    fc.assert(
      fc.property(
        cents(-1_000_000, 100_000_000),
        cents(0, 10_000_000),
        percent,
        funds,
        fc.option(rate, { nil: undefined }),
        (profit, hwm, p, f, r) => {
          const s = settleIntoWallet({
            profit,
            hwm,
            profitSharePercent: p,
            brokerFundsAvailable: f,
            currency: 'TWD',
            exchangeRate: r,
          });
          expect(OUTCOME_OF_REASON[s.reason]).toBe(s.outcome);
          expect(dec(s.hwmAfter).greaterThanOrEqualTo(hwm)).toBe(true);
          expect(dec(s.fee).plus(s.receive).equals(s.profitShare)).toBe(true);
          expect(s.recordStatus !== null).toBe(dec(s.profitShare).greaterThan(0));
          if (s.recordStatus === null) expect(s.profitShare).toBe('0.00');
          if (s.reason === 'EXCHANGE_RATE_MISSING') expect(dec(s.hwmAfter).equals(hwm)).toBe(true);
        },
      ),
    );
  });
});
