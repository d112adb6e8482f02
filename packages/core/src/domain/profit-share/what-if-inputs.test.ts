import { describe, expect, it } from 'vitest';
import { SETTLEMENT_DELAY_DAYS } from './profit-share.rules.js';
import { parseReturnPercents, previewProfitShare, whatIfSettlements, WHAT_IF_MAX_MONTHS } from './what-if.js';

const months = (count: number, value = '0.01'): string[] => Array.from({ length: count }, () => value);

describe('whatIfSettlements: its inputs', () => {
  it('numbers each settlement and puts it a settlement period after the one before', () => {
    const result = whatIfSettlements({
      investment: '1000',
      monthlyReturns: months(3),
      profitSharePercent: '20',
    });
    expect(result.error).toBe(false);
    if (result.error) return;
    expect(result.value.rows.map((row) => [row.settlement, row.day])).toEqual([
      [1, SETTLEMENT_DELAY_DAYS],
      [2, 2 * SETTLEMENT_DELAY_DAYS],
      [3, 3 * SETTLEMENT_DELAY_DAYS],
    ]);
  });

  it(`takes up to ${WHAT_IF_MAX_MONTHS} months, and refuses one more (INVALID_PARAMETERS)`, () => {
    const most = whatIfSettlements({
      investment: '1000',
      monthlyReturns: months(WHAT_IF_MAX_MONTHS),
      profitSharePercent: '20',
    });
    expect(most.error ? most.value : most.value.rows.length).toBe(WHAT_IF_MAX_MONTHS);
    const over = whatIfSettlements({
      investment: '1000',
      monthlyReturns: months(WHAT_IF_MAX_MONTHS + 1),
      profitSharePercent: '20',
    });
    expect(over).toEqual({ error: true, value: 'INVALID_PARAMETERS' });
  });

  it('reads a profit-share percent typed with spaces around it', () => {
    const spaced = whatIfSettlements({
      investment: '1000',
      monthlyReturns: ['0.1'],
      profitSharePercent: ' 20 ',
    });
    const plain = whatIfSettlements({
      investment: '1000',
      monthlyReturns: ['0.1'],
      profitSharePercent: '20',
    });
    expect(spaced).toEqual(plain);
  });
});

describe('previewProfitShare', () => {
  it('reads a gain typed with spaces around it', () => {
    expect(previewProfitShare({ gain: ' 100 ', profitSharePercent: '20' })).toEqual(
      previewProfitShare({ gain: '100', profitSharePercent: '20' }),
    );
    expect(previewProfitShare({ gain: ' 100 ', profitSharePercent: '20' }).error).toBe(false);
  });

  it('refuses a gain that is not an amount with AMOUNT_INVALID', () => {
    for (const gain of ['', 'abc', '-1', '1.001']) {
      expect(previewProfitShare({ gain, profitSharePercent: '20' })).toEqual({
        error: true,
        value: 'AMOUNT_INVALID',
      });
    }
  });
});

describe('parseReturnPercents: limits and signs', () => {
  it('reads text with spaces or separators around it', () => {
    expect(parseReturnPercents('  5, 3  ')).toEqual({ error: false, value: ['0.05', '0.03'] });
  });

  it(`takes up to ${WHAT_IF_MAX_MONTHS} returns, and refuses one more`, () => {
    const most = parseReturnPercents(months(WHAT_IF_MAX_MONTHS, '1').join(' '));
    expect(most.error ? most.value : most.value.length).toBe(WHAT_IF_MAX_MONTHS);
    expect(parseReturnPercents(months(WHAT_IF_MAX_MONTHS + 1, '1').join(' '))).toEqual({
      error: true,
      value: 'INVALID_PARAMETERS',
    });
  });

  it('accepts a percent sign only after the number and a plus only before it', () => {
    expect(parseReturnPercents('5%')).toEqual({ error: false, value: ['0.05'] });
    expect(parseReturnPercents('+5')).toEqual({ error: false, value: ['0.05'] });
    for (const text of ['%5', '5+', '5%%']) {
      expect(parseReturnPercents(text)).toEqual({ error: true, value: 'INVALID_PARAMETERS' });
    }
  });
});
