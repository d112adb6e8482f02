import { FakeClock, FakeSocketFactory } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../shared/result.js';
import { LiveFeed, type LiveFeedAuthFailure } from './live-feed.js';
import { LIVE_FEED_RECONNECT_MS, type LiveFeedMessage } from './protocol.js';

// The live feed when events interleave: answers that arrive late (a token for a connection that is
// gone, an auth reply for an authentication given up), close() and logout() in the middle of a
// wait, listeners that call back into the feed. The token requests wait until the test answers them.

const URL = 'ws://feed.test/ws';

/** Lets pending promise callbacks (the token requests, an echo socket's events) run. */
const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

const setup = (options: { readonly echo?: boolean } = {}) => {
  const sockets = new FakeSocketFactory({ echo: options.echo === true });
  const clock = new FakeClock(0);
  const tokenRequests: ((result: Result<string>) => void)[] = [];
  const feed = new LiveFeed({
    sockets,
    clock,
    url: URL,
    fetchToken: () => new Promise((resolve) => tokenRequests.push(resolve)),
  });
  /** Answers the n-th token request (0-based), then lets the feed act on it. */
  const answerToken = async (n: number, result: Result<string>): Promise<void> => {
    const answer = tokenRequests[n];
    if (answer === undefined) throw new Error(`no token request #${n}`);
    answer(result);
    await flush();
  };
  const received: LiveFeedMessage[] = [];
  const collect = (message: LiveFeedMessage): void => void received.push(message);
  return { sockets, clock, feed, tokenRequests, answerToken, received, collect };
};

const authReply = (code: number) => ({ id: 'a', channel: 'Auth', error: { code }, data: null });
const subReply = (channel: string, code = 0) => ({
  id: 's',
  channel: 'Sub',
  error: { code },
  data: { channel },
});

describe('LiveFeed: late token answers', () => {
  it('never sends a token fetched for a connection that dropped, not even on the next one', async () => {
    const { sockets, clock, feed, tokenRequests, answerToken, collect } = setup();
    feed.subscribe('wallet', collect, { auth: true });
    sockets.last.accept();
    expect(tokenRequests).toHaveLength(1);
    sockets.last.drop();
    clock.advance(LIVE_FEED_RECONNECT_MS);
    const second = sockets.last;
    second.accept();
    expect(tokenRequests).toHaveLength(2);

    await answerToken(0, ok('for-the-old-socket'));
    expect(second.sent).toEqual([]);
    await answerToken(1, ok('fresh'));
    expect(second.sent).toEqual(['auth#Auth@fresh']);
    second.deliverJson(authReply(0));
    expect(second.sent).toEqual(['auth#Auth@fresh', 'sub#Sub@wallet']);
  });

  it('never sends a token requested before logout, even while a new authentication waits for its own', async () => {
    const { sockets, feed, tokenRequests, answerToken, collect } = setup();
    feed.subscribe('wallet', collect, { auth: true });
    sockets.last.accept();
    feed.logout();
    feed.subscribe('orders', collect, { auth: true }); // the next member signs in
    expect(tokenRequests).toHaveLength(2);

    await answerToken(0, ok('first-member'));
    expect(sockets.last.sent).toEqual(['unauth#Unauth']);
    await answerToken(1, ok('second-member'));
    sockets.last.deliverJson(authReply(0));
    expect(sockets.last.sent).toEqual(['unauth#Unauth', 'auth#Auth@second-member', 'sub#Sub@orders']);
  });

  it('reports no failure for a token call that was abandoned', async () => {
    const { sockets, feed, answerToken, collect } = setup();
    const failures: LiveFeedAuthFailure[] = [];
    feed.onAuthFailure((failure) => failures.push(failure));
    feed.subscribe('wallet', collect, { auth: true });
    sockets.last.accept();
    feed.logout();
    await answerToken(0, fail('NOT_SIGNED_IN'));
    expect(failures).toEqual([]);
  });

  it('asks for one token while one is on its way, however many authenticated channels wait', async () => {
    const { sockets, feed, tokenRequests, answerToken, collect } = setup();
    feed.subscribe('wallet', collect, { auth: true });
    sockets.last.accept();
    feed.subscribe('orders', collect, { auth: true });
    feed.authenticate();
    expect(tokenRequests).toHaveLength(1);

    await answerToken(0, ok('tok'));
    sockets.last.deliverJson(authReply(0));
    expect(sockets.last.sent).toEqual(['auth#Auth@tok', 'sub#Sub@wallet', 'sub#Sub@orders']);
    feed.authenticate(); // nothing waits any more
    expect(tokenRequests).toHaveLength(1);
  });
});

describe('LiveFeed: logout and a new login on the same connection', () => {
  it('authenticates again for the next member after a logout', async () => {
    const { sockets, feed, tokenRequests, answerToken, received, collect } = setup();
    feed.subscribe('wallet', collect, { auth: true });
    sockets.last.accept();
    await answerToken(0, ok('first'));
    sockets.last.deliverJson(authReply(0));
    feed.logout();

    feed.subscribe('wallet', collect, { auth: true });
    expect(feed.authenticated).toBe(false);
    expect(tokenRequests).toHaveLength(2);
    await answerToken(1, ok('second'));
    sockets.last.deliverJson(authReply(0));
    expect(feed.authenticated).toBe(true);
    expect(sockets.last.sent).toEqual([
      'auth#Auth@first',
      'sub#Sub@wallet',
      'unauth#Unauth',
      'auth#Auth@second',
      'sub#Sub@wallet',
    ]);
    sockets.last.deliverJson({ id: '1', channel: 'wallet', error: { code: 0 }, data: 'balance' });
    expect(received.map((m) => m.data)).toEqual(['balance']);
  });

  it('does not take the reply to an authentication given up at logout for the next one', async () => {
    const { sockets, feed, answerToken, collect } = setup();
    feed.subscribe('wallet', collect, { auth: true });
    sockets.last.accept();
    await answerToken(0, ok('first'));
    feed.logout(); // before the server answered auth#Auth@first
    feed.subscribe('orders', collect, { auth: true });

    sockets.last.deliverJson(authReply(0)); // the answer to auth#Auth@first, which unauth then undid
    expect(feed.authenticated).toBe(false);
    expect(sockets.last.sent).toEqual(['auth#Auth@first', 'unauth#Unauth']);

    await answerToken(1, ok('second'));
    sockets.last.deliverJson(authReply(0));
    expect(feed.authenticated).toBe(true);
    expect(sockets.last.sent).toEqual([
      'auth#Auth@first',
      'unauth#Unauth',
      'auth#Auth@second',
      'sub#Sub@orders',
    ]);
  });

  it('waits for the answer to its own auth command when an abandoned one is answered in between', async () => {
    const { sockets, feed, answerToken, collect } = setup();
    const failures: LiveFeedAuthFailure[] = [];
    feed.onAuthFailure((failure) => failures.push(failure));
    feed.subscribe('wallet', collect, { auth: true });
    sockets.last.accept();
    await answerToken(0, ok('first'));
    feed.logout();
    feed.subscribe('orders', collect, { auth: true });
    await answerToken(1, ok('second'));
    expect(sockets.last.sent).toEqual(['auth#Auth@first', 'unauth#Unauth', 'auth#Auth@second']);

    sockets.last.deliverJson(authReply(0)); // for auth#Auth@first
    expect(feed.authenticated).toBe(false);
    sockets.last.deliverJson(authReply(4001)); // for auth#Auth@second: refused
    expect(feed.authenticated).toBe(false);
    expect(failures).toEqual([{ kind: 'reply', code: 4001 }]);
    expect(sockets.last.sent).toEqual(['auth#Auth@first', 'unauth#Unauth', 'auth#Auth@second']);
  });

  it('expects no answer on a new connection to an authentication given up on the old one', async () => {
    const { sockets, clock, feed, answerToken, collect } = setup();
    feed.subscribe('wallet', collect, { auth: true });
    sockets.last.accept();
    await answerToken(0, ok('first'));
    feed.logout();
    sockets.last.drop(); // the answer to auth#Auth@first never comes
    clock.advance(LIVE_FEED_RECONNECT_MS);
    feed.subscribe('orders', collect, { auth: true });
    sockets.last.accept();
    await answerToken(1, ok('second'));
    sockets.last.deliverJson(authReply(0));
    expect(feed.authenticated).toBe(true);
    expect(sockets.last.sent).toEqual(['auth#Auth@second', 'sub#Sub@orders']);
  });

  it('sends no unsub for an authenticated channel that never got subscribed', async () => {
    const { sockets, feed, answerToken, collect } = setup();
    feed.subscribe('ticker', collect);
    const stopWallet = feed.subscribe('wallet', collect, { auth: true });
    sockets.last.accept();
    stopWallet(); // still waiting for the token
    await answerToken(0, fail('NOT_SIGNED_IN'));
    const stopOrders = feed.subscribe('orders', collect, { auth: true });
    await answerToken(1, ok('tok'));
    sockets.last.deliverJson(authReply(4001));
    stopOrders(); // its authentication was refused
    expect(sockets.last.sent).toEqual(['sub#Sub@ticker', 'auth#Auth@tok']);
  });

  it('lets an unsubscribe be called twice, or after logout dropped its channel, without effect', async () => {
    const { sockets, feed, answerToken, collect } = setup();
    const stopTicker = feed.subscribe('ticker', collect);
    const stopWallet = feed.subscribe('wallet', collect, { auth: true, onSubscribed: () => undefined });
    sockets.last.accept();
    await answerToken(0, ok('tok'));
    sockets.last.deliverJson(authReply(0));
    stopTicker();
    stopTicker();
    feed.logout();
    stopWallet();
    expect(sockets.last.sent).toEqual([
      'sub#Sub@ticker',
      'auth#Auth@tok',
      'sub#Sub@wallet',
      'unsub#Unsub@ticker',
      'unauth#Unauth',
    ]);
  });
});

describe('LiveFeed: replies that match no subscription', () => {
  it('ignores a confirmation that comes after the channel was unsubscribed', () => {
    const { sockets, feed, collect } = setup();
    const confirmed: string[] = [];
    const stop = feed.subscribe('signal.9', collect, { onSubscribed: () => confirmed.push('signal.9') });
    sockets.last.accept();
    stop();
    sockets.last.deliverJson(subReply('signal.9'));
    sockets.last.deliverJson(subReply('never-subscribed'));
    expect(confirmed).toEqual([]);
  });

  it('ignores command replies whose data names no channel, and keeps dispatching', () => {
    const { sockets, feed, received, collect } = setup();
    const confirmed: string[] = [];
    feed.subscribe('a', collect, { onSubscribed: () => confirmed.push('a') });
    sockets.last.accept();
    for (const data of [null, undefined, 'a', 7, [], {}, { channel: null }, { channel: 7 }]) {
      sockets.last.deliverJson({ id: '1', channel: 'Sub', error: { code: 0 }, data });
      sockets.last.deliverJson({ id: '2', channel: 'Sub', error: { code: 4004 }, data });
    }
    expect(confirmed).toEqual([]);
    expect(received).toEqual([]);
    sockets.last.deliverJson({ id: '3', channel: 'a', error: { code: 0 }, data: 'still here' });
    expect(received.map((m) => m.data)).toEqual(['still here']);
  });

  it('confirms to the subscribers that asked, while others on the channel gave no onSubscribed', () => {
    const { sockets, feed, collect } = setup();
    const confirmed: string[] = [];
    feed.subscribe('a', collect);
    feed.subscribe('a', () => undefined, { onSubscribed: () => confirmed.push('second') });
    feed.subscribe('a', () => undefined);
    sockets.last.accept();
    sockets.last.deliverJson(subReply('a'));
    expect(confirmed).toEqual(['second']);
  });

  it('hands a push with a non-zero code to its channel, code included', () => {
    const { sockets, feed, received, collect } = setup();
    feed.subscribe('wallet', collect);
    sockets.last.accept();
    sockets.last.deliverJson({ id: '9', channel: 'wallet', error: { code: 4003 }, data: null });
    expect(received).toEqual([{ id: '9', channel: 'wallet', error: { code: 4003 }, data: null }]);
  });
});

describe('LiveFeed: listeners', () => {
  it('stop hearing once the function their registration returned is called; the others still hear', async () => {
    const { sockets, clock, feed, answerToken, collect } = setup();
    const heard: string[] = [];
    const stops = [
      feed.onConnectedChange((c) => heard.push(`connected ${String(c)}`)),
      feed.onReconnectChange((at) => heard.push(`reconnect ${String(at)}`)),
      feed.onAuthFailure((f) => heard.push(`auth ${f.kind}`)),
    ];
    feed.onConnectedChange((c) => heard.push(`still connected ${String(c)}`));
    for (const stop of stops) stop();

    feed.subscribe('wallet', collect, { auth: true });
    sockets.last.accept();
    await answerToken(0, fail('NOT_SIGNED_IN'));
    sockets.last.drop();
    clock.advance(LIVE_FEED_RECONNECT_MS);
    expect(heard).toEqual(['still connected true', 'still connected false']);
  });

  it('tells connected listeners only of changes: nothing for a socket refused before it opened', () => {
    const { sockets, clock, feed, collect } = setup();
    const seen: boolean[] = [];
    feed.onConnectedChange((c) => seen.push(c));
    feed.subscribe('ticker', collect);
    sockets.last.drop();
    clock.advance(LIVE_FEED_RECONNECT_MS);
    sockets.last.accept();
    feed.close();
    feed.close();
    expect(seen).toEqual([true, false]);
  });
});

describe('LiveFeed: close() and reconnecting, interleaved', () => {
  it('opens no socket after close(), whatever is asked of it', () => {
    const { sockets, clock, feed, collect } = setup();
    feed.close();
    feed.connect();
    feed.subscribe('ticker', collect);
    feed.reconnectNow();
    clock.advance(LIVE_FEED_RECONNECT_MS * 2);
    expect(sockets.sockets).toHaveLength(0);
    expect(feed.connected).toBe(false);
  });

  it('reconnectNow() opens nothing when no reconnect waits, even on a feed never connected', () => {
    const { sockets, feed } = setup();
    feed.reconnectNow();
    expect(sockets.sockets).toHaveLength(0);
    feed.connect();
    expect(sockets.sockets).toHaveLength(1);
  });

  it('close() called by a connected listener as the connection drops leaves no reconnect behind', () => {
    const { sockets, clock, feed, collect } = setup();
    const due: (number | null)[] = [];
    feed.onReconnectChange((at) => due.push(at));
    feed.onConnectedChange((connected) => {
      if (!connected) feed.close();
    });
    feed.subscribe('ticker', collect);
    sockets.last.accept();
    sockets.last.drop();
    expect(feed.reconnectAt).toBeNull();
    expect(clock.pendingTimers).toBe(0);
    clock.advance(LIVE_FEED_RECONNECT_MS);
    expect(sockets.sockets).toHaveLength(1);
    expect(due).toEqual([]);
  });

  it('opens one socket when a reconnect listener connects as soon as the wait ends', () => {
    const { sockets, clock, feed, collect } = setup();
    feed.onReconnectChange((at) => {
      if (at === null) feed.connect();
    });
    feed.subscribe('ticker', collect);
    sockets.last.accept();
    sockets.last.drop();
    clock.advance(LIVE_FEED_RECONNECT_MS);
    expect(sockets.sockets).toHaveLength(2);
    sockets.last.drop();
    feed.reconnectNow();
    expect(sockets.sockets).toHaveLength(3);
    sockets.last.accept();
    expect(sockets.last.sent).toEqual(['sub#Sub@ticker']);
  });

  it('close() before the socket opened: its open and messages are ignored, nothing is sent', async () => {
    const { sockets, clock, feed, received, collect } = setup({ echo: true });
    const seen: boolean[] = [];
    feed.onConnectedChange((c) => seen.push(c));
    feed.subscribe('ticker', collect);
    feed.close(); // the echo socket opens on its own a moment later, then ends
    await flush();
    expect(sockets.last.closedByClient).toBe(true);
    expect(sockets.last.sent).toEqual([]);
    expect(seen).toEqual([]);
    expect(received).toEqual([]);
    expect(clock.pendingTimers).toBe(0);
  });

  it('close() while open: what the socket delivers before it has closed is not dispatched', async () => {
    const { sockets, clock, feed, received, collect } = setup({ echo: true });
    feed.subscribe('ticker', collect);
    await flush();
    expect(feed.connected).toBe(true);
    feed.close();
    sockets.last.deliverJson({ id: '1', channel: 'ticker', error: { code: 0 }, data: 'late' });
    await flush();
    expect(sockets.last.state).toBe('closed');
    expect(received).toEqual([]);
    expect(feed.connected).toBe(false);
    expect(clock.pendingTimers).toBe(0);
  });

  it('while waiting to reconnect, keeps what is subscribed and forgets what is unsubscribed', async () => {
    const { sockets, clock, feed, answerToken, collect } = setup();
    const stopNews = feed.subscribe('news', collect);
    feed.subscribe('ticker', collect);
    sockets.last.accept();
    sockets.last.drop();
    clock.advance(5_000);
    stopNews();
    const stopTicker = feed.subscribe('ticker', () => undefined); // a second callback: nothing new
    stopTicker();
    feed.subscribe('wallet', collect, { auth: true });
    feed.subscribe('prices', collect);
    clock.advance(LIVE_FEED_RECONNECT_MS - 5_000);
    expect(sockets.sockets).toHaveLength(2);
    sockets.last.accept();
    await answerToken(0, ok('tok'));
    sockets.last.deliverJson(authReply(0));
    expect(sockets.last.sent).toEqual([
      'sub#Sub@ticker',
      'sub#Sub@prices',
      'auth#Auth@tok',
      'sub#Sub@wallet',
    ]);
  });
});
