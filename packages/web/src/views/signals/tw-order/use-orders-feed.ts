import { LIVE_FEED_CHANNELS } from '@signal-portal/core';
import { useEffect } from 'react';
import { DeferredLiveFeed } from '../../../adapters/deferred-live-feed.js';
import { memberChannel } from '../../../stores/member-channel.js';
import type { TwOrderStore } from '../../../stores/signals/tw-order.store.js';
import { useInjection } from '../../shared.js';

/** Applies the member's orders channel to the store while the screen is open; the shown page again after a reconnect. */
export const useOrdersFeed = (store: TwOrderStore): void => {
  const live = useInjection(DeferredLiveFeed);
  useEffect(() => {
    let active = true;
    let off: (() => void) | undefined;
    void live.load().then((feed) => {
      if (active)
        off = feed.subscribe(
          LIVE_FEED_CHANNELS.orders,
          (message) => store.applyLive(message),
          memberChannel(() => void store.loadHistory(store.page)),
        );
    });
    return () => {
      active = false;
      off?.();
    };
  }, [live, store]);
};
