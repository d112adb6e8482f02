import {
  fail,
  fromIso,
  ok,
  toIso,
  type BalanceOperation,
  type IsoDateTime,
  type Result,
  type Trade,
} from '@signal-portal/core';
import type { ServerContext } from '../context.js';
import {
  closeOpenPositions,
  countOpenPositions,
  recordOpenPositions,
  type OpenPosition,
} from '../storage/ea-terminal.repository.js';
import {
  recordBalanceOperations,
  recordTrades,
  type SignalKey,
} from '../storage/signal-history.repository.js';
import type { StoredSignal } from '../storage/signals.repository.js';
import { EA_CLOCK_SKEW_MS, EA_EARLIEST_TIME } from './ea-limits.js';
import { onEaSignal } from './ea-signal-work.js';

/** A call's trades: positions opened (still open) and trades closed, each by its ticket. */
export interface TradesInput {
  readonly opened?: readonly OpenPosition[];
  readonly closed?: readonly Trade[];
}

/** How many items of a kind a call carried, how many were new, and how many the platform already had. */
export interface Tally {
  readonly received: number;
  readonly recorded: number;
  readonly duplicates: number;
}

export interface TradesAnswer {
  readonly closed: Tally;
  readonly opened: Tally;
  /** Positions the platform holds as open after this call. */
  readonly openPositions: number;
  /** Whether the signal's figures are being recomputed because of this call. */
  readonly refreshQueued: boolean;
}

export interface BalanceOperationsAnswer {
  readonly operations: Tally;
  readonly refreshQueued: boolean;
}

const tally = (received: number, recorded: number): Tally => ({
  received,
  recorded,
  duplicates: received - recorded,
});

/** The first item of each id, in the order given: an id twice in one call counts once too. */
const firstOfEach = <T>(items: readonly T[], idOf: (item: T) => string): T[] => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = idOf(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
};

/**
 * A time of the EA as stored: a real instant (the schema only checks its shape: 2026-02-30 is not
 * one), not before 2000 (a terminal's zero time reads as 1970), not later than the platform's clock
 * allows for a terminal's own clock.
 */
const instantOf = (time: IsoDateTime, now: IsoDateTime): IsoDateTime | undefined => {
  const ms = fromIso(time);
  if (Number.isNaN(ms)) return undefined;
  const iso = toIso(ms);
  if (iso.slice(0, 19) !== time.slice(0, 19)) return undefined;
  if (ms < fromIso(EA_EARLIEST_TIME) || ms > fromIso(now) + EA_CLOCK_SKEW_MS) return undefined;
  return iso;
};

const closedTradeAt = (trade: Trade, now: IsoDateTime): Trade | undefined => {
  const openTime = instantOf(trade.openTime, now);
  const closeTime = instantOf(trade.closeTime, now);
  if (openTime === undefined || closeTime === undefined || closeTime < openTime) return undefined;
  return { ...trade, openTime, closeTime };
};

/** Every item with its times made canonical, or EA_TIME_INVALID for the whole call. */
const allTimed = <T>(items: readonly T[], timed: (item: T) => T | undefined): Result<T[]> => {
  const out: T[] = [];
  for (const item of items) {
    const checked = timed(item);
    if (checked === undefined) return fail('EA_TIME_INVALID');
    out.push(checked);
  }
  return ok(out);
};

/** History is taken once the current connection knows its account (the snapshot linked it). */
const historyTaken = (stored: StoredSignal): Result<void> =>
  stored.signal.connStatus === 'CONNECTING' || stored.link.account === null
    ? fail('EA_SNAPSHOT_REQUIRED')
    : ok(undefined);

/**
 * Positions opened and trades closed. Each closed ticket is stored once (a trade sent twice counts
 * once; the first version stays) and ends its open position; an opened ticket is kept until its
 * trade closes (one already closed is a duplicate). New closed trades ask for a refresh of the figures.
 */
export const receiveTrades = (
  ctx: ServerContext,
  key: SignalKey,
  input: TradesInput,
): Promise<Result<TradesAnswer>> =>
  onEaSignal(ctx, key, async (tx, stored, now) => {
    const taken = historyTaken(stored);
    if (taken.error) return taken;
    const sentClosed = input.closed ?? [];
    const sentOpened = input.opened ?? [];
    const closed = allTimed(sentClosed, (trade) => closedTradeAt(trade, now));
    if (closed.error) return closed;
    const opened = allTimed(sentOpened, (position) => {
      const openTime = instantOf(position.openTime, now);
      return openTime === undefined ? undefined : { ...position, openTime };
    });
    if (opened.error) return opened;

    const uniqueClosed = firstOfEach(closed.value, (trade) => trade.ticket);
    const added = await recordTrades(tx, key, uniqueClosed, 'EA', now);
    const closedTickets = new Set(uniqueClosed.map((trade) => trade.ticket));
    await closeOpenPositions(tx, key, [...closedTickets]);
    const stillOpen = firstOfEach(
      opened.value.filter((position) => !closedTickets.has(position.ticket)),
      (position) => position.ticket,
    );
    const openedNew = await recordOpenPositions(tx, key, stillOpen, now);
    return ok({
      stored,
      refresh: added.length > 0,
      answer: {
        closed: tally(sentClosed.length, added.length),
        opened: tally(sentOpened.length, openedNew.length),
        openPositions: await countOpenPositions(tx, key),
        refreshQueued: added.length > 0,
      },
    });
  });

/** Deposits and withdrawals, each id once; new ones ask for a refresh (they move the capital). */
export const receiveBalanceOperations = (
  ctx: ServerContext,
  key: SignalKey,
  operations: readonly BalanceOperation[],
): Promise<Result<BalanceOperationsAnswer>> =>
  onEaSignal(ctx, key, async (tx, stored, now) => {
    const taken = historyTaken(stored);
    if (taken.error) return taken;
    const timed = allTimed(operations, (operation) => {
      const time = instantOf(operation.time, now);
      return time === undefined ? undefined : { ...operation, time };
    });
    if (timed.error) return timed;
    const unique = firstOfEach(timed.value, (operation) => operation.id);
    const added = await recordBalanceOperations(tx, key, unique, 'EA', now);
    return ok({
      stored,
      refresh: added.length > 0,
      answer: { operations: tally(operations.length, added.length), refreshQueued: added.length > 0 },
    });
  });
