import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../shared/money.js';
import { DOT_DECIMAL, readAmountInput } from './amount-input.js';

const COMMA_DECIMAL = { decimal: ',', group: '.' };

describe('readAmountInput', () => {
  it("reads the interface language's own form: grouped digits and its decimal separator", () => {
    expect(readAmountInput('1.234,56', COMMA_DECIMAL)).toBe('1234.56');
    expect(readAmountInput(' 100,5 ', COMMA_DECIMAL)).toBe('100.5');
    expect(readAmountInput('1.000.000', COMMA_DECIMAL)).toBe('1000000');
    expect(readAmountInput('1,234.56', DOT_DECIMAL)).toBe('1234.56');
    expect(readAmountInput('12,000', DOT_DECIMAL)).toBe('12000');
  });

  it('reads Myanmar digits and the full-width digits of a CJK input method', () => {
    expect(readAmountInput('၁,၂၃၄.၅၀', DOT_DECIMAL)).toBe('1234.50');
    expect(readAmountInput('１２３．４５', DOT_DECIMAL)).toBe('123.45');
    expect(readAmountInput('１，０００', DOT_DECIMAL)).toBe('1000');
  });

  it('reads a full-width comma as the comma it stands for, a decimal mark only where the comma is one', () => {
    expect(readAmountInput('１００，５', COMMA_DECIMAL)).toBe('100.5');
    expect(readAmountInput('１．２３４，５６', COMMA_DECIMAL)).toBe('1234.56');
    // In en-US '100,50' is ambiguous: passed on with its comma (refused later), never read as 10050.
    expect(readAmountInput('１００，５０', DOT_DECIMAL)).toBe('100,50');
  });

  it('leaves what is already plain, and what is ambiguous, as typed for the rules to judge', () => {
    expect(readAmountInput('250', COMMA_DECIMAL)).toBe('250');
    expect(readAmountInput('100.50', COMMA_DECIMAL)).toBe('100.50'); // not groups of three: a decimal point
    expect(readAmountInput('100,50', DOT_DECIMAL)).toBe('100,50'); // refused later as AMOUNT_INVALID
    expect(readAmountInput('1,23,456', DOT_DECIMAL)).toBe('1,23,456');
    expect(readAmountInput('abc', COMMA_DECIMAL)).toBe('abc');
    expect(readAmountInput('', COMMA_DECIMAL)).toBe('');
  });

  it('reads back every amount as Intl writes it in each of the six languages', () => {
    const languages = ['en-US', 'zh-TW', 'zh-CN', 'ja-JP', 'vi-VN', 'my-MM'] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom(...languages),
        (whole, cents, language) => {
          const text = `${whole}.${String(cents).padStart(2, '0')}`;
          const format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, useGrouping: true });
          const parts = format.formatToParts(1234.5);
          const separators = {
            decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
            group: parts.find((p) => p.type === 'group')?.value ?? '',
          };
          const shown = format.format(text as `${number}`);
          expect(dec(readAmountInput(shown, separators)).equals(dec(text))).toBe(true);
        },
      ),
    );
  });
});
