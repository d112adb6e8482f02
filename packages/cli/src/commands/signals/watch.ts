import {
  LIVE_FEED_CHANNELS,
  LIVE_FEED_CODES,
  type LiveFeedAuthFailure,
  type LiveFeedMessage,
  type Signal,
} from '@signal-portal/core';
import { text } from '../../output/blocks.js';
import type { CommandContext, CommandModule, Outcome } from '../../runner/command.js';
import { idValue } from '../../runner/options.js';
import { succeed } from '../../runner/usage.js';
import { signalBlocks, signalUpdateLine } from './signal-view.js';

/** One state of the watched signal: the first fetch, then every change the live feed brings. */
export interface SignalUpdate {
  /** ISO UTC time the CLI received it. */
  readonly at: string;
  /** True for the fetch before watching, false for the feed's changes. */
  readonly initial: boolean;
  readonly signal: Signal;
}

export interface WatchSummary {
  readonly signalId: string;
  /** Changes received from the live feed. */
  readonly updates: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A push of `signal.<id>` carries the whole Signal (review, connection, enable) or a follower patch
 * (numOfFollowers, investmentOfFollow, robots): either is laid over the signal as known. A push that
 * names no signal (say `{ truncated: true }` from an older server, whose fan-out cut large events)
 * gives undefined: the caller fetches the signal again.
 */
export const applySignalPush = (current: Signal, data: unknown): Signal | undefined =>
  isRecord(data) && data['id'] === current.id ? { ...current, ...data } : undefined;

const refusalOfFeed = (message: LiveFeedMessage): Outcome<never> => ({
  error: true,
  value:
    message.error.code === LIVE_FEED_CODES.UNKNOWN_CHANNEL ? 'SIGNAL_NOT_FOUND' : 'WEBSOCKET_ACTION_ERROR',
});

const refusalOfAuth = (failure: LiveFeedAuthFailure): Outcome<never> => ({
  error: true,
  value: failure.kind === 'token' ? failure.code : 'NOT_SIGNED_IN',
});

/** Follows the live feed until Ctrl-C, a refusal of the channel, or a failed authentication. */
const follow = (context: CommandContext<SignalUpdate>, first: Signal): Promise<Outcome<WatchSummary>> =>
  new Promise((resolve) => {
    const feed = context.services.liveFeed;
    let current = first;
    let updates = 0;
    // Refetches run one after another, so updates are shown in the order they happened.
    let refetching: Promise<void> = Promise.resolve();
    let everConnected = false;
    const stops: (() => void)[] = [];
    const finish = (outcome: Outcome<WatchSummary>): void => {
      for (const stop of stops.splice(0)) stop();
      resolve(outcome);
    };
    stops.push(
      feed.onConnectedChange((connected) => {
        if (connected && everConnected) context.notify({ key: 'cli.feedReconnected' });
        if (!connected) context.notify({ key: 'cli.feedDisconnected', params: { seconds: 12 } });
        everConnected ||= connected;
      }),
      feed.onAuthFailure((failure) => finish(refusalOfAuth(failure))),
      feed.subscribe(
        LIVE_FEED_CHANNELS.signal(first.id),
        (message) => {
          if (message.error.code !== LIVE_FEED_CODES.OK) {
            finish(refusalOfFeed(message));
            return;
          }
          const show = (signal: Signal): void => {
            current = signal;
            updates += 1;
            context.emit({ at: new Date().toISOString(), initial: false, signal });
          };
          const next = applySignalPush(current, message.data);
          if (next !== undefined) {
            show(next);
            return;
          }
          refetching = refetching.then(async () => {
            const fetched = await context.services.signals.get(first.id);
            if (!fetched.error) show(fetched.value);
          });
        },
        { auth: true },
      ),
    );
    const onInterrupt = (): void => finish(succeed({ signalId: first.id, updates }));
    if (context.interrupted.aborted) onInterrupt();
    else context.interrupted.addEventListener('abort', onInterrupt, { once: true });
  });

/**
 * `signals watch <id>`: the signal as it is, then one line per change pushed on its live-feed
 * channel, until Ctrl-C. With --json every state is a JSON line of its own.
 */
export const signalsWatch: CommandModule<string, WatchSummary, SignalUpdate> = {
  needsApi: true,
  handlesInterrupt: true,
  parse: (raw) => idValue(raw.args[0]),
  async run(context, id) {
    const first = await context.services.signals.get(id);
    if (first.error) return first;
    context.emit({ at: new Date().toISOString(), initial: true, signal: first.value });
    context.notify({ key: 'cli.watching', params: { name: first.value.name } });
    return follow(context, first.value);
  },
  render: (summary, { t }) => [text(t('cli.watchStopped', { count: summary.updates }))],
  renderEvent: (update, view) =>
    update.initial
      ? signalBlocks(update.signal, view)
      : [signalUpdateLine(update.signal, `${update.at.slice(11, 19)} UTC`, view)],
};
