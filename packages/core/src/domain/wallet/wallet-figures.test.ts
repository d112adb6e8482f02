import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../shared/result.js';
import { EMPTY_WALLET, walletFromServer, type AssetSummary, type Wallet } from './wallet.js';
import {
  ASSET_WALLET_FIGURES,
  PLATFORM_WALLET_FIGURES,
  walletBalancesOf,
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
const WALLET: Wallet = {
  balance: '3923.62',
  tokenBalance: '35',
  frozenAmount: '750.00',
  withdrawableBalance: '3173.62',
};

describe('walletFromServer', () => {
  it("keeps every field of the server's answer (frozen and withdrawable were zeroed before)", () => {
    expect(walletFromServer(WALLET)).toEqual(WALLET);
    expect(walletFromServer({ balance: '10', tokenBalance: '1' })).toEqual({
      ...EMPTY_WALLET,
      balance: '10',
      tokenBalance: '1',
    });
  });

  it('keeps nothing the wallet does not have', () => {
    expect(walletFromServer({ ...WALLET, extra: 'x' } as Wallet)).toEqual(WALLET);
  });
});

describe('walletBalancesOf', () => {
  it('is the one model: total, frozen, withdrawable at cents, tokens as written', () => {
    expect(walletBalancesOf({ ...WALLET, frozenAmount: '750', withdrawableBalance: '3171.71' })).toEqual(
      ok({ total: '3921.71', frozen: '750.00', withdrawable: '3171.71', tokenBalance: '35' }),
    );
  });

  it('sums the total from its parts, whatever balance meant for the query (payment=withdraw)', () => {
    // with payment=withdraw the answer's balance is the withdrawable part only
    expect(walletBalancesOf({ ...WALLET, balance: '3173.62' })).toMatchObject(ok({ total: '3923.62' }));
  });

  it('is exact where floats are not: 0.1 + 0.2 frozen and withdrawable make 0.30', () => {
    const balances = walletBalancesOf({ ...WALLET, frozenAmount: '0.1', withdrawableBalance: '0.2' });
    expect(balances.error ? null : balances.value.total).toBe('0.30');
  });

  it('refuses an answer that is not decimal, or money below zero', () => {
    expect(walletBalancesOf({ ...WALLET, frozenAmount: '1e3' })).toEqual(fail('INTERNAL_ERROR'));
    expect(walletBalancesOf({ ...WALLET, tokenBalance: 'NaN' })).toEqual(fail('INTERNAL_ERROR'));
    expect(walletBalancesOf({ ...WALLET, withdrawableBalance: '-1.00' })).toEqual(fail('INTERNAL_ERROR'));
  });
});

describe('walletFiguresOf', () => {
  it('shows the wallet answer as the platform position and the assets view beside it', () => {
    expect(walletFiguresOf({ wallet: WALLET, summary: SUMMARY })).toEqual(
      ok({
        platform: { total: '3923.62', frozen: '750.00', withdrawable: '3173.62', tokenBalance: '35' },
        assets: SUMMARY,
      }),
    );
  });

  it('writes USD at cents', () => {
    const figures = walletFiguresOf({
      wallet: { ...WALLET, frozenAmount: '10', withdrawableBalance: '0.1', tokenBalance: '2.50' },
      summary: { ...SUMMARY, totalFunds: '10.1', cash: '0.1', net: '7', realFunds: '10.1' },
    });
    expect(figures).toMatchObject(
      ok({
        platform: { total: '10.10', frozen: '10.00', withdrawable: '0.10', tokenBalance: '2.5' },
        assets: { net: '7.00', cash: '0.10', totalFunds: '10.10', realFunds: '10.10' },
      }),
    );
  });

  it('refuses a summary that is not decimal', () => {
    expect(walletFiguresOf({ wallet: WALLET, summary: { ...SUMMARY, cash: '1e3' } })).toEqual(
      fail('INTERNAL_ERROR'),
    );
  });
});

describe('walletReadsAgree', () => {
  it('holds when withdrawable is the cash and total the total funds, whatever the scale', () => {
    expect(walletReadsAgree({ wallet: { ...WALLET, frozenAmount: '750.000' }, summary: SUMMARY })).toBe(true);
    expect(
      walletReadsAgree({ wallet: { ...WALLET, withdrawableBalance: '3174.62' }, summary: SUMMARY }),
    ).toBe(false);
    expect(walletReadsAgree({ wallet: { ...WALLET, frozenAmount: '751.00' }, summary: SUMMARY })).toBe(false);
    expect(walletReadsAgree({ wallet: { ...WALLET, frozenAmount: 'x' }, summary: SUMMARY })).toBe(false);
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
    const figures = walletFiguresOf({ wallet: WALLET, summary: SUMMARY });
    if (figures.error) throw new Error(figures.value);
    expect(walletFigureValue(figures.value, 'frozen')).toBe('750.00');
    expect(walletFigureValue(figures.value, 'transactionCost')).toBe('25.00');
    for (const id of PLATFORM_WALLET_FIGURES)
      expect(walletFigureValue(figures.value, id)).toBe(figures.value.platform[id]);
    for (const id of ASSET_WALLET_FIGURES)
      expect(walletFigureValue(figures.value, id)).toBe(figures.value.assets[id]);
  });
});
