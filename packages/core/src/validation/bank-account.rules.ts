import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { BankAccountInput } from '../domain/accounts/accounts.js';
import type { ErrorCode } from '../shared/error-codes.js';
import { fail, ok, type Result } from '../shared/result.js';
import { codePointLength, normaliseText } from './text.js';

export const BANK_NAME_MAX_LENGTH = 100;
export const BANK_ADDRESS_MAX_LENGTH = 200;
export const BENEFICIARY_NAME_MAX_LENGTH = 100;
/** ISO 13616 caps an IBAN (and so any account number worth wiring to) at 34 characters. */
export const ACCOUNT_NUMBER_MAX_LENGTH = 34;

/** IBAN in electronic format: upper case, no spaces or dashes ('nl91 abna 0417 1643 00' -> 'NL91ABNA0417164300'). */
export const normaliseIban = (input: string): string => electronicFormatIBAN(input) ?? '';

/** SWIFT/BIC as stored: upper case, no spaces. */
export const normaliseBic = (input: string): string => input.replace(/\s+/g, '').toUpperCase();

/**
 * IBAN (ISO 13616): known country, that country's length and BBAN format, and the mod-97 check
 * digits. Accepts the way users paste it (spaces, dashes, lower case).
 */
export const isValidIban = (input: string): boolean => {
  const iban = normaliseIban(input);
  return iban !== '' && isValidIBAN(iban);
};

/** SWIFT/BIC (ISO 9362): 4-letter bank, known 2-letter country, 2-character location, optional 3-character branch. */
export const isValidBic = (input: string): boolean => isValidBIC(normaliseBic(input));

const ACCOUNT_NUMBER_PATTERN = new RegExp(`^[A-Z0-9]{1,${ACCOUNT_NUMBER_MAX_LENGTH}}$`);

const requiredText = (value: string, maxLength: number): Result<string> => {
  const text = normaliseText(value).replace(/\s+/g, ' ');
  if (text === '') return fail('FIELD_REQUIRED');
  return codePointLength(text) > maxLength ? fail('TEXT_TOO_LONG') : ok(text);
};

/**
 * A bank account for wire withdrawals, every field required, checked in form order:
 * bank name, bank address (blank FIELD_REQUIRED, too long TEXT_TOO_LONG), account number
 * (1-34 letters/digits after removing spaces and dashes, BANK_ACCOUNT_ERROR), SWIFT (SWIFT_INVALID),
 * IBAN (IBAN_INVALID), beneficiary name (as the bank name). Returns the normalised account: texts
 * trimmed with inner runs of spaces collapsed, codes upper case without separators.
 */
export const validateBankAccount = (input: BankAccountInput): Result<BankAccountInput> => {
  const bankName = requiredText(input.bankName, BANK_NAME_MAX_LENGTH);
  if (bankName.error) return bankName;
  const bankAddress = requiredText(input.bankAddress, BANK_ADDRESS_MAX_LENGTH);
  if (bankAddress.error) return bankAddress;
  const accountNumber = input.accountNumber.replace(/[\s-]+/g, '').toUpperCase();
  if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber)) return fail('BANK_ACCOUNT_ERROR');
  if (!isValidBic(input.swiftCode)) return fail('SWIFT_INVALID');
  if (!isValidIban(input.iban)) return fail('IBAN_INVALID');
  const beneficiaryName = requiredText(input.beneficiaryName, BENEFICIARY_NAME_MAX_LENGTH);
  if (beneficiaryName.error) return beneficiaryName;
  return ok({
    bankName: bankName.value,
    bankAddress: bankAddress.value,
    accountNumber,
    swiftCode: normaliseBic(input.swiftCode),
    iban: normaliseIban(input.iban),
    beneficiaryName: beneficiaryName.value,
  });
};

/** The fields of the bank account form, in form order (the order `validateBankAccount` checks them). */
export const BANK_ACCOUNT_FIELDS = [
  'bankName',
  'bankAddress',
  'accountNumber',
  'swiftCode',
  'iban',
  'beneficiaryName',
] as const satisfies readonly (keyof BankAccountInput)[];
export type BankAccountField = (typeof BANK_ACCOUNT_FIELDS)[number];
export type BankAccountFieldErrors = Partial<Record<BankAccountField, ErrorCode>>;

/** The code of a blank code field: asking for it reads better than calling an empty field invalid. */
const codeField = (
  value: string,
  isValid: (value: string) => boolean,
  invalid: ErrorCode,
): ErrorCode | undefined => {
  if (value.replace(/[\s-]+/g, '') === '') return 'FIELD_REQUIRED';
  return isValid(value) ? undefined : invalid;
};

/**
 * Every field of a bank account with what is wrong with it, so a form shows each message at its field
 * as typed. Empty exactly when `validateBankAccount` accepts the account (a property test holds them
 * together), with the same codes except that a blank account number, SWIFT or IBAN is FIELD_REQUIRED.
 */
export const validateBankAccountFields = (input: BankAccountInput): BankAccountFieldErrors => {
  const errors: BankAccountFieldErrors = {};
  const bankName = requiredText(input.bankName, BANK_NAME_MAX_LENGTH);
  if (bankName.error) errors.bankName = bankName.value;
  const bankAddress = requiredText(input.bankAddress, BANK_ADDRESS_MAX_LENGTH);
  if (bankAddress.error) errors.bankAddress = bankAddress.value;
  const accountNumber = codeField(
    input.accountNumber,
    (value) => ACCOUNT_NUMBER_PATTERN.test(value.replace(/[\s-]+/g, '').toUpperCase()),
    'BANK_ACCOUNT_ERROR',
  );
  if (accountNumber) errors.accountNumber = accountNumber;
  const swiftCode = codeField(input.swiftCode, isValidBic, 'SWIFT_INVALID');
  if (swiftCode) errors.swiftCode = swiftCode;
  const iban = codeField(input.iban, isValidIban, 'IBAN_INVALID');
  if (iban) errors.iban = iban;
  const beneficiaryName = requiredText(input.beneficiaryName, BENEFICIARY_NAME_MAX_LENGTH);
  if (beneficiaryName.error) errors.beneficiaryName = beneficiaryName.value;
  return errors;
};

const FIELD_OF_BANK_CODE: Partial<Record<ErrorCode, BankAccountField>> = {
  BANK_ACCOUNT_ERROR: 'accountNumber',
  SWIFT_INVALID: 'swiftCode',
  IBAN_INVALID: 'iban',
};

/**
 * The field a refusal of a bank account names, for a server's answer to be shown at its field;
 * undefined for a code that names none (FIELD_REQUIRED could be any text field).
 */
export const bankAccountFieldOf = (code: ErrorCode): BankAccountField | undefined => FIELD_OF_BANK_CODE[code];
