import { describe, expect, it } from 'vitest';
import { defaultSignal, runningStateOf, type Signal } from './signal.js';
import {
  applySignalAction,
  availableSignalActions,
  canViewPerformance,
  checkSignalAction,
  SIGNAL_ACTION_TYPES,
  type SignalAction,
} from './signal.rules.js';
import {
  ACCOUNT,
  approved,
  archived,
  codeOf,
  connected,
  CREATE,
  created,
  enabled,
  EURUSD,
  performanceWith,
  signalAfter,
  T0,
  T1,
  valueOf,
} from './signal.test-helpers.js';

const apply = (signal: Signal, action: SignalAction) => applySignalAction(signal, action, T1);
const after = (signal: Signal, action: SignalAction): Signal => valueOf(apply(signal, action));
const refusal = (signal: Signal, action: SignalAction) => codeOf(apply(signal, action));

const with_ = (signal: Signal, overrides: Partial<Signal>): Signal => ({ ...signal, ...overrides });

describe('create', () => {
  it('turns a blank signal into a draft: not submitted, disconnected, stamped', () => {
    const signal = after(defaultSignal(), { ...CREATE, headshot: 'img/a.png' });
    expect(signal).toMatchObject({
      id: 'sig-1',
      token: 'tok-1',
      name: 'Alpha_Trend',
      headshot: 'img/a.png',
      status: 'NOT_SUBMITTED',
      connStatus: 'DISCONNECTED',
      enable: false,
      createdAt: T1,
      updatedAt: T1,
      performance: null,
    });
    expect(signal.followSetting).toEqual(defaultSignal().followSetting);
  });

  it('takes a follow setting when given', () => {
    const followSetting = { investmentMin: '500', investmentMax: '20000', profitSharePercent: '20' };
    expect(after(defaultSignal(), { ...CREATE, followSetting }).followSetting).toEqual(followSetting);
  });

  it('happens once: a created signal refuses it', () => {
    expect(refusal(created(), CREATE)).toBe('SIGNAL_INVALID_TRANSITION');
  });

  it('needs an id, a token and a name', () => {
    expect(refusal(defaultSignal(), { ...CREATE, id: '' })).toBe('SIGNAL_WRONG_INFO');
    expect(refusal(defaultSignal(), { ...CREATE, token: '' })).toBe('SIGNAL_WRONG_INFO');
    expect(refusal(defaultSignal(), { ...CREATE, name: '' })).toBe('SIGNAL_WRONG_INFO');
  });

  it('comes first: a blank signal refuses everything else', () => {
    for (const action of [
      { type: 'connect', account: ACCOUNT },
      { type: 'enable' },
      { type: 'delete' },
    ] as const) {
      expect(refusal(defaultSignal(), action)).toBe('SIGNAL_NOT_CREATED');
    }
  });
});

describe('connecting: DISCONNECTED -> CONNECTING -> CALCULATING -> CONNECTED', () => {
  it('walks the connection states and keeps the account', () => {
    const connecting = after(created(), { type: 'connect', account: ACCOUNT });
    expect(connecting.connStatus).toBe('CONNECTING');
    expect(connecting.info).toMatchObject(ACCOUNT);
    const calculating = after(connecting, { type: 'connected' });
    expect(calculating.connStatus).toBe('CALCULATING');
    const done = after(calculating, { type: 'calculated', performance: performanceWith(7) });
    expect(done.connStatus).toBe('CONNECTED');
    expect(done.performance?.tradesTotal).toBe(7);
    expect(done.updatedAt).toBe(T1);
  });

  it('an account link cannot connect without an account; an EA can', () => {
    expect(refusal(created(), { type: 'connect' })).toBe('SIGNAL_WRONG_INFO');
    const ea = signalAfter({ ...CREATE, connMethod: 'EA', platform: 'MT5' });
    expect(after(ea, { type: 'connect' }).connStatus).toBe('CONNECTING');
  });

  it('refuses to connect what is already connecting, calculating or connected', () => {
    const connecting = after(created(), { type: 'connect', account: ACCOUNT });
    const calculating = after(connecting, { type: 'connected' });
    for (const signal of [connecting, calculating, connected()]) {
      expect(refusal(signal, { type: 'connect', account: ACCOUNT })).toBe('SIGNAL_ALREADY_CONNECTED');
      expect(refusal(signal, { type: 'reconnect' })).toBe('SIGNAL_ALREADY_CONNECTED');
    }
  });

  it('platform events out of order are invalid transitions', () => {
    expect(refusal(created(), { type: 'connected' })).toBe('SIGNAL_INVALID_TRANSITION');
    expect(refusal(connected(), { type: 'connected' })).toBe('SIGNAL_INVALID_TRANSITION');
    expect(refusal(created(), { type: 'calculated', performance: performanceWith(1) })).toBe(
      'SIGNAL_INVALID_TRANSITION',
    );
    const connecting = after(created(), { type: 'connect', account: ACCOUNT });
    expect(refusal(connecting, { type: 'calculated', performance: performanceWith(1) })).toBe(
      'SIGNAL_INVALID_TRANSITION',
    );
  });

  it('a connected signal may be recalculated', () => {
    const recalculated = after(connected(12), { type: 'calculated', performance: performanceWith(15) });
    expect(recalculated.connStatus).toBe('CONNECTED');
    expect(recalculated.performance?.tradesTotal).toBe(15);
  });

  it('a recalculation that finds no trades takes an enabled signal off', () => {
    const signal = after(enabled(), { type: 'calculated', performance: performanceWith(0) });
    expect(signal.enable).toBe(false);
    expect(signal.enabledBefore).toBe(true);
  });
});

describe('lost, disconnect, reconnect', () => {
  it('a connection can be lost while connecting, calculating or connected, with a reason', () => {
    const lost = after(connected(), { type: 'lost', reason: 'BROKER_UNREACHABLE' });
    expect(lost.connStatus).toBe('LOST');
    expect(lost.info.reason).toBe('BROKER_UNREACHABLE');
    expect(
      after(after(created(), { type: 'connect', account: ACCOUNT }), {
        type: 'lost',
        reason: 'HEARTBEAT_LOST',
      }).connStatus,
    ).toBe('LOST');
  });

  it('what is not connected cannot be lost', () => {
    expect(refusal(created(), { type: 'lost', reason: 'HEARTBEAT_LOST' })).toBe('SIGNAL_NOT_CONNECTED');
    const lost = after(connected(), { type: 'lost', reason: 'HEARTBEAT_LOST' });
    expect(refusal(lost, { type: 'lost', reason: 'HEARTBEAT_LOST' })).toBe('SIGNAL_NOT_CONNECTED');
  });

  it('an enabled signal stays enabled while lost, and cannot be disconnected', () => {
    const lost = after(enabled(), { type: 'lost', reason: 'BROKER_UNREACHABLE' });
    expect(lost.enable).toBe(true);
    expect(refusal(lost, { type: 'disconnect' })).toBe('SIGNAL_ENABLED');
    expect(refusal(enabled(), { type: 'disconnect' })).toBe('SIGNAL_ENABLED');
  });

  it('a disconnected signal keeps its performance and cannot be disconnected again', () => {
    const off = after(connected(9), { type: 'disconnect' });
    expect(off.connStatus).toBe('DISCONNECTED');
    expect(off.performance?.tradesTotal).toBe(9);
    expect(refusal(off, { type: 'disconnect' })).toBe('SIGNAL_NOT_CONNECTED');
  });

  it('reconnect works from LOST and DISCONNECTED and reuses the stored account', () => {
    const lost = after(connected(), { type: 'lost', reason: 'BROKER_UNREACHABLE' });
    const again = after(lost, { type: 'reconnect' });
    expect(again.connStatus).toBe('CONNECTING');
    expect(again.info).toMatchObject({ ...ACCOUNT, reason: '' });
    expect(after(after(connected(), { type: 'disconnect' }), { type: 'reconnect' }).connStatus).toBe(
      'CONNECTING',
    );
  });

  it('connect is for a disconnected signal; a lost one reconnects', () => {
    const lost = after(connected(), { type: 'lost', reason: 'BROKER_UNREACHABLE' });
    expect(refusal(lost, { type: 'connect', account: ACCOUNT })).toBe('SIGNAL_INVALID_TRANSITION');
  });
});

describe('review: NOT_SUBMITTED -> CREATED -> PASSED | NOT_PASSED -> SUBMITTED', () => {
  it('the first submission is CREATED (pending approval), stamped, comment cleared', () => {
    const submitted = after(connected(), { type: 'submit' });
    expect(submitted).toMatchObject({ status: 'CREATED', submittedAt: T1, updatedAt: T1 });
  });

  it('a rejected signal is re-submitted as SUBMITTED, and the old comment goes', () => {
    const rejected = after(after(connected(), { type: 'submit' }), {
      type: 'reject',
      comment: 'no stop loss',
    });
    expect(rejected).toMatchObject({ status: 'NOT_PASSED', comment: 'no stop loss', reviewedAt: T1 });
    expect(after(rejected, { type: 'submit' })).toMatchObject({ status: 'SUBMITTED', comment: '' });
  });

  it('approve and reject act on a pending signal only', () => {
    const pending = after(connected(), { type: 'submit' });
    expect(after(pending, { type: 'approve', comment: 'fine' })).toMatchObject({
      status: 'PASSED',
      comment: 'fine',
    });
    expect(refusal(connected(), { type: 'approve' })).toBe('SIGNAL_NOT_PENDING_REVIEW');
    expect(refusal(approved(), { type: 'reject', comment: 'late' })).toBe('SIGNAL_NOT_PENDING_REVIEW');
    const rejected = after(pending, { type: 'reject', comment: 'no stop loss' });
    expect(refusal(rejected, { type: 'approve' })).toBe('SIGNAL_NOT_PENDING_REVIEW');
  });

  it('a pending or approved signal cannot be submitted, whatever else is missing', () => {
    const pending = after(connected(), { type: 'submit' });
    expect(refusal(pending, { type: 'submit' })).toBe('SIGNAL_CANNOT_SUBMIT');
    expect(refusal(approved(), { type: 'submit' })).toBe('SIGNAL_CANNOT_SUBMIT');
    expect(refusal(with_(approved(), { symbols: [] }), { type: 'submit' })).toBe('SIGNAL_CANNOT_SUBMIT');
  });

  it('submitting needs a matched symbol, then a connection', () => {
    const noSymbols = after(connected(), { type: 'matchSymbols', symbols: [] });
    expect(refusal(noSymbols, { type: 'submit' })).toBe('SIGNAL_NO_MATCHED_SYMBOL');
    const disconnected = after(connected(), { type: 'disconnect' });
    expect(refusal(disconnected, { type: 'submit' })).toBe('SIGNAL_NOT_CONNECTED');
    expect(refusal(after(disconnected, { type: 'matchSymbols', symbols: [] }), { type: 'submit' })).toBe(
      'SIGNAL_NO_MATCHED_SYMBOL',
    );
  });
});

describe('enable: the checks in their documented order', () => {
  // Each row breaks exactly the first check it names and none before it.
  const cases: readonly [string, string, () => Signal][] = [
    ['deleted', 'SIGNAL_DELETED', () => with_(approved(), { deletedAt: T0 })],
    ['archived (even unapproved and disconnected)', 'SIGNAL_ARCHIVED', archived],
    ['not approved', 'SIGNAL_NOT_PASSED_REVIEW', connected],
    ['pending approval', 'SIGNAL_NOT_PASSED_REVIEW', () => after(connected(), { type: 'submit' })],
    ['already enabled', 'SIGNAL_ENABLED', enabled],
    ['lost', 'SIGNAL_NOT_CONNECTED', () => after(approved(), { type: 'lost', reason: 'HEARTBEAT_LOST' })],
    ['disconnected', 'SIGNAL_NOT_CONNECTED', () => after(approved(), { type: 'disconnect' })],
    [
      'connected, performance missing',
      'SIGNAL_PERFORMANCE_NOT_CALCULATED',
      () => with_(approved(), { performance: null }),
    ],
    ['connected, no trades', 'SIGNAL_NO_TRADE_HISTORY', () => approved(0)],
  ];

  it.each(cases)('%s -> %s', (_name, code, build) => {
    expect(refusal(build(), { type: 'enable' })).toBe(code);
  });

  it('approved + connected + calculated + trade history: enabled, stamped, remembered', () => {
    const signal = after(approved(), { type: 'enable' });
    expect(signal).toMatchObject({ enable: true, enabledAt: T1, enabledBefore: true, updatedAt: T1 });
    expect(runningStateOf(signal)).toBe('ACTIVE');
  });

  it('disable turns it off and keeps the moment of the last enabling', () => {
    const signal = after(enabled(), { type: 'disable' });
    expect(signal).toMatchObject({ enable: false, enabledAt: T0, enabledBefore: true });
    expect(runningStateOf(signal)).toBe('INACTIVE');
    expect(refusal(signal, { type: 'disable' })).toBe('SIGNAL_DISABLED');
  });
});

describe('archive', () => {
  it('refuses an enabled signal, then a connected (or lost) one', () => {
    expect(refusal(enabled(), { type: 'archive' })).toBe('SIGNAL_ENABLED');
    expect(refusal(connected(), { type: 'archive' })).toBe('SIGNAL_CONNECTED');
    expect(refusal(after(connected(), { type: 'lost', reason: 'HEARTBEAT_LOST' }), { type: 'archive' })).toBe(
      'SIGNAL_CONNECTED',
    );
  });

  it('archives a disconnected signal; its performance can still be viewed', () => {
    const signal = after(after(connected(4), { type: 'disconnect' }), { type: 'archive' });
    expect(signal.archivedAt).toBe(T1);
    expect(runningStateOf(signal)).toBe('ARCHIVED');
    expect(canViewPerformance(signal)).toBe(true);
  });

  it('an archived signal cannot be reconnected, enabled, archived again or changed', () => {
    const signal = archived();
    const refused: readonly SignalAction[] = [
      { type: 'connect', account: ACCOUNT },
      { type: 'reconnect' },
      { type: 'enable' },
      { type: 'archive' },
      { type: 'update', describe: 'new' },
      { type: 'matchSymbols', symbols: [EURUSD] },
      { type: 'submit' },
    ];
    for (const action of refused) expect(refusal(signal, action)).toBe('SIGNAL_ARCHIVED');
  });
});

describe('delete', () => {
  const disconnectedDraft = (): Signal => after(connected(), { type: 'disconnect' });

  it('deletes a draft that was never public and is disconnected', () => {
    expect(after(disconnectedDraft(), { type: 'delete' }).deletedAt).toBe(T1);
    expect(after(created(), { type: 'delete' }).deletedAt).toBe(T1);
  });

  it('checks enabled, followers, track record, connection, in that order', () => {
    expect(refusal(with_(enabled(), { numOfFollowers: 3 }), { type: 'delete' })).toBe('SIGNAL_ENABLED');
    const publicBefore = after(after(enabled(), { type: 'disable' }), { type: 'disconnect' });
    expect(refusal(with_(publicBefore, { numOfFollowers: 2 }), { type: 'delete' })).toBe(
      'SIGNAL_ROBOTS_FOLLOWING',
    );
    expect(refusal(publicBefore, { type: 'delete' })).toBe('SIGNAL_CANNOT_DELETE');
    expect(refusal(connected(), { type: 'delete' })).toBe('SIGNAL_CONNECTED');
  });

  it('a signal once public is archived instead', () => {
    const publicBefore = after(after(enabled(), { type: 'disable' }), { type: 'disconnect' });
    expect(after(publicBefore, { type: 'archive' }).archivedAt).toBe(T1);
  });

  it('an archived signal that never was public may still be deleted', () => {
    expect(after(archived(), { type: 'delete' }).deletedAt).toBe(T1);
  });

  it('a deleted signal refuses every action, and its performance is gone', () => {
    const deleted = after(archived(), { type: 'delete' });
    for (const action of [CREATE, { type: 'delete' }, { type: 'reconnect' }, { type: 'disable' }] as const) {
      expect(refusal(deleted, action)).toBe('SIGNAL_DELETED');
    }
    expect(canViewPerformance(deleted)).toBe(false);
  });
});

describe('update and matchSymbols', () => {
  it('changes description, image and follow setting, never the name', () => {
    const followSetting = { investmentMin: '200', investmentMax: '5000', profitSharePercent: '15' };
    const signal = after(connected(), {
      type: 'update',
      describe: 'Scalping',
      headshot: 'b.png',
      followSetting,
    });
    expect(signal).toMatchObject({
      describe: 'Scalping',
      headshot: 'b.png',
      followSetting,
      name: CREATE.name,
    });
    expect(after(connected(), { type: 'update', name: CREATE.name, describe: 'x' }).describe).toBe('x');
    expect(refusal(connected(), { type: 'update', name: 'Beta_Trend' })).toBe('SIGNAL_NAME_IMMUTABLE');
  });

  it('sets the matched symbols', () => {
    expect(after(created(), { type: 'matchSymbols', symbols: [EURUSD] }).symbols).toEqual([EURUSD]);
  });
});

describe('availableSignalActions', () => {
  it('a fresh draft can be connected, edited, matched, archived or deleted', () => {
    expect(availableSignalActions(created())).toEqual([
      'update',
      'matchSymbols',
      'archive',
      'delete',
      'connect',
      'reconnect',
    ]);
  });

  it('an enabled signal can be disabled, edited, recalculated or lost; not disconnected nor archived', () => {
    expect(availableSignalActions(enabled())).toEqual([
      'update',
      'matchSymbols',
      'disable',
      'calculated',
      'lost',
    ]);
  });

  it('an archived signal offers only delete (when never public); a blank one only create', () => {
    expect(availableSignalActions(archived())).toEqual(['delete']);
    expect(availableSignalActions(defaultSignal())).toEqual(['create']);
  });

  it('checkSignalAction names why a button is missing', () => {
    expect(checkSignalAction(connected(), 'enable')).toEqual({
      error: true,
      value: 'SIGNAL_NOT_PASSED_REVIEW',
    });
    expect(
      SIGNAL_ACTION_TYPES.every((type) => checkSignalAction(with_(created(), { deletedAt: T0 }), type).error),
    ).toBe(true);
  });
});

describe('canViewPerformance', () => {
  it('is false until calculated', () => {
    expect(canViewPerformance(created())).toBe(false);
    expect(canViewPerformance(connected())).toBe(true);
  });
});
