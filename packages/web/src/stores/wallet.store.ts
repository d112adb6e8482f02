import { EMPTY_WALLET, type ErrorCode, type SessionService, type Wallet } from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { settled } from './settled.js';
import type { UiStore } from './ui.store.js';

/**
 * The member's wallet (spec section 3), loaded by the session when it becomes MEMBER and cleared when
 * it becomes GUEST; every field of the server's answer is kept (core's walletFromServer). The
 * /user-assets tiles show it as core's one wallet model (WalletFiguresStore).
 */
export class WalletStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  wallet: Wallet = EMPTY_WALLET;

  constructor(
    private readonly session: SessionService,
    private readonly ui: UiStore,
  ) {
    makeAutoObservable<WalletStore, 'session' | 'ui'>(
      this,
      { session: false, ui: false, wallet: observable.ref },
      { autoBind: true },
    );
    session.subscribe((state) => this.setWallet(state.wallet));
  }

  /** Loads the balances again (a live-feed push says they changed). */
  async refresh(): Promise<void> {
    this.status = 'loading';
    const result = await settled(this.session.refreshWallet());
    runInAction(() => {
      this.status = result.error ? 'failed' : 'ready';
      this.errorCode = result.error ? result.value : null;
    });
    if (result.error) await this.ui.showError(result.value);
  }

  /** The connection came back: a failed refresh is tried again. */
  recover(): void {
    if (this.status === 'failed') void this.refresh();
  }

  private setWallet(wallet: Wallet): void {
    this.wallet = wallet;
  }
}
