import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { performanceWith } from './signal.test-helpers.js';
import { CONN_METHODS, CONN_STATUSES, defaultSignal, SIGNAL_STATUSES, type Signal } from './signal.js';
import { applySignalAction } from './signal.rules.js';
import { linkModeOf } from './link-mode.js';

const AT = '2024-03-01T00:00:00.000Z';
const ACCOUNT = { number: '12345678', server: 'DemoBroker-Live01', timezone: 'UTC+2' };

/** Any combination of the fields the mode reads, consistent or not. */
const signalArb: fc.Arbitrary<Signal> = fc
  .record({
    status: fc.constantFrom(...SIGNAL_STATUSES),
    connStatus: fc.constantFrom(...CONN_STATUSES),
    connMethod: fc.constantFrom(...CONN_METHODS),
    archived: fc.boolean(),
    deleted: fc.boolean(),
    enable: fc.boolean(),
    linked: fc.boolean(),
    calculated: fc.boolean(),
  })
  .map((s) =>
    defaultSignal({
      id: 'signal-1',
      token: 'token-1',
      name: 'Signal.One',
      status: s.status,
      connStatus: s.connStatus,
      connMethod: s.connMethod,
      enable: s.enable,
      archivedAt: s.archived ? AT : null,
      deletedAt: s.deleted ? AT : null,
      info: { ...defaultSignal().info, ...(s.linked ? ACCOUNT : {}) },
      performance: s.calculated ? performanceWith(4) : null,
    }),
  );

describe('link mode properties', () => {
  it('names an action the signal rules accept (with the account), or the code they refuse with', () => {
    fc.assert(
      fc.property(signalArb, (signal) => {
        const mode = linkModeOf(signal);
        const connect = applySignalAction(signal, { type: 'connect', account: ACCOUNT }, AT);
        const reconnect = applySignalAction(signal, { type: 'reconnect', account: ACCOUNT }, AT);
        if (mode.error) {
          expect(connect.error && reconnect.error).toBe(true);
        } else {
          const chosen = mode.value === 'connect' ? connect : reconnect;
          expect(chosen.error).toBe(false);
        }
      }),
    );
  });
});
