import fc from 'fast-check';
import type { DecimalString } from '../../shared/money.js';
import { toIso, type IsoDateTime } from '../../shared/time.js';
import type { BalanceOperation, Trade } from '../trading/trade.js';

/** Test-data builders and arbitraries for the performance metrics' tests. */

export interface TradeSpec {
  readonly ticket: string;
  readonly close: IsoDateTime;
  readonly profit: DecimalString;
  readonly open?: IsoDateTime;
  readonly symbol?: string;
  readonly volume?: DecimalString;
}

export const trade = (spec: TradeSpec): Trade => ({
  ticket: spec.ticket,
  symbol: spec.symbol ?? 'EURUSD',
  side: 'BUY',
  volume: spec.volume ?? '1',
  openTime: spec.open ?? spec.close,
  closeTime: spec.close,
  openPrice: '1.1',
  closePrice: '1.1',
  commission: '0',
  swap: '0',
  profit: spec.profit,
});

export const deposit = (id: string, time: IsoDateTime, amount: DecimalString): BalanceOperation => ({
  id,
  kind: 'DEPOSIT',
  time,
  amount,
});

export const withdrawal = (id: string, time: IsoDateTime, amount: DecimalString): BalanceOperation => ({
  id,
  kind: 'WITHDRAWAL',
  time,
  amount,
});

/** Every number anywhere in a value (deeply), to check that none is NaN or infinite. */
export const numbersIn = (value: unknown): number[] => {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
};

/** Cents as a decimal string: 12345 -> "123.45", -5 -> "-0.05". */
export const centsToDecimal = (cents: number): DecimalString => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

export const HISTORY_START_MS = Date.UTC(2025, 0, 1);
const MINUTE = 60_000;
/** About 200 days of minutes, so that every window and the Sharpe ratio are sometimes defined. */
const HISTORY_MINUTES = 200 * 24 * 60;

export interface History {
  readonly trades: Trade[];
  readonly operations: BalanceOperation[];
  readonly now: IsoDateTime;
}

/**
 * Any history: trades with any profit (wins, losses, 0), deposits and withdrawals of any size
 * (none, zero capital, withdrawals beyond the balance), times on a coarse grid, a fine grid (many
 * same-minute events) or all at one instant.
 */
export const historyArb: fc.Arbitrary<History> = fc
  .record({
    grid: fc.constantFrom(HISTORY_MINUTES, 10, 0),
    trades: fc.array(
      fc.record({
        openOffset: fc.integer({ min: 0, max: 3 * 24 * 60 }),
        minute: fc.nat(),
        profitCents: fc.oneof(fc.integer({ min: -500_000, max: 500_000 }), fc.constant(0)),
        volumeCents: fc.integer({ min: 1, max: 10_000 }),
        symbol: fc.constantFrom('EURUSD', 'XAUUSD', 'BTCUSDT'),
      }),
      { maxLength: 40 },
    ),
    operations: fc.array(
      fc.record({
        minute: fc.nat(),
        withdraw: fc.boolean(),
        amountCents: fc.integer({ min: 0, max: 5_000_000 }),
      }),
      { maxLength: 6 },
    ),
    /** Most accounts start with a deposit before anything else; some do not. */
    initialCents: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { freq: 4 }),
    nowAfterMinutes: fc.integer({ min: 0, max: HISTORY_MINUTES }),
  })
  .map(({ grid, trades, operations, initialCents, nowAfterMinutes }): History => {
    const at = (minute: number): number => HISTORY_START_MS + (grid === 0 ? 0 : minute % (grid + 1)) * MINUTE;
    const builtTrades = trades.map((t, position) => {
      const closeMs = at(t.minute);
      return trade({
        ticket: `T${position}`,
        symbol: t.symbol,
        open: toIso(closeMs - t.openOffset * MINUTE),
        close: toIso(closeMs),
        profit: centsToDecimal(t.profitCents),
        volume: centsToDecimal(t.volumeCents),
      });
    });
    const builtOperations = operations.map((o, position) =>
      (o.withdraw ? withdrawal : deposit)(`B${position}`, toIso(at(o.minute)), centsToDecimal(o.amountCents)),
    );
    const initial =
      initialCents === null
        ? []
        : [deposit('B-initial', toIso(HISTORY_START_MS), centsToDecimal(initialCents))];
    return {
      trades: builtTrades,
      operations: [...initial, ...builtOperations],
      now: toIso(HISTORY_START_MS + (grid === 0 ? 0 : HISTORY_MINUTES) * MINUTE + nowAfterMinutes * MINUTE),
    };
  });

/**
 * A history that always has capital: a first deposit before everything, then trades whose loss
 * never exceeds a fifth of what a trade can lose, and further deposits only.
 */
export const fundedHistoryArb: fc.Arbitrary<History> = fc
  .record({
    initialCents: fc.integer({ min: 100_000, max: 10_000_000 }),
    trades: fc.array(
      fc.record({
        minute: fc.integer({ min: 1, max: HISTORY_MINUTES }),
        growthBasisPoints: fc.integer({ min: -2_000, max: 3_000 }),
        symbol: fc.constantFrom('EURUSD', 'XAUUSD'),
      }),
      { minLength: 1, maxLength: 30 },
    ),
    nowAfterMinutes: fc.integer({ min: 0, max: HISTORY_MINUTES }),
  })
  .map(({ initialCents, trades, nowAfterMinutes }): History => {
    // Profits in whole cents from a fixed base, so no trade can wipe the account out.
    const base = Math.floor(initialCents / 10);
    return {
      trades: trades.map((t, position) =>
        trade({
          ticket: `T${position}`,
          symbol: t.symbol,
          close: toIso(HISTORY_START_MS + t.minute * MINUTE),
          profit: centsToDecimal(Math.round((base * t.growthBasisPoints) / 10_000)),
        }),
      ),
      operations: [deposit('D0', toIso(HISTORY_START_MS), centsToDecimal(initialCents))],
      now: toIso(HISTORY_START_MS + (HISTORY_MINUTES + nowAfterMinutes) * MINUTE),
    };
  });
