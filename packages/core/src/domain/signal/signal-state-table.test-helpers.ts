import type { ErrorCode } from '../../shared/error-codes.js';
import type { ConnStatus, SignalStatus } from './signal.js';

/**
 * The signal's state tables of docs/state-rules.md (sections 2 and 3), copied cell by cell as data:
 * from-state x event -> to-state, or the code of the refusal. Tests compare the rules with these
 * literals, so a changed rule cannot agree with its own copy. Footnotes stay with the tests that use
 * them (an enabled signal refuses `disconnect`; `submit` checks symbols and connection after this).
 */
export type ConnEvent = 'connect' | 'reconnect' | 'disconnect' | 'connected' | 'calculated' | 'lost';
export type ReviewEvent = 'submit' | 'approve' | 'reject';

export const CONN_STATES = ['DISCONNECTED', 'CONNECTING', 'CALCULATING', 'CONNECTED', 'LOST'] as const;
export const CONN_EVENTS = ['connect', 'reconnect', 'disconnect', 'connected', 'calculated', 'lost'] as const;
export const REVIEW_STATES = ['NOT_SUBMITTED', 'CREATED', 'SUBMITTED', 'PASSED', 'NOT_PASSED'] as const;
export const REVIEW_EVENTS = ['submit', 'approve', 'reject'] as const;

type Cell<S> = { readonly to: S } | { readonly refused: ErrorCode };
const to = <S>(state: S): Cell<S> => ({ to: state });
const refused = <S>(code: ErrorCode): Cell<S> => ({ refused: code });

const ALREADY = refused<ConnStatus>('SIGNAL_ALREADY_CONNECTED');
const INVALID = refused<ConnStatus>('SIGNAL_INVALID_TRANSITION');
const NOT_CONNECTED = refused<ConnStatus>('SIGNAL_NOT_CONNECTED');

// prettier-ignore
export const CONNECTION_TABLE: Readonly<Record<ConnStatus, Readonly<Record<ConnEvent, Cell<ConnStatus>>>>> = {
  //            connect               reconnect             disconnect              connected              calculated             lost
  DISCONNECTED: { connect: to('CONNECTING'), reconnect: to('CONNECTING'), disconnect: NOT_CONNECTED,      connected: INVALID,         calculated: INVALID,         lost: NOT_CONNECTED },
  CONNECTING:   { connect: ALREADY,          reconnect: ALREADY,          disconnect: to('DISCONNECTED'), connected: to('CALCULATING'), calculated: INVALID,       lost: to('LOST') },
  CALCULATING:  { connect: ALREADY,          reconnect: ALREADY,          disconnect: to('DISCONNECTED'), connected: INVALID,         calculated: to('CONNECTED'), lost: to('LOST') },
  CONNECTED:    { connect: ALREADY,          reconnect: ALREADY,          disconnect: to('DISCONNECTED'), connected: INVALID,         calculated: to('CONNECTED'), lost: to('LOST') },
  LOST:         { connect: INVALID,          reconnect: to('CONNECTING'), disconnect: to('DISCONNECTED'), connected: INVALID,         calculated: INVALID,         lost: NOT_CONNECTED },
};

const CANNOT_SUBMIT = refused<SignalStatus>('SIGNAL_CANNOT_SUBMIT');
const NOT_PENDING = refused<SignalStatus>('SIGNAL_NOT_PENDING_REVIEW');

// prettier-ignore
export const REVIEW_TABLE: Readonly<Record<SignalStatus, Readonly<Record<ReviewEvent, Cell<SignalStatus>>>>> = {
  NOT_SUBMITTED: { submit: to('CREATED'),   approve: NOT_PENDING,  reject: NOT_PENDING },
  CREATED:       { submit: CANNOT_SUBMIT,   approve: to('PASSED'), reject: to('NOT_PASSED') },
  SUBMITTED:     { submit: CANNOT_SUBMIT,   approve: to('PASSED'), reject: to('NOT_PASSED') },
  PASSED:        { submit: CANNOT_SUBMIT,   approve: NOT_PENDING,  reject: NOT_PENDING },
  NOT_PASSED:    { submit: to('SUBMITTED'), approve: NOT_PENDING,  reject: NOT_PENDING },
};

/** The table's answer as the model speaks it: the next state, or the refusal's code. */
export const cellOutcome = <S>(cell: Cell<S>): { state: S } | { code: ErrorCode } =>
  'to' in cell ? { state: cell.to } : { code: cell.refused };
