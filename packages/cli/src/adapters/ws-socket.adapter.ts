import { createRequire } from 'node:module';
import type { Socket, SocketEvents, SocketFactory } from '@signal-portal/core';
import type WebSocket from 'ws';

/**
 * `ws`, loaded when the first socket opens (only `signals watch` opens one): `open` is synchronous,
 * and ws is CommonJS, so it is required rather than imported; every other command never loads it.
 */
const requireModule = createRequire(import.meta.url);
let loaded: typeof WebSocket | undefined;
const webSocketClass = (): typeof WebSocket => (loaded ??= requireModule('ws') as typeof WebSocket);

/** How long an opening handshake may take before the attempt counts as failed. */
export const WS_HANDSHAKE_TIMEOUT_MS = 10_000;

const textOf = (data: WebSocket.RawData): string =>
  Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : data instanceof ArrayBuffer
      ? Buffer.from(data).toString('utf8')
      : data.toString('utf8');

/**
 * The live feed's transport over `ws`. Text frames only (binary frames are not part of the feed);
 * `onClose` exactly once per socket, also when the connection was refused (ws then reports an error
 * first), and nothing after it.
 */
export class WsSocketFactory implements SocketFactory {
  open(url: string, events: SocketEvents): Socket {
    const WebSocketClass = webSocketClass();
    const ws = new WebSocketClass(url, { handshakeTimeout: WS_HANDSHAKE_TIMEOUT_MS });
    let closed = false;
    ws.on('open', () => {
      if (!closed) events.onOpen();
    });
    ws.on('message', (data: WebSocket.RawData, isBinary: boolean) => {
      if (closed || isBinary) return;
      events.onMessage(textOf(data));
    });
    ws.on('error', (error: Error) => {
      if (!closed) events.onError(error.message);
    });
    ws.on('close', () => {
      if (closed) return;
      closed = true;
      events.onClose();
    });
    return {
      send: (text) => {
        if (ws.readyState === WebSocketClass.OPEN) ws.send(text);
      },
      close: () => {
        if (ws.readyState === WebSocketClass.CONNECTING || ws.readyState === WebSocketClass.OPEN) ws.close();
      },
    };
  }
}
