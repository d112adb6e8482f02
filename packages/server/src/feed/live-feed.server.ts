import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode } from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { ServerContext } from '../context.js';
import { isSessionLive, sessionNow } from '../http/session.js';
import { readWsToken } from '../http/ws-token.js';
import { clientErrorAnswer } from '../plugins/client-errors.js';
import { findSiteById } from '../storage/sites.repository.js';
import { channelAccess } from './channel-access.js';
import { FeedConnection, type FeedMember } from './feed-connection.js';
import { FeedMessageIds } from './feed-frame.js';
import { FeedHub } from './feed-hub.js';
import { writeFrame } from './frame-writer.js';
import { FEED_NOTIFY_CHANNEL, readFeedPayload } from './notify-feed-publisher.js';
import { endSocketsOfEndedSessions } from './session-check.js';
import { useWsTokenOnce } from './ws-token-use.js';

/** Where the live feed listens; the page's meta `ws-domain` points here. */
export const LIVE_FEED_PATH = '/ws';

export interface LiveFeedLimits {
  /** Largest client frame; a larger one closes the socket (1009). Commands are short. */
  readonly maxMessageBytes: number;
  readonly maxSubscriptions: number;
  /** A ping goes out this often; a socket that did not answer the previous one is dropped. */
  readonly heartbeatMs: number;
  /** A consumer whose unsent data grows beyond this is too slow: its socket is dropped. */
  readonly maxBufferedBytes: number;
  /** Commands per socket per 10 s; more closes the socket (1008). */
  readonly maxCommandsPer10s: number;
  /** Sockets per process; more upgrades are answered 503. */
  readonly maxConnections: number;
  /**
   * How often the sessions of this process's sockets are checked in storage, so a session that ended
   * with no event here (it expired, or its logout's NOTIFY was lost) loses its sockets all the same.
   */
  readonly sessionCheckMs: number;
  /**
   * On shutdown every socket is closed with 1012 (Service Restart) and gets this long to answer the
   * close; those that do not are cut. The shutdown bound (SHUTDOWN_TIMEOUT_MS) applies above it.
   */
  readonly closeHandshakeMs: number;
}

/** The close code of a server that stops: clients reconnect, through the proxy, to another process. */
export const SERVICE_RESTART_CLOSE = 1012;

export const DEFAULT_LIVE_FEED_LIMITS: LiveFeedLimits = {
  maxMessageBytes: 4 * 1024,
  maxSubscriptions: 50,
  heartbeatMs: 30_000,
  maxBufferedBytes: 1024 * 1024,
  maxCommandsPer10s: 100,
  maxConnections: 10_000,
  sessionCheckMs: 30_000,
  closeHandshakeMs: 2_000,
};

export interface LiveFeedServer {
  readonly hub: FeedHub;
  /** Open sockets of this process. */
  readonly connectionCount: () => number;
  /** Session checks completed since the start (for tests). */
  readonly sessionChecks: () => number;
}

/** An upgrade the feed does not take, answered in the API's error envelope as any refusal is. */
const refuseUpgrade = (socket: Duplex, code: ErrorCode): void => {
  socket.end(clientErrorAnswer(code));
};

const textOf = (data: RawData): string =>
  Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : Buffer.from(data as ArrayBuffer).toString('utf8');

/**
 * Closes every socket with 1012 (a client's reconnect logic takes it as "try again", unlike a
 * terminated connection that could be a network fault) and waits for their close handshakes, at most
 * `graceMs`; the sockets still open then are terminated.
 */
const closeAll = async (wss: WebSocketServer, graceMs: number): Promise<void> => {
  const closed = [...wss.clients].map((ws) => {
    const done = new Promise<void>((resolve) => ws.once('close', () => resolve()));
    ws.close(SERVICE_RESTART_CLOSE, 'Service Restart');
    return done;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, graceMs);
  });
  await Promise.race([Promise.all(closed), late]);
  clearTimeout(timer);
  for (const ws of wss.clients) ws.terminate();
};

/**
 * The live feed at `/ws` (protocol: core's live-feed/protocol.ts). Events reach every server process
 * through one LISTEN on FEED_NOTIFY_CHANNEL per process and go to the sockets authenticated as the
 * event's (site, user) that subscribed to its channel.
 */
export const registerLiveFeed = async (
  app: FastifyInstance,
  ctx: ServerContext,
  limits: LiveFeedLimits = DEFAULT_LIVE_FEED_LIMITS,
): Promise<LiveFeedServer> => {
  const hub = new FeedHub(new FeedMessageIds(), (channel, sockets) =>
    ctx.metrics.feedDelivered(channel, sockets),
  );
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes });
  const alive = new WeakMap<WebSocket, boolean>();

  const authenticate = async (token: string): Promise<FeedMember | undefined> => {
    const now = ctx.clock.now();
    const member = await readWsToken(token, ctx.secrets.siteTokenKey, now);
    if (!member) return undefined;
    const site = await findSiteById(ctx.db, member.siteId);
    if (!site?.enable) return undefined;
    return (await useWsTokenOnce(ctx.db, member.siteId, token, now)) ? member : undefined;
  };
  const sessionLive = (member: FeedMember): Promise<boolean> => isSessionLive(ctx.db, member, sessionNow());

  wss.on('connection', (ws: WebSocket) => {
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    const connection: FeedConnection = new FeedConnection({
      authenticate,
      sessionLive,
      channelAccess: (member, channel) => channelAccess(ctx.db, member, channel),
      maxSubscriptions: limits.maxSubscriptions,
      nextMessageId: () => hub.messageIds.next(),
      send: (frame) => {
        if (ws.readyState !== ws.OPEN) return;
        // A socket that fell behind is dropped, not waited for: writes never block, so the others'
        // frames go out at once, and its backlog (shared frames) is freed when it closes.
        if (ws.bufferedAmount > limits.maxBufferedBytes) {
          ws.terminate();
          return;
        }
        writeFrame(ws, frame);
      },
      onMemberChange: (previous, next) => hub.memberChanged(connection, previous, next),
    });
    let windowStart = Date.now();
    let commands = 0;
    ws.on('message', (data, isBinary) => {
      // Rate is transport protection, so it runs on real time, not the platform's movable clock.
      const now = Date.now();
      if (now - windowStart >= 10_000) {
        windowStart = now;
        commands = 0;
      }
      commands += 1;
      if (commands > limits.maxCommandsPer10s) {
        ws.close(1008, 'too many commands');
        return;
      }
      void connection.receive(isBinary ? '' : textOf(data));
    });
    ws.on('close', () => connection.close());
    ws.on('error', () => ws.terminate());
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    let path: string;
    try {
      path = new URL(request.url ?? '', 'http://feed.invalid').pathname;
    } catch {
      path = '';
    }
    if (path !== LIVE_FEED_PATH) return refuseUpgrade(socket, 'ROUTE_NOT_FOUND');
    if (wss.clients.size >= limits.maxConnections) return refuseUpgrade(socket, 'SERVICE_ERROR');
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  app.server.on('upgrade', onUpgrade);

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, limits.heartbeatMs);
  heartbeat.unref();

  let sessionChecks = 0;
  let checking: Promise<void> | undefined;
  const sessionCheck = setInterval(() => {
    checking ??= endSocketsOfEndedSessions(ctx.db, hub)
      .then(() => {
        sessionChecks += 1;
      })
      // Storage unreachable: the next round tries again.
      .catch(() => undefined)
      .finally(() => {
        checking = undefined;
      });
  }, limits.sessionCheckMs);
  sessionCheck.unref();

  // Stored (large) events are read back before dispatch; one queue keeps every event in NOTIFY order.
  let dispatching = Promise.resolve();
  const stopListening = await ctx.db.listen(
    FEED_NOTIFY_CHANNEL,
    (payload) => {
      dispatching = dispatching
        .then(async () => {
          const event = await readFeedPayload(ctx.db, payload);
          if (event !== undefined) hub.dispatchPayload(event);
        })
        .catch(() => undefined);
    },
    () =>
      app.log.warn('live feed: LISTEN connection restored; events sent while it was down were not pushed'),
  );

  // Sockets first (an open socket would hold the HTTP server's close), the LISTEN before the db closes.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    app.server.off('upgrade', onUpgrade);
    const open = wss.clients.size;
    if (open > 0) app.log.info({ sockets: open }, 'shutdown: closing live-feed sockets with 1012');
    await closeAll(wss, limits.closeHandshakeMs);
    await checking;
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
  app.addHook('onClose', async () => {
    await stopListening();
  });

  return { hub, connectionCount: () => wss.clients.size, sessionChecks: () => sessionChecks };
};
