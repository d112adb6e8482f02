/**
 * The channels the platform publishes. All need authentication: they carry one member's data.
 *
 *   signals            any change to the member's signals (data: Signal, or a SignalFiguresPatch)
 *   signal.<id>        one signal: connection status, performance, followers (data: Signal, or a
 *                      patch: the followers' fields, or the figures of a refresh, SignalFiguresPatch)
 *   wallet             balance changes (data: Wallet)
 *   withdrawals        status changes of the member's withdrawals (data: Withdrawal)
 *   orders             TWSE orders placed or changing status (data: Order & { signalId })
 */
export const LIVE_FEED_CHANNELS = {
  signals: 'signals',
  signal: (signalId: string): string => `signal.${signalId}`,
  wallet: 'wallet',
  withdrawals: 'withdrawals',
  orders: 'orders',
} as const;

/** Channel names: letters, digits, `.`, `_`, `-`; at most 100 characters. */
export const isChannelName = (value: string): boolean => /^[A-Za-z0-9._-]{1,100}$/.test(value);
