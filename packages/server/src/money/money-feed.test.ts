import { EMPTY_WALLET, type Withdrawal } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import type { FeedEvent, FeedPublisher } from '../feed/feed-publisher.port.js';
import { publishMoneyEvent } from './money-feed.js';

const recording = (failWith?: Error): { feed: FeedPublisher; events: FeedEvent[] } => {
  const events: FeedEvent[] = [];
  return {
    events,
    feed: {
      publish: (event) => {
        events.push(event);
        return failWith ? Promise.reject(failWith) : Promise.resolve();
      },
    },
  };
};
const member = { siteId: 'site-1', userId: 'member-1' };
const wallet = { ...EMPTY_WALLET, balance: '12.50' };
const withdrawal = { id: 'w-1', status: 'UNDER_REVIEW' } as unknown as Withdrawal;

describe('publishMoneyEvent: what a committed money move tells the member’s feed', () => {
  it('publishes the withdrawal, then the wallet, each on its channel', async () => {
    const { feed, events } = recording();
    await publishMoneyEvent({ feed }, { ...member, wallet, withdrawal });
    expect(events).toEqual([
      { ...member, channel: 'withdrawals', data: withdrawal },
      { ...member, channel: 'wallet', data: wallet },
    ]);
  });

  it('publishes only what the event carries', async () => {
    const walletOnly = recording();
    await publishMoneyEvent({ feed: walletOnly.feed }, { ...member, wallet });
    expect(walletOnly.events.map((event) => event.channel)).toEqual(['wallet']);
    const withdrawalOnly = recording();
    await publishMoneyEvent({ feed: withdrawalOnly.feed }, { ...member, withdrawal });
    expect(withdrawalOnly.events.map((event) => event.channel)).toEqual(['withdrawals']);
  });

  it('never fails the caller: the move already committed and clients read again', async () => {
    const { feed, events } = recording(new Error('NOTIFY failed'));
    await expect(publishMoneyEvent({ feed }, { ...member, wallet, withdrawal })).resolves.toBeUndefined();
    expect(events).toHaveLength(1);
  });
});
