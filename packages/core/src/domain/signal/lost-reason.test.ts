import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../shared/error-codes.js';
import { enUS } from '../../i18n/locales/en-US.js';
import { CONN_METHODS, defaultSignal } from './signal.js';
import { isLostReason, LOST_REASONS, lostReasonsOf, signalLostReason } from './lost-reason.js';
import { applySignalAction } from './signal.rules.js';

describe('lost reasons', () => {
  it('are catalogued error codes, so every screen that translates an error code shows them', () => {
    for (const reason of LOST_REASONS) expect(ERROR_CATALOGUE[reason].group).toBe('broker');
    // Each says what to do; a key that can trade was already refused at connect time with its text.
    for (const reason of LOST_REASONS.filter((r) => r !== 'API_KEY_NOT_READ_ONLY'))
      expect(enUS.errors[reason]).toMatch(/reconnect/i);
    expect(enUS.errors.API_KEY_NOT_READ_ONLY).toMatch(/read-only key/);
  });

  it('every connection method can be lost for some reason, each reason belongs to some method', () => {
    for (const method of CONN_METHODS) expect(lostReasonsOf(method).length).toBeGreaterThan(0);
    expect(new Set(CONN_METHODS.flatMap(lostReasonsOf))).toEqual(new Set(LOST_REASONS));
    expect(lostReasonsOf('EA')).toEqual(['HEARTBEAT_LOST']);
    expect(lostReasonsOf('ACCOUNT_LINK')).toContain('INVESTOR_PASSWORD_CHANGED');
    expect(lostReasonsOf('API_KEY')).toEqual(
      expect.arrayContaining(['API_KEY_REVOKED', 'API_KEY_NOT_READ_ONLY', 'BROKER_UNREACHABLE']),
    );
  });

  it('tells a lost reason from any other text', () => {
    expect(isLostReason('HEARTBEAT_LOST')).toBe(true);
    expect(isLostReason('MT_BROKER_ERROR')).toBe(false);
    expect(isLostReason('')).toBe(false);
    expect(isLostReason(undefined)).toBe(false);
  });

  it("reads a lost signal's reason; a signal that is not lost has none", () => {
    const connected = defaultSignal({ id: 's1', connStatus: 'CONNECTED' });
    const lost = applySignalAction(
      connected,
      { type: 'lost', reason: 'API_KEY_REVOKED' },
      '2026-01-01T00:00:00.000Z',
    );
    expect(lost.error).toBe(false);
    if (lost.error) return;
    expect(signalLostReason(lost.value)).toBe('API_KEY_REVOKED');
    expect(signalLostReason(connected)).toBeNull();
    // A stored reason from before the enum (any code) is not invented into one.
    expect(
      signalLostReason({ ...lost.value, info: { ...lost.value.info, reason: 'MT_BROKER_ERROR' } }),
    ).toBeNull();
  });
});
