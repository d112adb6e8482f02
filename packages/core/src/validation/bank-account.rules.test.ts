import { describe, expect, it } from 'vitest';
import type { BankAccountInput } from '../domain/accounts/accounts.js';
import { isValidBic, isValidIban, normaliseIban, validateBankAccount } from './bank-account.rules.js';
import { REGISTRY_EXAMPLE_IBANS } from './bank-account.test-helpers.js';

const account: BankAccountInput = {
  bankName: '  ABN  AMRO Bank ',
  bankAddress: 'Gustav Mahlerlaan 10, Amsterdam',
  accountNumber: '0417 1643-00',
  swiftCode: 'abna nl 2a',
  iban: 'nl91 abna 0417 1643 00',
  beneficiaryName: 'Alice Chen',
};

describe('isValidIban', () => {
  it.each(REGISTRY_EXAMPLE_IBANS)('accepts the registry example %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it('accepts the way users paste it: spaces, dashes, lower case', () => {
    expect(isValidIban('NL91 ABNA 0417 1643 00')).toBe(true);
    expect(isValidIban('de89-3704-0044-0532-0130-00')).toBe(true);
    expect(normaliseIban(' gb82 west 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
  });

  it.each([
    ['wrong check digits', 'NL92ABNA0417164300'],
    ['one digit changed', 'DE89370400440532013001'],
    ['two digits swapped', 'DE89370400440532013000'.replace('0532', '0523')],
    ['too short for the country', 'NL91ABNA041716430'],
    ['unknown country', 'XX91ABNA0417164300'],
    ['letters where the country has digits', 'DE89370400440532O13000'],
    ['empty', ''],
    ['garbage', 'not an iban'],
  ])('refuses %s', (_name, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });
});

describe('isValidBic', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'ABNANL2A', 'bofaus3n', 'HSBC HK HH XXX'])('accepts %s', (bic) => {
    expect(isValidBic(bic)).toBe(true);
  });

  it.each([
    ['7 characters', 'DEUTDEF'],
    ['10 characters', 'DEUTDEFF50'],
    ['unknown country XX', 'DEUTXXFF'],
    ['digit in the bank code', 'D3UTDEFF'],
    ['symbol', 'DEUT-DEFF'],
    ['empty', ''],
  ])('refuses %s', (_name, bic) => {
    expect(isValidBic(bic)).toBe(false);
  });
});

describe('validateBankAccount', () => {
  it('normalises a valid account: texts trimmed and collapsed, codes upper case without separators', () => {
    expect(validateBankAccount(account)).toEqual({
      error: false,
      value: {
        bankName: 'ABN AMRO Bank',
        bankAddress: 'Gustav Mahlerlaan 10, Amsterdam',
        accountNumber: '0417164300',
        swiftCode: 'ABNANL2A',
        iban: 'NL91ABNA0417164300',
        beneficiaryName: 'Alice Chen',
      },
    });
  });

  it.each<[string, Partial<BankAccountInput>, string]>([
    ['blank bank name', { bankName: '  ' }, 'FIELD_REQUIRED'],
    ['long bank name', { bankName: 'b'.repeat(101) }, 'TEXT_TOO_LONG'],
    ['blank bank address', { bankAddress: '' }, 'FIELD_REQUIRED'],
    ['long bank address', { bankAddress: 'a'.repeat(201) }, 'TEXT_TOO_LONG'],
    ['blank account number', { accountNumber: ' ' }, 'BANK_ACCOUNT_ERROR'],
    ['account number with symbols', { accountNumber: '0417#1643' }, 'BANK_ACCOUNT_ERROR'],
    ['account number over 34', { accountNumber: '1'.repeat(35) }, 'BANK_ACCOUNT_ERROR'],
    ['bad SWIFT', { swiftCode: 'ABNA' }, 'SWIFT_INVALID'],
    ['bad IBAN', { iban: 'NL92ABNA0417164300' }, 'IBAN_INVALID'],
    ['missing IBAN', { iban: '' }, 'IBAN_INVALID'],
    ['blank beneficiary', { beneficiaryName: '' }, 'FIELD_REQUIRED'],
    ['long beneficiary', { beneficiaryName: 'n'.repeat(101) }, 'TEXT_TOO_LONG'],
  ])('refuses %s', (_name, change, code) => {
    expect(validateBankAccount({ ...account, ...change })).toEqual({ error: true, value: code });
  });

  it('checks in form order: bank name, address, account number, SWIFT, IBAN, beneficiary', () => {
    const broken = {
      bankName: '',
      bankAddress: '',
      accountNumber: '',
      swiftCode: '',
      iban: '',
      beneficiaryName: '',
    };
    expect(validateBankAccount(broken).value).toBe('FIELD_REQUIRED');
    expect(validateBankAccount({ ...broken, bankName: 'B', bankAddress: 'A' }).value).toBe(
      'BANK_ACCOUNT_ERROR',
    );
    expect(
      validateBankAccount({ ...broken, bankName: 'B', bankAddress: 'A', accountNumber: '1' }).value,
    ).toBe('SWIFT_INVALID');
    expect(
      validateBankAccount({
        ...broken,
        bankName: 'B',
        bankAddress: 'A',
        accountNumber: '1',
        swiftCode: 'DEUTDEFF',
      }).value,
    ).toBe('IBAN_INVALID');
  });
});
