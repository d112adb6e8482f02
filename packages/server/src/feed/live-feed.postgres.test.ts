import { LIVE_FEED_CODES } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE, sessionNow } from '../http/session.js';
import { PostgresDatabase } from '../storage/postgres.database.js';
import { freshSchema } from '../storage/postgres.test-helpers.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { feedUrlOf, openFeedClient, type FeedTestClient } from './ws-client.test-helpers.js';

describe('live feed across two server processes on one PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let a: TestServer;
  let b: TestServer;
  const sockets: FeedTestClient[] = [];

  beforeAll(async () => {
    schema = await freshSchema();
    // Two servers, each with its own pool and LISTEN connection: as two processes would have.
    a = await startTestServer({ db: await PostgresDatabase.open(schema.url, 3) });
    b = await startTestServer({ db: await PostgresDatabase.open(schema.url, 3) });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await a.close();
    await b.close();
    await schema.drop();
  });

  /** A live-feed token from a process's POST /auth/ws_token, under the member's session cookie. */
  const tokenFrom = async (server: TestServer, cookie: string): Promise<string> =>
    (await server.call({ method: 'POST', url: '/api/auth/ws_token', cookie })).json<{ token: string }>()
      .token;

  const openOn = async (server: TestServer) => {
    const socket = await openFeedClient(feedUrlOf(server.app));
    sockets.push(socket);
    return socket;
  };

  const authenticatedOn = async (server: TestServer, member: { cookie: string }) => {
    const socket = await openOn(server);
    const token = await tokenFrom(a, member.cookie);
    expect(await socket.command(`auth#Auth@${token}`)).toMatchObject({ error: { code: LIVE_FEED_CODES.OK } });
    return socket;
  };

  const signedIn = async () => ({ siteId: a.sites.demo, ...(await a.signIn()) });

  it('an event published by process A reaches the socket on process B, and only its member', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const aliceOnB = await authenticatedOn(b, alice);
    const bobOnB = await authenticatedOn(b, bob);
    await aliceOnB.command('sub#Sub@wallet');
    await bobOnB.command('sub#Sub@wallet');

    await a.ctx.feed.publish({
      siteId: alice.siteId,
      userId: alice.userId,
      channel: 'wallet',
      data: { balance: '99.5' },
    });
    expect(await aliceOnB.next()).toMatchObject({ channel: 'wallet', data: { balance: '99.5' } });
    // Alice's event is the barrier: Bob's socket on B got nothing before it.
    await bobOnB.expectNothingBeforeReply();
  });

  it('a ws token used on one process is refused on the other', async () => {
    const token = await tokenFrom(a, (await signedIn()).cookie);
    const onA = await openOn(a);
    const onB = await openOn(b);
    expect(await onA.command(`auth#Auth@${token}`)).toMatchObject({ error: { code: LIVE_FEED_CODES.OK } });
    expect(await onB.command(`auth#Auth@${token}`)).toMatchObject({
      error: { code: LIVE_FEED_CODES.AUTH_REFUSED },
    });
  });

  it("a logout on A refuses the session's unused token on B and un-authenticates its socket on B", async () => {
    const { siteId, userId, cookie } = await signedIn();
    // The member's other session (another device) keeps its socket on B: the witness of dispatch.
    const otherCookie = `${SESSION_COOKIE}=${await createSession(a.ctx.db, { siteId, userId }, sessionNow())}`;
    const leaving = await authenticatedOn(b, { cookie });
    const staying = await authenticatedOn(b, { cookie: otherCookie });
    await leaving.command('sub#Sub@withdrawals');
    await staying.command('sub#Sub@withdrawals');
    const unused = await tokenFrom(a, cookie);

    expect((await a.call({ method: 'DELETE', url: '/api/auth/logout', cookie })).json()).toEqual({
      success: true,
    });
    expect(await leaving.next()).toMatchObject({ channel: 'Unauth', data: { reason: 'session ended' } });
    await a.ctx.feed.publish({ siteId, userId, channel: 'withdrawals', data: { id: 'w-after-logout' } });
    expect(await staying.next()).toMatchObject({ channel: 'withdrawals', data: { id: 'w-after-logout' } });
    expect(await leaving.command('sub#Sub@withdrawals')).toMatchObject({
      error: { code: LIVE_FEED_CODES.NOT_AUTHENTICATED },
    });

    const late = await openOn(b);
    expect(await late.command(`auth#Auth@${unused}`)).toMatchObject({
      error: { code: LIVE_FEED_CODES.AUTH_REFUSED },
    });
  });
});
