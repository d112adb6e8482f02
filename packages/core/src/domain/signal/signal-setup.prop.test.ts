import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONN_STATUSES, defaultSignal, SIGNAL_STATUSES, type Signal } from './signal.js';
import { checkSignalAction } from './signal.rules.js';
import { isSignalDraft, signalSetupStage } from './signal-setup.js';

const AT = '2024-03-01T00:00:00.000Z';
const PAIR = { providerSymbol: 'XAUUSD+', platformSymbol: 'XAUUSD', contractSize: '100' };

/** Any combination of the fields the stage reads, consistent or not. */
const signalArb: fc.Arbitrary<Signal> = fc
  .record({
    status: fc.constantFrom(...SIGNAL_STATUSES),
    connStatus: fc.constantFrom(...CONN_STATUSES),
    archived: fc.boolean(),
    deleted: fc.boolean(),
    symbolCount: fc.integer({ min: 0, max: 3 }),
  })
  .map((s) =>
    defaultSignal({
      id: 'signal-1',
      status: s.status,
      connStatus: s.connStatus,
      archivedAt: s.archived ? AT : null,
      deletedAt: s.deleted ? AT : null,
      symbols: Array.from({ length: s.symbolCount }, () => PAIR),
    }),
  );

describe('setup stage properties', () => {
  it('a signal has a stage exactly when it is a draft', () => {
    fc.assert(
      fc.property(signalArb, (signal) => {
        expect(signalSetupStage(signal) !== null).toBe(isSignalDraft(signal));
      }),
    );
  });

  it('a draft at the review lacks nothing the submission checks but the end of the connection', () => {
    fc.assert(
      fc.property(signalArb, (signal) => {
        if (signalSetupStage(signal) !== 'review') return;
        const submit = checkSignalAction(signal, 'submit');
        // CONNECTING and CALCULATING end in CONNECTED without the provider: the review waits for it.
        if (submit.error) expect(submit.value).toBe('SIGNAL_NOT_CONNECTED');
        if (signal.connStatus === 'CONNECTED') expect(submit.error).toBe(false);
      }),
    );
  });

  it('a draft the submission accepts is at the review', () => {
    fc.assert(
      fc.property(signalArb, (signal) => {
        if (isSignalDraft(signal) && !checkSignalAction(signal, 'submit').error) {
          expect(signalSetupStage(signal)).toBe('review');
        }
      }),
    );
  });

  it('a draft at the connect stage can be connected or reconnected', () => {
    fc.assert(
      fc.property(signalArb, (signal) => {
        if (signalSetupStage(signal) !== 'connect') return;
        const action = signal.connStatus === 'LOST' ? 'reconnect' : 'connect';
        expect(checkSignalAction(signal, action).error).toBe(false);
      }),
    );
  });
});
