import {
  AUTH_REPLY_CHANNEL,
  LIVE_FEED_CODES,
  parseLiveFeedCommand,
  SUBSCRIBE_REPLY_CHANNEL,
  UNAUTH_REPLY_CHANNEL,
  UNSUBSCRIBE_REPLY_CHANNEL,
} from '@signal-portal/core';
import type { ChannelAccess } from './channel-access.js';
import { encodeFeedFrame, type FeedFrame } from './feed-frame.js';

/** The channel of the reply to text that is no command at all. */
export const BAD_COMMAND_REPLY_CHANNEL = 'Error';

export interface FeedMember {
  readonly siteId: string;
  readonly userId: string;
  /** The session the socket's token was issued under; its end ends this authentication. */
  readonly sessionHash: string;
}

/** What a connection needs from the outside: checks against storage and a way to the socket. */
export interface FeedConnectionDeps {
  /** The member a token names, when it is valid and unused; undefined otherwise. */
  authenticate(token: string): Promise<FeedMember | undefined>;
  /** Whether the member's session is still live (asked once per authentication, after registering). */
  sessionLive(member: FeedMember): Promise<boolean>;
  channelAccess(member: FeedMember, channel: string): Promise<ChannelAccess>;
  /** Sends a text frame (its bytes, possibly shared with other sockets); the transport drops slow consumers. */
  send(frame: FeedFrame): void;
  /** The id of the next message (the process's sequence, shared with the hub's pushes). */
  nextMessageId(): string;
  /** Tells the hub who this connection is now (index for dispatch). */
  onMemberChange(previous: FeedMember | undefined, next: FeedMember | undefined): void;
  readonly maxSubscriptions: number;
}

/**
 * One socket's protocol state: who it is authenticated as and which channels it receives. Commands
 * are handled one after another in arrival order (auth and sub wait for storage).
 */
export class FeedConnection {
  private memberState: FeedMember | undefined;
  private readonly channels = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  /** Registered as a member whose session is being checked: not told Unauth, as it is not yet Auth. */
  private admitting = false;

  constructor(private readonly deps: FeedConnectionDeps) {}

  get member(): FeedMember | undefined {
    return this.memberState;
  }

  get subscriptionCount(): number {
    return this.channels.size;
  }

  /** Queues a command; resolves when it (and every earlier one) has been answered. */
  receive(text: string): Promise<void> {
    this.queue = this.queue.then(() => this.handle(text)).catch(() => undefined);
    return this.queue;
  }

  /**
   * The session this socket authenticated under has ended (logout): the socket is no longer anyone's,
   * loses its channels and is told so with an Unauth message. Answers whether it was that session's.
   */
  endSession(sessionHash: string): boolean {
    if (this.memberState?.sessionHash !== sessionHash) return false;
    return this.endMember('session ended');
  }

  /**
   * Drops the member and its channels (as unauth#Unauth would) and tells the client why; during the
   * authentication's session check it only drops it, and the check answers AUTH_REFUSED.
   */
  endMember(reason: string): boolean {
    if (this.closed || !this.memberState) return false;
    this.setMember(undefined);
    if (!this.admitting) this.reply(UNAUTH_REPLY_CHANNEL, LIVE_FEED_CODES.OK, { reason });
    return true;
  }

  /** Whether an event of the channel is for this connection (open, subscribed to it). */
  receives(channel: string): boolean {
    return !this.closed && this.channels.has(channel);
  }

  /** Writes an event's frame, encoded once by the hub for every socket that receives it. */
  push(frame: FeedFrame): void {
    if (!this.closed) this.deps.send(frame);
  }

  close(): void {
    this.closed = true;
    this.setMember(undefined);
  }

  private async handle(text: string): Promise<void> {
    if (this.closed) return;
    const command = parseLiveFeedCommand(text);
    if (command === undefined) {
      this.reply(BAD_COMMAND_REPLY_CHANNEL, LIVE_FEED_CODES.BAD_COMMAND, null);
      return;
    }
    switch (command.kind) {
      case 'auth':
        await this.authenticate(command.token);
        return;
      case 'unauth':
        this.setMember(undefined);
        this.reply(UNAUTH_REPLY_CHANNEL, LIVE_FEED_CODES.OK, null);
        return;
      case 'sub':
        await this.subscribe(command.channel);
        return;
      case 'unsub':
        this.channels.delete(command.channel);
        this.reply(UNSUBSCRIBE_REPLY_CHANNEL, LIVE_FEED_CODES.OK, { channel: command.channel });
        return;
    }
  }

  /**
   * Registered first, then the session checked: an end of the session published before the check
   * read it is seen by the check, one published after reaches this registered connection.
   */
  private async authenticate(token: string): Promise<void> {
    const member = await this.deps.authenticate(token);
    if (this.closed) return;
    if (!member) {
      this.reply(AUTH_REPLY_CHANNEL, LIVE_FEED_CODES.AUTH_REFUSED, null);
      return;
    }
    this.setMember(member);
    this.admitting = true;
    // A check that fails (storage unreachable) refuses: the client retries with a new token.
    const live = await this.deps.sessionLive(member).catch(() => false);
    this.admitting = false;
    if (this.closed) return;
    if (!live || this.memberState !== member) {
      if (this.memberState === member) this.setMember(undefined);
      this.reply(AUTH_REPLY_CHANNEL, LIVE_FEED_CODES.AUTH_REFUSED, null);
      return;
    }
    this.reply(AUTH_REPLY_CHANNEL, LIVE_FEED_CODES.OK, null);
  }

  private async subscribe(channel: string): Promise<void> {
    const member = this.memberState;
    if (!member) {
      this.reply(SUBSCRIBE_REPLY_CHANNEL, LIVE_FEED_CODES.NOT_AUTHENTICATED, { channel });
      return;
    }
    if (this.channels.has(channel)) {
      this.reply(SUBSCRIBE_REPLY_CHANNEL, LIVE_FEED_CODES.OK, { channel });
      return;
    }
    if (this.channels.size >= this.deps.maxSubscriptions) {
      this.reply(SUBSCRIBE_REPLY_CHANNEL, LIVE_FEED_CODES.BAD_COMMAND, { channel, reason: 'too many' });
      return;
    }
    const access = await this.deps.channelAccess(member, channel);
    // The member may have changed (unauth, another auth) while storage answered.
    if (this.closed || this.memberState !== member) {
      this.reply(SUBSCRIBE_REPLY_CHANNEL, LIVE_FEED_CODES.NOT_AUTHENTICATED, { channel });
      return;
    }
    if (access !== 'allowed') {
      this.reply(SUBSCRIBE_REPLY_CHANNEL, LIVE_FEED_CODES.UNKNOWN_CHANNEL, { channel });
      return;
    }
    this.channels.add(channel);
    this.reply(SUBSCRIBE_REPLY_CHANNEL, LIVE_FEED_CODES.OK, { channel });
  }

  /** A new identity starts with no channels: the old ones were another member's. */
  private setMember(next: FeedMember | undefined): void {
    const previous = this.memberState;
    this.memberState = next;
    this.channels.clear();
    this.deps.onMemberChange(previous, next);
  }

  private reply(channel: string, code: number, data: unknown): void {
    if (this.closed) return;
    this.deps.send(encodeFeedFrame({ id: this.deps.nextMessageId(), channel, error: { code }, data }));
  }
}
