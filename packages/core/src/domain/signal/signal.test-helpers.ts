import fc from 'fast-check';
import type { ErrorCode } from '../../shared/error-codes.js';
import type { Result } from '../../shared/result.js';
import type { SignalPerformance } from '../metrics/performance.types.js';
import type { SymbolPairing } from '../symbols/symbol-pairing.js';
import { LOST_REASONS } from './lost-reason.js';
import { defaultSignal, type Signal } from './signal.js';
import {
  applySignalAction,
  availableSignalActions,
  type SignalAction,
  type SignalActionType,
} from './signal.rules.js';

/** Test-data builders and arbitraries for the signal rules' tests. */

export const T0 = '2024-03-01T00:00:00.000Z';
export const T1 = '2024-03-02T00:00:00.000Z';

export const performanceWith = (tradesTotal: number): SignalPerformance => ({
  formulaVersion: '1',
  principal: '10000',
  profit: tradesTotal > 0 ? '250.50' : '0',
  drawdown: '120',
  drawdownRatio: 0.012,
  duration: 90 * 86_400,
  tradePerWeek: tradesTotal > 0 ? tradesTotal / 13 : null,
  avgHoldingDuration: tradesTotal > 0 ? 3_600 : null,
  apr7: null,
  apr30: null,
  apr180: null,
  sharpeRatio: null,
  volMax: '1',
  volMin: '0.01',
  volAvg: '0.2',
  volTotal: '5',
  winRate: tradesTotal > 0 ? 0.6 : null,
  tradesTotal,
  updatedAt: T0,
  profitDatas: [],
  averageProfit: null,
  averageLoss: null,
  rateOfReturn: null,
  absent: tradesTotal > 0 ? {} : { winRate: 'NO_TRADES' },
});

export const EURUSD: SymbolPairing = {
  providerSymbol: 'EURUSD.m',
  platformSymbol: 'EURUSD',
  contractSize: '100000',
};

export const ACCOUNT = { number: '5012345', server: 'Demo-Server-01', timezone: 'UTC+2' };

export const CREATE: Extract<SignalAction, { type: 'create' }> = {
  type: 'create',
  id: 'sig-1',
  token: 'tok-1',
  name: 'Alpha_Trend',
  describe: 'Trend following on majors',
  platform: 'MT4',
  connMethod: 'ACCOUNT_LINK',
};

/** The value of a Result that must be a success; throws with the code otherwise. */
export const valueOf = <T>(result: Result<T>): T => {
  if (result.error) throw new Error(`expected success, got ${result.value}`);
  return result.value;
};

/** The code of a Result that must be a refusal. */
export const codeOf = (result: Result<unknown>): ErrorCode | 'OK' => (result.error ? result.value : 'OK');

/** Runs actions from a blank signal; every one must succeed. */
export const signalAfter = (...actions: readonly SignalAction[]): Signal =>
  actions.reduce((signal, action) => valueOf(applySignalAction(signal, action, T0)), defaultSignal());

export const created = (): Signal => signalAfter(CREATE);

/** Created, connected, calculated with `tradesTotal` trades, one symbol matched. */
export const connected = (tradesTotal = 12): Signal =>
  signalAfter(
    CREATE,
    { type: 'connect', account: ACCOUNT },
    { type: 'connected' },
    { type: 'calculated', performance: performanceWith(tradesTotal) },
    { type: 'matchSymbols', symbols: [EURUSD] },
  );

export const approved = (tradesTotal = 12): Signal =>
  valueOf(
    applySignalAction(
      valueOf(applySignalAction(connected(tradesTotal), { type: 'submit' }, T0)),
      { type: 'approve' },
      T0,
    ),
  );

export const enabled = (): Signal => valueOf(applySignalAction(approved(), { type: 'enable' }, T0));

export const archived = (): Signal =>
  signalAfter(
    CREATE,
    { type: 'connect', account: ACCOUNT },
    { type: 'connected' },
    { type: 'calculated', performance: performanceWith(3) },
    { type: 'disconnect' },
    { type: 'archive' },
  );

const symbolArb: fc.Arbitrary<SymbolPairing> = fc.record({
  providerSymbol: fc.constantFrom('EURUSD', 'XAUUSD.m', 'BTCUSDT'),
  platformSymbol: fc.constantFrom('EURUSD', 'XAUUSD', 'BTCUSDT'),
  contractSize: fc.constantFrom('1', '100', '100000'),
});

/** Any action, with payloads that sometimes are wrong (a changed name, no trades, no account). */
export const signalActionArb: fc.Arbitrary<SignalAction> = fc.oneof(
  fc.constant<SignalAction>(CREATE),
  fc.record({
    type: fc.constant('update' as const),
    name: fc.option(fc.constantFrom(CREATE.name, 'Renamed'), { nil: undefined }),
    describe: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
  }),
  fc.record({ type: fc.constant('matchSymbols' as const), symbols: fc.array(symbolArb, { maxLength: 2 }) }),
  fc.constant<SignalAction>({ type: 'submit' }),
  fc.constant<SignalAction>({ type: 'enable' }),
  fc.constant<SignalAction>({ type: 'disable' }),
  fc.constant<SignalAction>({ type: 'archive' }),
  fc.constant<SignalAction>({ type: 'delete' }),
  fc.record({
    type: fc.constant('connect' as const),
    account: fc.option(fc.constant(ACCOUNT), { nil: undefined }),
  }),
  fc.record({
    type: fc.constant('reconnect' as const),
    account: fc.option(fc.constant(ACCOUNT), { nil: undefined }),
  }),
  fc.constant<SignalAction>({ type: 'disconnect' }),
  fc.constant<SignalAction>({ type: 'connected' }),
  fc.record({
    type: fc.constant('calculated' as const),
    performance: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500 })).map(performanceWith),
  }),
  fc.record({
    type: fc.constant('lost' as const),
    reason: fc.constantFrom(...LOST_REASONS),
  }),
  fc.record({
    type: fc.constant('approve' as const),
    comment: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
  }),
  fc.record({ type: fc.constant('reject' as const), comment: fc.string({ maxLength: 8 }) }),
);

/** A payload that cannot be refused on its own, for each action type; `variant` varies the details. */
export const wellFormedAction = (type: SignalActionType, variant = 1): SignalAction => {
  switch (type) {
    case 'create':
      return CREATE;
    case 'update':
      return { type, describe: `edit ${variant}` };
    case 'matchSymbols':
      return { type, symbols: [EURUSD] };
    case 'connect':
    case 'reconnect':
      return { type, account: ACCOUNT };
    case 'calculated':
      // One calculation in three finds no trades.
      return { type, performance: performanceWith(variant % 3 === 0 ? 0 : 1 + (variant % 50)) };
    case 'lost':
      return { type, reason: 'BROKER_UNREACHABLE' };
    case 'approve':
      return { type };
    case 'reject':
      return { type, comment: `reason ${variant}` };
    case 'submit':
    case 'enable':
    case 'disable':
    case 'archive':
    case 'delete':
    case 'disconnect':
    case 'connected':
      return { type };
  }
};

/**
 * One step of a generated run: a free action; one of the actions offered now; or the next move
 * towards an enabled signal. The last two let short runs reach deep states (enabled, then lost,
 * recalculated without trades, archived after being public...).
 */
export type SignalStep =
  | { readonly kind: 'free'; readonly action: SignalAction }
  | { readonly kind: 'offered' | 'forward'; readonly pick: number };

export const signalStepArb: fc.Arbitrary<SignalStep> = fc.oneof(
  { weight: 1, arbitrary: signalActionArb.map((action) => ({ kind: 'free' as const, action })) },
  { weight: 2, arbitrary: fc.nat().map((pick) => ({ kind: 'offered' as const, pick })) },
  { weight: 2, arbitrary: fc.nat().map((pick) => ({ kind: 'forward' as const, pick })) },
);

/** Ending moves; offered rarely, so that runs live long enough to reach enabled signals. */
const ENDINGS: readonly SignalActionType[] = ['archive', 'delete'];

const offeredType = (signal: Signal, pick: number): SignalActionType => {
  const all = availableSignalActions(signal);
  const lasting = all.filter((type) => !ENDINGS.includes(type));
  const offered = pick % 10 === 0 || lasting.length === 0 ? all : lasting;
  return offered[pick % Math.max(offered.length, 1)] ?? 'create';
};

/** The next move on the way to an enabled signal (it may be refused, e.g. without trades). */
const forwardType = (signal: Signal, pick: number): SignalActionType => {
  if (signal.id === '') return 'create';
  if (signal.connStatus === 'DISCONNECTED' || signal.connStatus === 'LOST') return 'reconnect';
  if (signal.connStatus === 'CONNECTING') return 'connected';
  if (signal.connStatus === 'CALCULATING') return 'calculated';
  if (signal.symbols.length === 0) return 'matchSymbols';
  if (signal.status === 'NOT_SUBMITTED' || signal.status === 'NOT_PASSED') return 'submit';
  if (signal.status !== 'PASSED') return pick % 4 === 0 ? 'reject' : 'approve';
  if (!signal.enable) return 'enable';
  return offeredType(signal, pick);
};

/** The action a step stands for on this signal. */
export const actionOfStep = (signal: Signal, step: SignalStep): SignalAction => {
  switch (step.kind) {
    case 'free':
      return step.action;
    case 'offered':
      return wellFormedAction(offeredType(signal, step.pick), step.pick);
    case 'forward':
      return wellFormedAction(forwardType(signal, step.pick), step.pick);
  }
};

/** Freezes a signal deeply, so any attempt to change it in place throws. */
export const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
};
