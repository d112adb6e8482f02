import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../shared/result.js';
import type { AssetSummary } from './wallet.js';
import {
  ASSET_WALLET_FIGURES,
  PLATFORM_WALLET_FIGURES,
  walletFiguresOf,
  walletFigureUnit,
  walletFigureValue,
  walletReadsAgree,
} from './wallet-figures.js';

const SUMMARY: AssetSummary = {
  net: '5098.62',
  cash: '3173.62',
  securities: '0.00',
  transactionCost: '25.00',
  totalFunds: '3923.62',
  realFunds: '3923.62',
};

describe('walletFiguresOf', () => {
  it('splits the total into frozen and withdrawable from the assets view, tokens from the wallet', () => {
    // 3923.62 total - 3173.62 withdrawable = 750.00 held by open withdrawals
    expect(walletFiguresOf({ wallet: { balance: '3923.62', tokenBalance: '35' }, summary: SUMMARY })).toEqual(
      ok({
        platform: { total: '3923.62', frozen: '750.00', withdrawable: '3173.62', tokenBalance: '35' },
        assets: SUMMARY,
      }),
    );
  });

  it('writes USD at cents and keeps tokens as the server wrote them', () => {
    const figures = walletFiguresOf({
      wallet: { balance: '10.1', tokenBalance: '2.50' },
      summary: { ...SUMMARY, totalFunds: '10.1', cash: '0.1', net: '7', realFunds: '10.1' },
    });
    expect(figures).toMatchObject(
      ok({
        platform: { total: '10.10', frozen: '10.00', withdrawable: '0.10', tokenBalance: '2.5' },
        assets: { net: '7.00', cash: '0.10', totalFunds: '10.10', realFunds: '10.10' },
      }),
    );
  });

  it('is exact where floats are not: 0.3 total, 0.1 withdrawable leaves 0.20 frozen', () => {
    const figures = walletFiguresOf({
      wallet: { balance: '0.3', tokenBalance: '0' },
      summary: { ...SUMMARY, totalFunds: '0.3', cash: '0.1' },
    });
    expect(figures.error ? null : figures.value.platform.frozen).toBe('0.20');
  });

  it('refuses an answer that is not decimal, or whose cash exceeds the total', () => {
    const wallet = { balance: '1', tokenBalance: '0' };
    expect(walletFiguresOf({ wallet, summary: { ...SUMMARY, cash: '1e3' } })).toEqual(fail('INTERNAL_ERROR'));
    expect(walletFiguresOf({ wallet: { ...wallet, tokenBalance: 'NaN' }, summary: SUMMARY })).toEqual(
      fail('INTERNAL_ERROR'),
    );
    expect(walletFiguresOf({ wallet, summary: { ...SUMMARY, cash: '4000.00' } })).toEqual(
      fail('INTERNAL_ERROR'),
    );
  });
});

describe('walletReadsAgree', () => {
  it('holds when the wallet balance is the total funds, whatever the scale', () => {
    expect(walletReadsAgree({ wallet: { balance: '3923.620', tokenBalance: '0' }, summary: SUMMARY })).toBe(
      true,
    );
    expect(walletReadsAgree({ wallet: { balance: '3924.62', tokenBalance: '0' }, summary: SUMMARY })).toBe(
      false,
    );
    expect(walletReadsAgree({ wallet: { balance: 'x', tokenBalance: '0' }, summary: SUMMARY })).toBe(false);
  });
});

describe('walletFigureUnit', () => {
  it('counts tokens for the token balance only', () => {
    expect(walletFigureUnit('tokenBalance')).toBe('TOKEN');
    expect(walletFigureUnit('total')).toBe('USD');
    expect(walletFigureUnit('transactionCost')).toBe('USD');
  });
});

describe('walletFigureValue', () => {
  it('finds each figure of either position by its id', () => {
    const figures = walletFiguresOf({ wallet: { balance: '3923.62', tokenBalance: '35' }, summary: SUMMARY });
    if (figures.error) throw new Error(figures.value);
    expect(walletFigureValue(figures.value, 'frozen')).toBe('750.00');
    expect(walletFigureValue(figures.value, 'transactionCost')).toBe('25.00');
    for (const id of PLATFORM_WALLET_FIGURES)
      expect(walletFigureValue(figures.value, id)).toBe(figures.value.platform[id]);
    for (const id of ASSET_WALLET_FIGURES)
      expect(walletFigureValue(figures.value, id)).toBe(figures.value.assets[id]);
  });
});
