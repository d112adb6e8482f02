import { formatLiveFeedMessage, LIVE_FEED_CODES } from '@signal-portal/core';
import fc from 'fast-check';
import * as ws from 'ws';
import { describe, expect, it } from 'vitest';
import { encodeFeedFrame, FeedMessageIds } from './feed-frame.js';

/** ws's own framing (not in its typings): the oracle for the pre-framed bytes. */
const { Sender } = ws as unknown as {
  Sender: { frame(data: Buffer, options: Record<string, unknown>): Buffer[] };
};
const wsFrame = (text: Buffer): Buffer =>
  Buffer.concat(Sender.frame(text, { fin: true, rsv1: false, opcode: 1, mask: false, readOnly: true }));

describe('a feed frame', () => {
  it('is the message as formatted, and the text frame ws would write for it, at every length (property)', () => {
    // Payload lengths around the 7-bit, 16-bit and 64-bit length forms of RFC 6455.
    const length = fc.oneof(
      fc.integer({ min: 0, max: 200 }),
      fc.integer({ min: 65_400, max: 65_700 }),
      fc.constantFrom(125, 126, 127, 65_535, 65_536),
    );
    fc.assert(
      fc.property(
        length,
        fc.constantFrom('x', 'é'),
        fc.jsonValue({ maxDepth: 2 }),
        fc.string(),
        (size, char, data, id) => {
          const pad = char.repeat(size);
          const message = { id, channel: 'wallet', error: { code: LIVE_FEED_CODES.OK }, data: { data, pad } };
          const frame = encodeFeedFrame(message);
          expect(frame.text.toString('utf8')).toBe(formatLiveFeedMessage(message));
          expect(frame.wire.equals(wsFrame(frame.text))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('numbers messages with ids that only grow', () => {
    const ids = new FeedMessageIds();
    const drawn = Array.from({ length: 20 }, () => Number(ids.next()));
    expect(drawn).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
