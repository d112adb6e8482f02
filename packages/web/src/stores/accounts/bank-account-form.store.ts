import {
  BANK_ACCOUNT_FIELDS,
  bankAccountFieldOf,
  formatIban,
  validateBankAccountFields,
  type AccountsService,
  type BankAccount,
  type BankAccountField,
  type BankAccountFieldErrors,
  type BankAccountInput,
  type ErrorCode,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import type { UiStore } from '../ui.store.js';
import { AccountFormFields } from './account-form-fields.js';

const EMPTY: BankAccountInput = {
  bankName: '',
  bankAddress: '',
  accountNumber: '',
  swiftCode: '',
  iban: '',
  beneficiaryName: '',
};

/** How a field shows what is typed: the IBAN in groups of four, the SWIFT code in capitals. */
const shownValue = (field: BankAccountField, typed: string): string => {
  if (field === 'iban') return formatIban(typed);
  if (field === 'swiftCode') return typed.toUpperCase();
  return typed;
};

/**
 * The bank account editor: add (no id) or edit one saved account (its id; an unknown id is
 * BANK_ACCOUNT_NOT_FOUND). Every field is checked by the core's rules as typed once left
 * (validateBankAccountFields); saving goes through AccountsService, which checks again and sends the
 * compact IBAN. A refusal that names a field shows at it, any other as a toast; the form stays usable.
 */
export class BankAccountFormStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  saving = false;
  /** The account as the server saved it; the page then goes back. */
  saved: BankAccount | null = null;
  readonly fields = new AccountFormFields<BankAccountField>(BANK_ACCOUNT_FIELDS, EMPTY);

  constructor(
    private readonly deps: { readonly accounts: AccountsService; readonly ui: UiStore },
    readonly id: string | null,
  ) {
    makeAutoObservable<BankAccountFormStore, 'deps'>(
      this,
      { deps: false, id: false, fields: false, saved: observable.ref },
      { autoBind: true },
    );
  }

  get editing(): boolean {
    return this.id !== null;
  }

  /** The id names no account of the member. */
  get notFound(): boolean {
    return this.status === 'failed' && this.errorCode === 'BANK_ACCOUNT_NOT_FOUND';
  }

  get values(): BankAccountInput {
    return this.fields.values;
  }

  /** Every field's problem, whether shown yet or not. */
  get problems(): BankAccountFieldErrors {
    return validateBankAccountFields(this.fields.values);
  }

  problemOf(field: BankAccountField): ErrorCode | null {
    return this.fields.problemOf(field, this.problems);
  }

  get firstProblem(): BankAccountField | null {
    return this.fields.firstProblem(this.problems);
  }

  /** Unsaved changes: leaving asks first. */
  get dirty(): boolean {
    return this.saved === null && this.fields.dirty;
  }

  /** Loads the account to edit; a new account starts empty at once. */
  async load(): Promise<void> {
    if (this.id === null) {
      this.status = 'ready';
      return;
    }
    this.status = 'loading';
    this.errorCode = null;
    const account = await settled(this.deps.accounts.bankAccount(this.id));
    runInAction(() => {
      if (account.error) {
        this.status = 'failed';
        this.errorCode = account.value;
        return;
      }
      const { id: _id, ...input } = account.value;
      this.fields.reset({ ...input, iban: formatIban(input.iban) });
      this.status = 'ready';
    });
  }

  set(field: BankAccountField, typed: string): void {
    this.fields.set(field, shownValue(field, typed));
    // A message may show as typed: its text must be there (loaded once).
    if (this.problemOf(field) !== null) void this.deps.ui.prepareErrorTexts();
  }

  leave(field: BankAccountField): void {
    this.fields.leave(field);
    if (this.problemOf(field) !== null) void this.deps.ui.prepareErrorTexts();
  }

  /** Checks every field, then adds or updates; true when saved. */
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
        this.id === null ? accounts.addBankAccount(input) : accounts.updateBankAccount(this.id, input),
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
    ui.showToast('check', this.id === null ? 'accountsPage.toast.bankAdded' : 'accountsPage.toast.bankSaved');
    return true;
  }

  private async refuse(code: ErrorCode): Promise<void> {
    const field = bankAccountFieldOf(code);
    if (field === undefined) {
      await this.deps.ui.showError(code);
      return;
    }
    await this.deps.ui.prepareErrorTexts();
    runInAction(() => this.fields.refuse(field, code));
  }
}
