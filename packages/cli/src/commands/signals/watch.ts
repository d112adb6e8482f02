import {
  applyFiguresPatch,
  isSignalFiguresPatch,
  LIVE_FEED_CHANNELS,
  LIVE_FEED_CODES,
  LIVE_FEED_RECONNECT_MS,
  withSeriesKept,
  type LiveFeedAuthFailure,
  type LiveFeedMessage,
  type Signal,
} from '@signal-portal/core';
import { text } from '../../output/blocks.js';
import type { CommandContext, CommandModule, Outcome } from '../../runner/command.js';
import { idValue } from '../../runner/options.js';
import { succeed } from '../../runner/usage.js';
import { signalBlocks } from './signal-view.js';
import { changeLine, changesBetween, type FieldChange } from './watch-changes.js';

/** One state of the watched signal: the first fetch, then every change the live feed brings. */
export interface SignalUpdate {
  /** ISO UTC time the CLI received it. */
  readonly at: string;
  /** True for the fetch before watching, false for the feed's changes. */
  readonly initial: boolean;
  readonly signal: Signal;
  /** What changed since the last state shown, as shown (none for the first). */
  readonly changes: readonly FieldChange[];
}

export interface WatchSummary {
  readonly signalId: string;
  /** Changes received from the live feed. */
  readonly updates: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A push of `signal.<id>` carries the whole Signal (review, connection, enable), a follower patch
 * (numOfFollowers, investmentOfFollow, robots) or a refresh's figures (SignalFiguresPatch): each is
 * laid over the signal as known. A whole Signal comes without its performance series (core
 * signalForFeed): the ones known are kept when its performance is the same calculation. A push that
 * names no signal (say `{ truncated: true }` from an older server, whose fan-out cut large events),
 * or a whole Signal of another calculation, gives undefined: the caller fetches the signal again.
 */
export const applySignalPush = (current: Signal, data: unknown): Signal | undefined => {
  if (isSignalFiguresPatch(data)) {
    if (data.id !== current.id) return undefined;
    return {
      ...current,
      updatedAt: data.updatedAt,
      performance: applyFiguresPatch(current.performance, data),
    };
  }
  if (!isRecord(data) || data['id'] !== current.id) return undefined;
  const next: Signal = { ...current, ...data };
  return 'performance' in data ? withSeriesKept(current, next) : next;
};

const refusalOfFeed = (message: LiveFeedMessage): Outcome<never> => ({
  error: true,
  value:
    message.error.code === LIVE_FEED_CODES.UNKNOWN_CHANNEL ? 'SIGNAL_NOT_FOUND' : 'WEBSOCKET_ACTION_ERROR',
});

const refusalOfAuth = (failure: LiveFeedAuthFailure): Outcome<never> => ({
  error: true,
  value: failure.kind === 'token' ? failure.code : 'NOT_SIGNED_IN',
});

const RECONNECT_SECONDS = Math.round(LIVE_FEED_RECONNECT_MS / 1000);

/**
 * Tells the person how the feed is doing: a feed that cannot be reached (never connected) and one
 * that was lost both with the countdown to the next attempt, and the connection once it is back.
 */
const reportConnection = (context: CommandContext<SignalUpdate>): (() => void)[] => {
  const feed = context.services.liveFeed;
  const url = context.settings.error ? '' : context.settings.value.ws.value;
  let everConnected = false;
  let troubleShown = false;
  return [
    feed.onConnectedChange((connected) => {
      if (connected && troubleShown) context.notify({ key: 'cli.feedReconnected' });
      everConnected ||= connected;
      troubleShown &&= !connected;
    }),
    feed.onReconnectChange((at) => {
      if (at === null) return;
      troubleShown = true;
      context.notify(
        everConnected
          ? { key: 'cli.feedDisconnected', params: { seconds: RECONNECT_SECONDS } }
          : { key: 'cliRun.watch.feedUnreachable', params: { url, seconds: RECONNECT_SECONDS } },
      );
    }),
  ];
};

/** Follows the live feed until Ctrl-C, a refusal of the channel, or a failed authentication. */
const follow = (context: CommandContext<SignalUpdate>, first: Signal): Promise<Outcome<WatchSummary>> =>
  new Promise((resolve) => {
    const feed = context.services.liveFeed;
    const view = { t: context.format.t, format: context.format };
    let current = first;
    let updates = 0;
    let announced = false;
    // Refetches run one after another, so updates are shown in the order they happened.
    let refetching: Promise<void> = Promise.resolve();
    const stops: (() => void)[] = [];
    const finish = (outcome: Outcome<WatchSummary>): void => {
      for (const stop of stops.splice(0)) stop();
      resolve(outcome);
    };
    stops.push(
      ...reportConnection(context),
      feed.onAuthFailure((failure) => finish(refusalOfAuth(failure))),
      // The session was ended elsewhere (`logout` in another terminal): nothing more will arrive.
      feed.onSessionEnded(() => finish({ error: true, value: 'NOT_SIGNED_IN' })),
      feed.subscribe(
        LIVE_FEED_CHANNELS.signal(first.id),
        (message) => {
          if (message.error.code !== LIVE_FEED_CODES.OK) {
            finish(refusalOfFeed(message));
            return;
          }
          // A push that changes nothing shown (a repeat) prints no line identical to the last.
          const show = (signal: Signal): void => {
            const changes = changesBetween(current, signal, view);
            current = signal;
            if (changes.length === 0) return;
            updates += 1;
            context.emit({ at: new Date().toISOString(), initial: false, signal, changes });
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
        {
          auth: true,
          // "Watching" is said once changes can arrive: when the platform has confirmed the channel.
          onSubscribed: () => {
            if (announced) return;
            announced = true;
            context.notify({ key: 'cli.watching', params: { name: first.name } });
          },
        },
      ),
    );
    const onInterrupt = (): void => finish(succeed({ signalId: first.id, updates }));
    if (context.interrupted.aborted) onInterrupt();
    else context.interrupted.addEventListener('abort', onInterrupt, { once: true });
  });

/**
 * `signals watch <id>`: the signal as it is, then one line per change pushed on its live-feed
 * channel naming what changed, until Ctrl-C. With --json every new state is a JSON line of its own.
 */
export const signalsWatch: CommandModule<string, WatchSummary, SignalUpdate> = {
  needsApi: true,
  handlesInterrupt: true,
  parse: (raw) => idValue(raw.args[0]),
  async run(context, id) {
    const first = await context.services.signals.get(id);
    if (first.error) return first;
    context.emit({ at: new Date().toISOString(), initial: true, signal: first.value, changes: [] });
    return follow(context, first.value);
  },
  render: (summary, { t }) => [text(t('cli.watchStopped', { count: summary.updates }))],
  renderEvent: (update, view) =>
    update.initial
      ? signalBlocks(update.signal, view)
      : [changeLine(`${update.at.slice(11, 19)} UTC`, update.changes, view)],
};
