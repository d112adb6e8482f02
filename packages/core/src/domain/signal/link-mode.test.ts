import { describe, expect, it } from 'vitest';
import { performanceWith } from './signal.test-helpers.js';
import { defaultSignal } from './signal.js';
import { canRetryStoredLink, linkModeOf, wasEverLinked } from './link-mode.js';

const AT = '2024-03-01T00:00:00.000Z';
const ACCOUNT = {
  number: '12345678',
  server: 'DemoBroker-Live01',
  timezone: 'UTC+2',
  stopMtcp: false,
  reason: '',
};
const draft = defaultSignal({ id: 's-1', token: 't', name: 'Draft.Signal', status: 'NOT_SUBMITTED' });

describe('the link screen mode', () => {
  it('connects a signal that was never linked', () => {
    expect(wasEverLinked(draft)).toBe(false);
    expect(linkModeOf(draft)).toEqual({ error: false, value: 'connect' });
  });

  it('reconnects a disconnected signal that kept its account or its figures', () => {
    expect(linkModeOf({ ...draft, info: ACCOUNT })).toEqual({ error: false, value: 'reconnect' });
    expect(linkModeOf({ ...draft, performance: performanceWith(3) })).toEqual({
      error: false,
      value: 'reconnect',
    });
  });

  it('reconnects a lost connection (connect is refused there)', () => {
    expect(linkModeOf({ ...draft, connStatus: 'LOST', info: ACCOUNT })).toEqual({
      error: false,
      value: 'reconnect',
    });
  });

  it('says why an archived, deleted or already linked signal cannot be linked', () => {
    expect(linkModeOf({ ...draft, archivedAt: AT })).toEqual({ error: true, value: 'SIGNAL_ARCHIVED' });
    expect(linkModeOf({ ...draft, deletedAt: AT })).toEqual({ error: true, value: 'SIGNAL_DELETED' });
    for (const connStatus of ['CONNECTING', 'CALCULATING', 'CONNECTED'] as const) {
      expect(linkModeOf({ ...draft, connStatus, performance: performanceWith(2) })).toEqual({
        error: true,
        value: 'SIGNAL_ALREADY_CONNECTED',
      });
    }
  });

  it('retries a stored link when the platform has the account, or for the sync tool', () => {
    expect(canRetryStoredLink(draft)).toBe(false);
    expect(canRetryStoredLink({ ...draft, info: ACCOUNT })).toBe(true);
    expect(canRetryStoredLink({ ...draft, connMethod: 'EA' })).toBe(true);
  });
});
