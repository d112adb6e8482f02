import {
  canVerifyAgain,
  mustContactSupport,
  type AccountsService,
  type BankAccount,
  type CryptoAddress,
  type ErrorCode,
  type KycService,
  type KycState,
  type KycStatus,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import type { UiStore } from '../ui.store.js';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What the identity verification section offers for a status; each leads to the application page. */
export type KycNextStep = 'start' | 'view' | 'verifyAgain' | 'contactSupport' | null;

/** Spec section 4: unverified may start, under review may look, failed may verify again, blocked must contact support. */
export const kycNextStepOf = (status: KycStatus): KycNextStep => {
  if (status === 'UNVERIFIED') return 'start';
  if (status === 'UNDER_REVIEW') return 'view';
  if (canVerifyAgain(status)) return 'verifyAgain';
  if (mustContactSupport(status)) return 'contactSupport';
  // APPROVED: nothing left to do; the badge says verified.
  return null;
};

export type AccountKind = 'bank' | 'crypto';

/** The account the member asked to remove, waiting for the confirmation. */
export type PendingRemoval =
  | { readonly kind: 'bank'; readonly account: BankAccount }
  | { readonly kind: 'crypto'; readonly account: CryptoAddress };

export interface AccountSettingsDeps {
  readonly accounts: AccountsService;
  readonly kyc: KycService;
  readonly ui: UiStore;
}

/**
 * /account-settings beside the profile: the member's identity verification state (GET
 * /user/kyc/status) and withdrawal accounts (bank accounts and crypto addresses), each section loading
 * and failing on its own; removing an account asks first, and a refused removal keeps the row.
 */
export class AccountSettingsStore {
  kycStatus: LoadStatus = 'idle';
  kycErrorCode: ErrorCode | null = null;
  kyc: KycState | null = null;

  status: LoadStatus = 'idle';
  errorCode: ErrorCode | null = null;
  bankAccounts: readonly BankAccount[] = [];
  cryptoAddresses: readonly CryptoAddress[] = [];

  pendingRemoval: PendingRemoval | null = null;
  removing = false;

  constructor(private readonly deps: AccountSettingsDeps) {
    makeAutoObservable<AccountSettingsStore, 'deps'>(
      this,
      {
        deps: false,
        kyc: observable.ref,
        bankAccounts: observable.ref,
        cryptoAddresses: observable.ref,
        pendingRemoval: observable.ref,
      },
      { autoBind: true },
    );
  }

  get kycNextStep(): KycNextStep {
    return this.kyc === null ? null : kycNextStepOf(this.kyc.status);
  }

  load(): Promise<void> {
    return Promise.all([this.loadKyc(), this.loadAccounts()]).then(() => undefined);
  }

  async loadKyc(): Promise<void> {
    this.kycStatus = 'loading';
    this.kycErrorCode = null;
    const kyc = await settled(this.deps.kyc.status());
    runInAction(() => {
      this.kycStatus = kyc.error ? 'failed' : 'ready';
      this.kycErrorCode = kyc.error ? kyc.value : null;
      if (!kyc.error) this.kyc = kyc.value;
    });
  }

  /** Both lists together: a list shown without the other would read as "no account of that kind". */
  async loadAccounts(): Promise<void> {
    this.status = 'loading';
    this.errorCode = null;
    const [banks, cryptos] = await Promise.all([
      settled(this.deps.accounts.bankAccounts()),
      settled(this.deps.accounts.cryptoAddresses()),
    ]);
    runInAction(() => {
      const failure = banks.error ? banks.value : cryptos.error ? cryptos.value : null;
      if (failure !== null) {
        this.status = 'failed';
        this.errorCode = failure;
        return;
      }
      if (!banks.error) this.bankAccounts = banks.value;
      if (!cryptos.error) this.cryptoAddresses = cryptos.value;
      this.status = 'ready';
    });
  }

  askToRemove(kind: AccountKind, id: string): void {
    if (kind === 'bank') {
      const account = this.bankAccounts.find((candidate) => candidate.id === id);
      if (account) this.pendingRemoval = { kind, account };
    } else {
      const account = this.cryptoAddresses.find((candidate) => candidate.id === id);
      if (account) this.pendingRemoval = { kind, account };
    }
  }

  cancelRemoval(): void {
    if (!this.removing) this.pendingRemoval = null;
  }

  /** Removes the account asked about; true when it is gone. A refusal is shown and the row stays. */
  async confirmRemoval(): Promise<boolean> {
    const pending = this.pendingRemoval;
    if (pending === null || this.removing) return false;
    this.removing = true;
    const { accounts, ui } = this.deps;
    const removed = await settled(
      ui.track(
        pending.kind === 'bank'
          ? accounts.removeBankAccount(pending.account.id)
          : accounts.removeCryptoAddress(pending.account.id),
      ),
    );
    runInAction(() => {
      this.removing = false;
      this.pendingRemoval = null;
      if (removed.error) return;
      if (pending.kind === 'bank')
        this.bankAccounts = this.bankAccounts.filter((account) => account.id !== pending.account.id);
      else this.cryptoAddresses = this.cryptoAddresses.filter((address) => address.id !== pending.account.id);
    });
    if (removed.error) {
      await ui.showError(removed.value);
      return false;
    }
    ui.showToast(
      'check',
      pending.kind === 'bank' ? 'accountsPage.toast.bankRemoved' : 'accountsPage.toast.cryptoRemoved',
    );
    return true;
  }
}
