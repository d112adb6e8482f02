import type { Socket, SocketEvents, SocketFactory } from '@signal-portal/core';

/** The part of the browser's WebSocket the adapter uses (tests hand in a stand-in). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

const OPEN = 1;
const CLOSING = 2;

/**
 * The SocketFactory port over the browser's WebSocket: text frames only (binary ones are not part of
 * the live feed), exactly one close per socket and nothing after it, a refused connection is an error
 * followed by a close.
 */
export class BrowserSocketFactory implements SocketFactory {
  constructor(private readonly WebSocketImpl: WebSocketConstructor = WebSocket) {}

  open(url: string, events: SocketEvents): Socket {
    let ended = false;
    const end = (): void => {
      if (ended) return;
      ended = true;
      events.onClose();
    };
    let socket: WebSocketLike;
    try {
      socket = new this.WebSocketImpl(url);
    } catch (error) {
      // A malformed URL throws at once; report it like a refusal, asynchronously as sockets do.
      setTimeout(() => {
        events.onError(error instanceof Error ? error.message : String(error));
        end();
      }, 0);
      return { send: () => undefined, close: () => undefined };
    }
    socket.onopen = () => {
      if (!ended) events.onOpen();
    };
    socket.onmessage = (event) => {
      if (!ended && typeof event.data === 'string') events.onMessage(event.data);
    };
    socket.onerror = () => {
      if (!ended) events.onError('websocket error');
    };
    socket.onclose = end;
    return {
      send: (text) => {
        if (!ended && socket.readyState === OPEN) socket.send(text);
      },
      close: () => {
        if (socket.readyState < CLOSING) socket.close();
      },
    };
  }
}
