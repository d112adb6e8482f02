import { describe, expect, it } from 'vitest';
import { defaultSignal } from './signal.js';
import { isSignalDraft, signalSetupStage } from './signal-setup.js';

const PAIR = { providerSymbol: 'EURUSD.m', platformSymbol: 'EURUSD', contractSize: '100000' };
const draft = defaultSignal({ id: 's-1', status: 'NOT_SUBMITTED' });

describe('the setup stage of a draft', () => {
  it('asks a draft that never connected to connect', () => {
    expect(signalSetupStage(draft)).toBe('connect');
  });

  it('asks a draft whose connection was lost to connect again', () => {
    expect(signalSetupStage({ ...draft, connStatus: 'LOST', symbols: [PAIR] })).toBe('connect');
  });

  it('counts an accepted link as connected while the platform finishes it', () => {
    expect(signalSetupStage({ ...draft, connStatus: 'CONNECTING' })).toBe('symbols');
    expect(signalSetupStage({ ...draft, connStatus: 'CALCULATING' })).toBe('symbols');
    expect(signalSetupStage({ ...draft, connStatus: 'CONNECTED' })).toBe('symbols');
  });

  it('goes to the review once a symbol is matched', () => {
    expect(signalSetupStage({ ...draft, connStatus: 'CONNECTED', symbols: [PAIR] })).toBe('review');
  });

  it('has no stage for a submitted, reviewed, archived or deleted signal', () => {
    for (const status of ['CREATED', 'SUBMITTED', 'PASSED', 'NOT_PASSED'] as const) {
      expect(isSignalDraft({ ...draft, status })).toBe(false);
      expect(signalSetupStage({ ...draft, status })).toBeNull();
    }
    expect(signalSetupStage({ ...draft, archivedAt: '2024-03-01T00:00:00.000Z' })).toBeNull();
    expect(signalSetupStage({ ...draft, deletedAt: '2024-03-01T00:00:00.000Z' })).toBeNull();
  });
});
