import { describe, expect, it } from 'vitest';
import { defaultSignal } from '../domain/signal/signal.js';
import { compareSignalListOrder, signalListViewOf } from './signal-list-view.js';

const T0 = '2024-03-01T00:00:00.000Z';
const T1 = '2024-03-02T00:00:00.000Z';

describe('signalListViewOf', () => {
  it('lists an approved signal, whether enabled or not', () => {
    expect(signalListViewOf(defaultSignal({ status: 'PASSED' }))).toBe('listed');
    expect(signalListViewOf(defaultSignal({ status: 'PASSED', enable: true }))).toBe('listed');
  });

  it('keeps drafts, signals under review and rejected ones pending', () => {
    for (const status of ['NOT_SUBMITTED', 'CREATED', 'SUBMITTED', 'NOT_PASSED'] as const) {
      expect(signalListViewOf(defaultSignal({ status }))).toBe('pending');
    }
  });

  it('puts an archived signal under archived whatever its review state, and a deleted one nowhere', () => {
    expect(signalListViewOf(defaultSignal({ status: 'PASSED', archivedAt: T0 }))).toBe('archived');
    expect(signalListViewOf(defaultSignal({ status: 'NOT_SUBMITTED', archivedAt: T0 }))).toBe('archived');
    expect(signalListViewOf(defaultSignal({ archivedAt: T0, deletedAt: T1 }))).toBeNull();
    expect(signalListViewOf(defaultSignal({ deletedAt: T1 }))).toBeNull();
  });
});

describe('compareSignalListOrder', () => {
  it('puts the newest first, then orders by id', () => {
    const older = { id: 'b', createdAt: T0 };
    const newer = { id: 'a', createdAt: T1 };
    expect([older, newer].sort(compareSignalListOrder)).toEqual([newer, older]);
    const twin = { id: 'c', createdAt: T0 };
    expect([twin, older].sort(compareSignalListOrder)).toEqual([older, twin]);
    expect(compareSignalListOrder(older, { ...older })).toBe(0);
  });
});
