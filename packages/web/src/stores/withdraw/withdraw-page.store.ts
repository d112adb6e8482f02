import type {
  AccountsService,
  LiveFeed,
  NumberSeparators,
  Wallet,
  WithdrawalsService,
} from '@signal-portal/core';
import { reaction } from 'mobx';
import type { UiStore } from '../ui.store.js';
import { WithdrawFormStore } from './withdraw-form.store.js';
import { WithdrawHistoryStore } from './withdraw-history.store.js';
import type { DayStart } from './history-query.js';

export interface WithdrawPageDeps {
  readonly withdrawals: WithdrawalsService;
  readonly accounts: AccountsService;
  readonly ui: Pick<UiStore, 'track' | 'showError' | 'showToast' | 'prepareErrorTexts'>;
  /** The session's wallet (WalletStore): live through the `wallet` channel; its balance is withdrawable. */
  readonly wallet: { readonly wallet: Wallet; refresh(): Promise<void> };
  readonly dayStart?: DayStart;
  /** How numbers are written in the interface language (the amount field reads them its way). */
  readonly separators?: () => NumberSeparators;
}

/**
 * /withdraw: the form and the history, and what ties them together: a filed withdrawal joins the
 * history, a cancel or a filed withdrawal reloads the wallet, and the wallet's balance (however it
 * changed: here, an operator, a settlement) is the form's withdrawable balance.
 */
export class WithdrawPageStore {
  readonly form: WithdrawFormStore;
  readonly history: WithdrawHistoryStore;

  constructor(private readonly deps: WithdrawPageDeps) {
    this.form = new WithdrawFormStore(deps);
    this.history = new WithdrawHistoryStore(deps);
  }

  start(): Promise<void> {
    return this.form.load();
  }

  async submit(): Promise<void> {
    const filed = await this.form.submit();
    if (filed !== null) {
      this.history.added(filed);
      this.deps.ui.showToast('check', 'withdraw.submitted');
      await this.deps.wallet.refresh();
    } else if (this.form.answerLost) {
      // It may have been filed: the history tells.
      await this.history.refresh();
    }
  }

  async confirmCancel(): Promise<void> {
    const cancelled = await this.history.confirmCancel();
    if (cancelled === null) return;
    this.deps.ui.showToast('check', 'toast.withdrawalCancelled');
    await this.deps.wallet.refresh();
  }

  /** The live feed's `withdrawals` channel; returns the unsubscribe. */
  follow(feed: Pick<LiveFeed, 'subscribe'>): () => void {
    return this.history.follow(feed);
  }

  /** Keeps the form's withdrawable balance on the wallet's; returns the disposer. */
  watchWallet(): () => void {
    return reaction(
      () => this.deps.wallet.wallet.balance,
      (balance) => this.form.setWithdrawable(balance),
    );
  }
}
