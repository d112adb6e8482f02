import { LIVE_FEED_CHANNELS, LIVE_FEED_CODES } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedUrlOf, openFeedClient, type FeedTestClient } from '../feed/ws-client.test-helpers.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { METRICS } from './metric-catalogue.js';
import { scrape, TEST_METRICS_TOKEN, valueOf } from './metrics.test-helpers.js';

describe('live-feed sockets and events in /metrics', () => {
  let server: TestServer;
  const clients: FeedTestClient[] = [];
  beforeAll(async () => {
    server = await startTestServer({ config: { metricsToken: TEST_METRICS_TOKEN } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await server.close();
  });

  const open = async (): Promise<FeedTestClient> => {
    const client = await openFeedClient(feedUrlOf(server.app));
    clients.push(client);
    return client;
  };

  it('shows open sockets, members authenticated on them, and frames delivered by channel family', async () => {
    const before = (await scrape(server)).samples;
    expect(valueOf(before, METRICS.feedSockets.name)).toBe(0);
    expect(valueOf(before, METRICS.feedMembers.name)).toBe(0);

    // A socket counts once opened; its member once it authenticated.
    const guest = await open();
    expect(await guest.command('nonsense')).toMatchObject({ error: { code: LIVE_FEED_CODES.BAD_COMMAND } });
    expect(valueOf((await scrape(server)).samples, METRICS.feedSockets.name)).toBe(1);

    const siteId = server.sites.demo;
    const { userId, cookie } = await server.signIn({ siteId });
    const issued = await server.call({ method: 'POST', url: '/api/auth/ws_token', cookie });
    const socket = await open();
    const token = issued.json<{ token: string }>().token;
    expect(await socket.command(`auth#Auth@${token}`)).toMatchObject({ error: { code: LIVE_FEED_CODES.OK } });
    expect(await socket.command('sub#Sub@wallet')).toMatchObject({ error: { code: LIVE_FEED_CODES.OK } });
    await server.ctx.feed.publish({
      siteId,
      userId,
      channel: LIVE_FEED_CHANNELS.wallet,
      data: { balance: '1.00' },
    });
    expect(await socket.next()).toMatchObject({ channel: 'wallet' });

    const { samples, text } = await scrape(server);
    expect(valueOf(samples, METRICS.feedSockets.name)).toBe(2);
    expect(valueOf(samples, METRICS.feedMembers.name)).toBe(1);
    expect(valueOf(samples, METRICS.feedEventsDelivered.name, { channel: 'wallet' })).toBe(1);
    expect(text).not.toContain(userId);
  });
});
