import { useEffect } from 'react';
import { DeferredLiveFeed } from '../../adapters/deferred-live-feed.js';
import type { WithdrawPageStore } from '../../stores/withdraw/withdraw-page.store.js';
import { useInjection } from '../shared.js';

/** Applies the member's `withdrawals` channel to the page while it is open. */
export const useWithdrawalsFeed = (store: WithdrawPageStore): void => {
  const live = useInjection(DeferredLiveFeed);
  useEffect(() => {
    let active = true;
    let off: (() => void) | undefined;
    void live.load().then((feed) => {
      if (active) off = store.follow(feed);
    });
    return () => {
      active = false;
      off?.();
    };
  }, [live, store]);
};
