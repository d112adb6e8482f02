import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BankAccountInput } from '../domain/accounts/accounts.js';
import { bankAccountFieldOf, validateBankAccount, validateBankAccountFields } from './bank-account.rules.js';
import { REGISTRY_EXAMPLE_IBANS } from './bank-account.test-helpers.js';

const VALID: BankAccountInput = {
  bankName: 'Deutsche Bank',
  bankAddress: 'Taunusanlage 12, Frankfurt',
  accountNumber: '0532013000',
  swiftCode: 'deut de ff',
  iban: 'de89 3704 0044 0532 0130 00',
  beneficiaryName: 'Demo Provider',
};

describe('validateBankAccountFields', () => {
  it('finds nothing wrong with a valid account', () => {
    expect(validateBankAccountFields(VALID)).toEqual({});
  });

  it('names every wrong field at once, a blank code field as required', () => {
    expect(
      validateBankAccountFields({
        bankName: ' ',
        bankAddress: 'x'.repeat(201),
        accountNumber: ' - ',
        swiftCode: 'DEUTXXFF',
        iban: 'DE89370400440532013001',
        beneficiaryName: '',
      }),
    ).toEqual({
      bankName: 'FIELD_REQUIRED',
      bankAddress: 'TEXT_TOO_LONG',
      accountNumber: 'FIELD_REQUIRED',
      swiftCode: 'SWIFT_INVALID',
      iban: 'IBAN_INVALID',
      beneficiaryName: 'FIELD_REQUIRED',
    });
    expect(validateBankAccountFields({ ...VALID, accountNumber: '12_34', swiftCode: '', iban: '' })).toEqual({
      accountNumber: 'BANK_ACCOUNT_ERROR',
      swiftCode: 'FIELD_REQUIRED',
      iban: 'FIELD_REQUIRED',
    });
  });

  it('maps the format codes back to their fields', () => {
    expect(bankAccountFieldOf('BANK_ACCOUNT_ERROR')).toBe('accountNumber');
    expect(bankAccountFieldOf('SWIFT_INVALID')).toBe('swiftCode');
    expect(bankAccountFieldOf('IBAN_INVALID')).toBe('iban');
    expect(bankAccountFieldOf('FIELD_REQUIRED')).toBeUndefined();
  });

  it('agrees with validateBankAccount: empty exactly when it accepts, its code at a field', () => {
    const text = fc.oneof(
      fc.constantFrom('', ' ', 'Bank', 'x'.repeat(101), 'x'.repeat(201)),
      fc.string({ maxLength: 8 }),
    );
    const code = (valid: readonly string[]) =>
      fc.oneof(fc.constantFrom(...valid), fc.constantFrom('', ' - ', 'ab-12'), fc.string({ maxLength: 12 }));
    const account = fc.record({
      bankName: text,
      bankAddress: text,
      accountNumber: code(['0532013000', '0417 1643-00']),
      swiftCode: code(['DEUTDEFF', 'abna nl 2a', 'DEUT-DEFF']),
      iban: code([...REGISTRY_EXAMPLE_IBANS, 'de89-3704-0044-0532-0130-00']),
      beneficiaryName: text,
    });
    fc.assert(
      fc.property(account, (input) => {
        const whole = validateBankAccount(input);
        const fields = validateBankAccountFields(input);
        expect(Object.keys(fields).length === 0).toBe(!whole.error);
        if (!whole.error) return;
        // Its refusal shows at a field: the same code, or "required" where the field is blank.
        const field = bankAccountFieldOf(whole.value);
        const shown = Object.values(fields).includes(whole.value);
        expect(shown || (field !== undefined && fields[field] === 'FIELD_REQUIRED')).toBe(true);
      }),
    );
  });
});
