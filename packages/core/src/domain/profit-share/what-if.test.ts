import { describe, expect, it } from 'vitest';
import {
  fractionToPercentText,
  parseReturnPercents,
  previewProfitShare,
  reportReturnToFraction,
  whatIfSettlements,
  WHAT_IF_MAX_MONTHS,
} from './what-if.js';

const settle = (investment: string, monthlyReturns: string[], profitSharePercent = '20') => {
  const result = whatIfSettlements({ investment, monthlyReturns, profitSharePercent });
  if (result.error) throw new Error(result.value);
  return result.value;
};

describe('whatIfSettlements: a worked scenario', () => {
  // 1,000 invested at a 20% profit share; returns +10%, -5%, +8%, +2%.
  const { rows, totals, finalEquity } = settle('1000', ['0.10', '-0.05', '0.08', '0.02']);

  it('shares the first month’s profit', () => {
    // trading 1000 x 0.10 = 100.00; equity 1100.00; profit 100 above the mark 0
    // share roundDown(100 x 20%) = 20.00; fee 10% = 2.00; received 18.00
    // equity after 1100.00 - 20.00 = 1080.00; the mark rises to profit 100 = equity 1080.00
    expect(rows[0]).toEqual({
      settlement: 1,
      day: 30,
      monthlyReturn: '0.1',
      tradingProfit: '100.00',
      equityBefore: '1100.00',
      profit: '100.00',
      hwm: '0.00',
      hwmEquity: '1000.00',
      shareBase: '100.00',
      profitShare: '20.00',
      fee: '2.00',
      receive: '18.00',
      equityAfter: '1080.00',
      newHwm: '100.00',
      newHwmEquity: '1080.00',
    });
  });

  it('shares nothing after a loss, and the mark stays', () => {
    // trading 1080 x -0.05 = -54.00; equity 1026.00; profit 46 is below the mark 100: no share
    // the mark as equity: 1026 + (100 - 46) = 1080.00, where the follower stood after month 1
    expect(rows[1]).toMatchObject({
      tradingProfit: '-54.00',
      equityBefore: '1026.00',
      profit: '46.00',
      hwm: '100.00',
      hwmEquity: '1080.00',
      shareBase: '0.00',
      profitShare: '0.00',
      fee: '0.00',
      receive: '0.00',
      equityAfter: '1026.00',
      newHwm: '100.00',
      newHwmEquity: '1080.00',
    });
  });

  it('shares only the profit above the mark once the loss is recovered', () => {
    // trading 1026 x 0.08 = 82.08; equity 1108.08; profit 128.08, above the mark 100 by 28.08
    // (= equity 1108.08 - mark 1080.00); share roundDown(28.08 x 20% = 5.616) = 5.61
    // fee roundHalfUp(0.561) = 0.56; received 5.61 - 0.56 = 5.05; equity after 1102.47
    expect(rows[2]).toMatchObject({
      tradingProfit: '82.08',
      equityBefore: '1108.08',
      profit: '128.08',
      hwmEquity: '1080.00',
      shareBase: '28.08',
      profitShare: '5.61',
      fee: '0.56',
      receive: '5.05',
      equityAfter: '1102.47',
      newHwm: '128.08',
      newHwmEquity: '1102.47',
    });
  });

  it('rounds the month’s trading result half-up to cents', () => {
    // trading 1102.47 x 0.02 = 22.0494 -> 22.05; equity 1124.52; profit 150.13 (above 128.08 by 22.05)
    // share 22.05 x 20% = 4.41; fee roundHalfUp(0.441) = 0.44; received 3.97; equity after 1120.11
    expect(rows[3]).toMatchObject({
      day: 120,
      tradingProfit: '22.05',
      equityBefore: '1124.52',
      shareBase: '22.05',
      profitShare: '4.41',
      fee: '0.44',
      receive: '3.97',
      equityAfter: '1120.11',
    });
    // 20.00 + 5.61 + 4.41 = 30.02; 2.00 + 0.56 + 0.44 = 3.00; 18.00 + 5.05 + 3.97 = 27.02
    expect(totals).toEqual({ profitShare: '30.02', fee: '3.00', receive: '27.02' });
    expect(finalEquity).toBe('1120.11');
  });
});

describe('whatIfSettlements: edges and refusals', () => {
  it('answers no rows for no returns', () => {
    expect(settle('500', [])).toEqual({
      rows: [],
      totals: { profitShare: '0.00', fee: '0.00', receive: '0.00' },
      finalEquity: '500.00',
    });
  });

  it('loses everything at -100% and shares nothing afterwards', () => {
    const { rows } = settle('1000', ['-1', '0.5']);
    expect(rows.map((row) => row.equityAfter)).toEqual(['0.00', '0.00']);
    expect(rows.map((row) => row.profitShare)).toEqual(['0.00', '0.00']);
  });

  it('refuses what it cannot settle', () => {
    const run = (investment: string, returns: string[], percent = '20') =>
      whatIfSettlements({ investment, monthlyReturns: returns, profitSharePercent: percent });
    expect(run('0', ['0.1'])).toEqual({ error: true, value: 'AMOUNT_INVALID' });
    expect(run('100.005', ['0.1'])).toEqual({ error: true, value: 'AMOUNT_INVALID' });
    expect(run('100', ['0.1'], '100.5')).toEqual({ error: true, value: 'PROFIT_SHARE_PERCENT_INVALID' });
    expect(run('100', ['0.1'], '12.125')).toEqual({ error: true, value: 'PROFIT_SHARE_PERCENT_INVALID' });
    expect(run('100', ['-1.01'])).toEqual({ error: true, value: 'INVALID_PARAMETERS' });
    expect(run('100', ['1e-2'])).toEqual({ error: true, value: 'INVALID_PARAMETERS' });
    expect(run('100', Array<string>(WHAT_IF_MAX_MONTHS + 1).fill('0'))).toEqual({
      error: true,
      value: 'INVALID_PARAMETERS',
    });
  });
});

describe('previewProfitShare', () => {
  it('gives the design’s example: 200 gained at 10% pays 20.00, the platform keeps 2.00', () => {
    expect(previewProfitShare({ gain: '200', profitSharePercent: '10' })).toEqual({
      error: false,
      value: { profitShare: '20.00', fee: '2.00', receive: '18.00' },
    });
  });

  it('rounds the share down and the fee half-up', () => {
    // 33.33 x 12.5% = 4.16625 -> 4.16; fee 0.416 -> 0.42; received 3.74
    expect(previewProfitShare({ gain: '33.33', profitSharePercent: '12.5' })).toEqual({
      error: false,
      value: { profitShare: '4.16', fee: '0.42', receive: '3.74' },
    });
  });

  it('refuses a negative or malformed gain and a bad percent', () => {
    expect(previewProfitShare({ gain: '-1', profitSharePercent: '10' }).error).toBe(true);
    expect(previewProfitShare({ gain: '1.001', profitSharePercent: '10' }).error).toBe(true);
    expect(previewProfitShare({ gain: '10', profitSharePercent: 'x' })).toEqual({
      error: true,
      value: 'PROFIT_SHARE_PERCENT_INVALID',
    });
  });
});

describe('typed and reported returns', () => {
  it('reads percents into fractions', () => {
    expect(parseReturnPercents(' 5, -3.5  8%;+1 −2，0 ')).toEqual({
      error: false,
      value: ['0.05', '-0.035', '0.08', '0.01', '-0.02', '0'],
    });
    expect(parseReturnPercents('')).toEqual({ error: false, value: [] });
  });

  it('refuses what is not a percent of at least -100', () => {
    for (const text of ['abc', '5,,x', '-100.01', '1.23456', '5%%', '1e3']) {
      expect(parseReturnPercents(text)).toEqual({ error: true, value: 'INVALID_PARAMETERS' });
    }
  });

  it('takes the report’s six-place fractions exactly and prints them back as percents', () => {
    expect(reportReturnToFraction(0.1 + 0.2)).toBe('0.3');
    expect(reportReturnToFraction(-0.012345)).toBe('-0.012345');
    expect(fractionToPercentText('-0.012345')).toBe('-1.2345');
    expect(fractionToPercentText('0.3')).toBe('30');
  });
});
