import { LIVE_FEED_CODES, type LiveFeedMessage } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { FeedConnection, type FeedConnectionDeps, type FeedMember } from './feed-connection.js';

const MEMBER: FeedMember = { siteId: 'site-1', userId: 'user-1', sessionHash: 'session-1' };

/** A promise the test settles by hand, to put an event between a question and its answer. */
const deferred = <T>() => {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
};

/** A connection over fakes: what it sent, and who the hub believes it is. */
const connectionWith = (sessionLive: (member: FeedMember) => Promise<boolean>) => {
  const sent: LiveFeedMessage[] = [];
  let registered: FeedMember | undefined;
  const deps: FeedConnectionDeps = {
    authenticate: (token) => Promise.resolve(token === 'good' ? MEMBER : undefined),
    sessionLive,
    channelAccess: () => Promise.resolve('allowed'),
    send: (frame) => sent.push(JSON.parse(frame.text.toString('utf8')) as LiveFeedMessage),
    nextMessageId: () => String(sent.length + 1),
    onMemberChange: (_previous, next) => (registered = next),
    maxSubscriptions: 10,
  };
  return { connection: new FeedConnection(deps), sent, registered: () => registered };
};

describe('FeedConnection: authentication against a session that may be ending', () => {
  it('refuses a token whose session is no longer live', async () => {
    const { connection, sent, registered } = connectionWith(() => Promise.resolve(false));
    await connection.receive('auth#Auth@good');
    expect(sent).toMatchObject([{ channel: 'Auth', error: { code: LIVE_FEED_CODES.AUTH_REFUSED } }]);
    expect(connection.member).toBeUndefined();
    expect(registered()).toBeUndefined();
  });

  it('is registered before the session is checked, so an end that the check missed still reaches it', async () => {
    // The check read the session just before its logout committed; the logout's event arrives after.
    const asked = deferred<void>();
    const answer = deferred<boolean>();
    const { connection, sent, registered } = connectionWith(() => {
      asked.settle();
      return answer.promise;
    });
    const handled = connection.receive('auth#Auth@good');
    await asked.promise;
    expect(registered()).toEqual(MEMBER);

    expect(connection.endSession('session-1')).toBe(true);
    answer.settle(true);
    await handled;

    // One answer, a refusal: no Unauth for an authentication that never succeeded.
    expect(sent).toMatchObject([{ channel: 'Auth', error: { code: LIVE_FEED_CODES.AUTH_REFUSED } }]);
    expect(sent).toHaveLength(1);
    expect(connection.member).toBeUndefined();
    expect(registered()).toBeUndefined();
  });

  it('authenticates when the session is live, and a later end of it un-authenticates with Unauth', async () => {
    const { connection, sent } = connectionWith(() => Promise.resolve(true));
    await connection.receive('auth#Auth@good');
    expect(connection.member).toEqual(MEMBER);
    expect(connection.endSession('another-session')).toBe(false);
    expect(connection.endSession('session-1')).toBe(true);
    expect(sent).toMatchObject([
      { channel: 'Auth', error: { code: LIVE_FEED_CODES.OK } },
      { channel: 'Unauth', error: { code: LIVE_FEED_CODES.OK }, data: { reason: 'session ended' } },
    ]);
  });
});
