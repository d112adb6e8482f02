import { describe, expect, it } from 'vitest';
import type { FollowOrderRecord, ProfitShareRecord } from './profit-share-record.js';
import {
  addFollowOrders,
  addProfitShares,
  EMPTY_FOLLOW_ORDER_TOTALS,
  EMPTY_PROFIT_SHARE_TOTALS,
} from './report-totals.js';

const share = (profitShare: string, fee: string, receive: string): ProfitShareRecord => ({
  id: `r-${profitShare}`,
  signalId: 's1',
  signalName: 'GoldTrend.Pro',
  robotId: 'b1',
  robotName: 'GoldTrend.Pro#1',
  followType: 'FULL_SIGNAL',
  settleTime: '2024-05-01T12:00:00.000Z',
  profit: '999.99',
  hwm: '999.99',
  profitShare,
  fee,
  receive,
  status: 'SETTLED',
  reason: '',
  currency: 'USD',
  accountProfitShare: profitShare,
  exchangeRate: '1',
  outcome: 'SETTLED',
  outcomeReason: 'PROFIT_ABOVE_HWM',
});

const order = (followOrders: number, followVolume: string, profit: string): FollowOrderRecord => ({
  id: `o-${followVolume}`,
  signalId: 's1',
  signalName: 'GoldTrend.Pro',
  orderId: 'x',
  ticket: '1',
  symbol: 'XAUUSD',
  side: 'BUY',
  impactVolume: '0.1',
  followOrders,
  followVolume,
  profit,
  openTime: '2024-05-01T00:00:00.000Z',
  closeTime: null,
});

describe('addProfitShares', () => {
  it('sums share, fee and receive at cents, in decimals', () => {
    // 0.10 + 0.20 = 0.30 exactly (a float would give 0.30000000000000004); fees 0.01 + 0.02 = 0.03
    const totals = addProfitShares(EMPTY_PROFIT_SHARE_TOTALS, [
      share('0.10', '0.01', '0.09'),
      share('0.20', '0.02', '0.18'),
    ]);
    expect(totals).toEqual({ records: 2, profitShare: '0.30', fee: '0.03', receive: '0.27' });
  });

  it('adds page after page to the same result as all at once', () => {
    const records = [
      share('200.00', '20.00', '180.00'),
      share('50.00', '5.00', '45.00'),
      share('1.69', '0.17', '1.52'),
    ];
    const paged = addProfitShares(
      addProfitShares(EMPTY_PROFIT_SHARE_TOTALS, records.slice(0, 1)),
      records.slice(1),
    );
    // 200.00 + 50.00 + 1.69 = 251.69; 20.00 + 5.00 + 0.17 = 25.17; 180.00 + 45.00 + 1.52 = 226.52
    expect(paged).toEqual({ records: 3, profitShare: '251.69', fee: '25.17', receive: '226.52' });
    expect(addProfitShares(EMPTY_PROFIT_SHARE_TOTALS, records)).toEqual(paged);
  });

  it('leaves the totals unchanged for an empty page', () => {
    expect(addProfitShares(EMPTY_PROFIT_SHARE_TOTALS, [])).toEqual(EMPTY_PROFIT_SHARE_TOTALS);
  });
});

describe('addFollowOrders', () => {
  it('counts follow orders and sums volume exactly and profit at cents', () => {
    // orders 4 + 3 = 7; volume 0.0309 + 0.12 = 0.1509 (not rounded); profit 1.95 + -3.5 = -1.55
    const totals = addFollowOrders(EMPTY_FOLLOW_ORDER_TOTALS, [
      order(4, '0.0309', '1.95'),
      order(3, '0.12', '-3.5'),
    ]);
    expect(totals).toEqual({ records: 2, followOrders: 7, followVolume: '0.1509', profit: '-1.55' });
  });
});
