import { fail, ok, type Result } from '../../shared/result.js';
import type { IsoDateTime } from '../../shared/time.js';
import type { SignalPerformance } from '../metrics/performance.types.js';
import type { Platform } from '../platform/platform.js';
import type { SymbolPairing } from '../symbols/symbol-pairing.js';
import type { LostReason } from './lost-reason.js';
import {
  defaultSignal,
  type ConnMethod,
  type FollowSetting,
  type Signal,
  type SignalAccountInfo,
} from './signal.js';

/**
 * The signal's three state axes (review, running, connection) move only through
 * `applySignalAction`. The rules, tables and the order of the checks: docs/state-rules.md.
 */

/** The trading account a connection targets; EA and API-key connections may learn it later. */
export type SignalAccountRef = Pick<SignalAccountInfo, 'number' | 'server' | 'timezone'>;

export type SignalAction =
  // provider: lifecycle
  | {
      readonly type: 'create';
      readonly id: string;
      readonly token: string;
      readonly name: string;
      readonly describe: string;
      readonly headshot?: string;
      readonly platform: Platform;
      readonly connMethod: ConnMethod;
      readonly followSetting?: FollowSetting;
    }
  | {
      readonly type: 'update';
      /** Only to check it: the name is fixed after creation. */
      readonly name?: string;
      readonly describe?: string;
      readonly headshot?: string;
      readonly followSetting?: FollowSetting;
    }
  | { readonly type: 'matchSymbols'; readonly symbols: readonly SymbolPairing[] }
  | { readonly type: 'submit' }
  | { readonly type: 'enable' }
  | { readonly type: 'disable' }
  | { readonly type: 'archive' }
  | { readonly type: 'delete' }
  // provider: connection
  | { readonly type: 'connect'; readonly account?: SignalAccountRef }
  | { readonly type: 'reconnect'; readonly account?: SignalAccountRef }
  | { readonly type: 'disconnect' }
  // platform: connection events
  | { readonly type: 'connected' }
  | { readonly type: 'calculated'; readonly performance: SignalPerformance }
  | { readonly type: 'lost'; readonly reason: LostReason }
  // reviewer
  | { readonly type: 'approve'; readonly comment?: string }
  | { readonly type: 'reject'; readonly comment: string };

export type SignalActionType = SignalAction['type'];

export const SIGNAL_ACTION_TYPES = [
  'create',
  'update',
  'matchSymbols',
  'submit',
  'enable',
  'disable',
  'archive',
  'delete',
  'connect',
  'reconnect',
  'disconnect',
  'connected',
  'calculated',
  'lost',
  'approve',
  'reject',
] as const satisfies readonly SignalActionType[];

type Check = Result<void>;
const PASS: Check = ok(undefined);

/** A signal that has not been created yet: `defaultSignal()` has no id. */
const isBlank = (signal: Signal): boolean => signal.id === '';

/** Checks that hold for every action, before the action's own: deleted, blank, archived. */
const lifecycleCheck = (signal: Signal, type: SignalActionType): Check => {
  if (signal.deletedAt !== null) return fail('SIGNAL_DELETED');
  if (isBlank(signal)) return type === 'create' ? PASS : fail('SIGNAL_NOT_CREATED');
  if (type === 'create') return fail('SIGNAL_INVALID_TRANSITION');
  // An archived signal is a read-only track record; only deleting it (when allowed) remains.
  if (signal.archivedAt !== null && type !== 'delete') return fail('SIGNAL_ARCHIVED');
  return PASS;
};

/** The enable checks, in the documented order (docs/state-rules.md); deleted and archived come first. */
const enableCheck = (signal: Signal): Check => {
  if (signal.status !== 'PASSED') return fail('SIGNAL_NOT_PASSED_REVIEW');
  if (signal.enable) return fail('SIGNAL_ENABLED');
  if (signal.connStatus !== 'CONNECTED') return fail('SIGNAL_NOT_CONNECTED');
  if (signal.performance === null) return fail('SIGNAL_PERFORMANCE_NOT_CALCULATED');
  if (signal.performance.tradesTotal <= 0) return fail('SIGNAL_NO_TRADE_HISTORY');
  return PASS;
};

const submitCheck = (signal: Signal): Check => {
  // What the review state forbids outranks what the provider could still fix.
  if (signal.status !== 'NOT_SUBMITTED' && signal.status !== 'NOT_PASSED')
    return fail('SIGNAL_CANNOT_SUBMIT');
  if (signal.symbols.length === 0) return fail('SIGNAL_NO_MATCHED_SYMBOL');
  if (signal.connStatus !== 'CONNECTED') return fail('SIGNAL_NOT_CONNECTED');
  return PASS;
};

const reviewCheck = (signal: Signal): Check =>
  signal.status === 'CREATED' || signal.status === 'SUBMITTED' ? PASS : fail('SIGNAL_NOT_PENDING_REVIEW');

const connectCheck = (signal: Signal): Check => {
  switch (signal.connStatus) {
    case 'DISCONNECTED':
      return PASS;
    case 'LOST':
      return fail('SIGNAL_INVALID_TRANSITION');
    case 'CONNECTING':
    case 'CALCULATING':
    case 'CONNECTED':
      return fail('SIGNAL_ALREADY_CONNECTED');
  }
};

const reconnectCheck = (signal: Signal): Check =>
  signal.connStatus === 'DISCONNECTED' || signal.connStatus === 'LOST'
    ? PASS
    : fail('SIGNAL_ALREADY_CONNECTED');

const disconnectCheck = (signal: Signal): Check => {
  if (signal.enable) return fail('SIGNAL_ENABLED');
  if (signal.connStatus === 'DISCONNECTED') return fail('SIGNAL_NOT_CONNECTED');
  return PASS;
};

const archiveCheck = (signal: Signal): Check => {
  if (signal.enable) return fail('SIGNAL_ENABLED');
  if (signal.connStatus !== 'DISCONNECTED') return fail('SIGNAL_CONNECTED');
  return PASS;
};

const deleteCheck = (signal: Signal): Check => {
  if (signal.enable) return fail('SIGNAL_ENABLED');
  if (signal.numOfFollowers > 0) return fail('SIGNAL_ROBOTS_FOLLOWING');
  // A signal that was ever public keeps its track record: archive it instead.
  if (signal.enabledBefore) return fail('SIGNAL_CANNOT_DELETE');
  if (signal.connStatus !== 'DISCONNECTED') return fail('SIGNAL_CONNECTED');
  return PASS;
};

/** What the signal's state allows, per action; the payload is checked afterwards, in `transition`. */
const STATE_CHECKS: Readonly<Record<SignalActionType, (signal: Signal) => Check>> = {
  create: () => PASS,
  update: () => PASS,
  matchSymbols: () => PASS,
  submit: submitCheck,
  enable: enableCheck,
  disable: (s) => (s.enable ? PASS : fail('SIGNAL_DISABLED')),
  archive: archiveCheck,
  delete: deleteCheck,
  connect: connectCheck,
  reconnect: reconnectCheck,
  disconnect: disconnectCheck,
  connected: (s) => (s.connStatus === 'CONNECTING' ? PASS : fail('SIGNAL_INVALID_TRANSITION')),
  calculated: (s) =>
    s.connStatus === 'CALCULATING' || s.connStatus === 'CONNECTED' ? PASS : fail('SIGNAL_INVALID_TRANSITION'),
  lost: (s) =>
    s.connStatus === 'DISCONNECTED' || s.connStatus === 'LOST' ? fail('SIGNAL_NOT_CONNECTED') : PASS,
  approve: reviewCheck,
  reject: reviewCheck,
};

const checkAction = (signal: Signal, type: SignalActionType): Check => {
  const lifecycle = lifecycleCheck(signal, type);
  return lifecycle.error ? lifecycle : STATE_CHECKS[type](signal);
};

/** The account info after (re)connecting; an account link cannot connect without knowing the account. */
const accountInfoFor = (signal: Signal, account: SignalAccountRef | undefined): Result<SignalAccountInfo> => {
  const info: SignalAccountInfo = { ...signal.info, ...account, stopMtcp: false, reason: '' };
  if (signal.connMethod === 'ACCOUNT_LINK' && (info.number === '' || info.server === '')) {
    return fail('SIGNAL_WRONG_INFO');
  }
  return ok(info);
};

const connecting = (
  signal: Signal,
  account: SignalAccountRef | undefined,
  now: IsoDateTime,
): Result<Signal> => {
  const info = accountInfoFor(signal, account);
  return info.error ? info : ok({ ...signal, connStatus: 'CONNECTING', info: info.value, updatedAt: now });
};

const created = (action: Extract<SignalAction, { type: 'create' }>, now: IsoDateTime): Result<Signal> => {
  // Name format is validation's job (validation/); here only what makes a signal a signal.
  if (action.id === '' || action.token === '' || action.name === '') return fail('SIGNAL_WRONG_INFO');
  const blank = defaultSignal();
  return ok({
    ...blank,
    id: action.id,
    token: action.token,
    name: action.name,
    describe: action.describe,
    headshot: action.headshot ?? blank.headshot,
    platform: action.platform,
    connMethod: action.connMethod,
    followSetting: action.followSetting ?? blank.followSetting,
    status: 'NOT_SUBMITTED',
    connStatus: 'DISCONNECTED',
    createdAt: now,
    updatedAt: now,
  });
};

/** The move itself, once the state allows it; fails only on a bad payload. */
const transition = (signal: Signal, action: SignalAction, now: IsoDateTime): Result<Signal> => {
  const updatedAt = now;
  switch (action.type) {
    case 'create':
      return created(action, now);
    case 'update':
      if (action.name !== undefined && action.name !== signal.name) return fail('SIGNAL_NAME_IMMUTABLE');
      return ok({
        ...signal,
        describe: action.describe ?? signal.describe,
        headshot: action.headshot ?? signal.headshot,
        followSetting: action.followSetting ?? signal.followSetting,
        updatedAt,
      });
    case 'matchSymbols':
      return ok({ ...signal, symbols: action.symbols, updatedAt });
    case 'submit':
      return ok({
        ...signal,
        status: signal.status === 'NOT_SUBMITTED' ? 'CREATED' : 'SUBMITTED',
        submittedAt: now,
        // The comment belongs to the review that wrote it; a new submission starts a new review.
        comment: '',
        updatedAt,
      });
    case 'approve':
      return ok({ ...signal, status: 'PASSED', reviewedAt: now, comment: action.comment ?? '', updatedAt });
    case 'reject':
      return ok({ ...signal, status: 'NOT_PASSED', reviewedAt: now, comment: action.comment, updatedAt });
    case 'enable':
      return ok({ ...signal, enable: true, enabledAt: now, enabledBefore: true, updatedAt });
    case 'disable':
      // enabledAt keeps the moment of the last enabling.
      return ok({ ...signal, enable: false, updatedAt });
    case 'archive':
      return ok({ ...signal, archivedAt: now, updatedAt });
    case 'delete':
      return ok({ ...signal, deletedAt: now, updatedAt });
    case 'connect':
    case 'reconnect':
      return connecting(signal, action.account, now);
    case 'disconnect':
      // Performance stays: it is still viewable, and replaced by the next calculation.
      return ok({ ...signal, connStatus: 'DISCONNECTED', info: { ...signal.info, reason: '' }, updatedAt });
    case 'connected':
      return ok({ ...signal, connStatus: 'CALCULATING', updatedAt });
    case 'calculated': {
      // Being enabled requires trade history; a recalculation that finds none takes the signal off.
      const enable = signal.enable && action.performance.tradesTotal > 0;
      return ok({ ...signal, connStatus: 'CONNECTED', performance: action.performance, enable, updatedAt });
    }
    case 'lost':
      // An enabled signal stays enabled while lost: followers keep their robots until it reconnects.
      return ok({
        ...signal,
        connStatus: 'LOST',
        info: { ...signal.info, reason: action.reason },
        updatedAt,
      });
  }
};

/**
 * The one transition function of a signal. A refusal returns the code and leaves the signal as it
 * was; every success stamps `updatedAt = now`.
 */
export const applySignalAction = (signal: Signal, action: SignalAction, now: IsoDateTime): Result<Signal> => {
  const check = checkAction(signal, action.type);
  return check.error ? fail(check.value) : transition(signal, action, now);
};

/**
 * The actions the signal's state allows, in SIGNAL_ACTION_TYPES order: the buttons a screen shows.
 * An action listed here can still be refused for its payload (a changed name, an account link with
 * no account); one not listed is refused whatever its payload.
 */
export const availableSignalActions = (signal: Signal): SignalActionType[] =>
  SIGNAL_ACTION_TYPES.filter((type) => !checkAction(signal, type).error);

/** Why `type` is not available now, or success when it is (the payload aside). */
export const checkSignalAction = (signal: Signal, type: SignalActionType): Result<void> =>
  checkAction(signal, type);

/** Performance can be viewed once calculated, archived signals included; a deleted signal is gone. */
export const canViewPerformance = (signal: Signal): boolean =>
  signal.deletedAt === null && signal.performance !== null;
