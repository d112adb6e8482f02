import {
  attemptAfter,
  attemptFor,
  cryptoAddressesFor,
  dec,
  isAnswerLost,
  parseMoneyAmount,
  sameWithdrawalRequest,
  toMoneyString,
  validateWithdrawalAmount,
  withdrawalContextForRetry,
  withdrawalCurrenciesFor,
  withdrawalCurrencyOf,
  type AccountsService,
  type BankAccount,
  type CryptoAddress,
  type DecimalString,
  type ErrorCode,
  type KycStatus,
  type Result,
  type Withdrawal,
  type WithdrawalApplyBody,
  type WithdrawalAttempt,
  type WithdrawalConfig,
  type WithdrawalContext,
  type WithdrawalCurrency,
  type WithdrawalQuote,
  type WithdrawalsService,
  type WithdrawalType,
  type NumberSeparators,
  readAmountInput,
  DOT_DECIMAL,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import type { UiStore } from '../ui.store.js';

export interface WithdrawFormDeps {
  readonly withdrawals: WithdrawalsService;
  readonly accounts: AccountsService;
  readonly ui: Pick<UiStore, 'track' | 'showError' | 'prepareErrorTexts'>;
  /** How numbers are written in the interface language, to read an amount typed its way. */
  readonly separators?: () => NumberSeparators;
}

export type WithdrawField = 'amount' | 'destination';

/** Refusals about one field are shown at it; the others as a toast. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, WithdrawField>> = {
  AMOUNT_INVALID: 'amount',
  WITHDRAW_AMOUNT_TOO_LOW: 'amount',
  WITHDRAW_AMOUNT_TOO_HIGH: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
  AMOUNT_BELOW_FEE: 'amount',
  FIELD_REQUIRED: 'destination',
  BANK_ACCOUNT_NOT_FOUND: 'destination',
  CRYPTO_ADDRESS_NOT_FOUND: 'destination',
  INVALID_PARAMETERS: 'destination',
};

/** Refusals that mean what the form was built from changed: read it again. */
const STALE_CONTEXT: readonly ErrorCode[] = [
  'KYC_NOT_PASSED',
  'INSUFFICIENT_BALANCE',
  'UNSUPPORTED_CURRENCY',
  'UNSUPPORTED_NETWORK',
];
const STALE_ACCOUNTS: readonly ErrorCode[] = ['BANK_ACCOUNT_NOT_FOUND', 'CRYPTO_ADDRESS_NOT_FOUND'];

/**
 * The withdrawal form: the platform's settings, the withdrawable balance and the KYC state
 * (WithdrawalsService.context), the member's bank accounts and crypto addresses, the fields checked as
 * typed by the core's rules (the server's own), the live quote, and applying with one idempotency key
 * per attempt: a double submit cannot start a second request, and a retry after a lost answer carries
 * the same key, so the server files at most one withdrawal.
 */
export class WithdrawFormStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  context: WithdrawalContext | null = null;
  bankAccounts: readonly BankAccount[] = [];
  cryptoAddresses: readonly CryptoAddress[] = [];
  /** The server refused with KYC_NOT_PASSED: the gate shows whatever the state read says. */
  kycRefused = false;

  type: WithdrawalType = 'WIRE';
  amount = '';
  currency = '';
  network = '';
  destinationId = '';
  /** The amount field was left once: from then on it is checked as typed. */
  amountTouched = false;
  /** Apply was pressed: every field shows its message. */
  attempted = false;
  submitting = false;
  /** The server's refusal, at its field until that field changes. */
  serverProblem: { readonly field: WithdrawField; readonly code: ErrorCode } | null = null;
  /** The last attempt's answer was lost: it may or may not have been filed. */
  answerLost = false;
  /** An attempt whose answer was lost: retried with its key when the same request is sent again. */
  openAttempt: WithdrawalAttempt | null = null;

  constructor(private readonly deps: WithdrawFormDeps) {
    makeAutoObservable<WithdrawFormStore, 'deps'>(
      this,
      {
        deps: false,
        context: observable.ref,
        bankAccounts: observable.ref,
        cryptoAddresses: observable.ref,
        openAttempt: observable.ref,
      },
      { autoBind: true },
    );
  }

  get config(): WithdrawalConfig | null {
    return this.context?.config ?? null;
  }

  get kycStatus(): KycStatus | null {
    return this.context?.kycStatus ?? null;
  }

  /** The form is replaced by the identity-verification gate. */
  get kycBlocked(): boolean {
    return this.context !== null && (this.kycStatus !== 'APPROVED' || this.kycRefused);
  }

  get withdrawable(): DecimalString {
    return this.context?.withdrawableBalance ?? '0';
  }

  get currencyOptions(): readonly WithdrawalCurrency[] {
    return this.config === null ? [] : withdrawalCurrenciesFor(this.config, this.type);
  }

  get networkOptions(): readonly string[] {
    if (this.type !== 'CRYPTO' || this.config === null) return [];
    return withdrawalCurrencyOf(this.config, this.currency)?.networks ?? [];
  }

  /** The saved accounts that can receive this withdrawal. */
  get destinations(): readonly (BankAccount | CryptoAddress)[] {
    return this.type === 'WIRE'
      ? this.bankAccounts
      : cryptoAddressesFor(this.cryptoAddresses, this.currency, this.network);
  }

  get destination(): BankAccount | CryptoAddress | null {
    return this.destinations.find((account) => account.id === this.destinationId) ?? null;
  }

  /** The amount as the rules read it: typed the interface language's way ('1.234,5' in vi-VN) or plain. */
  get amountText(): string {
    return readAmountInput(this.amount, this.deps.separators?.() ?? DOT_DECIMAL);
  }

  /** The request as it would be sent; the account id is '' while none is chosen. */
  get body(): WithdrawalApplyBody {
    const amount = this.amountText;
    return this.type === 'WIRE'
      ? { type: 'WIRE', amount, currency: this.currency, bankAccountId: this.destination?.id ?? '' }
      : {
          type: 'CRYPTO',
          amount,
          currency: this.currency,
          network: this.network,
          cryptoAddressId: this.destination?.id ?? '',
        };
  }

  /** Sending the open attempt again: its amount may already be frozen, so the balance check is lifted. */
  get isRetry(): boolean {
    return this.openAttempt !== null && sameWithdrawalRequest(this.openAttempt.body, this.body);
  }

  /** The context the early checks use (withdrawalContextForRetry for a retry). */
  private get checks(): WithdrawalContext | null {
    if (this.context === null) return null;
    return this.isRetry ? withdrawalContextForRetry(this.context, this.body.amount) : this.context;
  }

  /** What the quote says of the amount, or null when the quote has nothing to say about it. */
  get quoteResult(): ReturnType<WithdrawalsService['quote']> | null {
    if (this.config === null || this.amount.trim() === '') return null;
    return this.deps.withdrawals.quote(this.body, this.config);
  }

  /** Fee, rate and estimate of the amount typed; null while the amount cannot be quoted. */
  get quote(): WithdrawalQuote | null {
    const quote = this.quoteResult;
    return quote === null || quote.error ? null : quote.value;
  }

  /** The amount's problem by the core's rules, whether shown yet or not. */
  get amountRuleProblem(): ErrorCode | null {
    const checks = this.checks;
    if (checks === null) return null;
    const valid = validateWithdrawalAmount({
      amount: this.amountText,
      min: checks.config.min,
      max: checks.config.max,
      withdrawableBalance: checks.withdrawableBalance,
      // The gate handles identity verification; here only the amount speaks.
      kycStatus: 'APPROVED',
    });
    if (valid.error) return valid.value;
    const quote = this.quoteResult;
    return quote?.error && quote.value === 'AMOUNT_BELOW_FEE' ? quote.value : null;
  }

  /** Shown after the field was first left (then as typed), or after Apply. */
  get amountProblem(): ErrorCode | null {
    if (this.serverProblem?.field === 'amount') return this.serverProblem.code;
    if (!this.amountTouched && !this.attempted) return null;
    if (this.amount.trim() === '' && !this.attempted) return null;
    return this.amountRuleProblem;
  }

  get destinationProblem(): ErrorCode | null {
    if (this.serverProblem?.field === 'destination') return this.serverProblem.code;
    return this.attempted && this.destination === null ? 'FIELD_REQUIRED' : null;
  }

  /** Withdrawable once this amount is frozen; null while the amount is not a valid one. */
  get remaining(): DecimalString | null {
    const amount = parseMoneyAmount(this.amountText);
    if (amount.error || this.amountRuleProblem !== null) return null;
    return toMoneyString(dec(this.withdrawable).minus(amount.value));
  }

  /** Settings, balance, KYC state and the saved accounts, all at once. */
  async load(): Promise<void> {
    this.status = 'loading';
    this.errorCode = null;
    const [context, banks, addresses] = await this.deps.ui.track(
      Promise.all([
        settled(this.deps.withdrawals.context()),
        settled(this.deps.accounts.bankAccounts()),
        settled(this.deps.accounts.cryptoAddresses()),
      ]),
    );
    runInAction(() => {
      const failed = [context, banks, addresses].find((result) => result.error);
      if (failed?.error) {
        this.status = 'failed';
        this.errorCode = failed.value;
        return;
      }
      if (context.error || banks.error || addresses.error) return;
      this.context = context.value;
      this.bankAccounts = banks.value;
      this.cryptoAddresses = addresses.value;
      this.status = 'ready';
      this.kycRefused = false;
      this.settleChoices();
    });
  }

  /** The wallet changed (a move of this member, the live feed): the new withdrawable balance. */
  setWithdrawable(balance: DecimalString): void {
    if (this.context !== null && this.context.withdrawableBalance !== balance)
      this.context = { ...this.context, withdrawableBalance: balance };
  }

  setType(type: WithdrawalType): void {
    if (type === this.type) return;
    this.type = type;
    this.currency = '';
    this.network = '';
    this.destinationId = '';
    this.clearServerProblem('destination');
    this.settleChoices();
  }

  setAmount(amount: string): void {
    this.amount = amount;
    this.clearServerProblem('amount');
    // A message shows as typed: its text must be there (loaded once).
    if (this.amountProblem !== null) void this.deps.ui.prepareErrorTexts();
  }

  /** The field was left: from now on it is checked as typed. */
  blurAmount(): void {
    if (this.amount.trim() !== '') this.amountTouched = true;
  }

  setCurrency(currency: string): void {
    this.currency = currency;
    this.network = '';
    this.destinationId = '';
    this.clearServerProblem('destination');
    this.settleChoices();
  }

  setNetwork(network: string): void {
    this.network = network;
    this.destinationId = '';
    this.clearServerProblem('destination');
    this.settleChoices();
  }

  setDestination(id: string): void {
    this.destinationId = id;
    this.clearServerProblem('destination');
  }

  /**
   * Applies once the form passes the core's checks. Resolves to the filed withdrawal, or null when it
   * was refused (shown at its field or as a toast) or its answer was lost (the attempt stays open).
   */
  async submit(): Promise<Withdrawal | null> {
    if (this.submitting || this.context === null) return null;
    this.attempted = true;
    this.serverProblem = null;
    if (this.amountRuleProblem !== null || this.destination === null || this.quote === null) {
      await this.deps.ui.prepareErrorTexts();
      return null;
    }
    const checks = this.checks;
    if (checks === null) return null;
    const { attempt } = attemptFor(this.openAttempt, this.body, () =>
      this.deps.withdrawals.newIdempotencyKey(),
    );
    this.openAttempt = attempt;
    this.submitting = true;
    this.answerLost = false;
    let result: Result<Withdrawal>;
    try {
      result = await settled(
        this.deps.ui.track(this.deps.withdrawals.apply(attempt.body, attempt.idempotencyKey, checks)),
      );
    } finally {
      // Whatever happened, the form is usable again.
      runInAction(() => (this.submitting = false));
    }
    runInAction(() => {
      this.openAttempt = attemptAfter(attempt, result);
      this.answerLost = isAnswerLost(result);
    });
    if (!result.error) {
      runInAction(() => {
        this.amount = '';
        this.amountTouched = false;
        this.attempted = false;
      });
      return result.value;
    }
    await this.refuse(result.value);
    return null;
  }

  private async refuse(code: ErrorCode): Promise<void> {
    const field = FIELD_OF_CODE[code];
    if (field === undefined) await this.deps.ui.showError(code);
    else {
      await this.deps.ui.prepareErrorTexts();
      runInAction(() => (this.serverProblem = { field, code }));
    }
    if (code === 'KYC_NOT_PASSED') runInAction(() => (this.kycRefused = true));
    if (STALE_CONTEXT.includes(code)) await this.reloadContext();
    if (STALE_ACCOUNTS.includes(code)) await this.reloadAccounts();
  }

  private async reloadContext(): Promise<void> {
    const context = await this.deps.withdrawals.context();
    if (!context.error) runInAction(() => (this.context = context.value));
  }

  private async reloadAccounts(): Promise<void> {
    const [banks, addresses] = await Promise.all([
      this.deps.accounts.bankAccounts(),
      this.deps.accounts.cryptoAddresses(),
    ]);
    runInAction(() => {
      if (!banks.error) this.bankAccounts = banks.value;
      if (!addresses.error) this.cryptoAddresses = addresses.value;
      this.settleChoices();
    });
  }

  private clearServerProblem(field: WithdrawField): void {
    if (this.serverProblem?.field === field) this.serverProblem = null;
  }

  /**
   * Fills the choices that are empty or no longer offered: for crypto, the first currency and
   * network the member has an address for (else the first offered), then the first fitting account.
   */
  private settleChoices(): void {
    const currencies = this.currencyOptions.map((c) => c.currency);
    if (!currencies.includes(this.currency)) {
      const withAddress =
        this.type === 'CRYPTO'
          ? currencies.find((currency) =>
              this.cryptoAddresses.some((a) => a.currency.toUpperCase() === currency.toUpperCase()),
            )
          : undefined;
      this.currency = withAddress ?? currencies[0] ?? '';
    }
    const networks = this.networkOptions;
    if (this.type === 'CRYPTO' && !networks.includes(this.network)) {
      const withAddress = networks.find(
        (network) => cryptoAddressesFor(this.cryptoAddresses, this.currency, network).length > 0,
      );
      this.network = withAddress ?? networks[0] ?? '';
    }
    if (!this.destinations.some((account) => account.id === this.destinationId))
      this.destinationId = this.destinations[0]?.id ?? '';
  }
}
