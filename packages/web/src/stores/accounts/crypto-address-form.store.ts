import {
  CRYPTO_ADDRESS_FIELDS,
  cryptoAddressFieldOf,
  cryptoCurrencyOptions,
  isSupportedCryptoNetwork,
  networkAfterCurrencyChange,
  networksOf,
  validateCryptoAddressFields,
  type AccountsService,
  type CryptoAddress,
  type CryptoAddressField,
  type CryptoAddressFieldErrors,
  type CryptoCurrencyOption,
  type CryptoNetwork,
  type ErrorCode,
  type WithdrawalCurrency,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import type { UiStore } from '../ui.store.js';
import { AccountFormFields } from './account-form-fields.js';

/**
 * The crypto address editor: add (no id) or edit one saved address (its id; an unknown id is
 * CRYPTO_ADDRESS_NOT_FOUND). The currencies and their networks are the platform's withdrawal settings;
 * the address is checked against the chosen network's format and checksum by the core's rules as
 * typed once left (validateCryptoAddressFields), and again with the settings when saving.
 */
export class CryptoAddressFormStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  saving = false;
  saved: CryptoAddress | null = null;
  currencies: readonly WithdrawalCurrency[] = [];
  readonly fields = new AccountFormFields<CryptoAddressField>(CRYPTO_ADDRESS_FIELDS, {
    currency: '',
    network: '',
    address: '',
  });

  constructor(
    private readonly deps: { readonly accounts: AccountsService; readonly ui: UiStore },
    readonly id: string | null,
  ) {
    makeAutoObservable<CryptoAddressFormStore, 'deps'>(
      this,
      { deps: false, id: false, fields: false, saved: observable.ref, currencies: observable.ref },
      { autoBind: true },
    );
  }

  get editing(): boolean {
    return this.id !== null;
  }

  get notFound(): boolean {
    return this.status === 'failed' && this.errorCode === 'CRYPTO_ADDRESS_NOT_FOUND';
  }

  get options(): readonly CryptoCurrencyOption[] {
    return cryptoCurrencyOptions(this.currencies);
  }

  get values(): Record<CryptoAddressField, string> {
    return this.fields.values;
  }

  /** The networks of the chosen currency. */
  get networks(): readonly string[] {
    return networksOf(this.options, this.fields.values.currency);
  }

  /** The chosen network when its address format is known (for the format hint). */
  get network(): CryptoNetwork | null {
    const network = this.fields.values.network;
    return isSupportedCryptoNetwork(network) ? network : null;
  }

  get problems(): CryptoAddressFieldErrors {
    return validateCryptoAddressFields(this.fields.values, this.currencies);
  }

  problemOf(field: CryptoAddressField): ErrorCode | null {
    return this.fields.problemOf(field, this.problems);
  }

  get firstProblem(): CryptoAddressField | null {
    return this.fields.firstProblem(this.problems);
  }

  get dirty(): boolean {
    return this.saved === null && this.fields.dirty;
  }

  /** The platform's currencies, and the address to edit. */
  async load(): Promise<void> {
    this.status = 'loading';
    this.errorCode = null;
    const { accounts } = this.deps;
    const [currencies, address] = await Promise.all([
      settled(accounts.withdrawalCurrencies()),
      this.id === null ? Promise.resolve(null) : settled(accounts.cryptoAddress(this.id)),
    ]);
    runInAction(() => {
      const failure = currencies.error ? currencies.value : address?.error ? address.value : null;
      if (failure !== null) {
        this.status = 'failed';
        this.errorCode = failure;
        return;
      }
      if (!currencies.error) this.currencies = currencies.value;
      if (address && !address.error) {
        const { id: _id, ...input } = address.value;
        this.fields.reset(input);
      } else {
        // A new address: the first currency, and its network when it has only one.
        const currency = this.options[0]?.currency ?? '';
        this.fields.reset({
          currency,
          network: networkAfterCurrencyChange(this.options, currency, ''),
          address: '',
        });
      }
      this.status = 'ready';
    });
  }

  /** A new currency keeps the network when it is paid on it too, else its only one, else none. */
  setCurrency(currency: string): void {
    this.fields.set('currency', currency);
    this.fields.set(
      'network',
      networkAfterCurrencyChange(this.options, currency, this.fields.values.network),
    );
    this.prepareShownProblems();
  }

  setNetwork(network: string): void {
    this.fields.set('network', network);
    this.prepareShownProblems();
  }

  setAddress(address: string): void {
    this.fields.set('address', address);
    this.prepareShownProblems();
  }

  leave(field: CryptoAddressField): void {
    this.fields.leave(field);
    this.prepareShownProblems();
  }

  async save(): Promise<boolean> {
    if (this.saving || this.status !== 'ready') return false;
    this.fields.attempt();
    if (this.firstProblem !== null) {
      await this.deps.ui.prepareErrorTexts();
      return false;
    }
    this.saving = true;
    const { accounts, ui } = this.deps;
    const input = { ...this.fields.values };
    const result = await settled(
      ui.track(
        this.id === null
          ? accounts.addCryptoAddress(input, this.currencies)
          : accounts.updateCryptoAddress(this.id, input, this.currencies),
      ),
    );
    runInAction(() => (this.saving = false));
    if (result.error) {
      await this.refuse(result.value);
      return false;
    }
    runInAction(() => {
      this.fields.settle();
      this.saved = result.value;
    });
    ui.showToast(
      'check',
      this.id === null ? 'accountsPage.toast.cryptoAdded' : 'accountsPage.toast.cryptoSaved',
    );
    return true;
  }

  /** A message may show as typed or on leaving: its text must be there (loaded once). */
  private prepareShownProblems(): void {
    if (CRYPTO_ADDRESS_FIELDS.some((field) => this.problemOf(field) !== null))
      void this.deps.ui.prepareErrorTexts();
  }

  private async refuse(code: ErrorCode): Promise<void> {
    const field = cryptoAddressFieldOf(code);
    if (field === undefined) {
      await this.deps.ui.showError(code);
      return;
    }
    await this.deps.ui.prepareErrorTexts();
    runInAction(() => this.fields.refuse(field, code));
  }
}
