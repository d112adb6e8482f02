import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toIso } from '../../shared/time.js';
import { defaultSignal, type Signal } from './signal.js';
import {
  applySignalAction,
  availableSignalActions,
  checkSignalAction,
  type SignalAction,
} from './signal.rules.js';
import {
  actionOfStep,
  CREATE,
  deepFreeze,
  signalActionArb,
  signalStepArb,
  wellFormedAction,
  type SignalStep,
} from './signal.test-helpers.js';

const START_MS = Date.UTC(2024, 0, 1);
const nowAt = (step: number) => toIso(START_MS + step * 60_000);

/** A create on a blank signal with any of the three connection methods. */
const createArb: fc.Arbitrary<SignalAction> = fc.constantFrom<SignalAction>(
  CREATE,
  { ...CREATE, connMethod: 'EA', platform: 'MT5' },
  { ...CREATE, connMethod: 'API_KEY', platform: 'BINANCE' },
);

/** Every signal reached from a blank one by `create` and then any actions, in order. */
const reachedSignals = (create: SignalAction, steps: readonly SignalStep[]): Signal[] => {
  let signal = defaultSignal();
  const reached: Signal[] = [];
  [{ kind: 'free' as const, action: create }, ...steps].forEach((step, i) => {
    const result = applySignalAction(signal, actionOfStep(signal, step), nowAt(i));
    if (!result.error) signal = result.value;
    reached.push(signal);
  });
  return reached;
};

const runsArb = fc.tuple(createArb, fc.array(signalStepArb, { minLength: 5, maxLength: 40, size: 'max' }));

describe('the signal rules hold after any sequence of actions', () => {
  it('never enabled and disconnected, archived and connected, archived and enabled, or enabled without history', () => {
    fc.assert(
      fc.property(runsArb, ([create, actions]) => {
        for (const s of reachedSignals(create, actions)) {
          if (s.enable) {
            expect(s.connStatus).not.toBe('DISCONNECTED');
            expect(s.archivedAt).toBeNull();
            expect(s.deletedAt).toBeNull();
            expect(s.performance).not.toBeNull();
            expect(s.performance?.tradesTotal).toBeGreaterThan(0);
            expect(s.status).toBe('PASSED');
            expect(s.enabledBefore).toBe(true);
          }
          if (s.archivedAt !== null) expect(s.connStatus).toBe('DISCONNECTED');
          if (s.deletedAt !== null) expect(s.connStatus).toBe('DISCONNECTED');
          if (s.connStatus === 'CONNECTED') expect(s.performance).not.toBeNull();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a refused action changes nothing; a success stamps updatedAt and leaves its input alone', () => {
    fc.assert(
      fc.property(runsArb, signalActionArb, ([create, actions], action) => {
        for (const signal of reachedSignals(create, actions)) {
          const before = structuredClone(signal);
          // Frozen: a change in place would throw here rather than go unnoticed.
          const result = applySignalAction(deepFreeze(signal), action, '2030-01-01T00:00:00.000Z');
          expect(signal).toEqual(before);
          if (!result.error) {
            expect(result.value).not.toBe(signal);
            expect(result.value.updatedAt).toBe('2030-01-01T00:00:00.000Z');
          }
        }
      }),
    );
  });

  it('availableSignalActions agrees with applySignalAction', () => {
    fc.assert(
      fc.property(runsArb, signalActionArb, ([create, actions], action) => {
        for (const signal of reachedSignals(create, actions)) {
          const available = availableSignalActions(signal);
          const result = applySignalAction(signal, action, nowAt(99));
          // Whatever succeeds was offered; whatever was not offered fails for the reason given.
          if (!result.error) expect(available).toContain(action.type);
          if (!available.includes(action.type)) {
            expect(result).toEqual(checkSignalAction(signal, action.type));
          }
          // Whatever is offered succeeds with a well-formed payload.
          for (const type of available) {
            expect(applySignalAction(signal, wellFormedAction(type), nowAt(99)).error).toBe(false);
          }
        }
      }),
    );
  });
});
