import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../shared/error-codes.js';
import { fail } from '../../shared/result.js';
import { toIso } from '../../shared/time.js';
import { defaultSignal, type ConnStatus, type Signal, type SignalStatus } from './signal.js';
import { applySignalAction, type SignalAction, type SignalActionType } from './signal.rules.js';
import { CREATE, signalActionArb, wellFormedAction } from './signal.test-helpers.js';

/**
 * Model-based test: the rules of docs/state-rules.md written a second time, as small as they go,
 * over a model that keeps only what the rules look at. Every command applies one action to both
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

const LIVE: readonly ConnStatus[] = ['CONNECTING', 'CALCULATING', 'CONNECTED'];

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
  const pending = m.review === 'CREATED' || m.review === 'SUBMITTED';
  switch (a.type) {
    case 'update':
      return a.name !== undefined && a.name !== m.name ? 'SIGNAL_NAME_IMMUTABLE' : m;
    case 'matchSymbols':
      return { ...m, symbols: a.symbols.length };
    case 'submit':
      if (pending || m.review === 'PASSED') return 'SIGNAL_CANNOT_SUBMIT';
      if (m.symbols === 0) return 'SIGNAL_NO_MATCHED_SYMBOL';
      if (m.conn !== 'CONNECTED') return 'SIGNAL_NOT_CONNECTED';
      return { ...m, review: m.review === 'NOT_SUBMITTED' ? 'CREATED' : 'SUBMITTED' };
    case 'approve':
      return pending ? { ...m, review: 'PASSED' } : 'SIGNAL_NOT_PENDING_REVIEW';
    case 'reject':
      return pending ? { ...m, review: 'NOT_PASSED' } : 'SIGNAL_NOT_PENDING_REVIEW';
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
    case 'reconnect':
      if (LIVE.includes(m.conn)) return 'SIGNAL_ALREADY_CONNECTED';
      if (a.type === 'connect' && m.conn === 'LOST') return 'SIGNAL_INVALID_TRANSITION';
      if (m.needsAccount && a.account === undefined) return 'SIGNAL_WRONG_INFO';
      return { ...m, conn: 'CONNECTING', needsAccount: false };
    case 'disconnect':
      if (m.enabled) return 'SIGNAL_ENABLED';
      return m.conn === 'DISCONNECTED' ? 'SIGNAL_NOT_CONNECTED' : { ...m, conn: 'DISCONNECTED' };
    case 'connected':
      return m.conn === 'CONNECTING' ? { ...m, conn: 'CALCULATING' } : 'SIGNAL_INVALID_TRANSITION';
    case 'calculated': {
      if (m.conn !== 'CALCULATING' && m.conn !== 'CONNECTED') return 'SIGNAL_INVALID_TRANSITION';
      const trades = a.performance.tradesTotal;
      return { ...m, conn: 'CONNECTED', trades, enabled: m.enabled && trades > 0 };
    }
    case 'lost':
      return LIVE.includes(m.conn) ? { ...m, conn: 'LOST' } : 'SIGNAL_NOT_CONNECTED';
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
