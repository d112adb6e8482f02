import { LIVE_FEED_CHANNELS } from '@signal-portal/core';
import { useEffect } from 'react';
import { DeferredLiveFeed } from '../../../adapters/deferred-live-feed.js';
import { memberChannel } from '../../../stores/member-channel.js';
import { useInjection } from '../../shared.js';

/**
 * Calls `onChange` whenever the platform publishes a change of the signal (its own channel), and after
 * a reconnect, when changes may have been missed.
 */
export const useSignalFeed = (signalId: string | undefined, onChange: () => void): void => {
  const live = useInjection(DeferredLiveFeed);
  useEffect(() => {
    if (signalId === undefined) return;
    let active = true;
    let off: (() => void) | undefined;
    void live.load().then((feed) => {
      if (active)
        off = feed.subscribe(LIVE_FEED_CHANNELS.signal(signalId), () => onChange(), memberChannel(onChange));
    });
    return () => {
      active = false;
      off?.();
    };
  }, [live, signalId, onChange]);
};
