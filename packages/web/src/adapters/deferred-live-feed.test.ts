import { ok } from '@signal-portal/core';
import { FakeClock, FakeSocketFactory } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { DeferredLiveFeed } from './deferred-live-feed.js';
import * as client from './live-feed-client.js';

const makeFeed = () => {
  const sockets = new FakeSocketFactory();
  const feed = new DeferredLiveFeed({
    sockets,
    clock: new FakeClock(),
    url: 'ws://feed.test/ws',
    fetchToken: () => Promise.resolve(ok('token-1')),
  });
  return { feed, sockets };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('DeferredLiveFeed', () => {
  it('loads nothing and opens no socket until someone needs the feed', async () => {
    const { feed, sockets } = makeFeed();
    feed.onConnectedChange(() => undefined);
    feed.logout();
    await flush();
    expect(sockets.sockets).toHaveLength(0);
  });

  it('gives one LiveFeed, and tells listeners added before it loaded when it connects', async () => {
    const { feed, sockets } = makeFeed();
    const connected: boolean[] = [];
    feed.onConnectedChange((value) => connected.push(value));
    const live = await feed.load();
    expect(await feed.load()).toBe(live);
    live.subscribe('wallet', () => undefined, { auth: true });
    sockets.last.accept();
    expect(connected).toEqual([true]);
  });

  it('tells listeners added before it loaded when the server ends the session', async () => {
    const { feed, sockets } = makeFeed();
    let ended = 0;
    feed.onSessionEnded(() => (ended += 1));
    const live = await feed.load();
    live.subscribe('wallet', () => undefined, { auth: true });
    sockets.last.accept();
    await flush();
    sockets.last.deliverJson({ id: '1', channel: 'Auth', error: { code: 0 }, data: null });
    sockets.last.deliverJson({
      id: '2',
      channel: 'Unauth',
      error: { code: 0 },
      data: { reason: 'session ended' },
    });
    expect(ended).toBe(1);
  });

  it('authenticates the loaded feed for a member, and logs it out', async () => {
    const { feed, sockets } = makeFeed();
    const live = await feed.load();
    live.subscribe('wallet', () => undefined, { auth: true });
    sockets.last.accept();
    feed.authenticate();
    await flush();
    expect(sockets.last.sent).toContain('auth#Auth@token-1');
    sockets.last.deliverJson({ id: '1', channel: 'Auth', error: { code: 0 }, data: null });
    expect(sockets.last.sent).toContain('sub#Sub@wallet');
    feed.logout();
    expect(sockets.last.sent.at(-1)).toBe('unauth#Unauth');
  });

  it('tries the download again after it failed (a lost connection is not remembered as final)', async () => {
    const sockets = new FakeSocketFactory();
    let attempts = 0;
    const feed = new DeferredLiveFeed(
      {
        sockets,
        clock: new FakeClock(),
        url: 'ws://feed.test/ws',
        fetchToken: () => Promise.resolve(ok('t')),
      },
      () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve(client);
      },
    );
    await expect(feed.load()).rejects.toThrow(TypeError);
    const live = await feed.load();
    expect(attempts).toBe(2);
    expect(await feed.load()).toBe(live);
  });

  it('tells when the next reconnect is due, and reconnects at once when asked', async () => {
    const sockets = new FakeSocketFactory();
    const clock = new FakeClock(0);
    const feed = new DeferredLiveFeed({
      sockets,
      clock,
      url: 'ws://feed.test/ws',
      fetchToken: () => Promise.resolve(ok('t')),
    });
    const due: (number | null)[] = [];
    feed.onReconnectChange((at) => due.push(at));
    feed.reconnectNow(); // not loaded: nothing to do
    const live = await feed.load();
    live.subscribe('news', () => undefined);
    sockets.last.accept();
    sockets.last.drop();
    expect(due).toEqual([12_000]);
    feed.reconnectNow();
    expect(due).toEqual([12_000, null]);
    expect(sockets.sockets).toHaveLength(2);
  });
});
