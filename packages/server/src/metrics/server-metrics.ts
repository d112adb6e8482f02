import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SettlementRun } from '../followers/profit-share-settlement.js';
import type { LedgerChecks } from '../money/ledger-check.js';
import type { Database } from '../storage/database.port.js';
import { METRICS, REQUEST_DURATION_BUCKETS } from './metric-catalogue.js';
import { OPEN_WITHDRAWAL_STATUSES, readJobQueue, readWithdrawals } from './scrape-readings.js';

/** What a scrape reads besides the counters: cheap reads and two aggregate queries, nothing per member. */
export interface ScrapeSources {
  readonly db: Database;
  /** The platform's clock (the job runner and withdrawals go by it). */
  readonly now: Date;
  readonly ledgerChecks: LedgerChecks;
  /** This process's live feed, once the app has one. */
  readonly feed?: { readonly sockets: () => number; readonly members: () => number };
}

export type CodeSendResult = 'sent' | 'failed';

/** A channel's family: `signal.<id>` counts as `signal`, so the label never carries an id. */
const channelFamily = (channel: string): string => channel.split('.', 1)[0] ?? channel;

const counter = (spec: (typeof METRICS)[keyof typeof METRICS], registry: Registry) =>
  new Counter({ name: spec.name, help: spec.help, labelNames: spec.labelNames, registers: [registry] });
const gauge = (spec: (typeof METRICS)[keyof typeof METRICS], registry: Registry) =>
  new Gauge({ name: spec.name, help: spec.help, labelNames: spec.labelNames, registers: [registry] });

/**
 * The metrics of one server (one Registry per instance, not prom-client's global one: tests run many
 * servers in a process). Counters are counted by small hooks where things happen (requests, code
 * sends, settlement, feed frames); gauges are read when scraped (`scrape`). Each process has its own:
 * scrape every process; the storage-wide gauges (jobs, withdrawals) are the same on each.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private processMetrics = false;
  private scraping: Promise<unknown> = Promise.resolve();

  private readonly requests = counter(METRICS.httpRequests, this.registry);
  private readonly requestSeconds = new Histogram({
    name: METRICS.httpRequestDuration.name,
    help: METRICS.httpRequestDuration.help,
    labelNames: METRICS.httpRequestDuration.labelNames,
    buckets: REQUEST_DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly rateLimitRefusals = counter(METRICS.rateLimitRefusals, this.registry);
  private readonly codeSends = counter(METRICS.codeSends, this.registry);
  private readonly feedSockets = gauge(METRICS.feedSockets, this.registry);
  private readonly feedMembers = gauge(METRICS.feedMembers, this.registry);
  private readonly feedEventsDelivered = counter(METRICS.feedEventsDelivered, this.registry);
  private readonly jobsPending = gauge(METRICS.jobsPending, this.registry);
  private readonly jobsDue = gauge(METRICS.jobsDue, this.registry);
  private readonly jobsLag = gauge(METRICS.jobsLag, this.registry);
  private readonly settlementRuns = counter(METRICS.settlementRuns, this.registry);
  private readonly settlementRobots = counter(METRICS.settlementRobots, this.registry);
  private readonly settlementAmount = counter(METRICS.settlementAmount, this.registry);
  private readonly ledgerDifferences = gauge(METRICS.ledgerDifferences, this.registry);
  private readonly ledgerLastCheck = gauge(METRICS.ledgerLastCheck, this.registry);
  // A counter whose total LedgerChecks keeps: set from it at each scrape.
  private readonly ledgerCheckFailures = counter(METRICS.ledgerCheckFailures, this.registry);
  private readonly withdrawals = gauge(METRICS.withdrawals, this.registry);
  private readonly withdrawalsOldest = gauge(METRICS.withdrawalsOldest, this.registry);
  private readonly dbPoolMax = gauge(METRICS.dbPoolMax, this.registry);
  private readonly dbPoolOpen = gauge(METRICS.dbPoolOpen, this.registry);
  private readonly dbPoolInUse = gauge(METRICS.dbPoolInUse, this.registry);
  private readonly dbPoolWaiting = gauge(METRICS.dbPoolWaiting, this.registry);
  private readonly dbListenerUp = gauge(METRICS.dbListenerUp, this.registry);
  private readonly dbListenerLosses = counter(METRICS.dbListenerLosses, this.registry);
  private readonly collectFailures = counter(METRICS.collectFailures, this.registry);

  /** The content type of `scrape`'s text (Prometheus text exposition format 0.0.4). */
  get contentType(): string {
    return this.registry.contentType;
  }

  /**
   * Adds prom-client's process metrics (memory, CPU, event-loop lag, GC), once: only a server that
   * serves /metrics starts their samplers.
   */
  enableProcessMetrics(): void {
    if (this.processMetrics) return;
    this.processMetrics = true;
    collectDefaultMetrics({ register: this.registry });
  }

  /** One answered HTTP request; `route` is the route pattern (never the URL). */
  requestAnswered(answer: { method: string; route: string; status: number; seconds: number }): void {
    const labels = { method: answer.method, route: answer.route, status: String(answer.status) };
    this.requests.inc(labels);
    this.requestSeconds.observe(labels, answer.seconds);
  }

  rateLimitRefused(route: string, code: string): void {
    this.rateLimitRefusals.inc({ route, code });
  }

  codeSend(channel: string, purpose: string, result: CodeSendResult): void {
    this.codeSends.inc({ channel, purpose, result });
  }

  /** A live-feed event written to `sockets` sockets (none: nothing counted). */
  feedDelivered(channel: string, sockets: number): void {
    if (sockets > 0) this.feedEventsDelivered.inc({ channel: channelFamily(channel) }, sockets);
  }

  /**
   * A committed settlement run. The amounts are decimal strings; a Prometheus counter is a float, so
   * the sum drifts by fractions of a cent over many runs: for monitoring only, the ledger is the truth.
   */
  settlementRan(run: SettlementRun): void {
    this.settlementRuns.inc();
    const outcomes = {
      settled: run.settled,
      held_back: run.heldBack,
      resettled: run.resettled,
      nothing_due: run.nothingDue,
      awaiting_rate: run.awaitingRate,
    };
    for (const [outcome, robots] of Object.entries(outcomes)) this.settlementRobots.inc({ outcome }, robots);
    for (const part of ['receive', 'fee'] as const) {
      const amount = Number(run.paid[part]);
      if (Number.isFinite(amount) && amount > 0) this.settlementAmount.inc({ part }, amount);
    }
  }

  /** The exposition text, the scrape-time gauges read first. Scrapes run one at a time. */
  scrape(sources: ScrapeSources): Promise<string> {
    const done = this.scraping.then(async () => {
      await this.readGauges(sources);
      return this.registry.metrics();
    });
    this.scraping = done.catch(() => undefined);
    return done;
  }

  private async readGauges(sources: ScrapeSources): Promise<void> {
    // Pool use first: the scrape's own queries would count as busy.
    const storage = { storage: sources.db.kind };
    const pool = sources.db.usage();
    this.dbPoolMax.set(storage, pool.max);
    this.dbPoolOpen.set(storage, pool.open);
    this.dbPoolInUse.set(storage, pool.busy);
    this.dbPoolWaiting.set(storage, pool.waiting);
    const listener = sources.db.listenerState?.() ?? { up: true, losses: 0 };
    this.dbListenerUp.set(storage, listener.up ? 1 : 0);
    this.dbListenerLosses.reset();
    this.dbListenerLosses.inc(storage, listener.losses);

    this.feedSockets.set(sources.feed?.sockets() ?? 0);
    this.feedMembers.set(sources.feed?.members() ?? 0);

    this.ledgerDifferences.reset();
    this.ledgerLastCheck.reset();
    for (const check of sources.ledgerChecks.latest()) {
      this.ledgerDifferences.set({ site: check.siteId }, check.report.differences);
      this.ledgerLastCheck.set({ site: check.siteId }, check.checkedAt.getTime() / 1000);
    }
    this.ledgerCheckFailures.reset();
    this.ledgerCheckFailures.inc(sources.ledgerChecks.failedChecks);

    await this.readJobs(sources);
    await this.readWithdrawals(sources);
  }

  private async readJobs(sources: ScrapeSources): Promise<void> {
    this.jobsPending.reset();
    this.jobsDue.reset();
    this.jobsLag.reset();
    try {
      for (const queue of await readJobQueue(sources.db, sources.now)) {
        this.jobsPending.set({ kind: queue.kind }, queue.pending);
        this.jobsDue.set({ kind: queue.kind }, queue.due);
        this.jobsLag.set({ kind: queue.kind }, queue.lagSeconds);
      }
    } catch {
      this.collectFailures.inc({ source: 'jobs' });
    }
  }

  private async readWithdrawals(sources: ScrapeSources): Promise<void> {
    this.withdrawals.reset();
    this.withdrawalsOldest.reset();
    try {
      const reading = await readWithdrawals(sources.db, sources.now);
      for (const [status, count] of Object.entries(reading.count)) this.withdrawals.set({ status }, count);
      for (const status of OPEN_WITHDRAWAL_STATUSES) {
        this.withdrawalsOldest.set({ status }, reading.oldestSeconds[status]);
      }
    } catch {
      this.collectFailures.inc({ source: 'withdrawals' });
    }
  }
}
