import { LIVE_FEED_RECONNECT_MS } from '@signal-portal/core';
import { FakeClock } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { ConnectivityStore } from './connectivity.store.js';

const setup = () => {
  const clock = new FakeClock(0);
  let probes = 0;
  let feedReconnects = 0;
  const store = new ConnectivityStore({
    clock,
    probeApi: () => {
      probes += 1;
      return Promise.resolve();
    },
    reconnectFeed: () => {
      feedReconnects += 1;
    },
  });
  let recoveries = 0;
  store.onRecovered(() => (recoveries += 1));
  return {
    clock,
    store,
    probes: () => probes,
    feedReconnects: () => feedReconnects,
    recoveries: () => recoveries,
  };
};

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('ConnectivityStore: the live feed', () => {
  it('is online at the start, before the feed ever connected', () => {
    const { store, clock } = setup();
    store.feedConnectedChanged(false);
    expect(store.offline).toBe(false);
    expect(store.secondsLeft).toBeNull();
    expect(clock.pendingTimers).toBe(0);
  });

  it('goes offline when the feed closes and counts its reconnect down second by second, by the clock', () => {
    const { store, clock } = setup();
    store.feedConnectedChanged(true);
    store.feedReconnectChanged(LIVE_FEED_RECONNECT_MS);
    store.feedConnectedChanged(false);
    expect(store.offline).toBe(true);
    expect(store.secondsLeft).toBe(12);
    clock.advance(999);
    expect(store.secondsLeft).toBe(12);
    clock.advance(1);
    expect(store.secondsLeft).toBe(11);
    clock.advance(10_000);
    expect(store.secondsLeft).toBe(1);
    // The attempt runs: no time to count down, still offline.
    clock.advance(1_000);
    store.feedReconnectChanged(null);
    expect(store.offline).toBe(true);
    expect(store.secondsLeft).toBeNull();
    // Refused again: the next reconnect's countdown.
    store.feedReconnectChanged(clock.now() + LIVE_FEED_RECONNECT_MS);
    expect(store.secondsLeft).toBe(12);
  });

  it('clears on reconnect, tells listeners once, and stops ticking', () => {
    const { store, clock, recoveries } = setup();
    store.feedReconnectChanged(LIVE_FEED_RECONNECT_MS);
    store.apiUnreachable();
    clock.advance(LIVE_FEED_RECONNECT_MS);
    store.feedReconnectChanged(null);
    store.feedConnectedChanged(true);
    // A reconnected feed means the server is back: the API's failure is cleared too.
    expect(store.offline).toBe(false);
    expect(store.apiReachable).toBe(true);
    expect(recoveries()).toBe(1);
    expect(store.recoveries).toBe(1);
    expect(clock.pendingTimers).toBe(0);
  });

  it('"retry now" asks the feed to reconnect at once', () => {
    const { store, feedReconnects, probes } = setup();
    store.feedReconnectChanged(LIVE_FEED_RECONNECT_MS);
    store.retryNow();
    expect(feedReconnects()).toBe(1);
    expect(probes()).toBe(0);
  });
});

describe('ConnectivityStore: the API', () => {
  it('goes offline on a network failure, probes again every 12 s, and clears on an answer', async () => {
    const { store, clock, probes, recoveries } = setup();
    store.apiUnreachable();
    expect(store.offline).toBe(true);
    expect(store.secondsLeft).toBe(12);
    clock.advance(LIVE_FEED_RECONNECT_MS - 1);
    expect(probes()).toBe(0);
    clock.advance(1);
    expect(probes()).toBe(1);
    // The probe failed too (its answer came through the Http port): another one is scheduled.
    store.apiUnreachable();
    await flush();
    expect(store.secondsLeft).toBe(12);
    clock.advance(LIVE_FEED_RECONNECT_MS);
    expect(probes()).toBe(2);
    store.apiAnswered();
    await flush();
    expect(store.offline).toBe(false);
    expect(recoveries()).toBe(1);
    expect(clock.pendingTimers).toBe(0);
  });

  it('a second failure while offline changes nothing, and an answer while online tells nobody', () => {
    const { store, clock, recoveries } = setup();
    store.apiAnswered();
    store.apiUnreachable();
    clock.advance(4_000);
    store.apiUnreachable();
    expect(store.secondsLeft).toBe(8);
    expect(recoveries()).toBe(0);
  });

  it('"retry now" probes at once instead of waiting', () => {
    const { store, clock, probes, feedReconnects } = setup();
    store.apiUnreachable();
    clock.advance(2_000);
    store.retryNow();
    expect(probes()).toBe(1);
    expect(feedReconnects()).toBe(0);
    // No second probe from the old timer.
    clock.advance(10_000);
    expect(probes()).toBe(1);
  });

  it('shows the feed reconnect countdown when both are down', () => {
    const { store, clock } = setup();
    store.apiUnreachable();
    clock.advance(5_000);
    store.feedReconnectChanged(clock.now() + LIVE_FEED_RECONNECT_MS);
    expect(store.secondsLeft).toBe(12);
    store.apiAnswered();
    // The API answers, but the feed is still down: the banner stays.
    expect(store.offline).toBe(true);
  });
});
