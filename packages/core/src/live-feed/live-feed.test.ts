import { FakeClock, FakeSocketFactory } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../shared/error-codes.js';
import { fail, ok, type Result } from '../shared/result.js';
import { LiveFeed, type LiveFeedAuthFailure } from './live-feed.js';
import { LIVE_FEED_RECONNECT_MS, type LiveFeedMessage } from './protocol.js';

const URL = 'ws://feed.test/ws';

/** Lets pending promise callbacks (the token request) run. */
const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

const setup = (tokens: Result<string>[] = [ok('tok-1'), ok('tok-2'), ok('tok-3')]) => {
  const sockets = new FakeSocketFactory();
  const clock = new FakeClock(0);
  let tokenCalls = 0;
  const feed = new LiveFeed({
    sockets,
    clock,
    url: URL,
    fetchToken: () => Promise.resolve(tokens[tokenCalls++] ?? fail<string>('NOT_SIGNED_IN')),
  });
  const received: LiveFeedMessage[] = [];
  const collect = (message: LiveFeedMessage): void => void received.push(message);
  return { sockets, clock, feed, received, collect, tokenCalls: () => tokenCalls };
};

const authReply = (code: number) => ({ id: 'a1', channel: 'Auth', error: { code }, data: null });

describe('LiveFeed: before and at open', () => {
  it('opens on the first subscription, queues commands until open, then sends them in order', () => {
    const { sockets, feed, collect } = setup();
    feed.subscribe('ticker', collect);
    feed.subscribe('news', collect);
    expect(sockets.sockets).toHaveLength(1);
    expect(sockets.last.url).toBe(URL);
    expect(sockets.last.sent).toEqual([]);
    expect(feed.connected).toBe(false);

    sockets.last.accept();
    expect(feed.connected).toBe(true);
    expect(sockets.last.sent).toEqual(['sub#Sub@ticker', 'sub#Sub@news']);
  });

  it('sends directly once open, and a second callback on a channel sends nothing new', () => {
    const { sockets, feed, collect } = setup();
    feed.connect();
    sockets.last.accept();
    feed.subscribe('ticker', collect);
    feed.subscribe('ticker', () => undefined);
    expect(sockets.last.sent).toEqual(['sub#Sub@ticker']);
  });

  it('tells connected listeners about open and close', () => {
    const { sockets, feed } = setup();
    const seen: boolean[] = [];
    feed.onConnectedChange((c) => seen.push(c));
    feed.connect();
    sockets.last.accept();
    sockets.last.drop();
    expect(seen).toEqual([true, false]);
  });

  it('unsubscribing before open removes the queued command; after open sends unsub', () => {
    const { sockets, feed, collect } = setup();
    const stopTicker = feed.subscribe('ticker', collect);
    const stopNews = feed.subscribe('news', collect);
    stopTicker();
    sockets.last.accept();
    expect(sockets.last.sent).toEqual(['sub#Sub@news']);
    stopNews();
    expect(sockets.last.sent).toEqual(['sub#Sub@news', 'unsub#Unsub@news']);
  });
});

describe('LiveFeed: authentication', () => {
  it('fetches a token on open, sends auth#Auth@token, and subscribes only after code 0', async () => {
    const { sockets, feed, collect, tokenCalls } = setup();
    feed.subscribe('wallet', collect, { auth: true });
    feed.subscribe('ticker', collect);
    expect(tokenCalls()).toBe(0); // not before the socket is open

    sockets.last.accept();
    await flush();
    expect(tokenCalls()).toBe(1);
    expect(sockets.last.sent).toEqual(['sub#Sub@ticker', 'auth#Auth@tok-1']);

    sockets.last.deliverJson(authReply(0));
    expect(feed.authenticated).toBe(true);
    expect(sockets.last.sent).toEqual(['sub#Sub@ticker', 'auth#Auth@tok-1', 'sub#Sub@wallet']);

    feed.subscribe('signals', collect, { auth: true }); // already authenticated: straight out
    expect(sockets.last.sent.at(-1)).toBe('sub#Sub@signals');
    expect(tokenCalls()).toBe(1);
  });

  it('keeps authenticated subscriptions waiting on a non-zero auth reply and reports it', async () => {
    const { sockets, feed, collect, tokenCalls } = setup();
    const failures: LiveFeedAuthFailure[] = [];
    feed.onAuthFailure((f) => failures.push(f));
    feed.subscribe('wallet', collect, { auth: true });
    sockets.last.accept();
    await flush();
    sockets.last.deliverJson(authReply(4001));
    expect(failures).toEqual([{ kind: 'reply', code: 4001 }]);
    expect(feed.authenticated).toBe(false);
    expect(sockets.last.sent).toEqual(['auth#Auth@tok-1']);

    // Asked again (e.g. after a login): a new token, and this time it works.
    feed.authenticate();
    await flush();
    expect(tokenCalls()).toBe(2);
    sockets.last.deliverJson(authReply(0));
    expect(sockets.last.sent).toEqual(['auth#Auth@tok-1', 'auth#Auth@tok-2', 'sub#Sub@wallet']);
  });

  it('reports a failed token call with its code and sends no auth command', async () => {
    const { sockets, feed, collect } = setup([fail('NOT_SIGNED_IN')]);
    const failures: LiveFeedAuthFailure[] = [];
    feed.onAuthFailure((f) => failures.push(f));
    feed.subscribe('wallet', collect, { auth: true });
    sockets.last.accept();
    await flush();
    expect(failures).toEqual([{ kind: 'token', code: 'NOT_SIGNED_IN' satisfies ErrorCode }]);
    expect(sockets.last.sent).toEqual([]);
  });

  it('ignores an auth reply nobody asked for', () => {
    const { sockets, feed, collect } = setup();
    feed.subscribe('wallet', collect, { auth: true });
    feed.logout();
    sockets.last.accept();
    sockets.last.deliverJson(authReply(0));
    expect(feed.authenticated).toBe(false);
  });

  it('on logout sends unauth#Unauth and drops the authenticated subscriptions only', async () => {
    const { sockets, feed, received, collect } = setup();
    feed.subscribe('wallet', collect, { auth: true });
    feed.subscribe('ticker', collect);
    sockets.last.accept();
    await flush();
    sockets.last.deliverJson(authReply(0));

    feed.logout();
    expect(sockets.last.sent.at(-1)).toBe('unauth#Unauth');
    expect(feed.authenticated).toBe(false);
    sockets.last.deliverJson({ id: '1', channel: 'wallet', error: { code: 0 }, data: { balance: '1' } });
    sockets.last.deliverJson({ id: '2', channel: 'ticker', error: { code: 0 }, data: 'tick' });
    expect(received.map((m) => m.channel)).toEqual(['ticker']);
  });

  it('a logout before the socket opens keeps the queued public subscriptions and drops the rest', async () => {
    const { sockets, feed, received, collect, tokenCalls } = setup();
    feed.subscribe('ticker', collect);
    feed.subscribe('wallet', collect, { auth: true });
    feed.logout();
    sockets.last.accept();
    await flush();
    expect(sockets.last.sent).toEqual(['sub#Sub@ticker']);
    expect(tokenCalls()).toBe(0);
    sockets.last.deliverJson({ id: '1', channel: 'wallet', error: { code: 0 }, data: null });
    sockets.last.deliverJson({ id: '2', channel: 'ticker', error: { code: 0 }, data: 'tick' });
    expect(received.map((m) => m.channel)).toEqual(['ticker']);
  });

  it('drops a token that arrives after logout', async () => {
    let release: (r: Result<string>) => void = () => undefined;
    const sockets = new FakeSocketFactory();
    const feed = new LiveFeed({
      sockets,
      clock: new FakeClock(0),
      url: URL,
      fetchToken: () => new Promise((resolve) => (release = resolve)),
    });
    feed.subscribe('wallet', () => undefined, { auth: true });
    sockets.last.accept();
    feed.logout();
    release(ok('late-token'));
    await flush();
    expect(sockets.last.sent).toEqual(['unauth#Unauth']);
  });
});

describe('LiveFeed: the server ends the session', () => {
  const ended = { id: 's1', channel: 'Unauth', error: { code: 0 }, data: { reason: 'session ended' } };

  /** A feed authenticated with one public and one member channel subscribed and confirmed. */
  const authenticatedFeed = async () => {
    const context = setup();
    const { sockets, feed, collect } = context;
    const confirmations: string[] = [];
    feed.subscribe('ticker', collect);
    feed.subscribe('wallet', collect, { auth: true, onSubscribed: () => confirmations.push('wallet') });
    sockets.last.accept();
    await flush();
    sockets.last.deliverJson(authReply(0));
    sockets.last.deliverJson({ id: 'c1', channel: 'Sub', error: { code: 0 }, data: { channel: 'wallet' } });
    return { ...context, confirmations };
  };

  it('is no longer authenticated, tells its listeners once, and keeps the public channels', async () => {
    const { sockets, feed, received } = await authenticatedFeed();
    let told = 0;
    feed.onSessionEnded(() => (told += 1));
    sockets.last.deliverJson(ended);
    expect(feed.authenticated).toBe(false);
    expect(told).toBe(1);
    sockets.last.deliverJson({ id: '2', channel: 'ticker', error: { code: 0 }, data: 'tick' });
    expect(received.map((m) => m.channel)).toEqual(['ticker']);
    // a second notice, for a member already gone, tells nothing more
    sockets.last.deliverJson(ended);
    expect(told).toBe(1);
  });

  it('subscribes the member channels again after a new authentication, which confirms them anew', async () => {
    const { sockets, feed, confirmations } = await authenticatedFeed();
    sockets.last.deliverJson(ended);
    const sentBefore = sockets.last.sent.length;
    feed.authenticate();
    await flush();
    expect(sockets.last.sent.slice(sentBefore)).toEqual(['auth#Auth@tok-2']);
    sockets.last.deliverJson(authReply(0));
    expect(sockets.last.sent.at(-1)).toBe('sub#Sub@wallet');
    sockets.last.deliverJson({ id: 'c2', channel: 'Sub', error: { code: 0 }, data: { channel: 'wallet' } });
    expect(confirmations).toEqual(['wallet', 'wallet']);
  });

  it("is not the reply to its own unauth#Unauth, nor an end while a new login's auth is on its way", async () => {
    const { sockets, feed } = await authenticatedFeed();
    let told = 0;
    feed.onSessionEnded(() => (told += 1));
    feed.logout();
    sockets.last.deliverJson({ id: 'u1', channel: 'Unauth', error: { code: 0 }, data: null });
    feed.subscribe('orders', () => undefined, { auth: true });
    await flush();
    expect(sockets.last.sent.at(-1)).toBe('auth#Auth@tok-2');
    // the old session's end arrives while the new auth command waits for its reply
    sockets.last.deliverJson(ended);
    sockets.last.deliverJson(authReply(0));
    expect(feed.authenticated).toBe(true);
    expect(sockets.last.sent.at(-1)).toBe('sub#Sub@orders');
    expect(told).toBe(0);
  });
});

describe('LiveFeed: dispatch', () => {
  it('hands each message to the callbacks of its channel only', () => {
    const { sockets, feed } = setup();
    const a: unknown[] = [];
    const b: unknown[] = [];
    feed.subscribe('a', (m) => a.push(m.data));
    feed.subscribe('a', (m) => a.push(`again ${String(m.data)}`));
    feed.subscribe('b', (m) => b.push(m.data));
    sockets.last.accept();
    sockets.last.deliverJson({ id: 7, channel: 'a', error: { code: 0 }, data: 1 });
    sockets.last.deliverJson({ id: 8, channel: 'b', error: { code: 0 }, data: 2 });
    sockets.last.deliverJson({ id: 9, channel: 'c', error: { code: 0 }, data: 3 });
    expect(a).toEqual([1, 'again 1']);
    expect(b).toEqual([2]);
  });

  it('passes id, channel, error code and data', () => {
    const { sockets, feed, received, collect } = setup();
    feed.subscribe('a', collect);
    sockets.last.accept();
    sockets.last.deliverJson({ id: 'm-1', channel: 'a', error: { code: 0 }, data: { x: 1 } });
    expect(received).toEqual([{ id: 'm-1', channel: 'a', error: { code: 0 }, data: { x: 1 } }]);
  });

  it('tells a channel its subscription was refused', () => {
    const { sockets, feed, received, collect } = setup();
    feed.subscribe('signal.9', collect);
    sockets.last.accept();
    sockets.last.deliverJson({
      id: '1',
      channel: 'Sub',
      error: { code: 4004 },
      data: { channel: 'signal.9' },
    });
    expect(received).toEqual([
      { id: '1', channel: 'signal.9', error: { code: 4004 }, data: { channel: 'signal.9' } },
    ]);
  });

  it('tells each subscriber of a channel when the server confirms it, and no one after unsubscribing', () => {
    const { sockets, feed, collect } = setup();
    const confirmed: string[] = [];
    feed.subscribe('signal.9', collect, { onSubscribed: () => confirmed.push('first') });
    const stop = feed.subscribe('signal.9', () => undefined, {
      onSubscribed: () => confirmed.push('second'),
    });
    feed.subscribe('signal.10', collect, { onSubscribed: () => confirmed.push('other channel') });
    sockets.last.accept();
    const ok = { channel: 'Sub', error: { code: 0 }, data: { channel: 'signal.9' } };
    sockets.last.deliverJson(ok);
    expect(confirmed).toEqual(['first', 'second']);
    stop();
    sockets.last.deliverJson(ok);
    // A refusal is not a confirmation.
    sockets.last.deliverJson({ channel: 'Sub', error: { code: 4004 }, data: { channel: 'signal.9' } });
    expect(confirmed).toEqual(['first', 'second', 'first']);
  });

  it('ignores malformed messages and keeps working', () => {
    const { sockets, feed, received, collect } = setup();
    feed.subscribe('a', collect);
    sockets.last.accept();
    for (const junk of [
      'not json',
      '[]',
      'null',
      '42',
      '{"channel":5}',
      '{"channel":"a"}',
      '{"channel":"a","error":{"code":"0"}}',
    ]) {
      sockets.last.deliver(junk);
    }
    expect(received).toEqual([]);
    sockets.last.deliverJson({ channel: 'a', error: { code: 0 }, data: 'ok' });
    expect(received.map((m) => m.data)).toEqual(['ok']);
  });

  it('stops calling a callback once it unsubscribed', () => {
    const { sockets, feed, received, collect } = setup();
    const stop = feed.subscribe('a', collect);
    feed.subscribe('a', () => undefined);
    sockets.last.accept();
    stop();
    sockets.last.deliverJson({ channel: 'a', error: { code: 0 }, data: 1 });
    expect(received).toEqual([]);
    expect(sockets.last.sent).toEqual(['sub#Sub@a']); // the other callback still listens
  });
});

describe('LiveFeed: close and reconnect', () => {
  it('reconnects exactly 12 s after close, not at 11.999 s', () => {
    const { sockets, clock, feed, collect } = setup();
    feed.subscribe('ticker', collect);
    sockets.last.accept();
    sockets.last.drop();
    expect(feed.connected).toBe(false);
    clock.advance(LIVE_FEED_RECONNECT_MS - 1);
    expect(sockets.sockets).toHaveLength(1);
    clock.advance(1);
    expect(sockets.sockets).toHaveLength(2);
    expect(LIVE_FEED_RECONNECT_MS).toBe(12_000);
  });

  it('re-sends every active subscription after reconnecting, authenticating again first', async () => {
    const { sockets, clock, feed, collect, tokenCalls } = setup();
    feed.subscribe('wallet', collect, { auth: true });
    const stopNews = feed.subscribe('news', collect);
    feed.subscribe('ticker', collect);
    sockets.last.accept();
    await flush();
    sockets.last.deliverJson(authReply(0));
    stopNews();

    sockets.last.fail();
    expect(feed.authenticated).toBe(false);
    clock.advance(12_000);
    const second = sockets.last;
    expect(second).not.toBe(sockets.sockets[0]);
    second.accept();
    await flush();
    expect(tokenCalls()).toBe(2);
    expect(second.sent).toEqual(['sub#Sub@ticker', 'auth#Auth@tok-2']);
    second.deliverJson(authReply(0));
    expect(second.sent).toEqual(['sub#Sub@ticker', 'auth#Auth@tok-2', 'sub#Sub@wallet']);
  });

  it('keeps retrying every 12 s while the server is unreachable', () => {
    const { sockets, clock, feed, collect } = setup();
    feed.subscribe('ticker', collect);
    sockets.last.drop(); // refused before opening
    clock.advance(12_000);
    sockets.last.drop();
    clock.advance(12_000);
    expect(sockets.sockets).toHaveLength(3);
  });

  it('a subscription during the wait does not cut the 12 s short', () => {
    const { sockets, clock, feed, collect } = setup();
    feed.subscribe('ticker', collect);
    sockets.last.accept();
    sockets.last.drop();
    clock.advance(5_000);
    feed.subscribe('news', collect);
    expect(sockets.sockets).toHaveLength(1);
    clock.advance(7_000);
    sockets.last.accept();
    expect(sockets.last.sent).toEqual(['sub#Sub@ticker', 'sub#Sub@news']);
  });

  it('ignores events of an old socket', () => {
    const { sockets, clock, feed, received, collect } = setup();
    feed.subscribe('a', collect);
    const first = sockets.last;
    first.accept();
    first.drop();
    clock.advance(12_000);
    first.accept = () => undefined; // the old socket is done; deliver() on it does nothing now
    first.deliverJson({ channel: 'a', error: { code: 0 }, data: 'stale' });
    expect(received).toEqual([]);
  });

  it('does not reconnect after close()', () => {
    const { sockets, clock, feed, collect } = setup();
    feed.subscribe('ticker', collect);
    sockets.last.accept();
    feed.close();
    expect(sockets.last.closedByClient).toBe(true);
    expect(feed.connected).toBe(false);
    clock.advance(60_000);
    expect(sockets.sockets).toHaveLength(1);
    expect(clock.pendingTimers).toBe(0);
  });

  it('tells when the next reconnect is due after a close, and that none is once it opens', () => {
    const { sockets, clock, feed, collect } = setup();
    const due: (number | null)[] = [];
    feed.onReconnectChange((at) => due.push(at));
    feed.subscribe('ticker', collect);
    sockets.last.accept();
    clock.advance(1_000);
    sockets.last.drop();
    expect(feed.reconnectAt).toBe(1_000 + LIVE_FEED_RECONNECT_MS);
    expect(due).toEqual([1_000 + LIVE_FEED_RECONNECT_MS]);
    clock.advance(LIVE_FEED_RECONNECT_MS);
    // The attempt is under way: nothing is scheduled while it runs; refused, the next one is.
    expect(feed.reconnectAt).toBeNull();
    sockets.last.drop();
    expect(feed.reconnectAt).toBe(13_000 + LIVE_FEED_RECONNECT_MS);
    clock.advance(LIVE_FEED_RECONNECT_MS);
    sockets.last.accept();
    expect(due).toEqual([13_000, null, 25_000, null]);
    expect(feed.connected).toBe(true);
  });

  it('reconnectNow() opens at once instead of waiting, and the old timer does nothing', () => {
    const { sockets, clock, feed, collect } = setup();
    const due: (number | null)[] = [];
    feed.onReconnectChange((at) => due.push(at));
    feed.subscribe('ticker', collect);
    sockets.last.accept();
    sockets.last.drop();
    clock.advance(3_000);
    feed.reconnectNow();
    expect(sockets.sockets).toHaveLength(2);
    expect(due).toEqual([LIVE_FEED_RECONNECT_MS, null]);
    expect(clock.pendingTimers).toBe(0);
    sockets.last.accept();
    expect(sockets.last.sent).toEqual(['sub#Sub@ticker']);
    clock.advance(60_000);
    expect(sockets.sockets).toHaveLength(2);
  });

  it('reconnectNow() does nothing while connected, connecting or closed for good', () => {
    const { sockets, feed, collect } = setup();
    feed.subscribe('ticker', collect);
    feed.reconnectNow();
    expect(sockets.sockets).toHaveLength(1);
    sockets.last.accept();
    feed.reconnectNow();
    expect(sockets.sockets).toHaveLength(1);
    sockets.last.drop();
    feed.close();
    feed.reconnectNow();
    expect(sockets.sockets).toHaveLength(1);
    expect(feed.reconnectAt).toBeNull();
  });

  it('close() during the reconnect wait cancels the reconnect', () => {
    const { sockets, clock, feed, collect } = setup();
    feed.subscribe('ticker', collect);
    sockets.last.drop();
    feed.close();
    clock.advance(60_000);
    expect(sockets.sockets).toHaveLength(1);
  });
});
