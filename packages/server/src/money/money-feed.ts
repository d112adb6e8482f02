import { LIVE_FEED_CHANNELS, type Wallet, type Withdrawal } from '@signal-portal/core';
import type { ServerContext } from '../context.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { readWallet } from './wallet-ops.js';

/** What a committed money move tells the member's live feed. */
export interface MoneyEvent {
  readonly siteId: string;
  readonly userId: string;
  readonly wallet?: Wallet;
  readonly withdrawal?: Withdrawal;
}

/** The member's wallet after a move, read inside the move's transaction for the event sent after it. */
export const walletEvent = async (
  tx: SqlExecutor,
  siteId: string,
  userId: string,
  withdrawal?: Withdrawal,
): Promise<MoneyEvent> => ({
  siteId,
  userId,
  wallet: await readWallet(tx, siteId, userId),
  ...(withdrawal === undefined ? {} : { withdrawal }),
});

/**
 * Publishes on `wallet` (data: Wallet) and `withdrawals` (data: Withdrawal) once the transaction has
 * committed. The move already happened: a feed failure is not the caller's failure (clients refetch).
 */
export const publishMoneyEvent = async (
  ctx: Pick<ServerContext, 'feed'>,
  event: MoneyEvent,
): Promise<void> => {
  const { siteId, userId } = event;
  try {
    if (event.withdrawal)
      await ctx.feed.publish({
        siteId,
        userId,
        channel: LIVE_FEED_CHANNELS.withdrawals,
        data: event.withdrawal,
      });
    if (event.wallet)
      await ctx.feed.publish({ siteId, userId, channel: LIVE_FEED_CHANNELS.wallet, data: event.wallet });
  } catch {
    // Best effort by design (see above).
  }
};
