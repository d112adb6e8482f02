import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SYMBOL_SYNC_RETRY_MS,
  SYMBOL_SYNC_RETRY_SECONDS,
  symbolSyncSecondsLeft,
} from './symbol-sync-retry.js';

const FAILED_AT = 1_704_067_200_000;

describe('the symbol sync retry countdown', () => {
  it('counts the 2 minutes down in whole seconds, rounded up', () => {
    expect(SYMBOL_SYNC_RETRY_SECONDS).toBe(120);
    expect(symbolSyncSecondsLeft(FAILED_AT, FAILED_AT)).toBe(120);
    expect(symbolSyncSecondsLeft(FAILED_AT, FAILED_AT + 1)).toBe(120);
    expect(symbolSyncSecondsLeft(FAILED_AT, FAILED_AT + 1_000)).toBe(119);
    expect(symbolSyncSecondsLeft(FAILED_AT, FAILED_AT + 119_500)).toBe(1);
    expect(symbolSyncSecondsLeft(FAILED_AT, FAILED_AT + SYMBOL_SYNC_RETRY_MS)).toBe(0);
    expect(symbolSyncSecondsLeft(FAILED_AT, FAILED_AT + 10 * SYMBOL_SYNC_RETRY_MS)).toBe(0);
  });

  it('stays within 0..120 and never grows as time passes, whatever the clocks say', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 1e6 }), (offset, step) => {
        const earlier = symbolSyncSecondsLeft(FAILED_AT, FAILED_AT + offset);
        const later = symbolSyncSecondsLeft(FAILED_AT, FAILED_AT + offset + step);
        expect(earlier).toBeGreaterThanOrEqual(0);
        expect(earlier).toBeLessThanOrEqual(SYMBOL_SYNC_RETRY_SECONDS);
        expect(later).toBeLessThanOrEqual(earlier);
      }),
    );
  });
});
