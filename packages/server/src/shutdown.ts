import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

/** How a bounded shutdown ended. */
export interface ShutdownOutcome {
  /** Everything finished within the bound: requests answered, sockets closed, storage closed. */
  readonly clean: boolean;
  /** What the bound cut, in words for the log (empty when clean). */
  readonly cut: readonly string[];
}

/** What a bounded shutdown works on (server.ts gives its parts). */
export interface ShutdownTarget {
  readonly server: Server;
  readonly log: FastifyBaseLogger;
  /** Requests being answered now, as `METHOD /path` (no query string: it may carry a token). */
  readonly requestsInFlight: () => readonly string[];
  /** The kind of the job running now, if any. */
  readonly runningJob: () => string | undefined;
  /** The graceful stop: no new connections, in-flight work finished, storage closed. */
  readonly close: () => Promise<void>;
}

/** The requests of an HTTP server that have not finished, and the way to let its connections go. */
export interface RequestTracker {
  /** Requests being answered now, as `METHOD /path` (no query string: it may carry a token). */
  inFlight(): readonly string[];
  /**
   * From now on a connection is closed once its request is answered, instead of being kept alive for
   * the next one: an idle kept-alive connection would hold the server's close until its keep-alive
   * timeout (Fastify's: 72 s), far beyond the shutdown bound.
   */
  drain(): void;
}

/**
 * Tracks the requests of `server` (for the log line of a shutdown that runs out of time, and to let
 * their connections go). Node's own `request` event, so every route counts, those of encapsulated
 * plugins included.
 */
export const trackRequests = (server: Server): RequestTracker => {
  const inFlight = new Map<ServerResponse, string>();
  let draining = false;
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    inFlight.set(response, `${request.method ?? '?'} ${(request.url ?? '').split('?')[0] ?? ''}`);
    if (draining) response.shouldKeepAlive = false;
    // `close` comes whether the response finished or its connection was cut.
    response.once('close', () => {
      inFlight.delete(response);
      // The connection turns idle once the response is done: close it then (closeIdleConnections
      // leaves connections with a request in progress alone).
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    inFlight: () => [...inFlight.values()],
    drain: () => {
      draining = true;
      // Answers not begun yet say `Connection: close`; those under way end their connection after.
      for (const response of inFlight.keys()) if (!response.headersSent) response.shouldKeepAlive = false;
    },
  };
};

const connectionsOf = (server: Server): Promise<number> =>
  new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));

/**
 * Runs `close` for at most `timeoutMs`. Fastify's close stops accepting and waits for the requests in
 * flight, the live feed closes its sockets with 1012, the job runner lets its job commit or roll
 * back. When the bound passes first, every remaining connection is destroyed: a streamed CSV's
 * chunked body then ends without its last chunk, which a client reads as an error, never as a
 * complete file. The caller exits non-zero then; a job cut by that exit rolls back (its transaction
 * never commits).
 */
export const shutDownWithin = async (target: ShutdownTarget, timeoutMs: number): Promise<ShutdownOutcome> => {
  const { log } = target;
  const started = Date.now();
  log.info({ timeoutMs }, 'shutdown: stopped accepting; finishing requests in flight, feed sockets and jobs');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  const closing = target.close().then(() => 'closed' as const);
  // A close that fails after the bound is reported by the cut below, not as an unhandled rejection.
  closing.catch(() => undefined);
  try {
    if ((await Promise.race([closing, late])) === 'closed') {
      log.info({ ms: Date.now() - started }, 'shutdown: done');
      return { clean: true, cut: [] };
    }
  } finally {
    clearTimeout(timer);
  }

  const requests = target.requestsInFlight();
  const connections = await connectionsOf(target.server);
  const job = target.runningJob();
  const cut = [
    ...(requests.length > 0 ? [`${requests.length} request(s) in flight (${requests.join(', ')})`] : []),
    ...(connections > requests.length ? [`${connections - requests.length} other open connection(s)`] : []),
    ...(job === undefined ? [] : [`the running job ${job} (rolled back)`]),
  ];
  target.server.closeAllConnections();
  log.error(
    { timeoutMs, requests, connections, job: job ?? null },
    `shutdown: SHUTDOWN_TIMEOUT_MS (${timeoutMs} ms) passed; cut ${cut.length > 0 ? cut.join(', ') : 'storage closing'}`,
  );
  return { clean: false, cut: cut.length > 0 ? cut : ['storage closing'] };
};
