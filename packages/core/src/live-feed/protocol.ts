/**
 * The live-feed wire protocol, shared by the client (live-feed.ts) and the server. Client -> server
 * are text commands `<verb>#<Command>@<argument>`; server -> client are JSON messages.
 *
 *   auth#Auth@<token>        authenticate with a one-time token from POST /auth/ws_token
 *   unauth#Unauth            drop the authentication (logout); authenticated channels stop
 *   sub#Sub@<channel>        start receiving a channel
 *   unsub#Unsub@<channel>    stop receiving it
 *
 * Every reply and every push is `{ id, channel, error: { code }, data }`: replies to a command carry
 * the command's name as channel (`Auth`, `Unauth`, `Sub`, `Unsub`, with the channel name in
 * `data.channel` for the last two), pushes carry the channel they belong to. `error.code` 0 is success;
 * any other number is a refusal (AUTH_REFUSED, NOT_AUTHENTICATED, ...).
 *
 * The server also sends an `Unauth` message unasked when the session the socket authenticated under
 * ends (a logout in another tab of the same browser): its `data` is `{ reason }`, where the reply to
 * `unauth#Unauth` carries null. The socket has then lost its member and authenticated channels.
 */

export const AUTH_COMMAND_PREFIX = 'auth#Auth@';
export const UNAUTH_COMMAND = 'unauth#Unauth';
export const SUBSCRIBE_COMMAND_PREFIX = 'sub#Sub@';
export const UNSUBSCRIBE_COMMAND_PREFIX = 'unsub#Unsub@';

/** Channel names of command replies. */
export const AUTH_REPLY_CHANNEL = 'Auth';
export const UNAUTH_REPLY_CHANNEL = 'Unauth';
export const SUBSCRIBE_REPLY_CHANNEL = 'Sub';
export const UNSUBSCRIBE_REPLY_CHANNEL = 'Unsub';

/** The numeric `error.code` values of the live feed (0 = success). */
export const LIVE_FEED_CODES = {
  OK: 0,
  /** The token was unknown, used or expired. */
  AUTH_REFUSED: 4001,
  /** A channel that needs authentication was subscribed without it. */
  NOT_AUTHENTICATED: 4003,
  /** The channel does not exist or is not the user's. */
  UNKNOWN_CHANNEL: 4004,
  /** The command could not be parsed. */
  BAD_COMMAND: 4000,
} as const;

export const LIVE_FEED_RECONNECT_MS = 12_000;

export const authCommand = (token: string): string => `${AUTH_COMMAND_PREFIX}${token}`;
export const subscribeCommand = (channel: string): string => `${SUBSCRIBE_COMMAND_PREFIX}${channel}`;
export const unsubscribeCommand = (channel: string): string => `${UNSUBSCRIBE_COMMAND_PREFIX}${channel}`;

export type LiveFeedCommand =
  | { readonly kind: 'auth'; readonly token: string }
  | { readonly kind: 'unauth' }
  | { readonly kind: 'sub'; readonly channel: string }
  | { readonly kind: 'unsub'; readonly channel: string };

/** Parses a client command (the server's side); undefined when it is none of the four. */
export const parseLiveFeedCommand = (text: string): LiveFeedCommand | undefined => {
  if (text === UNAUTH_COMMAND) return { kind: 'unauth' };
  const argument = (prefix: string): string | undefined =>
    text.startsWith(prefix) && text.length > prefix.length ? text.slice(prefix.length) : undefined;
  const token = argument(AUTH_COMMAND_PREFIX);
  if (token !== undefined) return { kind: 'auth', token };
  const sub = argument(SUBSCRIBE_COMMAND_PREFIX);
  if (sub !== undefined) return { kind: 'sub', channel: sub };
  const unsub = argument(UNSUBSCRIBE_COMMAND_PREFIX);
  if (unsub !== undefined) return { kind: 'unsub', channel: unsub };
  return undefined;
};

/** A message from the server. */
export interface LiveFeedMessage {
  /** The server's message id (opaque; unique per connection). */
  readonly id: string;
  readonly channel: string;
  readonly error: { readonly code: number };
  readonly data: unknown;
}

/**
 * A server message from its text; undefined for anything malformed (not JSON, no channel, no
 * integer `error.code`). A missing id reads as ''.
 */
export const parseLiveFeedMessage = (text: string): LiveFeedMessage | undefined => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  if (typeof raw['channel'] !== 'string' || raw['channel'] === '') return undefined;
  const error = raw['error'];
  const code =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>)['code'] : undefined;
  if (typeof code !== 'number' || !Number.isInteger(code)) return undefined;
  const id = raw['id'];
  return {
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : '',
    channel: raw['channel'],
    error: { code },
    data: raw['data'],
  };
};

/** Serializes a server message (the server's side). */
export const formatLiveFeedMessage = (message: LiveFeedMessage): string => JSON.stringify(message);
