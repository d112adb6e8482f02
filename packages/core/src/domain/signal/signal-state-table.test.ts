import { describe, expect, it } from 'vitest';
import type { ConnStatus, Signal, SignalStatus } from './signal.js';
import { applySignalAction, type SignalAction } from './signal.rules.js';
import {
  cellOutcome,
  CONN_EVENTS,
  CONN_STATES,
  CONNECTION_TABLE,
  REVIEW_EVENTS,
  REVIEW_STATES,
  REVIEW_TABLE,
} from './signal-state-table.test-helpers.js';
import {
  ACCOUNT,
  approved,
  connected,
  created,
  enabled,
  performanceWith,
  T1,
  valueOf,
  wellFormedAction,
} from './signal.test-helpers.js';

/**
 * Every cell of the state tables of docs/state-rules.md, each tried once: generated runs may miss a
 * cell (lost from LOST went untested that way), an exhaustive walk cannot.
 */
const then = (signal: Signal, ...actions: SignalAction[]): Signal =>
  actions.reduce((s, action) => valueOf(applySignalAction(s, action, T1)), signal);

const LOST = { type: 'lost', reason: 'HEARTBEAT_LOST' } as const;

/** A signal in each connection state, not enabled (review: draft). */
const inConn: Record<ConnStatus, () => Signal> = {
  DISCONNECTED: created,
  CONNECTING: () => then(created(), { type: 'connect', account: ACCOUNT }),
  CALCULATING: () => then(inConn.CONNECTING(), { type: 'connected' }),
  CONNECTED: () => then(inConn.CALCULATING(), { type: 'calculated', performance: performanceWith(3) }),
  LOST: () => then(inConn.CONNECTED(), LOST),
};

/** An enabled signal in each connection state it can be in (never DISCONNECTED: it cannot disconnect). */
const enabledIn: Partial<Record<ConnStatus, () => Signal>> = {
  CONNECTED: enabled,
  LOST: () => then(enabled(), LOST),
  CONNECTING: () => then(enabled(), LOST, { type: 'reconnect' }),
  CALCULATING: () => then(enabled(), LOST, { type: 'reconnect' }, { type: 'connected' }),
};

/** A connected signal with a matched symbol in each review state, so only the review decides. */
const inReview: Record<SignalStatus, () => Signal> = {
  NOT_SUBMITTED: () => connected(),
  CREATED: () => then(connected(), { type: 'submit' }),
  PASSED: () => approved(),
  NOT_PASSED: () => then(inReview.CREATED(), { type: 'reject', comment: 'no' }),
  SUBMITTED: () => then(inReview.NOT_PASSED(), { type: 'submit' }),
};

const cells = <S extends string, E extends string>(states: readonly S[], events: readonly E[]) =>
  states.flatMap((state) => events.map((event) => [state, event] as const));

describe('the signal connection table, cell by cell', () => {
  it.each(cells(CONN_STATES, CONN_EVENTS))('%s x %s', (state, event) => {
    const signal = inConn[state]();
    expect(signal.connStatus).toBe(state);
    const result = applySignalAction(signal, wellFormedAction(event, 1), T1);
    const outcome = result.error ? { code: result.value } : { state: result.value.connStatus };
    expect(outcome).toEqual(cellOutcome(CONNECTION_TABLE[state][event]));
  });

  const enabledCells = cells(CONN_STATES, CONN_EVENTS).filter(([state]) => enabledIn[state] !== undefined);
  it.each(enabledCells)('enabled, %s x %s: the same, but disconnect is SIGNAL_ENABLED', (state, event) => {
    const signal = enabledIn[state]?.() ?? created();
    expect([signal.connStatus, signal.enable]).toEqual([state, true]);
    const result = applySignalAction(signal, wellFormedAction(event, 1), T1);
    const outcome = result.error ? { code: result.value } : { state: result.value.connStatus };
    const expected =
      event === 'disconnect' ? { code: 'SIGNAL_ENABLED' } : cellOutcome(CONNECTION_TABLE[state][event]);
    expect(outcome).toEqual(expected);
  });
});

describe('the signal review table, cell by cell', () => {
  it.each(cells(REVIEW_STATES, REVIEW_EVENTS))('%s x %s', (state, event) => {
    const signal = inReview[state]();
    expect([signal.status, signal.connStatus]).toEqual([state, 'CONNECTED']);
    const result = applySignalAction(signal, wellFormedAction(event, 1), T1);
    const outcome = result.error ? { code: result.value } : { state: result.value.status };
    expect(outcome).toEqual(cellOutcome(REVIEW_TABLE[state][event]));
  });
});
