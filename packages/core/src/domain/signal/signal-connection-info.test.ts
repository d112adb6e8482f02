import { describe, expect, it } from 'vitest';
import { defaultSignal, type Signal } from './signal.js';
import { applySignalAction, type SignalAction } from './signal.rules.js';
import { ACCOUNT, codeOf, connected, CREATE, created, T1, valueOf } from './signal.test-helpers.js';

const apply = (signal: Signal, action: SignalAction) => applySignalAction(signal, action, T1);

describe('a blank signal (defaultSignal)', () => {
  it("has the spec's defaults: passed, disconnected, by account link on MT4, no money, the default follow setting", () => {
    expect(defaultSignal()).toEqual({
      id: '',
      token: '',
      name: '',
      describe: '',
      headshot: '',
      status: 'PASSED',
      enable: false,
      comment: '',
      platform: 'MT4',
      createdAt: '1970-01-01T00:00:00.000Z',
      updatedAt: '1970-01-01T00:00:00.000Z',
      submittedAt: null,
      reviewedAt: null,
      enabledAt: null,
      archivedAt: null,
      deletedAt: null,
      connStatus: 'DISCONNECTED',
      connMethod: 'ACCOUNT_LINK',
      enabledBefore: false,
      symbols: [],
      numOfFollowers: 0,
      investmentOfFollow: '0',
      wasFollowed: false,
      profitOfCompletedFollowing: '0',
      profitOfSymbolsStrategy: '0',
      profitShare: '0',
      runningRobotData: [],
      totalTradingRobotData: [],
      followersDatas: [],
      info: { number: '', server: '', timezone: '', stopMtcp: false, reason: '' },
      followSetting: { investmentMin: '100', investmentMax: '1000000', profitSharePercent: '0' },
      performance: null,
    });
  });

  it('takes what it is given over its defaults, and gives each call lists of its own', () => {
    const signal = defaultSignal({ name: 'Alpha', platform: 'MT5', numOfFollowers: 3 });
    expect(signal).toMatchObject({ name: 'Alpha', platform: 'MT5', numOfFollowers: 3, status: 'PASSED' });
    expect(defaultSignal().symbols).not.toBe(defaultSignal().symbols);
  });
});

describe('connecting: the account info', () => {
  it('an account link with the account given connects with it, its stop and lost reason cleared', () => {
    const before = { ...created(), info: { ...created().info, stopMtcp: true, reason: 'HEARTBEAT_LOST' } };
    const signal = valueOf(apply(before, { type: 'connect', account: ACCOUNT }));
    expect(signal.connStatus).toBe('CONNECTING');
    expect(signal.info).toEqual({ ...ACCOUNT, stopMtcp: false, reason: '' });
    expect(signal.updatedAt).toBe(T1);
  });

  it('an account link cannot connect without an account number or without a server (SIGNAL_WRONG_INFO)', () => {
    expect(codeOf(apply(created(), { type: 'connect' }))).toBe('SIGNAL_WRONG_INFO');
    expect(codeOf(apply(created(), { type: 'connect', account: { ...ACCOUNT, number: '' } }))).toBe(
      'SIGNAL_WRONG_INFO',
    );
    expect(codeOf(apply(created(), { type: 'connect', account: { ...ACCOUNT, server: '' } }))).toBe(
      'SIGNAL_WRONG_INFO',
    );
  });

  it('an account link reconnects with the account it already knows when none is given', () => {
    const lost = valueOf(apply(connected(), { type: 'lost', reason: 'HEARTBEAT_LOST' }));
    const signal = valueOf(apply(lost, { type: 'reconnect' }));
    expect(signal.connStatus).toBe('CONNECTING');
    expect(signal.info).toEqual({ ...ACCOUNT, stopMtcp: false, reason: '' });
  });

  it('an EA signal connects before the platform knows its account (the EA reports it)', () => {
    const ea = valueOf(apply(defaultSignal(), { ...CREATE, connMethod: 'EA' }));
    const signal = valueOf(apply(ea, { type: 'connect' }));
    expect(signal.connStatus).toBe('CONNECTING');
    expect(signal.info).toEqual({ number: '', server: '', timezone: '', stopMtcp: false, reason: '' });
  });

  it('disconnecting keeps the account but forgets why the connection was lost', () => {
    const lost = valueOf(apply(connected(), { type: 'lost', reason: 'HEARTBEAT_LOST' }));
    expect(lost.info.reason).toBe('HEARTBEAT_LOST');
    const signal = valueOf(apply(lost, { type: 'disconnect' }));
    expect(signal.connStatus).toBe('DISCONNECTED');
    expect(signal.info).toEqual({ ...lost.info, reason: '' });
    expect(signal.info.number).toBe(ACCOUNT.number);
  });
});

describe('review comments', () => {
  it('an approval without a comment leaves none, even where a rejection had written one', () => {
    const submitted = valueOf(apply(connected(), { type: 'submit' }));
    const rejected = valueOf(apply(submitted, { type: 'reject', comment: 'Describe the strategy' }));
    expect(rejected.comment).toBe('Describe the strategy');
    const resubmitted = valueOf(apply(rejected, { type: 'submit' }));
    const signal = valueOf(apply(resubmitted, { type: 'approve' }));
    expect(signal).toMatchObject({ status: 'PASSED', comment: '', reviewedAt: T1 });
    expect(valueOf(apply(resubmitted, { type: 'approve', comment: 'Welcome' })).comment).toBe('Welcome');
  });
});
