/** What a socket reports. Browser WebSocket and `ws` both map onto these in a few lines. */
export interface SocketEvents {
  /** The connection is open: `send` may be called from now on. */
  onOpen(): void;
  /** A text frame arrived. Binary frames are not part of the live feed and are dropped by adapters. */
  onMessage(text: string): void;
  /**
   * The connection ended, whoever closed it, or could not be opened at all. Called exactly once per
   * socket, and no event follows it.
   */
  onClose(): void;
  /** A transport error; `onClose` always follows, so consumers may only log here. */
  onError(reason: string): void;
}

/** One WebSocket connection. */
export interface Socket {
  /** Sends a text frame. Only between `onOpen` and `onClose`. */
  send(text: string): void;
  /** Starts closing; `onClose` follows (asynchronously in real adapters). Closing twice is harmless. */
  close(): void;
}

/**
 * Opens WebSocket connections (web: browser WebSocket; CLI and server tests: `ws`). The events are
 * given at open time so nothing can arrive before a handler exists. Every adapter runs the
 * `socketContract` suite of @signal-portal/fixtures.
 */
export interface SocketFactory {
  open(url: string, events: SocketEvents): Socket;
}
export const SocketFactory = Symbol('SocketFactory');
