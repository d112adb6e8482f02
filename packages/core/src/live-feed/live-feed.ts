import type { Clock, TimerHandle } from '../ports/clock.port.js';
import type { Socket, SocketFactory } from '../ports/socket.port.js';
import type { ErrorCode } from '../shared/error-codes.js';
import type { Result } from '../shared/result.js';
import {
  AUTH_REPLY_CHANNEL,
  LIVE_FEED_CODES,
  LIVE_FEED_RECONNECT_MS,
  SUBSCRIBE_COMMAND_PREFIX,
  SUBSCRIBE_REPLY_CHANNEL,
  UNAUTH_COMMAND,
  UNAUTH_REPLY_CHANNEL,
  authCommand,
  parseLiveFeedMessage,
  subscribeCommand,
  unsubscribeCommand,
  type LiveFeedMessage,
} from './protocol.js';

/** A string field of a message's data, if the data is an object that has one. */
const stringField = (data: unknown, key: string): string | undefined => {
  const value =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

const channelOf = (data: unknown): string | undefined => stringField(data, 'channel');

/** Whether an `Unauth` message is the server's own (the session ended), not the reply to unauth#Unauth. */
const endsSession = (data: unknown): boolean => stringField(data, 'reason') !== undefined;

export interface LiveFeedOptions {
  readonly sockets: SocketFactory;
  readonly clock: Clock;
  /** The live feed's URL (meta `ws-domain`, or the CLI's config). */
  readonly url: string;
  /** A one-time token: POST /auth/ws_token through the ApiClient. */
  readonly fetchToken: () => Promise<Result<string>>;
}

export type LiveFeedCallback = (message: LiveFeedMessage) => void;

export interface SubscribeOptions {
  /** The channel carries a member's data: it is subscribed only once the feed is authenticated. */
  readonly auth?: boolean;
  /**
   * Called each time the server confirms the subscription (its `Sub` reply with code 0): from then on
   * the channel's changes arrive; again after a reconnect, when it is subscribed anew.
   */
  readonly onSubscribed?: () => void;
}

/** Why authentication failed: the token call's code, or the auth reply's non-zero code. */
export type LiveFeedAuthFailure =
  { readonly kind: 'token'; readonly code: ErrorCode } | { readonly kind: 'reply'; readonly code: number };

/** `token`: a token is being fetched; `sent`: the auth command went out, its reply is awaited. */
type AuthState = 'none' | 'token' | 'sent' | 'authenticated' | 'failed';

interface Subscription {
  readonly auth: boolean;
  readonly callbacks: Set<LiveFeedCallback>;
  /** Each subscriber's onSubscribed, by its callback (so unsubscribing drops it too). */
  readonly confirmed: Map<LiveFeedCallback, () => void>;
  /** Its sub command went out (or waits in the outbox) on the current connection. */
  requested: boolean;
}

/**
 * The live-feed client: the protocol state machine of spec section 4 (see protocol.ts for the wire).
 *
 * - Commands issued while the socket is not open wait in an outbox, sent in order on open; the
 *   socket opens on the first subscription (or `connect()`), and open marks the feed connected.
 * - An authenticated channel makes the feed fetch a token and send `auth#Auth@<token>` once open;
 *   its subscription is sent only after an auth reply with `error.code === 0`. A failed token call or
 *   a non-zero reply leaves those subscriptions waiting and tells `onAuthFailure` listeners; the next
 *   authenticated subscribe, `authenticate()` or reconnect tries again.
 * - Messages are dispatched to the callbacks of their channel; malformed ones are ignored.
 * - On close everything is reset (not connected, not authenticated, outbox emptied), every active
 *   subscription is requested again, and a new socket opens 12 s later (`onReconnectChange` tells
 *   when, so a client can count down; `reconnectNow()` opens it at once). `close()` stops for good.
 * - `logout()` sends `unauth#Unauth` and drops the authenticated subscriptions.
 * - When the server ends the member's session (an `Unauth` message it sends unasked), the feed is no
 *   longer authenticated, its authenticated subscriptions wait for authentication again, and
 *   `onSessionEnded` listeners are told (the session may have ended, or been replaced by a new login).
 */
export class LiveFeed {
  private socket: Socket | undefined;
  private isConnected = false;
  private authState: AuthState = 'none';
  /** Bumped per socket, so answers that arrive for an old connection are ignored. */
  private generation = 0;
  private outbox: string[] = [];
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly connectedListeners = new Set<(connected: boolean) => void>();
  private readonly authFailureListeners = new Set<(failure: LiveFeedAuthFailure) => void>();
  private readonly reconnectListeners = new Set<(at: number | null) => void>();
  private readonly sessionEndedListeners = new Set<() => void>();
  /** Bumped per token request (and by logout and close), so a stale token is never sent. */
  private authAttempt = 0;
  /**
   * Auth commands sent on this connection and given up (logout) before their reply: the server answers
   * every command in order, so the next that many auth replies are theirs, not the current attempt's.
   */
  private abandonedAuthReplies = 0;
  private reconnectTimer: { readonly handle: TimerHandle; readonly at: number } | undefined;
  private closed = false;

  constructor(private readonly options: LiveFeedOptions) {}

  get connected(): boolean {
    return this.isConnected;
  }

  get authenticated(): boolean {
    return this.authState === 'authenticated';
  }

  /** Listens to the connected flag; returns the way to stop listening. */
  onConnectedChange(listener: (connected: boolean) => void): () => void {
    this.connectedListeners.add(listener);
    return () => this.connectedListeners.delete(listener);
  }

  /** When the next reconnect is due (epoch ms, the clock's), or null when none waits. */
  get reconnectAt(): number | null {
    return this.reconnectTimer?.at ?? null;
  }

  /** Listens to `reconnectAt`: a time after a close, null once the attempt starts or is cancelled. */
  onReconnectChange(listener: (at: number | null) => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  onAuthFailure(listener: (failure: LiveFeedAuthFailure) => void): () => void {
    this.authFailureListeners.add(listener);
    return () => this.authFailureListeners.delete(listener);
  }

  /** Listens to the server ending the session this feed authenticated under; returns the way to stop. */
  onSessionEnded(listener: () => void): () => void {
    this.sessionEndedListeners.add(listener);
    return () => this.sessionEndedListeners.delete(listener);
  }

  /** Opens the socket now (it also opens on the first subscription); a pending reconnect keeps its time. */
  connect(): void {
    if (this.closed || this.socket !== undefined || this.reconnectTimer !== undefined) return;
    this.openSocket();
  }

  /** Opens a new socket now when a reconnect is waiting (a "retry now" button); else does nothing. */
  reconnectNow(): void {
    if (this.closed || this.reconnectTimer === undefined) return;
    this.cancelReconnect();
    if (this.socket === undefined) this.openSocket();
  }

  subscribe(channel: string, callback: LiveFeedCallback, options: SubscribeOptions = {}): () => void {
    const existing = this.subscriptions.get(channel);
    const subscription = existing ?? {
      auth: options.auth === true,
      callbacks: new Set(),
      confirmed: new Map(),
      requested: false,
    };
    subscription.callbacks.add(callback);
    if (options.onSubscribed) subscription.confirmed.set(callback, options.onSubscribed);
    if (!existing) {
      this.subscriptions.set(channel, subscription);
      this.connect();
      this.request(channel, subscription);
    }
    return () => this.unsubscribe(channel, callback);
  }

  /** Tries authentication again for waiting authenticated subscriptions (e.g. after a login). */
  authenticate(): void {
    this.startAuthIfNeeded();
  }

  /**
   * Sends `unauth#Unauth` (when connected; a new connection starts unauthenticated anyway) and drops
   * every authenticated subscription; an authentication in progress is abandoned (the reply to its
   * auth command, if that went out, is not taken for the reply to a later one).
   */
  logout(): void {
    for (const [channel, subscription] of this.subscriptions) {
      if (subscription.auth) this.subscriptions.delete(channel);
    }
    if (this.authState === 'sent') this.abandonedAuthReplies++;
    this.authState = 'none';
    this.authAttempt++;
    this.outbox = this.outbox.filter((command) => this.isPublicCommand(command));
    if (this.isConnected) this.socket?.send(UNAUTH_COMMAND);
  }

  /** Closes the socket and stops reconnecting; the feed is done. */
  close(): void {
    this.closed = true;
    this.cancelReconnect();
    const socket = this.socket;
    this.reset();
    socket?.close();
  }

  private unsubscribe(channel: string, callback: LiveFeedCallback): void {
    const subscription = this.subscriptions.get(channel);
    subscription?.confirmed.delete(callback);
    if (!subscription?.callbacks.delete(callback) || subscription.callbacks.size > 0) return;
    this.subscriptions.delete(channel);
    const command = subscribeCommand(channel);
    if (this.outbox.includes(command)) this.outbox = this.outbox.filter((queued) => queued !== command);
    else if (subscription.requested) this.sendOrQueue(unsubscribeCommand(channel));
  }

  /** Sends (or queues) a subscription, or leaves it waiting for authentication. */
  private request(channel: string, subscription: Subscription): void {
    if (subscription.auth && this.authState !== 'authenticated') {
      this.startAuthIfNeeded();
      return;
    }
    subscription.requested = true;
    this.sendOrQueue(subscribeCommand(channel));
  }

  private sendOrQueue(command: string): void {
    if (this.isConnected && this.socket) this.socket.send(command);
    else this.outbox.push(command);
  }

  private waitingForAuth(): boolean {
    for (const subscription of this.subscriptions.values()) {
      if (subscription.auth && !subscription.requested) return true;
    }
    return false;
  }

  /**
   * Fetches a token and sends the auth command, once connected and only if a subscription waits for
   * it. After a failure this is tried again only when asked (a new subscription, `authenticate()`).
   */
  private startAuthIfNeeded(): void {
    const idle = this.authState === 'none' || this.authState === 'failed';
    if (!this.isConnected || !idle || !this.waitingForAuth()) return;
    this.authState = 'token';
    const attempt = ++this.authAttempt;
    void this.options.fetchToken().then((token) => {
      // Anything that ends the attempt (logout, a close) bumps authAttempt: the state is still 'token'.
      if (attempt !== this.authAttempt) return;
      if (token.error) {
        this.failAuth({ kind: 'token', code: token.value });
        return;
      }
      this.socket?.send(authCommand(token.value));
      this.authState = 'sent';
    });
  }

  private failAuth(failure: LiveFeedAuthFailure): void {
    this.authState = 'failed';
    for (const listener of this.authFailureListeners) listener(failure);
  }

  private openSocket(): void {
    const generation = ++this.generation;
    const current = (): boolean => generation === this.generation;
    this.socket = this.options.sockets.open(this.options.url, {
      onOpen: () => current() && this.handleOpen(),
      onMessage: (text) => current() && this.handleMessage(text),
      onClose: () => current() && this.handleClose(),
      onError: () => undefined, // onClose follows and does the work
    });
  }

  private handleOpen(): void {
    this.setConnected(true);
    const queued = this.outbox;
    this.outbox = [];
    for (const command of queued) this.socket?.send(command);
    this.startAuthIfNeeded();
  }

  private handleMessage(text: string): void {
    const message = parseLiveFeedMessage(text);
    if (message === undefined) return;
    if (message.channel === AUTH_REPLY_CHANNEL) {
      this.handleAuthReply(message);
      return;
    }
    if (message.channel === UNAUTH_REPLY_CHANNEL) {
      if (endsSession(message.data)) this.handleSessionEnded();
      return;
    }
    const subscribeReply = message.channel === SUBSCRIBE_REPLY_CHANNEL;
    if (subscribeReply && message.error.code === LIVE_FEED_CODES.OK) {
      const confirmed = this.subscriptions.get(channelOf(message.data) ?? '')?.confirmed;
      if (confirmed) for (const onSubscribed of [...confirmed.values()]) onSubscribed();
      return;
    }
    // A refused subscription is told to that channel's callbacks, with the refusal's code.
    const refused = subscribeReply && message.error.code !== LIVE_FEED_CODES.OK;
    const channel = refused ? channelOf(message.data) : message.channel;
    const callbacks = channel === undefined ? undefined : this.subscriptions.get(channel)?.callbacks;
    if (callbacks) for (const callback of [...callbacks]) callback({ ...message, channel: channel ?? '' });
  }

  private isPublicCommand(command: string): boolean {
    if (!command.startsWith(SUBSCRIBE_COMMAND_PREFIX)) return true;
    return this.subscriptions.get(command.slice(SUBSCRIBE_COMMAND_PREFIX.length))?.auth === false;
  }

  private handleAuthReply(message: LiveFeedMessage): void {
    if (this.abandonedAuthReplies > 0) {
      this.abandonedAuthReplies--;
      return;
    }
    if (this.authState !== 'sent') return;
    if (message.error.code !== LIVE_FEED_CODES.OK) {
      this.failAuth({ kind: 'reply', code: message.error.code });
      return;
    }
    this.authState = 'authenticated';
    for (const [channel, subscription] of this.subscriptions) {
      if (subscription.auth && !subscription.requested) this.request(channel, subscription);
    }
  }

  /**
   * The server dropped the member (its session ended). Only an authenticated feed has a member to lose:
   * one that sent a new auth command since (a login after a logout) waits for that command's reply.
   */
  private handleSessionEnded(): void {
    if (this.authState !== 'authenticated') return;
    this.authState = 'none';
    for (const subscription of this.subscriptions.values()) {
      if (subscription.auth) subscription.requested = false;
    }
    for (const listener of this.sessionEndedListeners) listener();
  }

  private handleClose(): void {
    this.reset();
    if (this.closed) return;
    const at = this.options.clock.now() + LIVE_FEED_RECONNECT_MS;
    const handle = this.options.clock.setTimeout(() => {
      this.setReconnectTimer(undefined);
      if (!this.closed && this.socket === undefined) this.openSocket();
    }, LIVE_FEED_RECONNECT_MS);
    this.setReconnectTimer({ handle, at });
  }

  private cancelReconnect(): void {
    if (this.reconnectTimer === undefined) return;
    this.options.clock.clearTimeout(this.reconnectTimer.handle);
    this.setReconnectTimer(undefined);
  }

  private setReconnectTimer(timer: { readonly handle: TimerHandle; readonly at: number } | undefined): void {
    this.reconnectTimer = timer;
    const at = timer?.at ?? null;
    for (const listener of this.reconnectListeners) listener(at);
  }

  /** Back to the state before open; active subscriptions are requested again on the next socket. */
  private reset(): void {
    this.generation++;
    this.authAttempt++;
    this.abandonedAuthReplies = 0;
    this.socket = undefined;
    this.authState = 'none';
    this.outbox = [];
    for (const [channel, subscription] of this.subscriptions) {
      subscription.requested = false;
      if (!subscription.auth) this.request(channel, subscription);
    }
    this.setConnected(false);
  }

  private setConnected(connected: boolean): void {
    if (this.isConnected === connected) return;
    this.isConnected = connected;
    for (const listener of this.connectedListeners) listener(connected);
  }
}
