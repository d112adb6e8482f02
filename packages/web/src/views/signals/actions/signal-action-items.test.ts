import {
  availableSignalActions,
  defaultSignal,
  type Signal,
  type SignalPerformance,
} from '@signal-portal/core';
import { signalArb } from '@signal-portal/fixtures/arbitraries';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { primarySignalAction, signalActionItems, type SignalMenuAction } from './signal-action-items.js';

const performance = {
  tradesTotal: 10,
  updatedAt: '2024-03-01T00:00:00.000Z',
  absent: {},
} as unknown as SignalPerformance;

const aSignal = (overrides: Partial<Signal>): Signal =>
  defaultSignal({ id: 'sig-1', token: 't', name: 'Some.Signal', ...overrides });

const itemOf = (signal: Signal, action: SignalMenuAction) =>
  signalActionItems(signal).find((item) => item.action === action);

describe('signalActionItems', () => {
  it('greys enable on a disconnected approved signal with the core’s code, and offers connect', () => {
    const signal = aSignal({ status: 'PASSED', connStatus: 'DISCONNECTED' });
    expect(itemOf(signal, 'enable')?.refusal).toBe('SIGNAL_NOT_CONNECTED');
    expect(itemOf(signal, 'connect')).toMatchObject({ refusal: null, to: '/link-signal/sig-1' });
    expect(itemOf(signal, 'reconnect')).toBeUndefined();
    expect(primarySignalAction(signalActionItems(signal))?.action).toBe('connect');
  });

  it('resumes a draft that is not ready and submits one that is', () => {
    const draft = aSignal({ status: 'NOT_SUBMITTED' });
    expect(itemOf(draft, 'continueSetup')?.to).toBe('/create-signal?id=sig-1');
    expect(primarySignalAction(signalActionItems(draft))?.action).toBe('continueSetup');
    const readyDraft = aSignal({
      status: 'NOT_SUBMITTED',
      connStatus: 'CONNECTED',
      performance,
      symbols: [{ providerSymbol: 'EURUSD.m', platformSymbol: 'EURUSD', contractSize: '100000' }],
    });
    expect(primarySignalAction(signalActionItems(readyDraft))?.action).toBe('submit');
  });

  it('offers retrying a lost connection in place, and a new link through the link screen', () => {
    const lost = aSignal({
      status: 'PASSED',
      connStatus: 'LOST',
      performance,
      enable: true,
      enabledBefore: true,
    });
    expect(itemOf(lost, 'retryConnection')).toMatchObject({ refusal: null, to: null });
    expect(itemOf(lost, 'reconnect')).toMatchObject({ refusal: null, to: '/link-signal/sig-1' });
    expect(itemOf(lost, 'disconnect')?.refusal).toBe('SIGNAL_ENABLED');
    expect(primarySignalAction(signalActionItems(lost))?.action).toBe('retryConnection');
  });

  it('leaves an archived signal its details (and deleting, when never public)', () => {
    const archived = aSignal({ status: 'PASSED', archivedAt: '2024-03-01T00:00:00.000Z' });
    const available = signalActionItems(archived).filter((item) => item.refusal === null);
    expect(available.map((item) => item.action)).toEqual(['viewDetails', 'delete']);
    expect(itemOf(archived, 'edit')?.refusal).toBe('SIGNAL_ARCHIVED');
    expect(primarySignalAction(signalActionItems(archived))?.action).toBe('viewDetails');
  });

  it('offers placing orders for TWSE signals only', () => {
    expect(itemOf(aSignal({ platform: 'TWSE' }), 'placeOrder')?.to).toBe('/signal/sig-1/tw/place-order');
    expect(itemOf(aSignal({ platform: 'MT4' }), 'placeOrder')).toBeUndefined();
  });

  it('agrees with the core: an action offered here is one the rules allow, and the reverse', () => {
    const ruled: Partial<Record<SignalMenuAction, string>> = {
      edit: 'update',
      matchSymbols: 'matchSymbols',
      disconnect: 'disconnect',
      submit: 'submit',
      enable: 'enable',
      disable: 'disable',
      archive: 'archive',
      delete: 'delete',
    };
    fc.assert(
      fc.property(signalArb(), (signal) => {
        const allowed = new Set<string>(availableSignalActions(signal));
        for (const item of signalActionItems(signal)) {
          const rule = ruled[item.action];
          if (rule !== undefined) expect(item.refusal === null).toBe(allowed.has(rule));
        }
        const primary = primarySignalAction(signalActionItems(signal));
        if (primary) expect(primary.refusal).toBeNull();
      }),
    );
  });
});
