import { LIVE_FEED_RECONNECT_MS, LiveFeed, ok } from '@signal-portal/core';
import { FakeClock } from '@signal-portal/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { WsSocketFactory } from './ws-socket.adapter.js';

/**
 * A stopping server closes its feed sockets with 1012 (Service Restart; docs/deploy.md "Stopping"):
 * the CLI's feed (`signals watch`) must take it as any close and reconnect, through the proxy, to
 * another process.
 */
describe('LiveFeed over WsSocketFactory: a server restart (close 1012)', () => {
  let server: WebSocketServer | undefined;
  afterEach(async () => {
    for (const client of server?.clients ?? []) client.terminate();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  it('reconnects after the usual wait and subscribes again', async () => {
    // Each connection the server takes, with the first command its client sends.
    interface Arrival {
      readonly ws: WebSocket;
      readonly firstCommand: Promise<string>;
    }
    const arrivals: Arrival[] = [];
    const waiting: Array<(arrival: Arrival) => void> = [];
    server = await new Promise<WebSocketServer>((resolve) => {
      const wss: WebSocketServer = new WebSocketServer({ host: '127.0.0.1', port: 0 }, () => resolve(wss));
    });
    server.on('connection', (ws) => {
      const firstCommand = new Promise<string>((resolve) =>
        ws.once('message', (data: Buffer) => resolve(data.toString('utf8'))),
      );
      const arrival = { ws, firstCommand };
      const waiter = waiting.shift();
      if (waiter) waiter(arrival);
      else arrivals.push(arrival);
    });
    const nextArrival = (): Promise<Arrival> => {
      const arrived = arrivals.shift();
      return arrived ? Promise.resolve(arrived) : new Promise((resolve) => waiting.push(resolve));
    };
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;

    const clock = new FakeClock(0);
    const feed = new LiveFeed({
      sockets: new WsSocketFactory(),
      clock,
      url: `ws://127.0.0.1:${port}/ws`,
      fetchToken: () => Promise.resolve(ok('token')),
    });
    feed.subscribe('ticker', () => undefined);
    const first = await nextArrival();
    expect(await first.firstCommand).toBe('sub#Sub@ticker');

    const reconnectDue = new Promise<number | null>((resolve) => {
      const stop = feed.onReconnectChange((at) => {
        stop();
        resolve(at);
      });
    });
    first.ws.close(1012, 'Service Restart');
    expect(await reconnectDue).toBe(LIVE_FEED_RECONNECT_MS);
    expect(feed.connected).toBe(false);

    clock.advance(LIVE_FEED_RECONNECT_MS);
    expect(await (await nextArrival()).firstCommand).toBe('sub#Sub@ticker');
    feed.close();
  });
});
