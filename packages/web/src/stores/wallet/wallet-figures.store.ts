import {
  LIVE_FEED_CHANNELS,
  type ErrorCode,
  type LiveFeed,
  type WalletFigures,
  type WalletService,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { memberChannel } from '../member-channel.js';

/**
 * The figure tiles of /user-assets: both switch positions from one load (core's walletFiguresOf via
 * WalletService.figures), loaded again quietly when the live feed says the balances changed.
 */
export class WalletFiguresStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  figures: WalletFigures | null = null;
  /** Only the latest load's answer is applied. */
  private loadNumber = 0;

  constructor(private readonly deps: { readonly wallet: WalletService }) {
    makeAutoObservable<WalletFiguresStore, 'deps' | 'loadNumber'>(
      this,
      { deps: false, loadNumber: false, figures: observable.ref },
      { autoBind: true },
    );
  }

  load(): Promise<void> {
    return this.read(false);
  }

  /** The balances changed (a live push): new figures replace the shown ones without a skeleton. */
  refresh(): Promise<void> {
    return this.read(this.figures !== null);
  }

  /** Subscribes to the member's balance changes; returns the unsubscribe. */
  follow(feed: Pick<LiveFeed, 'subscribe'>): () => void {
    return feed.subscribe(
      LIVE_FEED_CHANNELS.wallet,
      () => void this.refresh(),
      memberChannel(() => void this.refresh()),
    );
  }

  /** `quiet` keeps the figures on screen meanwhile and, on a failure, keeps them (the next push retries). */
  private async read(quiet: boolean): Promise<void> {
    const number = ++this.loadNumber;
    if (!quiet) {
      this.status = 'loading';
      this.errorCode = null;
    }
    const result = await this.deps.wallet.figures();
    if (number !== this.loadNumber || (quiet && result.error)) return;
    runInAction(() => {
      if (result.error) {
        this.status = 'failed';
        this.errorCode = result.value;
        return;
      }
      this.figures = result.value;
      this.status = 'ready';
      this.errorCode = null;
    });
  }
}
