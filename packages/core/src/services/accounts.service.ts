import type { ApiClient } from '../api/api-client.js';
import type {
  BankAccount,
  BankAccountInput,
  CryptoAddress,
  CryptoAddressInput,
} from '../domain/accounts/accounts.js';
import type { WithdrawalCurrency } from '../domain/withdrawal/withdrawal.js';
import { fail, mapResult, ok, type Result } from '../shared/result.js';
import { validateBankAccount } from '../validation/bank-account.rules.js';
import { validateCryptoAddress } from '../validation/crypto-address.rules.js';

/** Withdrawal accounts: bank accounts (valid SWIFT and IBAN) and crypto addresses. */
export class AccountsService {
  constructor(private readonly deps: { readonly api: ApiClient }) {}

  bankAccounts(): Promise<Result<readonly BankAccount[]>> {
    return this.deps.api.call('GET /user/bank_account');
  }

  /** One of the member's bank accounts, for its edit form (the API lists them; there is no GET by id). */
  async bankAccount(id: string): Promise<Result<BankAccount>> {
    const accounts = await this.bankAccounts();
    if (accounts.error) return accounts;
    const account = accounts.value.find((candidate) => candidate.id === id);
    return account === undefined ? fail('BANK_ACCOUNT_NOT_FOUND') : ok(account);
  }

  async addBankAccount(input: BankAccountInput): Promise<Result<BankAccount>> {
    const valid = validateBankAccount(input);
    if (valid.error) return valid;
    return this.deps.api.call('POST /user/bank_account', { body: valid.value });
  }

  async updateBankAccount(id: string, input: BankAccountInput): Promise<Result<BankAccount>> {
    const valid = validateBankAccount(input);
    if (valid.error) return valid;
    return this.deps.api.call('PUT /user/bank_account/{id}', { params: { id }, body: valid.value });
  }

  removeBankAccount(id: string): Promise<Result<true>> {
    return this.deps.api.call('DELETE /user/bank_account/{id}', { params: { id } });
  }

  cryptoAddresses(): Promise<Result<readonly CryptoAddress[]>> {
    return this.deps.api.call('GET /user/crypto_address');
  }

  /** One of the member's crypto addresses, for its edit form. */
  async cryptoAddress(id: string): Promise<Result<CryptoAddress>> {
    const addresses = await this.cryptoAddresses();
    if (addresses.error) return addresses;
    const address = addresses.value.find((candidate) => candidate.id === id);
    return address === undefined ? fail('CRYPTO_ADDRESS_NOT_FOUND') : ok(address);
  }

  /**
   * The currencies the platform pays out in, with their networks (the withdrawal settings): the crypto
   * form offers these and checks an address against them as the server does.
   */
  async withdrawalCurrencies(): Promise<Result<readonly WithdrawalCurrency[]>> {
    return mapResult(await this.deps.api.call('GET /withdraw/config'), (config) => config.currencies);
  }

  /** `currencies` (from the withdrawal config) also checks the currency is offered on that network. */
  async addCryptoAddress(
    input: CryptoAddressInput,
    currencies?: readonly WithdrawalCurrency[],
  ): Promise<Result<CryptoAddress>> {
    const valid = validateCryptoAddress(input, currencies);
    if (valid.error) return valid;
    return this.deps.api.call('POST /user/crypto_address', { body: valid.value });
  }

  async updateCryptoAddress(
    id: string,
    input: CryptoAddressInput,
    currencies?: readonly WithdrawalCurrency[],
  ): Promise<Result<CryptoAddress>> {
    const valid = validateCryptoAddress(input, currencies);
    if (valid.error) return valid;
    return this.deps.api.call('PUT /user/crypto_address/{id}', { params: { id }, body: valid.value });
  }

  removeCryptoAddress(id: string): Promise<Result<true>> {
    return this.deps.api.call('DELETE /user/crypto_address/{id}', { params: { id } });
  }
}
