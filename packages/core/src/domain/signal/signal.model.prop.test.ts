import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../shared/error-codes.js';
import { fail } from '../../shared/result.js';
import { toIso } from '../../shared/time.js';
import { defaultSignal, type ConnStatus, type Signal, type SignalStatus } from './signal.js';
import {
  applySignalAction,
  SIGNAL_ACTION_TYPES,
  type SignalAction,
  type SignalActionType,
} from './signal.rules.js';
import {
  CONNECTION_TABLE,
  REVIEW_TABLE,
  type ConnEvent,
  type ReviewEvent,
} from './signal-state-table.test-helpers.js';
import { CREATE, signalActionArb, wellFormedAction } from './signal.test-helpers.js';

/**
 * Model-based test: the rules of docs/state-rules.md written a second time, as small as they go,
 * over a model that keeps only what the rules look at. The connection and review moves are looked
 * up in the literal tables (signal-state-table.test-helpers.ts), not decided by conditions again. Every command applies one action to both
 * the real signal and the model, and the two must agree on the outcome and the resulting state.
 */
interface Model {
  readonly created: boolean;
  readonly deleted: boolean;
  readonly archived: boolean;
  readonly name: string;
  readonly review: SignalStatus;
  readonly conn: ConnStatus;
  readonly enabled: boolean;
  readonly wasPublic: boolean;
  /** Trades of the last calculation; null before the first. */
  readonly trades: number | null;
  readonly symbols: number;
  readonly followers: number;
  /** An account link cannot connect without an account. */
  readonly needsAccount: boolean;
}

const project = (s: Signal): Model => ({
  created: s.id !== '',
  deleted: s.deletedAt !== null,
  archived: s.archivedAt !== null,
  name: s.name,
  review: s.status,
  conn: s.connStatus,
  enabled: s.enable,
  wasPublic: s.enabledBefore,
  trades: s.performance?.tradesTotal ?? null,
  symbols: s.symbols.length,
  followers: s.numOfFollowers,
  needsAccount: s.connMethod === 'ACCOUNT_LINK' && (s.info.number === '' || s.info.server === ''),
});

/** The connection table's cell: the next connection state, or the refusal's code. */
const connMove = (m: Model, event: ConnEvent): ConnStatus | { code: ErrorCode } => {
  const cell = CONNECTION_TABLE[m.conn][event];
  return 'to' in cell ? cell.to : { code: cell.refused };
};

/** The review table's cell: the next review state, or the refusal's code. */
const reviewMove = (m: Model, event: ReviewEvent): SignalStatus | { code: ErrorCode } => {
  const cell = REVIEW_TABLE[m.review][event];
  return 'to' in cell ? cell.to : { code: cell.refused };
};

/** The rules, once more: the next model, or the code of the refusal. */
const next = (m: Model, a: SignalAction): Model | ErrorCode => {
  if (m.deleted) return 'SIGNAL_DELETED';
  if (!m.created) {
    if (a.type !== 'create') return 'SIGNAL_NOT_CREATED';
    return project(
      defaultSignal({ id: a.id, name: a.name, status: 'NOT_SUBMITTED', connMethod: a.connMethod }),
    );
  }
  if (a.type === 'create') return 'SIGNAL_INVALID_TRANSITION';
  if (m.archived && a.type !== 'delete') return 'SIGNAL_ARCHIVED';
  switch (a.type) {
    case 'update':
      return a.name !== undefined && a.name !== m.name ? 'SIGNAL_NAME_IMMUTABLE' : m;
    case 'matchSymbols':
      return { ...m, symbols: a.symbols.length };
    case 'submit': {
      const review = reviewMove(m, a.type);
      if (typeof review !== 'string') return review.code;
      if (m.symbols === 0) return 'SIGNAL_NO_MATCHED_SYMBOL';
      if (m.conn !== 'CONNECTED') return 'SIGNAL_NOT_CONNECTED';
      return { ...m, review };
    }
    case 'approve':
    case 'reject': {
      const review = reviewMove(m, a.type);
      return typeof review === 'string' ? { ...m, review } : review.code;
    }
    case 'enable':
      if (m.review !== 'PASSED') return 'SIGNAL_NOT_PASSED_REVIEW';
      if (m.enabled) return 'SIGNAL_ENABLED';
      if (m.conn !== 'CONNECTED') return 'SIGNAL_NOT_CONNECTED';
      if (m.trades === null) return 'SIGNAL_PERFORMANCE_NOT_CALCULATED';
      if (m.trades === 0) return 'SIGNAL_NO_TRADE_HISTORY';
      return { ...m, enabled: true, wasPublic: true };
    case 'disable':
      return m.enabled ? { ...m, enabled: false } : 'SIGNAL_DISABLED';
    case 'archive':
      if (m.enabled) return 'SIGNAL_ENABLED';
      if (m.conn !== 'DISCONNECTED') return 'SIGNAL_CONNECTED';
      return { ...m, archived: true };
    case 'delete':
      if (m.enabled) return 'SIGNAL_ENABLED';
      if (m.followers > 0) return 'SIGNAL_ROBOTS_FOLLOWING';
      if (m.wasPublic) return 'SIGNAL_CANNOT_DELETE';
      if (m.conn !== 'DISCONNECTED') return 'SIGNAL_CONNECTED';
      return { ...m, deleted: true };
    case 'connect':
    case 'reconnect': {
      const conn = connMove(m, a.type);
      if (typeof conn !== 'string') return conn.code;
      if (m.needsAccount && a.account === undefined) return 'SIGNAL_WRONG_INFO';
      return { ...m, conn, needsAccount: false };
    }
    case 'disconnect': {
      // footnote 1: an enabled signal refuses before the table is consulted
      if (m.enabled) return 'SIGNAL_ENABLED';
      const conn = connMove(m, a.type);
      return typeof conn === 'string' ? { ...m, conn } : conn.code;
    }
    case 'calculated': {
      const conn = connMove(m, a.type);
      if (typeof conn !== 'string') return conn.code;
      const trades = a.performance.tradesTotal;
      return { ...m, conn, trades, enabled: m.enabled && trades > 0 };
    }
    case 'connected':
    case 'lost': {
      const conn = connMove(m, a.type);
      return typeof conn === 'string' ? { ...m, conn } : conn.code;
    }
  }
};

interface Real {
  signal: Signal;
  minutes: number;
}

const tick = (real: Real) => toIso(Date.UTC(2024, 0, 1) + ++real.minutes * 60_000);

class Act implements fc.Command<Model, Real> {
  constructor(readonly action: SignalAction) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const now = tick(real);
    const expected = next({ ...model }, this.action);
    const result = applySignalAction(real.signal, this.action, now);
    if (typeof expected === 'string') {
      expect(result).toEqual(fail(expected));
      return;
    }
    if (result.error) throw new Error(`refused with ${result.value}, the model accepts`);
    expect(project(result.value)).toEqual(expected);
    expect(result.value.updatedAt).toBe(now);
    real.signal = result.value;
    Object.assign(model, expected);
  }
  toString = () => JSON.stringify(this.action);
}

/**
 * Every action tried on the state reached, none kept: each state a run reaches is checked against
 * its whole row of the tables, not only the one action drawn next (lost from LOST went unseen).
 */
class Probe implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = () => true;
  run(model: Model, real: Real): void {
    for (const type of SIGNAL_ACTION_TYPES) {
      const action = wellFormedAction(type, this.pick);
      const expected = next({ ...model }, action);
      const result = applySignalAction(real.signal, action, tick(real));
      if (typeof expected === 'string') expect(result, type).toEqual(fail(expected));
      else expect(result.error ? result.value : project(result.value), type).toEqual(expected);
    }
  }
  toString = () => `probe(${this.pick})`;
}

/** The next move towards an enabled signal, chosen from the model (not from the real signal). */
class Forward implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = () => true;
  private typeFor(m: Model): SignalActionType {
    if (!m.created) return 'create';
    if (m.conn === 'DISCONNECTED' || m.conn === 'LOST') return 'reconnect';
    if (m.conn === 'CONNECTING') return 'connected';
    if (m.conn === 'CALCULATING') return 'calculated';
    if (m.symbols === 0) return 'matchSymbols';
    if (m.review === 'NOT_SUBMITTED' || m.review === 'NOT_PASSED') return 'submit';
    if (m.review !== 'PASSED') return this.pick % 4 === 0 ? 'reject' : 'approve';
    return m.enabled ? 'calculated' : 'enable';
  }
  run(model: Model, real: Real): void {
    new Act(wellFormedAction(this.typeFor(model), this.pick)).run(model, real);
  }
  toString = () => `forward(${this.pick})`;
}

/** The platform's computed follower count changes (robots start or stop). */
class Followers implements fc.Command<Model, Real> {
  constructor(readonly count: number) {}
  check = (m: Readonly<Model>) => m.created && !m.deleted;
  run(model: Model, real: Real): void {
    real.signal = { ...real.signal, numOfFollowers: this.count };
    Object.assign(model, { followers: this.count });
  }
  toString = () => `followers(${this.count})`;
}

const commandsArb = fc.commands(
  [
    signalActionArb.map((action) => new Act(action)),
    fc.constantFrom(CREATE, { ...CREATE, connMethod: 'EA' as const }).map((action) => new Act(action)),
    fc.nat().map((pick) => new Forward(pick)),
    fc.nat().map((pick) => new Forward(pick)),
    fc.nat().map((pick) => new Forward(pick)),
    fc.constantFrom(0, 0, 3).map((count) => new Followers(count)),
    fc.nat().map((pick) => new Probe(pick)),
  ],
  { maxCommands: 60, size: 'max' },
);

describe('the signal machine against its model', () => {
  it('agrees on every outcome, code and resulting state', () => {
    fc.assert(
      fc.property(commandsArb, (commands) => {
        const real: Real = { signal: defaultSignal(), minutes: 0 };
        fc.modelRun(() => ({ model: project(real.signal), real }), commands);
      }),
      { numRuns: 200 },
    );
  });
});
