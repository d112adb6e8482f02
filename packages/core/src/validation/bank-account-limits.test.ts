import { describe, expect, it } from 'vitest';
import type { BankAccountInput } from '../domain/accounts/accounts.js';
import { fail } from '../shared/result.js';
import {
  BANK_ADDRESS_MAX_LENGTH,
  BANK_NAME_MAX_LENGTH,
  BENEFICIARY_NAME_MAX_LENGTH,
  validateBankAccount,
  validateBankAccountFields,
} from './bank-account.rules.js';

const account: BankAccountInput = {
  bankName: 'ABN AMRO Bank',
  bankAddress: 'Gustav Mahlerlaan 10, Amsterdam',
  accountNumber: '0417164300',
  swiftCode: 'ABNANL2A',
  iban: 'NL91ABNA0417164300',
  beneficiaryName: 'Alice Chen',
};

describe('validateBankAccountFields of a valid account', () => {
  it('is an object without a single key, not one with keys left undefined', () => {
    const errors = validateBankAccountFields({
      ...account,
      swiftCode: 'abna nl 2a',
      iban: 'nl91 abna 0417 1643 00',
    });
    expect(Object.keys(errors)).toEqual([]);
  });
});

describe('bank account texts at their limits', () => {
  // A CJK letter outside the BMP: one character, two UTF-16 units; the limits count characters.
  const rare = '\u{20000}';

  it.each([
    ['bankName', BANK_NAME_MAX_LENGTH],
    ['bankAddress', BANK_ADDRESS_MAX_LENGTH],
    ['beneficiaryName', BENEFICIARY_NAME_MAX_LENGTH],
  ] as const)('takes a %s of exactly its limit (%i characters) and refuses one more', (field, limit) => {
    for (const char of ['x', rare]) {
      const atLimit = { ...account, [field]: char.repeat(limit) };
      expect(validateBankAccount(atLimit)).toMatchObject({
        error: false,
        value: { [field]: char.repeat(limit) },
      });
      expect(validateBankAccountFields(atLimit)).toStrictEqual({});
      const over = { ...account, [field]: char.repeat(limit + 1) };
      expect(validateBankAccount(over)).toEqual(fail('TEXT_TOO_LONG'));
      expect(validateBankAccountFields(over)).toEqual({ [field]: 'TEXT_TOO_LONG' });
    }
  });

  it('counts a text once trimmed and its inner runs of spaces collapsed', () => {
    const padded = `  ${'x'.repeat(BANK_NAME_MAX_LENGTH - 2)}    y  `;
    expect(validateBankAccount({ ...account, bankName: padded })).toMatchObject({
      error: false,
      value: { bankName: `${'x'.repeat(BANK_NAME_MAX_LENGTH - 2)} y` },
    });
  });
});
