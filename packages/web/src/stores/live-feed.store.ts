import {
  LIVE_FEED_CHANNELS,
  type LiveFeed,
  type SessionService,
  type SessionState,
} from '@signal-portal/core';
import { makeAutoObservable } from 'mobx';
import type { DeferredLiveFeed } from '../adapters/deferred-live-feed.js';
import type { WalletStore } from './wallet.store.js';
import { memberChannel } from './member-channel.js';

/**
 * The live feed's connected flag (spec section 3) and the member's wallet channel: subscribing opens
 * the socket, the core's LiveFeed authenticates it for the member, and a balance change reloads the
 * wallet. The session's logout unauthenticates the feed and drops the member's channels.
 */
export class LiveFeedStore {
  connected = false;
  private unsubscribeWallet: (() => void) | undefined = undefined;
  private subscribing = false;

  constructor(
    private readonly feed: DeferredLiveFeed,
    private readonly wallet: WalletStore,
    private readonly session: SessionService,
  ) {
    makeAutoObservable<LiveFeedStore, 'feed' | 'wallet' | 'session' | 'unsubscribeWallet' | 'subscribing'>(
      this,
      { feed: false, wallet: false, session: false, unsubscribeWallet: false, subscribing: false },
      { autoBind: true },
    );
    session.subscribe((state) => this.apply(state));
  }

  private apply(state: SessionState): void {
    this.connected = state.liveFeedConnected;
    if (state.auth === 'MEMBER') void this.subscribeWallet();
    else this.dropWallet();
  }

  /** The connection came back: a member's feed whose code could not be downloaded is started now. */
  recover(): void {
    if (this.session.state.auth === 'MEMBER') void this.subscribeWallet();
  }

  /**
   * Once per member session; the feed's code loads on the first call. A download that failed (the
   * server unreachable) is tried again at the next change of the session or recovery.
   */
  private async subscribeWallet(): Promise<void> {
    if (this.unsubscribeWallet !== undefined || this.subscribing) return;
    this.subscribing = true;
    let feed: LiveFeed;
    try {
      feed = await this.feed.load();
    } catch {
      return;
    } finally {
      this.subscribing = false;
    }
    if (this.session.state.auth !== 'MEMBER' || this.unsubscribeWallet !== undefined) return;
    const refresh = (): void => void this.wallet.refresh();
    this.unsubscribeWallet = feed.subscribe(LIVE_FEED_CHANNELS.wallet, refresh, memberChannel(refresh));
  }

  private dropWallet(): void {
    this.unsubscribeWallet?.();
    this.unsubscribeWallet = undefined;
  }
}
