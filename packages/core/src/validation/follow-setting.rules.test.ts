import { describe, expect, it } from 'vitest';
import { minimumInvestmentFor, validateFollowSetting } from './follow-setting.rules.js';

const setting = { investmentMin: '100', investmentMax: '5000', profitSharePercent: '20' };
const small = { maxDrawdown: '1000' }; // 5% of 1000 = 50, so the 100 floor rules

describe('validateFollowSetting', () => {
  it('accepts and normalises a setting within the bounds', () => {
    expect(validateFollowSetting(setting, small)).toEqual({
      error: false,
      value: { investmentMin: '100', investmentMax: '5000.00', profitSharePercent: '20' },
    });
    expect(
      validateFollowSetting(
        { investmentMin: '250.00', investmentMax: '1000000', profitSharePercent: '12.50' },
        small,
      ),
    ).toEqual({
      error: false,
      value: { investmentMin: '250', investmentMax: '1000000.00', profitSharePercent: '12.5' },
    });
  });

  it('reads each amount with spaces around it, as typed in the form', () => {
    expect(
      validateFollowSetting(
        { investmentMin: ' 250 ', investmentMax: '\t5000.00 ', profitSharePercent: ' 12.5\n' },
        small,
      ),
    ).toEqual({
      error: false,
      value: { investmentMin: '250', investmentMax: '5000.00', profitSharePercent: '12.5' },
    });
  });

  it('needs a whole minimum: 100.5 and garbage are INVESTMENT_MIN_NOT_WHOLE', () => {
    for (const investmentMin of ['100.5', '1e3', 'abc', '', '100.']) {
      expect(validateFollowSetting({ ...setting, investmentMin }, small)).toEqual({
        error: true,
        value: 'INVESTMENT_MIN_NOT_WHOLE',
      });
    }
  });

  it('needs a minimum of at least 100: 99 is INVESTMENT_MIN_TOO_LOW', () => {
    expect(validateFollowSetting({ ...setting, investmentMin: '99' }, small).value).toBe(
      'INVESTMENT_MIN_TOO_LOW',
    );
    expect(validateFollowSetting({ ...setting, investmentMin: '-100' }, small).value).toBe(
      'INVESTMENT_MIN_TOO_LOW',
    );
  });

  it('needs a minimum of at least 5% of the max drawdown', () => {
    // max drawdown 4010.00 -> 5% = 200.50 -> the least whole minimum is 201
    const context = { maxDrawdown: '4010.00' };
    expect(validateFollowSetting({ ...setting, investmentMin: '200' }, context).value).toBe(
      'INVESTMENT_MIN_BELOW_DRAWDOWN',
    );
    expect(validateFollowSetting({ ...setting, investmentMin: '201' }, context).error).toBe(false);
    expect(minimumInvestmentFor('4010.00')).toBe('201');
    // a drawdown stored as a negative number counts by its size
    expect(validateFollowSetting({ ...setting, investmentMin: '200' }, { maxDrawdown: '-4010' }).value).toBe(
      'INVESTMENT_MIN_BELOW_DRAWDOWN',
    );
  });

  it('lets the 100 floor rule while 5% of the drawdown is below it', () => {
    // 5% of 1999 = 99.95 < 100
    expect(minimumInvestmentFor('1999')).toBe('100');
    expect(minimumInvestmentFor('0')).toBe('100');
  });

  it('needs a maximum of at most 1,000,000 and a valid amount', () => {
    expect(validateFollowSetting({ ...setting, investmentMax: '1000000.01' }, small).value).toBe(
      'INVESTMENT_MAX_TOO_HIGH',
    );
    expect(validateFollowSetting({ ...setting, investmentMax: '5000.001' }, small).value).toBe(
      'INVESTMENT_MAX_INVALID',
    );
    expect(validateFollowSetting({ ...setting, investmentMax: '5k' }, small).value).toBe(
      'INVESTMENT_MAX_INVALID',
    );
    expect(validateFollowSetting({ ...setting, investmentMax: ' ' }, small).value).toBe(
      'INVESTMENT_MAX_INVALID',
    );
  });

  it('needs min <= max', () => {
    expect(
      validateFollowSetting({ ...setting, investmentMin: '600', investmentMax: '500' }, small).value,
    ).toBe('INVESTMENT_MIN_ABOVE_MAX');
    expect(
      validateFollowSetting({ ...setting, investmentMin: '500', investmentMax: '500' }, small).error,
    ).toBe(false);
  });

  it('needs a percent in [0, 100] with at most 2 places', () => {
    for (const profitSharePercent of ['0', '100', '0.01', '99.99']) {
      expect(validateFollowSetting({ ...setting, profitSharePercent }, small).error).toBe(false);
    }
    for (const profitSharePercent of ['-1', '100.01', '12.345', '0.2e2', '', 'twenty']) {
      expect(validateFollowSetting({ ...setting, profitSharePercent }, small)).toEqual({
        error: true,
        value: 'PROFIT_SHARE_PERCENT_INVALID',
      });
    }
  });

  it('checks min before max before percent', () => {
    const allWrong = { investmentMin: '99', investmentMax: '2000000', profitSharePercent: '200' };
    expect(validateFollowSetting(allWrong, small).value).toBe('INVESTMENT_MIN_TOO_LOW');
    expect(validateFollowSetting({ ...allWrong, investmentMin: '100' }, small).value).toBe(
      'INVESTMENT_MAX_TOO_HIGH',
    );
    expect(
      validateFollowSetting({ ...allWrong, investmentMin: '100', investmentMax: '100' }, small).value,
    ).toBe('PROFIT_SHARE_PERCENT_INVALID');
  });
});
