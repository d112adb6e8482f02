import type { LiveFeedMessage, SocketFactory } from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

export interface FeedTestClient {
  readonly ws: WebSocket;
  /** Every message's text as it arrived, in order (its exact bytes, for comparing frames). */
  readonly texts: readonly string[];
  send(text: string | Buffer): void;
  /** The next message (waits up to `timeoutMs`). */
  next(timeoutMs?: number): Promise<LiveFeedMessage>;
  /**
   * Fails when any message is ahead of the reply to a command sent now. Call it once a later event
   * (a barrier) was delivered, here or on another socket: the server handles events in order, so an
   * unwanted one was written to this socket before that, and arrives ahead of the reply. No waiting
   * for a quiet spell that a slow machine could outlast.
   */
  expectNothingBeforeReply(): Promise<void>;
  /** Sends a command and answers the reply it produces. */
  command(text: string): Promise<LiveFeedMessage>;
  readonly closed: Promise<{ code: number }>;
  close(): void;
}

const textOf = (data: WebSocket.RawData): string =>
  Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : Buffer.from(data as ArrayBuffer).toString('utf8');

/** The ws:// URL of a listening app's live feed. */
export const feedUrlOf = (app: FastifyInstance): string => {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not listening');
  return `ws://127.0.0.1:${address.port}/ws`;
};

/** A raw `ws` client that queues the server's messages for the test to take one by one. */
export const openFeedClient = async (
  url: string,
  options: WebSocket.ClientOptions = {},
): Promise<FeedTestClient> => {
  const ws = new WebSocket(url, options);
  const inbox: LiveFeedMessage[] = [];
  const texts: string[] = [];
  const waiters: Array<(message: LiveFeedMessage) => void> = [];
  ws.on('message', (data: WebSocket.RawData) => {
    const text = textOf(data);
    texts.push(text);
    const message = JSON.parse(text) as LiveFeedMessage;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  ws.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = (timeoutMs = 5_000): Promise<LiveFeedMessage> => {
    const queued = inbox.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const index = waiters.indexOf(take);
        if (index >= 0) waiters.splice(index, 1);
        reject(new Error('no message arrived'));
      }, timeoutMs);
      const take = (message: LiveFeedMessage): void => {
        clearTimeout(timer);
        resolve(message);
      };
      waiters.push(take);
    });
  };
  return {
    ws,
    texts,
    send: (text) => ws.send(text),
    next,
    async expectNothingBeforeReply() {
      ws.send('nonsense');
      const arrived = await next();
      if (arrived.channel !== 'Error') throw new Error(`unexpected message: ${JSON.stringify(arrived)}`);
    },
    async command(text) {
      ws.send(text);
      return next();
    },
    closed,
    close: () => ws.close(),
  };
};

/** The core's Socket port over `ws` (what the CLI adapter does), for driving core's LiveFeed. */
export const wsSocketFactory = (): SocketFactory & { readonly opened: WebSocket[] } => {
  const opened: WebSocket[] = [];
  return {
    opened,
    open(url, events) {
      const ws = new WebSocket(url);
      opened.push(ws);
      ws.on('open', () => events.onOpen());
      ws.on('message', (data: WebSocket.RawData, isBinary: boolean) => {
        if (!isBinary) events.onMessage(textOf(data));
      });
      ws.on('error', (error) => events.onError(error.message));
      ws.on('close', () => events.onClose());
      return { send: (text) => ws.send(text), close: () => ws.close() };
    },
  };
};
