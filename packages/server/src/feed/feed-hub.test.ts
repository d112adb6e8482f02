import { formatLiveFeedMessage, LIVE_FEED_CODES, type LiveFeedMessage } from '@signal-portal/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FeedConnection, type FeedMember } from './feed-connection.js';
import type { FeedFrame } from './feed-frame.js';
import { FeedHub } from './feed-hub.js';

const SITES = ['site-a', 'site-b'];
const USERS = ['user-1', 'user-2', 'user-3'];
const CHANNELS = ['wallet', 'signals', 'withdrawals', 'signal.s1'];

/** A connection over fakes, registered with the hub: every frame it was sent, as written. */
const connectionOf = (hub: FeedHub) => {
  const frames: FeedFrame[] = [];
  const connection: FeedConnection = new FeedConnection({
    authenticate: (token) => {
      const [siteId = '', userId = ''] = token.split('/');
      return Promise.resolve({ siteId, userId, sessionHash: `session-of-${token}` });
    },
    sessionLive: () => Promise.resolve(true),
    channelAccess: () => Promise.resolve('allowed'),
    send: (frame) => frames.push(frame),
    nextMessageId: () => hub.messageIds.next(),
    onMemberChange: (previous, next) => hub.memberChanged(connection, previous, next),
    maxSubscriptions: 10,
  });
  return { connection, frames };
};

const messageOf = (frame: FeedFrame): LiveFeedMessage =>
  JSON.parse(frame.text.toString('utf8')) as LiveFeedMessage;

const sameMember = (a: FeedMember | undefined, event: { siteId: string; userId: string }): boolean =>
  a !== undefined && a.siteId === event.siteId && a.userId === event.userId;

const socketSpec = fc.record({
  siteId: fc.constantFrom(...SITES),
  userId: fc.constantFrom(...USERS),
  channels: fc.subarray(CHANNELS),
  authenticated: fc.boolean(),
});
const eventSpec = fc.record({
  siteId: fc.constantFrom(...SITES),
  userId: fc.constantFrom(...USERS),
  channel: fc.constantFrom(...CHANNELS),
  data: fc.jsonValue(),
});

describe('FeedHub: one frame per event', () => {
  it("writes the same frame to exactly the member's sockets that receive the channel", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(socketSpec, { maxLength: 12 }), eventSpec, async (specs, event) => {
        const hub = new FeedHub();
        const sockets = [];
        for (const spec of specs) {
          const socket = connectionOf(hub);
          if (spec.authenticated) {
            await socket.connection.receive(`auth#Auth@${spec.siteId}/${spec.userId}`);
            for (const channel of spec.channels) await socket.connection.receive(`sub#Sub@${channel}`);
          }
          sockets.push({ ...socket, spec, repliesBefore: socket.frames.length });
        }

        const delivered = hub.dispatch(event);

        const receivers = sockets.filter(
          ({ connection, spec }) =>
            spec.authenticated &&
            sameMember(connection.member, event) &&
            spec.channels.includes(event.channel),
        );
        expect(delivered).toBe(receivers.length);
        for (const { frames, repliesBefore } of sockets) {
          const pushed = frames.slice(repliesBefore);
          expect(pushed).toHaveLength(receivers.some((r) => r.frames === frames) ? 1 : 0);
        }
        const pushes = receivers.map(({ frames }) => frames[frames.length - 1] as FeedFrame);
        // One Buffer for all: the event was encoded once.
        for (const frame of pushes) expect(frame).toBe(pushes[0]);
        if (pushes[0] !== undefined) {
          // The bytes a socket got before (a message formatted for it), under the event's id.
          const { id } = messageOf(pushes[0]);
          const before = formatLiveFeedMessage({
            id,
            channel: event.channel,
            error: { code: LIVE_FEED_CODES.OK },
            data: event.data,
          });
          expect(pushes[0].text.toString('utf8')).toBe(before);
        }
        // Replies and pushes share the ids' sequence: each message on a connection has a new, larger id.
        for (const { frames } of sockets) {
          const ids = frames.map((frame) => Number(messageOf(frame).id));
          expect(ids).toEqual([...ids].sort((a, b) => a - b));
          expect(new Set(ids).size).toBe(ids.length);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('sends a NOTIFY payload to every subscriber as one frame, whatever its data', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.integer({ min: 1, max: 20 }), async (data, count) => {
        const hub = new FeedHub();
        const sockets = Array.from({ length: count }, () => connectionOf(hub));
        for (const { connection } of sockets) {
          await connection.receive('auth#Auth@site-a/user-1');
          await connection.receive('sub#Sub@wallet');
        }
        const payload = JSON.stringify({ siteId: 'site-a', userId: 'user-1', channel: 'wallet', data });

        expect(hub.dispatchPayload(payload)).toBe(count);

        const pushes = sockets.map(({ frames }) => frames[frames.length - 1] as FeedFrame);
        for (const frame of pushes) expect(frame).toBe(pushes[0]);
        const { id } = messageOf(pushes[0] as FeedFrame);
        // The data as the NOTIFY payload carried it (JSON in, JSON out), under the event's id.
        const sent = JSON.parse(payload) as { data: unknown };
        expect((pushes[0] as FeedFrame).text.toString('utf8')).toBe(
          formatLiveFeedMessage({
            id,
            channel: 'wallet',
            error: { code: LIVE_FEED_CODES.OK },
            data: sent.data,
          }),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('sends nothing to sockets of another member, site, or channel, and nothing after a close', async () => {
    const hub = new FeedHub();
    const alice = connectionOf(hub);
    const bob = connectionOf(hub);
    const aliceElsewhere = connectionOf(hub);
    const aliceClosed = connectionOf(hub);
    await alice.connection.receive('auth#Auth@site-a/alice');
    await bob.connection.receive('auth#Auth@site-a/bob');
    await aliceElsewhere.connection.receive('auth#Auth@site-b/alice');
    await aliceClosed.connection.receive('auth#Auth@site-a/alice');
    for (const socket of [alice, bob, aliceElsewhere, aliceClosed]) {
      await socket.connection.receive('sub#Sub@wallet');
    }
    aliceClosed.connection.close();
    const before = [alice, bob, aliceElsewhere, aliceClosed].map(({ frames }) => frames.length);

    expect(hub.dispatch({ siteId: 'site-a', userId: 'alice', channel: 'wallet', data: { n: 1 } })).toBe(1);
    expect(hub.dispatch({ siteId: 'site-a', userId: 'alice', channel: 'orders', data: { n: 2 } })).toBe(0);

    expect([alice, bob, aliceElsewhere, aliceClosed].map(({ frames }) => frames.length)).toEqual([
      (before[0] ?? 0) + 1,
      before[1],
      before[2],
      before[3],
    ]);
    expect(messageOf(alice.frames[alice.frames.length - 1] as FeedFrame)).toMatchObject({
      channel: 'wallet',
      data: { n: 1 },
    });
  });
});
