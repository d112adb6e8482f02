import type { WebSocket } from 'ws';
import type { FeedFrame } from './feed-frame.js';

/** ws sends a Buffer as a binary message unless told otherwise. */
const TEXT_MESSAGE = { binary: false } as const;

/** The TCP socket ws keeps under a WebSocket (`_socket`; not in ws's typings). */
interface UnderlyingSocket {
  write(chunk: Buffer): boolean;
}

/**
 * Writes a frame to an open socket: its pre-framed bytes in one write to the TCP socket, the same
 * Buffer for every socket of the event. ws.send would build a header, copy its options and cork the
 * socket for each of them: half of the fan-out's user CPU (docs/performance.md, "Live-feed fan-out").
 * Safe because every frame ws writes itself (replies go through here too; pings, close) is written
 * whole and at once: its sender queues frames only while compressing, and no extension is in use.
 * With one (permessage-deflate, which this server does not offer) or no TCP socket, ws.send.
 */
export const writeFrame = (ws: WebSocket, frame: FeedFrame): void => {
  const socket = (ws as unknown as { _socket?: UnderlyingSocket })._socket;
  if (socket !== undefined && ws.extensions === '') socket.write(frame.wire);
  else ws.send(frame.text, TEXT_MESSAGE);
};
