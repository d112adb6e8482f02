import fc from 'fast-check';
import type { DecimalString } from '../../shared/money.js';
import { toIso } from '../../shared/time.js';
import type { BalanceOperation, Trade } from '../trading/trade.js';
import { HISTORY_START_MS, type History } from './performance.test-helpers.js';

/**
 * Histories for comparing the metrics engine with its reference (reference-implementation.test-helpers.ts):
 * every currency's number of decimals, amounts from one minor unit to 24 digits, trades at one
 * instant, withdrawals down to zero and below, times in both ISO forms.
 */

const MINUTE = 60_000;
const HISTORY_MINUTES = 200 * 24 * 60;

/** Decimals of the account currency: JPY 0, USD 2, KWD 3, BTC 8, ETH 18 (wei). */
export const CURRENCY_DECIMALS = [0, 2, 3, 8, 18] as const;

/** Minor units as a decimal string with `decimals` places, exactly (bigint: no binary float). */
export const unitsToDecimal = (units: bigint, decimals: number): DecimalString => {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
};

/** Minor units of several sizes: one unit, everyday amounts, and amounts of up to 15 digits. */
const unitsArb = (max: bigint): fc.Arbitrary<bigint> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(0n, 1n, 5n, 50n, 100n), weight: 1 },
    { arbitrary: fc.bigInt({ min: 0n, max: 10_000_000n < max ? 10_000_000n : max }), weight: 4 },
    { arbitrary: fc.bigInt({ min: 0n, max }), weight: 1 },
  );

const signedUnitsArb = (max: bigint): fc.Arbitrary<bigint> =>
  fc.tuple(unitsArb(max), fc.boolean()).map(([units, negative]) => (negative ? -units : units));

/** An ISO time, sometimes without its milliseconds ("...:00Z"), which the engine reads too. */
const isoOf = (ms: number, short: boolean): string =>
  short && ms % 1000 === 0 ? toIso(ms).replace('.000Z', 'Z') : toIso(ms);

export const currencyHistoryArb: fc.Arbitrary<History & { readonly decimals: number }> = fc
  .record({
    decimals: fc.constantFrom(...CURRENCY_DECIMALS),
    /**
     * The largest amount in minor units: everyday accounts, accounts near 15 digits, and amounts of
     * 24 digits (beyond 2^53: the engine's bigint path; within the reference's 34 exact digits).
     */
    maxUnits: fc.constantFrom(10n ** 6n, 10n ** 9n, 10n ** 15n, 10n ** 24n),
    grid: fc.constantFrom(HISTORY_MINUTES, 1_000, 10, 0),
    shortIso: fc.boolean(),
    trades: fc.array(
      fc.record({
        openOffset: fc.integer({ min: 0, max: 3 * 24 * 60 }),
        minute: fc.nat(),
        volume: fc.tuple(fc.integer({ min: 0, max: 4 }), fc.bigInt({ min: 1n, max: 10n ** 9n })),
        symbol: fc.constantFrom('EURUSD', 'XAUUSD', 'BTCUSDT', 'USDJPY'),
        side: fc.constantFrom('BUY' as const, 'SELL' as const),
      }),
      { maxLength: 60 },
    ),
    operations: fc.array(fc.record({ minute: fc.nat(), withdraw: fc.boolean() }), { maxLength: 8 }),
    initial: fc.option(fc.nat(), { freq: 5 }),
    /** Withdraw everything (or more) at some point: capital 0, then trades without capital. */
    drain: fc.option(fc.record({ minute: fc.nat(), beyondUnits: fc.constantFrom(0n, 1n, 1000n) }), {
      freq: 3,
    }),
    nowAfterMinutes: fc.integer({ min: 0, max: HISTORY_MINUTES }),
  })
  .chain((shape) =>
    fc.record({
      shape: fc.constant(shape),
      profitUnits: fc.array(signedUnitsArb(shape.maxUnits), {
        minLength: shape.trades.length,
        maxLength: shape.trades.length,
      }),
      operationUnits: fc.array(unitsArb(shape.maxUnits), {
        minLength: shape.operations.length + 1,
        maxLength: shape.operations.length + 1,
      }),
    }),
  )
  .map(({ shape, profitUnits, operationUnits }) => {
    const { decimals, grid, shortIso } = shape;
    const at = (minute: number): number => HISTORY_START_MS + (grid === 0 ? 0 : minute % (grid + 1)) * MINUTE;
    const money = (units: bigint) => unitsToDecimal(units, decimals);
    const trades = shape.trades.map((t, position): Trade => {
      const closeMs = at(t.minute);
      const [volumeDecimals, volumeUnits] = t.volume;
      return {
        ticket: `T${position % 7}-${position}`,
        symbol: t.symbol,
        side: t.side,
        volume: unitsToDecimal(volumeUnits, volumeDecimals),
        openTime: isoOf(closeMs - t.openOffset * MINUTE, shortIso),
        closeTime: isoOf(closeMs, shortIso),
        openPrice: '1.1',
        closePrice: '1.1',
        commission: '0',
        swap: '0',
        profit: money(profitUnits[position] ?? 0n),
      };
    });
    const operations = shape.operations.map((o, position): BalanceOperation => ({
      id: `B${position}`,
      kind: o.withdraw ? 'WITHDRAWAL' : 'DEPOSIT',
      time: isoOf(at(o.minute), shortIso),
      amount: money(operationUnits[position] ?? 0n),
    }));
    const initialUnits = operationUnits[shape.operations.length] ?? 1n;
    const initial: BalanceOperation[] =
      shape.initial === null
        ? []
        : [
            {
              id: 'B-initial',
              kind: 'DEPOSIT',
              time: toIso(HISTORY_START_MS),
              amount: money(initialUnits + 1n),
            },
          ];
    // Deposits so far minus withdrawals so far plus the beyond: the balance at the drain goes to 0 or below.
    const drained: BalanceOperation[] = [];
    if (shape.drain !== null) {
      const drainMs = at(shape.drain.minute) + 1;
      const before = (ms: number) => ms <= drainMs;
      const parse = (text: string) => BigInt(text.replace('.', ''));
      let balance = 0n;
      for (const o of [...initial, ...operations]) {
        if (before(Date.parse(o.time))) balance += (o.kind === 'DEPOSIT' ? 1n : -1n) * parse(o.amount);
      }
      for (const t of trades) if (before(Date.parse(t.closeTime))) balance += parse(t.profit);
      const amount = balance + shape.drain.beyondUnits;
      if (amount > 0n)
        drained.push({ id: 'B-drain', kind: 'WITHDRAWAL', time: toIso(drainMs), amount: money(amount) });
    }
    return {
      decimals,
      trades,
      operations: [...initial, ...operations, ...drained],
      now: toIso(
        HISTORY_START_MS + (grid === 0 ? 0 : HISTORY_MINUTES) * MINUTE + shape.nowAfterMinutes * MINUTE,
      ),
    };
  });
