import { whatIfSettlements, type SignalPerformance } from '@signal-portal/core';
import { observable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { monthlyReturnsOf, WhatIfStore } from './what-if.store.js';

const newStore = (history: number[] = []) => {
  const percent = observable.box('10');
  const store = new WhatIfStore(
    () => percent.get(),
    () => history,
  );
  return { store, percent };
};

describe('WhatIfStore', () => {
  it('previews the design’s example and follows the percent being typed', () => {
    const { store, percent } = newStore();
    expect(store.preview).toEqual({
      ready: true,
      investment: '1000',
      gain: '200',
      figures: { profitShare: '20.00', fee: '2.00', receive: '18.00' },
    });
    percent.set('25');
    expect(store.preview).toMatchObject({ figures: { profitShare: '50.00', fee: '5.00', receive: '45.00' } });
    percent.set('abc');
    expect(store.preview).toEqual({ ready: false });
    percent.set('25');
    store.setPreviewGain('-3');
    expect(store.preview).toEqual({ ready: false });
  });

  it('settles typed percent returns with the core function', () => {
    const { store } = newStore();
    expect(store.whatIf).toEqual({ kind: 'empty' });
    store.setReturnsText('10, -5, 8');
    const expected = whatIfSettlements({
      investment: '1000',
      monthlyReturns: ['0.1', '-0.05', '0.08'],
      profitSharePercent: '10',
    });
    expect(expected.error).toBe(false);
    expect(store.whatIf).toEqual({ kind: 'result', result: expected.value });
  });

  it('names the input a refusal is about', () => {
    const { store, percent } = newStore();
    store.setReturnsText('10, x');
    expect(store.whatIf).toEqual({ kind: 'refused', field: 'returns', code: 'INVALID_PARAMETERS' });
    store.setReturnsText('10');
    store.setInvestment('0');
    expect(store.whatIf).toEqual({ kind: 'refused', field: 'investment', code: 'AMOUNT_INVALID' });
    store.setInvestment('1000');
    percent.set('');
    expect(store.whatIf).toEqual({ kind: 'refused', field: 'percent', code: 'PROFIT_SHARE_PERCENT_INVALID' });
  });

  it('takes the signal’s last 12 months as editable percents', () => {
    const months = [0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.1, 0.11, -0.012345, 0.1 + 0.2];
    const { store } = newStore(months);
    expect(store.historyAvailable).toBe(true);
    store.useHistory();
    expect(store.returnsText).toBe('2, 3, 4, 5, 6, 7, 8, 9, 10, 11, -1.2345, 30');
    expect(newStore().store.historyAvailable).toBe(false);
  });

  it('reads the monthly returns a performance carries, and nothing from one without them', () => {
    const performance = {
      monthlyReturns: [
        { month: '2024-01', return: 0.05, profit: '50' },
        { month: '2024-02', return: 'bad', profit: '0' },
        { month: '2024-03', return: -0.02, profit: '-20' },
      ],
    } as unknown as SignalPerformance;
    expect(monthlyReturnsOf(performance)).toEqual([0.05, -0.02]);
    expect(monthlyReturnsOf(null)).toEqual([]);
    expect(monthlyReturnsOf({} as SignalPerformance)).toEqual([]);
  });
});
