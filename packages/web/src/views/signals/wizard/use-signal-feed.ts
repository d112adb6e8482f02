import { LIVE_FEED_CHANNELS } from '@signal-portal/core';
import { useEffect } from 'react';
import { DeferredLiveFeed } from '../../../adapters/deferred-live-feed.js';
import { useInjection } from '../../shared.js';

/** Calls `onChange` whenever the platform publishes a change of the signal (its own channel). */
export const useSignalFeed = (signalId: string | undefined, onChange: () => void): void => {
  const live = useInjection(DeferredLiveFeed);
  useEffect(() => {
    if (signalId === undefined) return;
    let active = true;
    let off: (() => void) | undefined;
    void live.load().then((feed) => {
      if (active) off = feed.subscribe(LIVE_FEED_CHANNELS.signal(signalId), () => onChange(), { auth: true });
    });
    return () => {
      active = false;
      off?.();
    };
  }, [live, signalId, onChange]);
};
