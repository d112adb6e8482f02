import {
  formatLiveFeedMessage,
  LIVE_FEED_CHANNELS,
  LIVE_FEED_CODES,
  LiveFeed,
  ok,
  type LiveFeedMessage,
} from '@signal-portal/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlatformClock } from '../clock/platform-clock.js';
import { createSession, readSession, SESSION_COOKIE, sessionNow } from '../http/session.js';
import { issueWsToken } from '../http/ws-token.js';
import {
  codeFor,
  freshIp,
  loginByEmail,
  sessionCookie,
  signUpByEmail,
  verifyCookie,
} from '../routes/auth/auth.test-helpers.js';
import { startTestServer, TEST_SECRETS, type TestServer } from '../test-support/harness.test-helpers.js';
import { findOpsCommand, runOpsCommand } from '../ops/ops-runner.js';
import { SITE_OPS } from '../ops/site.ops.js';
import { insertSignalOf } from './feed.test-helpers.js';
import { DEFAULT_LIVE_FEED_LIMITS, registerLiveFeed, type LiveFeedServer } from './live-feed.server.js';
import { feedUrlOf, openFeedClient, wsSocketFactory, type FeedTestClient } from './ws-client.test-helpers.js';

const { OK, AUTH_REFUSED, NOT_AUTHENTICATED, UNKNOWN_CHANNEL, BAD_COMMAND } = LIVE_FEED_CODES;

const siteCommand = (words: string[]) => {
  const found = findOpsCommand(SITE_OPS, words);
  if (!found) throw new Error(`no command ${words.join(' ')}`);
  return found.command;
};

describe('live feed at /ws', () => {
  let server: TestServer;
  let url: string;
  const clients: FeedTestClient[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    url = feedUrlOf(server.app);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await server.close();
  });

  /** A live-feed token as the member's browser gets it: POST /auth/ws_token with its session. */
  const tokenFor = async (member: { siteId: string; cookie: string }): Promise<string> => {
    const issued = await server.call({
      method: 'POST',
      url: '/api/auth/ws_token',
      siteId: member.siteId,
      cookie: member.cookie,
    });
    return issued.json<{ token: string }>().token;
  };

  const client = async (): Promise<FeedTestClient> => {
    const opened = await openFeedClient(url);
    clients.push(opened);
    return opened;
  };

  /** A signed-in member with a socket authenticated as them. */
  const member = async (siteId = server.sites.demo) => {
    const { userId, cookie } = await server.signIn({ siteId });
    const socket = await client();
    const reply = await socket.command(`auth#Auth@${await tokenFor({ siteId, cookie })}`);
    expect(reply).toMatchObject({ channel: 'Auth', error: { code: OK } });
    return { siteId, userId, cookie, socket };
  };

  const logout = async (cookie: string): Promise<void> => {
    const answer = await server.call({ method: 'DELETE', url: '/api/auth/logout', cookie });
    expect(answer.json()).toEqual({ success: true });
  };

  const publish = (siteId: string, userId: string, channel: string, data: unknown) =>
    server.ctx.feed.publish({ siteId, userId, channel, data });

  it("authenticates with a ws token, subscribes, and pushes the member's events on that channel", async () => {
    const { siteId, userId, socket } = await member();
    expect(await socket.command('sub#Sub@wallet')).toMatchObject({
      channel: 'Sub',
      error: { code: OK },
      data: { channel: 'wallet' },
    });
    await publish(siteId, userId, LIVE_FEED_CHANNELS.wallet, { balance: '12.50' });
    const pushed = await socket.next();
    expect(pushed).toMatchObject({ channel: 'wallet', error: { code: OK }, data: { balance: '12.50' } });
    expect(typeof pushed.id).toBe('string');
  });

  it('numbers messages: each one on a connection has a new id, larger than the last', async () => {
    const socket = await client();
    const first = await socket.command('nonsense');
    const second = await socket.command('nonsense');
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));
  });

  it('sends an event to every socket that receives it as the same frame, formatted as before', async () => {
    const { siteId, userId, cookie, socket } = await member();
    const others = [await client(), await client()];
    for (const other of others) await other.command(`auth#Auth@${await tokenFor({ siteId, cookie })}`);
    const sockets = [socket, ...others];
    for (const each of sockets) await each.command('sub#Sub@wallet');
    const wallet = {
      balance: '12.50',
      tokenBalance: '0',
      frozenAmount: '1.25',
      withdrawableBalance: '11.25',
    };

    await publish(siteId, userId, LIVE_FEED_CHANNELS.wallet, wallet);

    const pushed = await Promise.all(sockets.map((each) => each.next()));
    const frames = sockets.map((each) => each.texts[each.texts.length - 1]);
    expect(new Set(frames).size).toBe(1);
    // The bytes of the message formatted for one socket, as each socket got before; one id for all.
    const id = pushed[0]?.id ?? '';
    expect(frames[0]).toBe(
      formatLiveFeedMessage({ id, channel: 'wallet', error: { code: OK }, data: wallet }),
    );
    // The id is still new on each connection: larger than every reply it had.
    for (const each of sockets) {
      const earlier = each.texts.slice(0, -1).map((text) => Number((JSON.parse(text) as LiveFeedMessage).id));
      expect(Math.max(...earlier)).toBeLessThan(Number(id));
    }
  });

  it('dispatches by channel: only the channels the socket subscribed to', async () => {
    const { siteId, userId, socket } = await member();
    await socket.command('sub#Sub@withdrawals');
    await publish(siteId, userId, 'wallet', { skipped: true });
    await publish(siteId, userId, 'signals', { skipped: true });
    await publish(siteId, userId, 'withdrawals', { id: 'w1', status: 'APPROVED' });
    expect(await socket.next()).toMatchObject({ channel: 'withdrawals', data: { id: 'w1' } });
    await socket.expectNothingBeforeReply();
  });

  it('delivers an event larger than a NOTIFY payload whole, in order with the small ones', async () => {
    const { siteId, userId, socket } = await member();
    await socket.command('sub#Sub@signals');
    const history = Array.from({ length: 400 }, (_, day) => ({ day, profit: `${day}.25` }));
    await publish(siteId, userId, 'signals', { n: 1 });
    await publish(siteId, userId, 'signals', { n: 2, history });
    await publish(siteId, userId, 'signals', { n: 3 });
    expect(JSON.stringify(history).length).toBeGreaterThan(8_000);
    expect(await socket.next()).toMatchObject({ channel: 'signals', data: { n: 1 } });
    expect(await socket.next()).toMatchObject({ channel: 'signals', data: { n: 2, history } });
    expect(await socket.next()).toMatchObject({ channel: 'signals', data: { n: 3 } });
  });

  it("never delivers another member's events, on the same site or another", async () => {
    const alice = await member();
    const bob = await member();
    const carol = await member(server.sites.second);
    for (const m of [alice, bob, carol]) await m.socket.command('sub#Sub@wallet');
    await publish(alice.siteId, alice.userId, 'wallet', { to: 'alice' });
    // The same user id under another site is not Alice.
    await publish(server.sites.second, alice.userId, 'wallet', { to: 'nobody' });
    await publish(carol.siteId, carol.userId, 'wallet', { to: 'carol' });
    expect(await alice.socket.next()).toMatchObject({ data: { to: 'alice' } });
    expect(await carol.socket.next()).toMatchObject({ data: { to: 'carol' } });
    // Carol's event, published last, is the barrier for every socket.
    await alice.socket.expectNothingBeforeReply();
    await bob.socket.expectNothingBeforeReply();
    await carol.socket.expectNothingBeforeReply();
  });

  it('delivers to every socket of the member', async () => {
    const { siteId, userId, cookie, socket } = await member();
    const second = await client();
    await second.command(`auth#Auth@${await tokenFor({ siteId, cookie })}`);
    await socket.command('sub#Sub@signals');
    await second.command('sub#Sub@signals');
    await publish(siteId, userId, 'signals', { n: 1 });
    expect(await socket.next()).toMatchObject({ data: { n: 1 } });
    expect(await second.next()).toMatchObject({ data: { n: 1 } });
  });

  it('subscribes to a signal channel only for a signal of the member', async () => {
    const alice = await member();
    const bob = await member();
    const own = await insertSignalOf(server.ctx.db, alice.siteId, alice.userId);
    const bobs = await insertSignalOf(server.ctx.db, bob.siteId, bob.userId);
    expect(await alice.socket.command(`sub#Sub@signal.${own}`)).toMatchObject({ error: { code: OK } });
    expect(await alice.socket.command(`sub#Sub@signal.${bobs}`)).toMatchObject({
      channel: 'Sub',
      error: { code: UNKNOWN_CHANNEL },
      data: { channel: `signal.${bobs}` },
    });
    await publish(bob.siteId, bob.userId, `signal.${bobs}`, { connStatus: 'CONNECTED' });
    await publish(alice.siteId, alice.userId, `signal.${own}`, { connStatus: 'CONNECTED' });
    expect(await alice.socket.next()).toMatchObject({ channel: `signal.${own}` });
  });

  it('refuses unknown and malformed channels with UNKNOWN_CHANNEL', async () => {
    const { socket } = await member();
    for (const channel of ['ticker', 'signal.', 'signal.no-such-id', 'bad channel!', 'x'.repeat(101)]) {
      expect(await socket.command(`sub#Sub@${channel}`)).toMatchObject({
        channel: 'Sub',
        error: { code: UNKNOWN_CHANNEL },
      });
    }
  });

  it('refuses subscriptions before authentication with NOT_AUTHENTICATED', async () => {
    const socket = await client();
    expect(await socket.command('sub#Sub@wallet')).toMatchObject({
      channel: 'Sub',
      error: { code: NOT_AUTHENTICATED },
      data: { channel: 'wallet' },
    });
  });

  it('refuses forged, expired and reused tokens with AUTH_REFUSED', async () => {
    const { userId, cookie } = await server.signIn();
    const session = await readSession(server.ctx.db, server.sites.demo, cookie.split('=')[1], sessionNow());
    if (!session) throw new Error('no session');
    const socket = await client();
    const forged = await issueWsToken(session, 'another-key-0123456789', Date.now());
    expect(await socket.command(`auth#Auth@${forged}`)).toMatchObject({
      channel: 'Auth',
      error: { code: AUTH_REFUSED },
    });
    expect(await socket.command('auth#Auth@not.a.token')).toMatchObject({ error: { code: AUTH_REFUSED } });
    const old = await issueWsToken(session, TEST_SECRETS.siteTokenKey, server.clock.now() - 61_000);
    expect(await socket.command(`auth#Auth@${old}`)).toMatchObject({ error: { code: AUTH_REFUSED } });
    // A token naming no session (none is issued so) cannot be ended by one: refused.
    const unbound = await issueWsToken(
      { siteId: server.sites.demo, userId } as unknown as Parameters<typeof issueWsToken>[0],
      TEST_SECRETS.siteTokenKey,
      server.clock.now(),
    );
    expect(await socket.command(`auth#Auth@${unbound}`)).toMatchObject({ error: { code: AUTH_REFUSED } });

    const token = await tokenFor({ siteId: server.sites.demo, cookie });
    expect(await socket.command(`auth#Auth@${token}`)).toMatchObject({ error: { code: OK } });
    const other = await client();
    expect(await other.command(`auth#Auth@${token}`)).toMatchObject({ error: { code: AUTH_REFUSED } });
    expect(await other.command('sub#Sub@wallet')).toMatchObject({ error: { code: NOT_AUTHENTICATED } });
  });

  it('stops pushing after unauth#Unauth and refuses member channels again', async () => {
    const { siteId, userId, cookie, socket } = await member();
    const barrier = await client();
    await barrier.command(`auth#Auth@${await tokenFor({ siteId, cookie })}`);
    await barrier.command('sub#Sub@wallet');
    await socket.command('sub#Sub@wallet');
    expect(await socket.command('unauth#Unauth')).toMatchObject({ channel: 'Unauth', error: { code: OK } });
    await publish(siteId, userId, 'wallet', { after: 'logout' });
    expect(await barrier.next()).toMatchObject({ data: { after: 'logout' } });
    await socket.expectNothingBeforeReply();
    expect(await socket.command('sub#Sub@wallet')).toMatchObject({ error: { code: NOT_AUTHENTICATED } });
  });

  it("ends a session's sockets when that session logs out, and only that session's", async () => {
    const siteId = server.sites.demo;
    const { userId, cookie } = await server.signIn({ siteId });
    // A second session of the same member (another device) keeps its socket.
    const otherCookie = `${SESSION_COOKIE}=${await createSession(server.ctx.db, { siteId, userId }, sessionNow())}`;
    const socketFor = async (sessionCookie: string) => {
      const issued = await server.call({ method: 'POST', url: '/api/auth/ws_token', cookie: sessionCookie });
      const socket = await client();
      expect(await socket.command(`auth#Auth@${issued.json<{ token: string }>().token}`)).toMatchObject({
        error: { code: OK },
      });
      await socket.command('sub#Sub@wallet');
      return socket;
    };
    const leaving = await socketFor(cookie);
    const staying = await socketFor(otherCookie);

    await logout(cookie);
    expect(await leaving.next()).toMatchObject({ channel: 'Unauth', error: { code: OK } });

    await publish(siteId, userId, 'wallet', { balance: '1.00' });
    // Once the staying socket has the event, it was dispatched: a push to the leaving socket would
    // have been written before the reply to a command sent from now on.
    expect(await staying.next()).toMatchObject({ channel: 'wallet', data: { balance: '1.00' } });
    expect(await leaving.command('sub#Sub@wallet')).toMatchObject({
      channel: 'Sub',
      error: { code: NOT_AUTHENTICATED },
    });
  });

  it('refuses a token obtained before its session logged out, fresh and unused as it is', async () => {
    const { siteId, cookie } = await member();
    const token = await tokenFor({ siteId, cookie });
    await logout(cookie);

    const late = await client();
    expect(await late.command(`auth#Auth@${token}`)).toMatchObject({
      channel: 'Auth',
      error: { code: AUTH_REFUSED },
    });
    expect(await late.command('sub#Sub@withdrawals')).toMatchObject({ error: { code: NOT_AUTHENTICATED } });
  });

  it('refuses a token whose session has expired', async () => {
    const { siteId, userId, cookie } = await member();
    const token = await tokenFor({ siteId, cookie });
    await server.ctx.db.query('UPDATE sessions SET expires_at = $2 WHERE user_id = $1', [
      userId,
      new Date(Date.now() - 1_000),
    ]);
    const late = await client();
    expect(await late.command(`auth#Auth@${token}`)).toMatchObject({ error: { code: AUTH_REFUSED } });
  });

  it("ends the old session's sockets and tokens when the browser logs in again", async () => {
    const ip = freshIp();
    const { cookie, userId, email } = await signUpByEmail(server);
    const siteId = server.sites.demo;
    const socket = await client();
    expect(await socket.command(`auth#Auth@${await tokenFor({ siteId, cookie })}`)).toMatchObject({
      error: { code: OK },
    });
    await socket.command('sub#Sub@withdrawals');
    const unused = await tokenFor({ siteId, cookie });

    const sent = await loginByEmail(server, email, { ip });
    const verified = await server.call({
      method: 'PATCH',
      url: '/api/auth/verify',
      remoteAddress: ip,
      cookie: `${verifyCookie(sent)}; ${cookie}`,
      payload: { method: 'email', email, code: codeFor(server, email) },
    });
    expect(verified.statusCode).toBe(200);
    expect(await socket.next()).toMatchObject({ channel: 'Unauth', data: { reason: 'session ended' } });
    await publish(siteId, userId, 'withdrawals', { id: 'w-old-session' });
    expect(await socket.command('sub#Sub@withdrawals')).toMatchObject({
      channel: 'Sub',
      error: { code: NOT_AUTHENTICATED },
    });
    const late = await client();
    expect(await late.command(`auth#Auth@${unused}`)).toMatchObject({ error: { code: AUTH_REFUSED } });
    // The new session's token works.
    expect(
      await late.command(`auth#Auth@${await tokenFor({ siteId, cookie: sessionCookie(verified) })}`),
    ).toMatchObject({ error: { code: OK } });
  });

  it("un-authenticates a site's sockets when an operator disables the site, and no other site's", async () => {
    const created = await runOpsCommand(server.ctx, siteCommand(['site', 'create']), {
      positional: [],
      flags: { name: 'closing', domain: 'closing.localhost', 'site-name': 'Closing' },
    });
    if (created.kind !== 'result' || created.result.error) throw new Error('site not created');
    const siteId = (created.result.value as { site: { id: string } }).site.id;
    const closing = await member(siteId);
    const staying = await member();
    await closing.socket.command('sub#Sub@wallet');
    await staying.socket.command('sub#Sub@wallet');

    const disabled = await runOpsCommand(server.ctx, siteCommand(['site', 'update']), {
      positional: [siteId],
      flags: { enable: 'false' },
    });
    expect(disabled).toMatchObject({ kind: 'result', result: { error: false } });
    expect(await closing.socket.next()).toMatchObject({
      channel: 'Unauth',
      error: { code: OK },
      data: { reason: 'site disabled' },
    });
    await publish(siteId, closing.userId, 'wallet', { after: 'disabled' });
    await publish(staying.siteId, staying.userId, 'wallet', { still: 'here' });
    expect(await staying.socket.next()).toMatchObject({ channel: 'wallet', data: { still: 'here' } });
    await closing.socket.expectNothingBeforeReply();
    expect(await closing.socket.command('sub#Sub@wallet')).toMatchObject({
      error: { code: NOT_AUTHENTICATED },
    });
  });

  it("drops the previous member's channels when a socket authenticates as someone else", async () => {
    const alice = await member();
    const bob = await server.signIn();
    await alice.socket.command('sub#Sub@wallet');
    // Another socket of Alice's, subscribed, gets the event: the barrier.
    const barrier = await client();
    await barrier.command(`auth#Auth@${await tokenFor({ siteId: alice.siteId, cookie: alice.cookie })}`);
    await barrier.command('sub#Sub@wallet');
    await alice.socket.command(`auth#Auth@${await tokenFor({ siteId: alice.siteId, cookie: bob.cookie })}`);
    await publish(alice.siteId, alice.userId, 'wallet', { to: 'alice' });
    expect(await barrier.next()).toMatchObject({ data: { to: 'alice' } });
    await alice.socket.expectNothingBeforeReply();
  });

  it('answers unsub and stops that channel', async () => {
    const { siteId, userId, socket } = await member();
    await socket.command('sub#Sub@wallet');
    await socket.command('sub#Sub@signals');
    expect(await socket.command('unsub#Unsub@wallet')).toMatchObject({
      channel: 'Unsub',
      error: { code: OK },
      data: { channel: 'wallet' },
    });
    await publish(siteId, userId, 'wallet', {});
    // The later event on a channel still subscribed is the barrier: it comes first.
    await publish(siteId, userId, 'signals', { barrier: true });
    expect(await socket.next()).toMatchObject({ channel: 'signals', data: { barrier: true } });
    await socket.expectNothingBeforeReply();
  });

  it('answers text that is no command, and binary frames, with BAD_COMMAND and keeps the socket', async () => {
    const socket = await client();
    for (const text of ['hello', 'sub#Sub@', 'auth#Auth@', 'SUB#Sub@wallet', '{"sub":"wallet"}', '']) {
      expect(await socket.command(text)).toMatchObject({ channel: 'Error', error: { code: BAD_COMMAND } });
    }
    socket.send(Buffer.from([1, 2, 3]));
    expect(await socket.next()).toMatchObject({ error: { code: BAD_COMMAND } });
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  });

  it('ignores NOTIFY payloads that are not events', async () => {
    const { siteId, userId, socket } = await member();
    await socket.command('sub#Sub@wallet');
    await server.ctx.db.notify('live_feed', 'not json');
    await server.ctx.db.notify('live_feed', JSON.stringify({ siteId, userId }));
    await publish(siteId, userId, 'wallet', { fine: true });
    expect(await socket.next()).toMatchObject({ data: { fine: true } });
  });

  it("drives core's LiveFeed client: auth on open, subscriptions after the auth reply, logout", async () => {
    const { userId, cookie } = await server.signIn();
    const siteId = server.sites.demo;
    let tokens = 0;
    const sockets = wsSocketFactory();
    const feed = new LiveFeed({
      sockets,
      clock: new PlatformClock(),
      url,
      fetchToken: async () => {
        tokens += 1;
        return ok(await tokenFor({ siteId, cookie }));
      },
    });
    const received: LiveFeedMessage[] = [];
    feed.subscribe(LIVE_FEED_CHANNELS.wallet, (m) => received.push(m), { auth: true });
    try {
      // The subscription lands once the server answered auth and sub; publish until it arrives.
      await vi.waitFor(
        async () => {
          if (received.length === 0) await publish(siteId, userId, 'wallet', { balance: '1' });
          expect(received.length).toBeGreaterThan(0);
        },
        { timeout: 5_000, interval: 100 },
      );
      expect(feed.connected).toBe(true);
      expect(feed.authenticated).toBe(true);
      expect(tokens).toBe(1);
      expect(received[0]).toMatchObject({ channel: 'wallet', data: { balance: '1' } });

      // The server's replies on the feed's own socket tell when it has handled what it was sent.
      const raw = sockets.opened[0]!;
      const replyOn = (channel: string): Promise<void> =>
        new Promise((resolve) => {
          const take = (data: Buffer): void => {
            if ((JSON.parse(data.toString('utf8')) as LiveFeedMessage).channel !== channel) return;
            raw.off('message', take);
            resolve();
          };
          raw.on('message', take);
        });
      const loggedOut = replyOn('Unauth');
      feed.logout();
      await loggedOut;
      received.length = 0;
      // Another socket of the member, still subscribed, gets the event: the barrier. Anything meant
      // for the feed's socket was written before, so it comes ahead of the reply to a command sent now.
      const barrier = await client();
      await barrier.command(`auth#Auth@${await tokenFor({ siteId, cookie })}`);
      await barrier.command('sub#Sub@wallet');
      await publish(siteId, userId, 'wallet', { balance: '2' });
      expect(await barrier.next()).toMatchObject({ data: { balance: '2' } });
      const answered = replyOn('Error');
      raw.send('nonsense');
      await answered;
      expect(received).toEqual([]);
    } finally {
      feed.close();
    }
  });
});

describe('live feed limits', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let feed: LiveFeedServer;
  let url: string;

  beforeAll(async () => {
    server = await startTestServer();
    app = Fastify();
    feed = await registerLiveFeed(app, server.ctx, {
      ...DEFAULT_LIVE_FEED_LIMITS,
      maxMessageBytes: 1024,
      maxSubscriptions: 2,
      heartbeatMs: 150,
      maxBufferedBytes: 64 * 1024,
      maxCommandsPer10s: 20,
      sessionCheckMs: 100,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = feedUrlOf(app);
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const signedIn = async () => {
    const { userId, cookie } = await server.signIn();
    const siteId = server.sites.demo;
    const session = await readSession(server.ctx.db, siteId, cookie.split('=')[1], sessionNow());
    if (!session) throw new Error('no session');
    return { siteId, userId, session };
  };

  const authenticatedAs = async (session: NonNullable<Awaited<ReturnType<typeof readSession>>>) => {
    const socket = await openFeedClient(url);
    const token = await issueWsToken(session, TEST_SECRETS.siteTokenKey, server.clock.now());
    expect(await socket.command(`auth#Auth@${token}`)).toMatchObject({ error: { code: OK } });
    return socket;
  };

  const authenticated = async () => {
    const { siteId, userId, session } = await signedIn();
    return { siteId, userId, socket: await authenticatedAs(session) };
  };

  /**
   * A session that ended with no event reaching this process (it expired, or its logout's NOTIFY was
   * lost while the LISTEN connection was down): the periodic check un-authenticates its sockets.
   */
  it.each([
    ['expired', 'UPDATE sessions SET expires_at = $2 WHERE user_id = $1'],
    ['revoked', 'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1'],
  ])(
    'un-authenticates a socket whose session %s without a word, at the next session check',
    async (_, sql) => {
      const { siteId, userId, socket } = await authenticated();
      expect(await socket.command('sub#Sub@withdrawals')).toMatchObject({ error: { code: OK } });
      await server.ctx.db.query(sql, [userId, new Date(Date.now() - 1_000)]);
      expect(await socket.next()).toMatchObject({ channel: 'Unauth', data: { reason: 'session ended' } });
      // Dispatch is synchronous: a push would be written before the reply to the next command.
      feed.hub.dispatch({ siteId, userId, channel: 'withdrawals', data: { id: 'w-after-end' } });
      expect(await socket.command('sub#Sub@withdrawals')).toMatchObject({
        channel: 'Sub',
        error: { code: NOT_AUTHENTICATED },
      });
      socket.close();
    },
  );

  it('keeps a socket whose session lives through many session checks', async () => {
    const { siteId, userId, socket } = await authenticated();
    await socket.command('sub#Sub@withdrawals');
    // Three whole checks after it authenticated; one that wrongly ended it would have queued an Unauth.
    const checksBefore = feed.sessionChecks();
    await vi.waitFor(() => expect(feed.sessionChecks()).toBeGreaterThanOrEqual(checksBefore + 3), {
      timeout: 5_000,
    });
    feed.hub.dispatch({ siteId, userId, channel: 'withdrawals', data: { id: 'w-live' } });
    expect(await socket.next()).toMatchObject({ channel: 'withdrawals', data: { id: 'w-live' } });
    socket.close();
  });

  it('closes a socket that sends a frame above the size limit (1009)', async () => {
    const socket = await openFeedClient(url);
    socket.send(`sub#Sub@${'x'.repeat(1_100)}`);
    expect((await socket.closed).code).toBe(1009);
  });

  it('refuses subscriptions beyond the per-socket limit', async () => {
    const { socket } = await authenticated();
    expect(await socket.command('sub#Sub@wallet')).toMatchObject({ error: { code: OK } });
    expect(await socket.command('sub#Sub@signals')).toMatchObject({ error: { code: OK } });
    expect(await socket.command('sub#Sub@withdrawals')).toMatchObject({
      channel: 'Sub',
      error: { code: BAD_COMMAND },
      data: { channel: 'withdrawals' },
    });
    // Subscribing again to a channel it has is no new subscription.
    expect(await socket.command('sub#Sub@wallet')).toMatchObject({ error: { code: OK } });
    socket.close();
  });

  it('closes a socket that floods commands (1008)', async () => {
    const socket = await openFeedClient(url);
    for (let i = 0; i < 25; i++) socket.send('unauth#Unauth');
    expect((await socket.closed).code).toBe(1008);
  });

  it('drops a socket that stops answering pings, keeps one that answers', async () => {
    const dead = await openFeedClient(url, { autoPong: false });
    const live = await openFeedClient(url);
    expect((await dead.closed).code).toBe(1006);
    expect(live.ws.readyState).toBe(live.ws.OPEN);
    live.close();
  });

  it("drops a consumer too slow to take its events without holding back the member's other sockets", async () => {
    const { siteId, userId, session } = await signedIn();
    const fast = await authenticatedAs(session);
    const slow = await authenticatedAs(session);
    for (const socket of [fast, slow]) await socket.command('sub#Sub@wallet');
    // The slow client stops reading: the kernel buffers fill, then the server's unsent data grows.
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const blob = 'x'.repeat(60_000);
    let sent = 0;
    // Each event reaches the fast socket before the next is published, while the slow one takes none;
    // once the slow one's unsent data passes the limit it is dropped and the events reach only the fast.
    for (let delivered = 2; delivered === 2 && sent < 2_000; sent++) {
      delivered = feed.hub.dispatch({ siteId, userId, channel: 'wallet', data: { seq: sent, blob } });
      expect(await fast.next()).toMatchObject({ channel: 'wallet', data: { seq: sent } });
    }
    expect(sent).toBeLessThan(2_000);
    expect(fast.ws.readyState).toBe(fast.ws.OPEN);
    expect(feed.hub.dispatch({ siteId, userId, channel: 'wallet', data: { seq: sent, blob } })).toBe(1);
    expect(await fast.next()).toMatchObject({ data: { seq: sent } });
    // Terminated, not closed politely: the client sees an abnormal close once it reads again.
    (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect((await slow.closed).code).toBe(1006);
    fast.close();
  });

  it('drops a consumer too slow to take its events', async () => {
    const { siteId, userId, socket } = await authenticated();
    await socket.command('sub#Sub@wallet');
    // Stop reading: the kernel buffers fill, then the server's send buffer grows past the limit.
    (socket.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const data = { blob: 'x'.repeat(7_000) };
    for (let i = 0; i < 3_000 && feed.connectionCount() > 0; i++) {
      feed.hub.dispatch({ siteId, userId, channel: 'wallet', data });
      if (i % 100 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(feed.connectionCount()).toBe(0);
  });
});
