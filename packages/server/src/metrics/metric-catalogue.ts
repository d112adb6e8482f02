/**
 * Every metric the platform exposes at GET /metrics: name, type, help and labels, in one place, so the
 * code (server-metrics.ts) and the docs (docs/metrics.section.ts, docs/deploy.md) name the same
 * things. Labels are bounded sets (route patterns, statuses, job kinds, site ids): never a user id,
 * an email, a URL or anything else a member typed. prom-client's process metrics (`process_*`,
 * `nodejs_*`) come on top, under their standard names.
 */
export interface MetricSpec {
  readonly type: 'counter' | 'gauge' | 'histogram';
  readonly name: string;
  readonly help: string;
  readonly labelNames: readonly string[];
  /** How the value is taken: `hook` counts where it happens, `scrape` reads it when scraped. */
  readonly source: 'hook' | 'scrape';
}

/** The route label of requests that matched no route (unknown paths of /api, bad URLs). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Seconds; request durations from a millisecond health probe to a long CSV download. */
export const REQUEST_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const METRICS = {
  httpRequests: {
    type: 'counter',
    name: 'signal_portal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    source: 'hook',
  },
  httpRequestDuration: {
    type: 'histogram',
    name: 'signal_portal_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    source: 'hook',
  },
  rateLimitRefusals: {
    type: 'counter',
    name: 'signal_portal_rate_limit_refusals_total',
    help: 'Requests refused by a limit (HTTP 429: RATE_LIMITED, RESEND_TOO_SOON), by route pattern and code.',
    labelNames: ['route', 'code'],
    source: 'hook',
  },
  codeSends: {
    type: 'counter',
    name: 'signal_portal_code_sends_total',
    help: 'Verification codes handed to the notifier, by channel, purpose and result (sent, failed).',
    labelNames: ['channel', 'purpose', 'result'],
    source: 'hook',
  },
  feedSockets: {
    type: 'gauge',
    name: 'signal_portal_feed_sockets',
    help: 'Open live-feed sockets of this process.',
    labelNames: [],
    source: 'scrape',
  },
  feedMembers: {
    type: 'gauge',
    name: 'signal_portal_feed_members',
    help: 'Members with at least one authenticated live-feed socket on this process.',
    labelNames: [],
    source: 'scrape',
  },
  feedEventsDelivered: {
    type: 'counter',
    name: 'signal_portal_feed_events_delivered_total',
    help: 'Live-feed event frames written to sockets of this process, by channel family (signal, wallet, ...).',
    labelNames: ['channel'],
    source: 'hook',
  },
  jobsPending: {
    type: 'gauge',
    name: 'signal_portal_jobs_pending',
    help: 'Jobs not done yet (due or scheduled later), by kind; shared by every process.',
    labelNames: ['kind'],
    source: 'scrape',
  },
  jobsDue: {
    type: 'gauge',
    name: 'signal_portal_jobs_due',
    help: 'Jobs whose time has come and that have not run yet (the queue depth), by kind.',
    labelNames: ['kind'],
    source: 'scrape',
  },
  jobsLag: {
    type: 'gauge',
    name: 'signal_portal_jobs_lag_seconds',
    help: 'How long the oldest due job of a kind has waited past its time (platform clock); 0 when none is due.',
    labelNames: ['kind'],
    source: 'scrape',
  },
  settlementRuns: {
    type: 'counter',
    name: 'signal_portal_settlement_runs_total',
    help: 'Profit-share settlement runs committed by this process (one per site per run).',
    labelNames: [],
    source: 'hook',
  },
  settlementRobots: {
    type: 'counter',
    name: 'signal_portal_settlement_robots_total',
    help: 'Robots handled by settlement runs, by outcome (settled, held_back, resettled, nothing_due, awaiting_rate).',
    labelNames: ['outcome'],
    source: 'hook',
  },
  settlementAmount: {
    type: 'counter',
    name: 'signal_portal_settlement_amount_usd_total',
    help: 'USD paid by settlement runs (settled and resettled shares), by part: receive (providers), fee (platform). A float for monitoring; the ledger is the truth.',
    labelNames: ['part'],
    source: 'hook',
  },
  ledgerDifferences: {
    type: 'gauge',
    name: 'signal_portal_ledger_differences',
    help: 'Differences found by the last ledger self-check of a site (unbalanced transactions plus mismatched accounts); anything above 0 is a bug to page on.',
    labelNames: ['site'],
    source: 'scrape',
  },
  ledgerLastCheck: {
    type: 'gauge',
    name: 'signal_portal_ledger_last_check_timestamp_seconds',
    help: 'Wall-clock time (Unix seconds) of the last ledger self-check of a site run by this process.',
    labelNames: ['site'],
    source: 'scrape',
  },
  ledgerCheckFailures: {
    type: 'counter',
    name: 'signal_portal_ledger_check_failures_total',
    help: 'Ledger self-checks that could not run (storage failed) since this process started.',
    labelNames: [],
    source: 'scrape',
  },
  withdrawals: {
    type: 'gauge',
    name: 'signal_portal_withdrawals',
    help: 'Withdrawals by status, every site together.',
    labelNames: ['status'],
    source: 'scrape',
  },
  withdrawalsOldest: {
    type: 'gauge',
    name: 'signal_portal_withdrawals_oldest_seconds',
    help: 'Age (platform clock, since applied) of the oldest withdrawal still UNDER_REVIEW or PROCESSING; 0 when none.',
    labelNames: ['status'],
    source: 'scrape',
  },
  dbPoolMax: {
    type: 'gauge',
    name: 'signal_portal_db_pool_max',
    help: 'Connections this process may hold to storage (PGlite: 1; PostgreSQL: the pool size).',
    labelNames: ['storage'],
    source: 'scrape',
  },
  dbPoolOpen: {
    type: 'gauge',
    name: 'signal_portal_db_pool_open',
    help: 'Storage connections open now, busy or idle.',
    labelNames: ['storage'],
    source: 'scrape',
  },
  dbPoolInUse: {
    type: 'gauge',
    name: 'signal_portal_db_pool_in_use',
    help: 'Storage connections running a query or holding a transaction (the scrape itself excluded).',
    labelNames: ['storage'],
    source: 'scrape',
  },
  dbPoolWaiting: {
    type: 'gauge',
    name: 'signal_portal_db_pool_waiting',
    help: 'Queries and transactions waiting for a storage connection.',
    labelNames: ['storage'],
    source: 'scrape',
  },
  dbListenerUp: {
    type: 'gauge',
    name: 'signal_portal_db_listener_up',
    help: "1 while this process's LISTEN connection (live feed, logouts, clock, simulator) is up, 0 while it is being opened again (PostgreSQL; PGlite always 1).",
    labelNames: ['storage'],
    source: 'scrape',
  },
  dbListenerLosses: {
    type: 'counter',
    name: 'signal_portal_db_listener_losses_total',
    help: 'Times the LISTEN connection of this process was lost and opened again; notices sent meanwhile were missed.',
    labelNames: ['storage'],
    source: 'scrape',
  },
  collectFailures: {
    type: 'counter',
    name: 'signal_portal_metrics_collect_failures_total',
    help: 'Scrape-time readings that failed (storage unreachable), by source; their gauges are left out of that scrape.',
    labelNames: ['source'],
    source: 'hook',
  },
} as const satisfies Record<string, MetricSpec>;
