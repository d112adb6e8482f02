import { LIVE_FEED_CODES } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueWsToken } from '../http/ws-token.js';
import { PostgresDatabase } from '../storage/postgres.database.js';
import { freshSchema } from '../storage/postgres.test-helpers.js';
import { startTestServer, TEST_SECRETS, type TestServer } from '../test-support/harness.test-helpers.js';
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

  const authenticatedOn = async (server: TestServer, member: { siteId: string; userId: string }) => {
    const socket = await openFeedClient(feedUrlOf(server.app));
    sockets.push(socket);
    const token = await issueWsToken(member, TEST_SECRETS.siteTokenKey, server.clock.now());
    expect(await socket.command(`auth#Auth@${token}`)).toMatchObject({ error: { code: LIVE_FEED_CODES.OK } });
    return socket;
  };

  it('an event published by process A reaches the socket on process B, and only its member', async () => {
    const alice = { siteId: a.sites.demo, userId: (await a.signIn()).userId };
    const bob = { siteId: a.sites.demo, userId: (await a.signIn()).userId };
    const aliceOnB = await authenticatedOn(b, alice);
    const bobOnB = await authenticatedOn(b, bob);
    await aliceOnB.command('sub#Sub@wallet');
    await bobOnB.command('sub#Sub@wallet');

    await a.ctx.feed.publish({ ...alice, channel: 'wallet', data: { balance: '99.5' } });
    expect(await aliceOnB.next()).toMatchObject({ channel: 'wallet', data: { balance: '99.5' } });
    await bobOnB.expectSilence();
  });

  it('a ws token used on one process is refused on the other', async () => {
    const member = { siteId: a.sites.demo, userId: (await a.signIn()).userId };
    const token = await issueWsToken(member, TEST_SECRETS.siteTokenKey, a.clock.now());
    const onA = await openFeedClient(feedUrlOf(a.app));
    const onB = await openFeedClient(feedUrlOf(b.app));
    sockets.push(onA, onB);
    expect(await onA.command(`auth#Auth@${token}`)).toMatchObject({ error: { code: LIVE_FEED_CODES.OK } });
    expect(await onB.command(`auth#Auth@${token}`)).toMatchObject({
      error: { code: LIVE_FEED_CODES.AUTH_REFUSED },
    });
  });
});
