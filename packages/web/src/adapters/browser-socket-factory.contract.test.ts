import { socketContract } from '@signal-portal/fixtures/contracts';
import { describe, expect, it } from 'vitest';
import { BrowserSocketFactory, type WebSocketLike } from './browser-socket-factory.js';

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

/**
 * The browser's WebSocket as it behaves towards its user (node 20 has none): it opens asynchronously,
 * an echo server sends every frame back, `close()` ends with one close event, a refused address gives
 * an error then a close. `serverSends` lets a test deliver a frame of its choice (binary included).
 */
class EchoWebSocket implements WebSocketLike {
  static readonly REFUSED = 'ws://refused.test/feed';
  static last: EchoWebSocket | undefined;
  readyState = CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(url: string) {
    EchoWebSocket.last = this;
    setTimeout(() => {
      if (url === EchoWebSocket.REFUSED) {
        this.readyState = CLOSED;
        this.onerror?.(new Event('error'));
        this.onclose?.(new Event('close') as CloseEvent);
        return;
      }
      this.readyState = OPEN;
      this.onopen?.(new Event('open'));
    }, 1);
  }

  send(data: string): void {
    if (this.readyState !== OPEN) throw new Error('not open');
    this.serverSends(data);
  }

  serverSends(data: unknown): void {
    setTimeout(() => {
      if (this.readyState === OPEN) this.onmessage?.(new MessageEvent('message', { data }));
    }, 1);
  }

  close(): void {
    if (this.readyState === CLOSED) return;
    this.readyState = 2;
    setTimeout(() => {
      this.readyState = CLOSED;
      this.onclose?.(new Event('close') as CloseEvent);
    }, 1);
  }
}

socketContract('BrowserSocketFactory', () => ({
  factory: new BrowserSocketFactory(EchoWebSocket),
  echoUrl: 'ws://echo.test/feed',
  refusedUrl: EchoWebSocket.REFUSED,
}));

describe('BrowserSocketFactory', () => {
  it('drops binary frames: the live feed speaks text only', async () => {
    const received: string[] = [];
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    new BrowserSocketFactory(EchoWebSocket).open('ws://echo.test/feed', {
      onOpen: opened,
      onMessage: (text) => received.push(text),
      onClose: () => undefined,
      onError: () => undefined,
    });
    await open;
    EchoWebSocket.last?.serverSends(new ArrayBuffer(4));
    EchoWebSocket.last?.serverSends('text');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual(['text']);
  });

  it('reports a URL the browser rejects outright as an error and a close, never an open', async () => {
    const events: string[] = [];
    const Throwing = class {
      constructor() {
        throw new SyntaxError('invalid url');
      }
    } as unknown as typeof EchoWebSocket;
    new BrowserSocketFactory(Throwing).open('not a url', {
      onOpen: () => events.push('open'),
      onMessage: () => events.push('message'),
      onClose: () => events.push('close'),
      onError: (reason) => events.push(`error:${reason}`),
    });
    expect(events).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(['error:invalid url', 'close']);
  });
});
