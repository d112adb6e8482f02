import { describe, expect, it } from 'vitest';
import {
  isPendingProfitShare,
  PLATFORM_FEE_RATE,
  resettleProfitShare,
  settleProfitShare,
  settlementDueAt,
  SETTLEMENT_DELAY_DAYS,
  type PendingProfitShare,
} from './profit-share.rules.js';

describe('settleProfitShare', () => {
  it('shares the first profit of a robot', () => {
    // base = 1000 - 0 = 1000; share = 20% x 1000 = 200.00; fee = 10% x 200 = 20.00; receive = 180.00
    expect(settleProfitShare({ profit: '1000', hwm: '0', profitSharePercent: '20' })).toEqual({
      profit: '1000',
      shareBase: '1000',
      profitShare: '200.00',
      fee: '20.00',
      receive: '180.00',
      newHwm: '1000',
      status: 'SETTLED',
      reason: '',
    });
  });

  it('shares only the profit above the high-water mark', () => {
    // base = 1250 - 1000 = 250; share = 20% x 250 = 50.00; fee = 5.00; receive = 45.00
    expect(settleProfitShare({ profit: '1250', hwm: '1000', profitSharePercent: '20' })).toMatchObject({
      shareBase: '250',
      profitShare: '50.00',
      fee: '5.00',
      receive: '45.00',
      newHwm: '1250',
      status: 'SETTLED',
    });
  });

  it('shares nothing after a loss, and nothing for the recovery back to the old mark', () => {
    // loss: profit 600 < hwm 1000 -> base 0, the mark stays at 1000
    expect(settleProfitShare({ profit: '600', hwm: '1000', profitSharePercent: '20' })).toMatchObject({
      shareBase: '0',
      profitShare: '0.00',
      fee: '0.00',
      receive: '0.00',
      newHwm: '1000',
      status: 'NOTHING_DUE',
    });
    // recovery to exactly 1000 -> base 0 again
    expect(settleProfitShare({ profit: '1000', hwm: '1000', profitSharePercent: '20' }).status).toBe(
      'NOTHING_DUE',
    );
    // a cumulative loss below zero does not lower the mark either
    expect(settleProfitShare({ profit: '-300', hwm: '0', profitSharePercent: '20' }).newHwm).toBe('0');
  });

  it('rounds the share down and the fee half-up to cents, so fee + receive = share exactly', () => {
    // base 123.456; share = 15% x 123.456 = 18.5184 -> 18.51 (down); fee = 1.851 -> 1.85; receive = 16.66
    expect(settleProfitShare({ profit: '123.456', hwm: '0', profitSharePercent: '15' })).toMatchObject({
      profitShare: '18.51',
      fee: '1.85',
      receive: '16.66',
    });
    // share 0.05 -> fee 0.005 -> 0.01 (half-up); receive 0.04
    expect(settleProfitShare({ profit: '0.25', hwm: '0', profitSharePercent: '20' })).toMatchObject({
      profitShare: '0.05',
      fee: '0.01',
      receive: '0.04',
    });
    // share 0.99 -> fee 0.099 -> 0.10; receive 0.89
    expect(settleProfitShare({ profit: '9.9', hwm: '0', profitSharePercent: '10' })).toMatchObject({
      profitShare: '0.99',
      fee: '0.10',
      receive: '0.89',
    });
  });

  it('calls a share below one cent nothing due, but still raises the mark', () => {
    // 10% x 0.04 = 0.004 -> 0.00
    expect(settleProfitShare({ profit: '0.04', hwm: '0', profitSharePercent: '10' })).toMatchObject({
      shareBase: '0.04',
      profitShare: '0.00',
      newHwm: '0.04',
      status: 'NOTHING_DUE',
      reason: '',
    });
  });

  it('shares nothing at 0% and everything (less the fee) at 100%', () => {
    expect(settleProfitShare({ profit: '500', hwm: '0', profitSharePercent: '0' }).status).toBe(
      'NOTHING_DUE',
    );
    // 100% x 500 = 500.00; fee 50.00; receive 450.00
    expect(settleProfitShare({ profit: '500', hwm: '0', profitSharePercent: '100' })).toMatchObject({
      profitShare: '500.00',
      fee: '50.00',
      receive: '450.00',
    });
  });

  it('holds the share back when the broker funds cannot cover it, and still advances the mark', () => {
    // share = 10% x 500 = 50.00 > 30 available
    const held = settleProfitShare({
      profit: '500',
      hwm: '0',
      profitSharePercent: '10',
      brokerFundsAvailable: '30',
    });
    expect(held).toEqual({
      profit: '500',
      shareBase: '500',
      profitShare: '50.00',
      fee: '5.00',
      receive: '45.00',
      newHwm: '500',
      status: 'RESETTLEMENT',
      reason: 'BROKER_FUNDS_INSUFFICIENT',
    });
    // exactly enough funds settles now
    expect(
      settleProfitShare({ profit: '500', hwm: '0', profitSharePercent: '10', brokerFundsAvailable: '50.00' })
        .status,
    ).toBe('SETTLED');
  });

  it('throws on a percent outside [0, 100] or malformed input: stored data is trusted, so that is a bug', () => {
    expect(() => settleProfitShare({ profit: '1', hwm: '0', profitSharePercent: '101' })).toThrow(RangeError);
    expect(() => settleProfitShare({ profit: '1', hwm: '0', profitSharePercent: '-1' })).toThrow(RangeError);
    expect(() => settleProfitShare({ profit: 'abc', hwm: '0', profitSharePercent: '10' })).toThrow();
  });
});

describe('resettleProfitShare', () => {
  const held = settleProfitShare({
    profit: '500',
    hwm: '0',
    profitSharePercent: '10',
    brokerFundsAvailable: '0',
  });

  it('pays a held-back share once the funds cover it, with the same amounts', () => {
    expect(isPendingProfitShare(held)).toBe(true);
    if (!isPendingProfitShare(held)) return;
    expect(resettleProfitShare(held, '50')).toEqual({ ...held, status: 'RESETTLED', reason: '' });
  });

  it('keeps it pending while the funds still fall short', () => {
    if (!isPendingProfitShare(held)) throw new Error('expected a pending share');
    expect(resettleProfitShare(held, '49.99')).toBe(held);
  });

  it('throws when given a share that is not pending', () => {
    const settled = settleProfitShare({ profit: '500', hwm: '0', profitSharePercent: '10' });
    expect(() => resettleProfitShare(settled as PendingProfitShare, '100')).toThrow(TypeError);
  });
});

describe('constants', () => {
  it('the platform keeps 10% and settles 30 days after the robot is created', () => {
    expect(PLATFORM_FEE_RATE).toBe('0.10');
    expect(SETTLEMENT_DELAY_DAYS).toBe(30);
    expect(settlementDueAt('2025-01-01T08:00:00.000Z')).toBe('2025-01-31T08:00:00.000Z');
    expect(settlementDueAt('2024-02-15T00:00:00.000Z')).toBe('2024-03-16T00:00:00.000Z'); // leap February
  });
});
