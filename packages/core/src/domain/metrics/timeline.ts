import type { BalanceOperation, Trade } from '../trading/trade.js';
import { readIsoInto } from './iso-time.js';
import {
  plainDecimal,
  plainScale,
  readPlainDecimal,
  type MinorUnits,
  type UnitsColumn,
} from './minor-units.js';
import { scratchFloat64, scratchInt32, scratchUint8 } from './scratch-columns.js';

/**
 * Trades by close time, as columns (docs/metrics.md section 2): numbers and units read once from the
 * trades' strings, no object per trade. `trades[k]` is the trade of position k, for what the report
 * quotes of it (the best and the worst trade) and for what a stored state keeps.
 */
export interface TradeColumns<M> {
  readonly count: number;
  readonly trades: readonly Trade[];
  readonly openMs: Float64Array;
  readonly closeMs: Float64Array;
  /** Net result in money units at the timeline's money scale. */
  readonly profit: UnitsColumn<M>;
  /** Volume in units at the timeline's volume scale. */
  readonly volume: UnitsColumn<M>;
  /** Position of the trade's symbol in `symbols`. */
  readonly symbolOf: Int32Array;
  readonly symbols: readonly string[];
}

/** Balance operations by time, as columns. */
export interface FlowColumns<M> {
  readonly count: number;
  readonly operations: readonly BalanceOperation[];
  readonly atMs: Float64Array;
  /** + for a deposit, - for a withdrawal, in money units. */
  readonly amount: UnitsColumn<M>;
}

/** Places after the point of every money amount and of every volume. */
export interface Scales {
  readonly money: number;
  readonly volume: number;
}

export const NO_PLACES: Scales = { money: 0, volume: 0 };

/** Trades and balance operations, each sorted, ready to be merged. */
export interface Timeline<M> {
  readonly trades: TradeColumns<M>;
  readonly flows: FlowColumns<M>;
  readonly scales: Scales;
  /** The earliest deposit, withdrawal, trade open or trade close; null without any. */
  readonly firstActivityMs: number | null;
  /** The latest deposit, withdrawal or trade close; null without any. */
  readonly lastEventMs: number | null;
}

/** Trades and balance operations come from storage, already validated: a bad time is a bug. */
const notADate = (what: string, iso: string): TypeError =>
  new TypeError(`computePerformance(): ${what} is not a date: ${iso}`);

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The places amounts of one kind need (at least those of the totals they join), and whether all are plain. */
interface AmountScale {
  scale: number;
  plain: boolean;
}

/** An amount's text as a units parser takes it: plain (any other form decimal.js reads is rewritten). */
const unitsOf = <M>(units: MinorUnits<M>, text: string, { plain, scale }: AmountScale): M =>
  units.parse(plain ? text : plainDecimal(text), scale);

/** Amounts read once (readPlainDecimal): mantissas (NaN: read again from the text) and places. */
interface ReadAmounts {
  readonly mantissas: Float64Array;
  readonly places: Uint8Array;
}

const readAmounts = (count: number): ReadAmounts => ({
  mantissas: new Float64Array(count),
  places: new Uint8Array(count),
});

/** ReadAmounts in the reused scratch columns (scratch-columns.ts), for the trades' amounts. */
const scratchAmounts = (count: number, amount: 'profit' | 'volume'): ReadAmounts => ({
  mantissas: scratchFloat64(`${amount}Mantissas`, count),
  places: scratchUint8(`${amount}Places`, count),
});

/** Reads an amount's digits and widens its kind's scale; one in another form is marked to be read again. */
const readAmount = (text: string, read: ReadAmounts, at: number, scale: AmountScale): void => {
  let places = readPlainDecimal(text, read.mantissas, read.places, at);
  if (places < 0) {
    read.mantissas[at] = Number.NaN;
    scale.plain = false;
    places = plainScale(plainDecimal(text));
  }
  if (places > scale.scale) scale.scale = places;
};

/** Positions in the `range` the reads widen. */
const FIRST_ACTIVITY = 0;
const LAST_EVENT = 1;

/** The trades as read, in input order; the timeline's columns are these in timeline order. */
interface ReadTrades {
  readonly openMs: Float64Array;
  readonly closeMs: Float64Array;
  readonly profits: ReadAmounts;
  readonly volumes: ReadAmounts;
  readonly symbolOf: Int32Array;
  readonly symbols: string[];
  readonly money: AmountScale;
  readonly volume: AmountScale;
}

/*
 * The loops below are small functions of one loop each: V8 compiles a long loop on the fly (on-stack
 * replacement), and a function of several loops would be compiled again for each.
 */

/**
 * Reads every trade once: times, amounts, symbol (a million trades are hundreds of megabytes of
 * objects and strings; walking them costs more than the arithmetic). Widens `range` to the first
 * activity (an open or a close) and the last event (a close); says whether the close times never
 * go back.
 */
const readTrades = (trades: readonly Trade[], read: ReadTrades, range: Float64Array): boolean => {
  const { openMs, closeMs, profits, volumes, symbolOf, symbols, money, volume } = read;
  const symbolIds = new Map<string, number>();
  // The running first activity and latest close live in typed arrays, not in local variables: V8
  // kept those as boxed numbers here, one allocation per trade.
  const latestClose = Float64Array.of(Number.NEGATIVE_INFINITY);
  let closesInOrder = true;
  let lastSymbol: string | null = null;
  let lastSymbolId = 0;
  for (let position = 0; position < trades.length; position += 1) {
    const trade = trades[position] as Trade;
    readIsoInto(trade.openTime, openMs, position);
    readIsoInto(trade.closeTime, closeMs, position);
    // `as number`: in bounds by construction (a `?? 0` would make V8 box the number).
    const open = openMs[position] as number;
    const close = closeMs[position] as number;
    if (Number.isNaN(open)) throw notADate(`openTime of trade ${trade.ticket}`, trade.openTime);
    if (Number.isNaN(close)) throw notADate(`closeTime of trade ${trade.ticket}`, trade.closeTime);
    if (open < (range[FIRST_ACTIVITY] as number)) range[FIRST_ACTIVITY] = open;
    if (close < (range[FIRST_ACTIVITY] as number)) range[FIRST_ACTIVITY] = close;
    if (close < (latestClose[0] as number)) closesInOrder = false;
    else latestClose[0] = close;
    readAmount(trade.profit, profits, position, money);
    readAmount(trade.volume, volumes, position, volume);
    const { symbol } = trade;
    if (symbol !== lastSymbol) {
      let id = symbolIds.get(symbol);
      if (id === undefined) {
        id = symbols.length;
        symbols.push(symbol);
        symbolIds.set(symbol, id);
      }
      lastSymbol = symbol;
      lastSymbolId = id;
    }
    symbolOf[position] = lastSymbolId;
  }
  if ((latestClose[0] as number) > (range[LAST_EVENT] as number))
    range[LAST_EVENT] = latestClose[0] as number;
  return closesInOrder;
};

/** Reads every balance operation's time and amount; widens `range` as readTrades does. */
const readFlows = (
  operations: readonly BalanceOperation[],
  atMs: Float64Array,
  amounts: ReadAmounts,
  money: AmountScale,
  range: Float64Array,
): void => {
  for (let position = 0; position < operations.length; position += 1) {
    const operation = operations[position] as BalanceOperation;
    readIsoInto(operation.time, atMs, position);
    const at = atMs[position] ?? 0;
    if (Number.isNaN(at)) throw notADate(`time of balance operation ${operation.id}`, operation.time);
    if (at < (range[FIRST_ACTIVITY] ?? 0)) range[FIRST_ACTIVITY] = at;
    if (at > (range[LAST_EVENT] ?? 0)) range[LAST_EVENT] = at;
    readAmount(operation.amount, amounts, position, money);
  }
};

/** Whether each position compares <= 0 with the next. */
const inOrder = (count: number, compare: (a: number, b: number) => number): boolean => {
  for (let position = 1; position < count; position += 1)
    if (compare(position - 1, position) > 0) return false;
  return true;
};

/**
 * The positions whose close time equals the previous one's (rare): the only pairs that need the
 * full comparison when close times never go back. No comparison function here: a new one per
 * call would make V8 throw this loop's compiled code away each time.
 */
const tiesOf = (closeMs: Float64Array): number[] => {
  const ties: number[] = [];
  for (let position = 1; position < closeMs.length; position += 1) {
    if ((closeMs[position - 1] as number) === (closeMs[position] as number)) ties.push(position);
  }
  return ties;
};

/** The positions 0..count-1 in the order `compare` gives. */
const sortedPositions = (count: number, compare: (a: number, b: number) => number): Uint32Array => {
  const order = new Uint32Array(count);
  for (let position = 0; position < count; position += 1) order[position] = position;
  return order.sort(compare);
};

/** A column in `order` (of the positions it had): a copy; the column itself when order is null. */
const permuteTimes = (values: Float64Array, order: Uint32Array | null): Float64Array => {
  if (order === null) return values;
  const sorted = new Float64Array(values.length);
  for (let position = 0; position < order.length; position += 1)
    sorted[position] = values[order[position] ?? 0] ?? 0;
  return sorted;
};

const permuteIds = (values: Int32Array, order: Uint32Array | null): Int32Array => {
  if (order === null) return values;
  const sorted = new Int32Array(values.length);
  for (let position = 0; position < order.length; position += 1)
    sorted[position] = values[order[position] ?? 0] ?? 0;
  return sorted;
};

/**
 * Amounts as units at their kind's scale, in timeline order (`order`: input positions, or null).
 * Says (true) when some were not read exactly (NaN mantissa): unitsFromTexts must fill them in.
 */
const unitsOfAmounts = <M>(
  units: MinorUnits<M>,
  read: ReadAmounts,
  order: Uint32Array | null,
  scale: number,
  column: UnitsColumn<M>,
): boolean => {
  const { mantissas, places } = read;
  let fromTexts = false;
  for (let position = 0; position < mantissas.length; position += 1) {
    const from = order === null ? position : (order[position] as number);
    const mantissa = mantissas[from] as number;
    if (Number.isNaN(mantissa)) fromTexts = true;
    else column[position] = units.scaled(mantissa, scale - (places[from] as number));
  }
  return fromTexts;
};

/** The amounts unitsOfAmounts could not take from their mantissas, read from their texts. */
const unitsFromTexts = <M>(
  units: MinorUnits<M>,
  read: ReadAmounts,
  order: Uint32Array | null,
  scale: AmountScale,
  column: UnitsColumn<M>,
  textAt: (position: number) => string,
): void => {
  for (let position = 0; position < column.length; position += 1) {
    const from = order === null ? position : (order[position] as number);
    if (Number.isNaN(read.mantissas[from])) column[position] = unitsOf(units, textAt(from), scale);
  }
};

/** Units of amounts in timeline order (unitsOfAmounts, then unitsFromTexts where needed). */
const unitsColumn = <M>(
  units: MinorUnits<M>,
  read: ReadAmounts,
  order: Uint32Array | null,
  scale: AmountScale,
  textAt: (position: number) => string,
): UnitsColumn<M> => {
  // In timeline order a position reads another's mantissa: only without reordering can the
  // mantissas' own buffer take the units.
  const column = order === null ? units.columnOver(read.mantissas) : units.column(read.mantissas.length);
  if (unitsOfAmounts(units, read, order, scale.scale, column)) {
    unitsFromTexts(units, read, order, scale, column, textAt);
  }
  return column;
};

/**
 * Sorts and reads the events: trades by close time (same close time: by ticket, then the other
 * fields, so any two distinct trades get the same order whatever order they came in), balance
 * operations by time (then id, then amount). Amounts become units at the largest scale among
 * them (and `atLeast`, the scale of totals they will be added to); SAFE_INTEGERS throws
 * UNITS_OVERFLOW when one does not fit.
 */
export const buildTimeline = <M>(
  units: MinorUnits<M>,
  trades: readonly Trade[],
  balanceOperations: readonly BalanceOperation[],
  atLeast: Scales = NO_PLACES,
): Timeline<M> => {
  const tradeCount = trades.length;
  const flowCount = balanceOperations.length;
  const money: AmountScale = { scale: atLeast.money, plain: true };
  const volume: AmountScale = { scale: atLeast.volume, plain: true };
  // Every position of these is written before it is read.
  const read: ReadTrades = {
    openMs: scratchFloat64('openMs', tradeCount),
    closeMs: scratchFloat64('closeMs', tradeCount),
    profits: scratchAmounts(tradeCount, 'profit'),
    volumes: scratchAmounts(tradeCount, 'volume'),
    symbolOf: scratchInt32('symbolOf', tradeCount),
    symbols: [],
    money,
    volume,
  };
  const range = Float64Array.of(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
  const closesInOrder = readTrades(trades, read, range);
  const atMs = new Float64Array(flowCount);
  const flowAmounts = readAmounts(flowCount);
  readFlows(balanceOperations, atMs, flowAmounts, money, range);
  const { openMs, closeMs } = read;

  const compareTrades = (a: number, b: number): number => {
    const byClose = (closeMs[a] ?? 0) - (closeMs[b] ?? 0);
    if (byClose !== 0) return byClose;
    // Ties only from here: rare, so the fields are read again rather than kept in columns.
    const x = trades[a] as Trade;
    const y = trades[b] as Trade;
    return (
      compareText(x.ticket, y.ticket) ||
      (openMs[a] ?? 0) - (openMs[b] ?? 0) ||
      compareText(x.symbol, y.symbol) ||
      units.compare(unitsOf(units, x.profit, money), unitsOf(units, y.profit, money)) ||
      units.compare(unitsOf(units, x.volume, volume), unitsOf(units, y.volume, volume)) ||
      compareText(x.side, y.side)
    );
  };
  // Close times never going back is the common case (a history read in time order); then only the
  // trades sharing a close time need the full comparison.
  const tradeOrder =
    closesInOrder && tiesOf(closeMs).every((position) => compareTrades(position - 1, position) <= 0)
      ? null
      : sortedPositions(tradeCount, compareTrades);
  const signedUnitsOf = (operation: BalanceOperation): M => {
    const amount = unitsOf(units, operation.amount, money);
    return operation.kind === 'DEPOSIT' ? amount : units.negate(amount);
  };
  const compareFlows = (a: number, b: number): number => {
    const x = balanceOperations[a] as BalanceOperation;
    const y = balanceOperations[b] as BalanceOperation;
    return (
      (atMs[a] ?? 0) - (atMs[b] ?? 0) ||
      compareText(x.id, y.id) ||
      units.compare(signedUnitsOf(x), signedUnitsOf(y))
    );
  };
  const flowOrder = inOrder(flowCount, compareFlows) ? null : sortedPositions(flowCount, compareFlows);

  const sortedOperations =
    flowOrder === null
      ? balanceOperations
      : Array.from(flowOrder, (position) => balanceOperations[position] as BalanceOperation);
  const flowUnits = unitsColumn(
    units,
    flowAmounts,
    flowOrder,
    money,
    (at) => balanceOperations[at]?.amount ?? '0',
  );
  sortedOperations.forEach((operation, position) => {
    if (operation.kind !== 'DEPOSIT') flowUnits[position] = units.negate(flowUnits[position] as M);
  });
  const any = tradeCount + flowCount > 0;
  return {
    trades: {
      count: tradeCount,
      trades: tradeOrder === null ? trades : Array.from(tradeOrder, (position) => trades[position] as Trade),
      openMs: permuteTimes(openMs, tradeOrder),
      closeMs: permuteTimes(closeMs, tradeOrder),
      profit: unitsColumn(units, read.profits, tradeOrder, money, (at) => trades[at]?.profit ?? '0'),
      volume: unitsColumn(units, read.volumes, tradeOrder, volume, (at) => trades[at]?.volume ?? '0'),
      symbolOf: permuteIds(read.symbolOf, tradeOrder),
      symbols: read.symbols,
    },
    flows: {
      count: flowCount,
      operations: sortedOperations,
      atMs: permuteTimes(atMs, flowOrder),
      amount: flowUnits,
    },
    scales: { money: money.scale, volume: volume.scale },
    firstActivityMs: any ? (range[FIRST_ACTIVITY] ?? null) : null,
    lastEventMs: any ? (range[LAST_EVENT] ?? null) : null,
  };
};
