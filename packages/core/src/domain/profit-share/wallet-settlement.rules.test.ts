import { describe, expect, it } from 'vitest';
import { convertProfitShare, validateExchangeRate } from './exchange-rate.rules.js';
import { OUTCOME_OF_REASON, SETTLEMENT_REASONS } from './settlement-outcome.js';
import { canResettle, settleIntoWallet } from './wallet-settlement.rules.js';

describe('convertProfitShare', () => {
  it('converts the share down to the cent and splits the 10% fee half-up, so fee + receive = share', () => {
    // 1000.00 TWD x 0.0311 = 31.1000 USD; fee 3.11; receive 27.99
    expect(convertProfitShare('1000.00', '0.0311')).toEqual({
      profitShare: '31.10',
      fee: '3.11',
      receive: '27.99',
    });
    // 123.45 TWD x 0.0308 = 3.80226 -> 3.80 (down); fee 0.38; receive 3.42
    expect(convertProfitShare('123.45', '0.0308')).toEqual({
      profitShare: '3.80',
      fee: '0.38',
      receive: '3.42',
    });
    // 0.05 USD share x 1: fee 0.005 -> 0.01 (half-up), as settleProfitShare does
    expect(convertProfitShare('0.05', '1')).toEqual({ profitShare: '0.05', fee: '0.01', receive: '0.04' });
  });

  it('throws on a rate that is not positive: stored rates are checked when set, so that is a bug', () => {
    expect(() => convertProfitShare('10', '0')).toThrow(RangeError);
    expect(() => convertProfitShare('10', '-1')).toThrow(RangeError);
  });
});

describe('validateExchangeRate', () => {
  it('takes two different currency codes and a positive rate with at most 10 decimals', () => {
    expect(validateExchangeRate({ from: 'twd', to: ' USD', rate: ' 0.0311 ' })).toEqual({
      error: false,
      value: { from: 'TWD', to: 'USD', rate: '0.0311' },
    });
    expect(validateExchangeRate({ from: 'TWD', to: 'USD', rate: '0.0000000001' }).error).toBe(false);
  });

  it.each([
    [{ from: 'TW', to: 'USD', rate: '0.03' }, 'UNSUPPORTED_CURRENCY'],
    [{ from: 'TWD', to: 'US1', rate: '0.03' }, 'UNSUPPORTED_CURRENCY'],
    [{ from: 'USD', to: 'usd', rate: '1' }, 'EXCHANGE_RATE_INVALID'],
    [{ from: 'TWD', to: 'USD', rate: '0' }, 'EXCHANGE_RATE_INVALID'],
    [{ from: 'TWD', to: 'USD', rate: '-0.03' }, 'EXCHANGE_RATE_INVALID'],
    [{ from: 'TWD', to: 'USD', rate: '3e-2' }, 'EXCHANGE_RATE_INVALID'],
    [{ from: 'TWD', to: 'USD', rate: 'abc' }, 'EXCHANGE_RATE_INVALID'],
    [{ from: 'TWD', to: 'USD', rate: '0.00000000001' }, 'EXCHANGE_RATE_INVALID'],
    [{ from: 'TWD', to: 'USD', rate: '1000000' }, 'EXCHANGE_RATE_INVALID'],
  ])('refuses %o with %s', (input, code) => {
    expect(validateExchangeRate(input)).toEqual({ error: true, value: code });
  });
});

describe('settleIntoWallet', () => {
  const usd = { currency: 'USD', exchangeRate: undefined } as const;

  it('settles a USD robot exactly as settleProfitShare does, at rate 1', () => {
    // base 1000; 20% = 200.00; fee 20.00; receive 180.00
    expect(settleIntoWallet({ ...usd, profit: '1000', hwm: '0', profitSharePercent: '20' })).toEqual({
      outcome: 'SETTLED',
      reason: 'PROFIT_ABOVE_HWM',
      recordStatus: 'SETTLED',
      currency: 'USD',
      exchangeRate: '1',
      profit: '1000',
      shareBase: '1000',
      hwmBefore: '0',
      hwmAfter: '1000',
      accountProfitShare: '200.00',
      profitShare: '200.00',
      fee: '20.00',
      receive: '180.00',
    });
  });

  it('converts a TWD share to USD at the rate given, keeping the TWD share beside it', () => {
    // base 50000 TWD; 20% = 10000.00 TWD; x 0.0311 = 311.00 USD; fee 31.10; receive 279.90
    expect(
      settleIntoWallet({
        currency: 'TWD',
        exchangeRate: '0.0311',
        profit: '50000',
        hwm: '0',
        profitSharePercent: '20',
      }),
    ).toMatchObject({
      outcome: 'SETTLED',
      exchangeRate: '0.0311',
      accountProfitShare: '10000.00',
      profitShare: '311.00',
      fee: '31.10',
      receive: '279.90',
      hwmAfter: '50000',
    });
  });

  it('says why nothing is due: below the mark, 0% agreed, or a share under a cent in either currency', () => {
    expect(settleIntoWallet({ ...usd, profit: '600', hwm: '1000', profitSharePercent: '20' })).toMatchObject({
      outcome: 'NOTHING_DUE',
      reason: 'PROFIT_NOT_ABOVE_HWM',
      recordStatus: null,
      hwmAfter: '1000',
      profitShare: '0.00',
    });
    expect(settleIntoWallet({ ...usd, profit: '500', hwm: '0', profitSharePercent: '0' })).toMatchObject({
      outcome: 'NOTHING_DUE',
      reason: 'NO_PROFIT_SHARE_AGREED',
      hwmAfter: '500',
    });
    // 10% x 0.04 = 0.004 -> 0.00 USD
    expect(settleIntoWallet({ ...usd, profit: '0.04', hwm: '0', profitSharePercent: '10' })).toMatchObject({
      outcome: 'NOTHING_DUE',
      reason: 'SHARE_BELOW_ONE_CENT',
      hwmAfter: '0.04',
    });
    // 10% x 3 TWD = 0.30 TWD x 0.0311 = 0.00933 -> 0.00 USD: nothing due, the mark still rises
    expect(
      settleIntoWallet({
        currency: 'TWD',
        exchangeRate: '0.0311',
        profit: '3',
        hwm: '0',
        profitSharePercent: '10',
      }),
    ).toMatchObject({
      outcome: 'NOTHING_DUE',
      reason: 'SHARE_BELOW_ONE_CENT',
      accountProfitShare: '0.30',
      hwmAfter: '3',
    });
  });

  it('defers a TWD robot when no rate is in force, leaving its mark where it was', () => {
    expect(
      settleIntoWallet({
        currency: 'TWD',
        exchangeRate: undefined,
        profit: '50000',
        hwm: '20000',
        profitSharePercent: '20',
      }),
    ).toMatchObject({
      outcome: 'DEFERRED',
      reason: 'EXCHANGE_RATE_MISSING',
      recordStatus: null,
      exchangeRate: null,
      hwmBefore: '20000',
      hwmAfter: '20000',
      accountProfitShare: '6000.00',
      profitShare: '0.00',
    });
    // with nothing due, no rate is needed
    expect(
      settleIntoWallet({
        currency: 'TWD',
        exchangeRate: undefined,
        profit: '1',
        hwm: '2',
        profitSharePercent: '20',
      }).outcome,
    ).toBe('NOTHING_DUE');
  });

  it('defers for broker funds in the account currency, fixing the USD amounts now and raising the mark', () => {
    // 10% x 5000 TWD = 500.00 TWD > 300 TWD free; in USD 500 x 0.03 = 15.00; fee 1.50; receive 13.50
    expect(
      settleIntoWallet({
        currency: 'TWD',
        exchangeRate: '0.03',
        profit: '5000',
        hwm: '0',
        profitSharePercent: '10',
        brokerFundsAvailable: '300',
      }),
    ).toMatchObject({
      outcome: 'DEFERRED',
      reason: 'BROKER_FUNDS_INSUFFICIENT',
      recordStatus: 'RESETTLEMENT',
      accountProfitShare: '500.00',
      profitShare: '15.00',
      fee: '1.50',
      receive: '13.50',
      hwmAfter: '5000',
    });
  });

  it('gives every reason to exactly one outcome', () => {
    expect(Object.keys(OUTCOME_OF_REASON).sort()).toEqual([...SETTLEMENT_REASONS].sort());
  });
});

describe('canResettle', () => {
  it('pays a held-back share once the funds in the account currency cover it', () => {
    expect(canResettle('500.00', '499.99')).toBe(false);
    expect(canResettle('500.00', '500')).toBe(true);
    expect(canResettle('500.00', undefined)).toBe(true);
  });
});
