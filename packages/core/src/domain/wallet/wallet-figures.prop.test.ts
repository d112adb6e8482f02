import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, isDecimalString } from '../../shared/money.js';
import {
  ASSET_WALLET_FIGURES,
  PLATFORM_WALLET_FIGURES,
  walletFiguresOf,
  walletReadsAgree,
} from './wallet-figures.js';

/** Decimal text at a scale of 0-6 places, from cents units: never a float. */
const decimalText = (min: number, max: number) =>
  fc
    .tuple(
      fc.bigInt({ min: BigInt(min) * 10n ** 6n, max: BigInt(max) * 10n ** 6n }),
      fc.integer({ min: 0, max: 6 }),
    )
    .map(([units, scale]) =>
      dec(units.toString())
        .dividedBy(10 ** 6)
        .toDecimalPlaces(scale)
        .toFixed(scale),
    );

/** Money as the ledger holds it: at most cents. */
const moneyText = (min: number, max: number) =>
  fc
    .tuple(fc.bigInt({ min: BigInt(min) * 100n, max: BigInt(max) * 100n }), fc.integer({ min: 0, max: 2 }))
    .map(([cents, scale]) =>
      dec(cents.toString())
        .dividedBy(100)
        .toFixed(scale === 0 ? undefined : 2),
    );

/** A consistent snapshot: withdrawable cash and frozen money, both at or above zero. */
const reads = fc
  .record({
    cash: moneyText(0, 1_000_000_000),
    frozen: moneyText(0, 1_000_000_000),
    tokens: decimalText(0, 1_000_000),
    net: decimalText(-1_000_000, 1_000_000_000),
    cost: decimalText(0, 1_000_000),
  })
  .map(({ cash, frozen, tokens, net, cost }) => {
    const total = dec(cash).plus(dec(frozen)).toFixed();
    return {
      wallet: { balance: total, tokenBalance: tokens, frozenAmount: frozen, withdrawableBalance: cash },
      summary: {
        net,
        cash,
        securities: '0',
        transactionCost: cost,
        totalFunds: total,
        realFunds: total,
      },
    };
  });

describe('walletFiguresOf (properties)', () => {
  it('total = frozen + withdrawable, each a decimal at cents, frozen never below zero', () => {
    fc.assert(
      fc.property(reads, (input) => {
        const figures = walletFiguresOf(input);
        expect(figures.error).toBe(false);
        if (figures.error) return;
        const { total, frozen, withdrawable } = figures.value.platform;
        for (const value of [total, frozen, withdrawable]) expect(value).toMatch(/^-?\d+\.\d{2}$/);
        expect(dec(frozen).plus(dec(withdrawable)).equals(dec(total))).toBe(true);
        expect(dec(frozen).isNegative()).toBe(false);
      }),
    );
  });

  it('the two switch positions agree: cash is withdrawable, total funds is the total', () => {
    fc.assert(
      fc.property(reads, (input) => {
        const figures = walletFiguresOf(input);
        if (figures.error) throw new Error(figures.value);
        expect(figures.value.assets.cash).toBe(figures.value.platform.withdrawable);
        expect(figures.value.assets.totalFunds).toBe(figures.value.platform.total);
        expect(walletReadsAgree(input)).toBe(true);
      }),
    );
  });

  it('every figure of both positions is a decimal string, and the token balance keeps its value', () => {
    fc.assert(
      fc.property(reads, (input) => {
        const figures = walletFiguresOf(input);
        if (figures.error) throw new Error(figures.value);
        for (const id of PLATFORM_WALLET_FIGURES)
          expect(isDecimalString(figures.value.platform[id])).toBe(true);
        for (const id of ASSET_WALLET_FIGURES) expect(isDecimalString(figures.value.assets[id])).toBe(true);
        expect(dec(figures.value.platform.tokenBalance).equals(dec(input.wallet.tokenBalance))).toBe(true);
      }),
    );
  });

  it('a wallet read at another moment than the summary is told apart', () => {
    fc.assert(
      fc.property(reads, moneyText(1, 1_000_000), (input, moved) => {
        const withdrawableBalance = dec(input.wallet.withdrawableBalance).plus(dec(moved)).toFixed();
        const later = { ...input, wallet: { ...input.wallet, withdrawableBalance } };
        expect(walletReadsAgree(later)).toBe(false);
        // each position still shows its own answer, total = frozen + withdrawable
        const figures = walletFiguresOf(later);
        if (figures.error) throw new Error(figures.value);
        expect(dec(figures.value.platform.total).minus(dec(input.wallet.balance)).equals(dec(moved))).toBe(
          true,
        );
      }),
    );
  });
});
