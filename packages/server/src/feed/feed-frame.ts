import { formatLiveFeedMessage, type LiveFeedMessage } from '@signal-portal/core';

/**
 * A server message encoded once for every socket that receives it: no per-socket JSON, and the
 * same bytes (one Buffer) written to all of them.
 */
export interface FeedFrame {
  /** The message's text, UTF-8. */
  readonly text: Buffer;
  /** The same as one whole WebSocket text frame (RFC 6455 5.2: FIN, opcode 1, unmasked, as a server sends). */
  readonly wire: Buffer;
}

/** The header of an unmasked, final text frame whose payload is `length` bytes. */
const textFrameHeader = (length: number): Buffer => {
  if (length < 126) return Buffer.from([0x81, length]);
  if (length < 0x10000) {
    const header = Buffer.allocUnsafe(4);
    header[0] = 0x81;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
    return header;
  }
  const header = Buffer.allocUnsafe(10);
  header[0] = 0x81;
  header[1] = 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  return header;
};

export const encodeFeedFrame = (message: LiveFeedMessage): FeedFrame => {
  const text = Buffer.from(formatLiveFeedMessage(message), 'utf8');
  return { text, wire: Buffer.concat([textFrameHeader(text.length), text]) };
};

/**
 * Message ids of one server process: replies and pushes draw from the same sequence, so on every
 * connection each id is new and larger than the last, while a push carries one id to all its sockets.
 */
export class FeedMessageIds {
  private last = 0;

  next(): string {
    this.last += 1;
    return String(this.last);
  }
}
