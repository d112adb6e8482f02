import type { Database } from '../storage/database.port.js';
import { findLedgerDifferences, type LedgerDifferences } from '../storage/ledger.js';

/** What the ledger self-check answers: `npm run ops -- ledger verify` prints it, the settlement job keeps it. */
export interface LedgerReport extends LedgerDifferences {
  /** No difference found. */
  readonly balanced: boolean;
  /** The site checked; null: every site. */
  readonly siteId: string | null;
  /** Unbalanced transactions plus mismatched accounts, all of them (not only those shown). */
  readonly differences: number;
}

/** Differences listed per kind at most, unless the caller asks for more: the totals count them all. */
export const LEDGER_REPORT_LIMIT = 100;

/** Runs the self-check (read-only, SQL aggregates) and sums up what it found. */
export const verifyLedger = async (
  db: Database,
  options: { readonly siteId?: string; readonly limit?: number } = {},
): Promise<LedgerReport> => {
  const found = await findLedgerDifferences(db, { ...options, limit: options.limit ?? LEDGER_REPORT_LIMIT });
  const differences = found.unbalancedTransactions.total + found.mismatchedAccounts.total;
  return { balanced: differences === 0, siteId: options.siteId ?? null, differences, ...found };
};

/** Where a check that found differences, or could not run, is told: pino's `log.error(fields, message)`. */
export type LedgerCheckLog = (fields: Record<string, unknown>, message: string) => void;

/** The last self-check of a site. */
export interface LedgerCheckRecord {
  readonly siteId: string;
  /** Wall-clock time of the check (not the platform's simulated clock). */
  readonly checkedAt: Date;
  readonly report: LedgerReport;
}

/** Until the server hands its logger over: one JSON line on stderr, shaped like the server's log lines. */
const stderrLog: LedgerCheckLog = (fields, message) => {
  console.error(JSON.stringify({ level: 'error', time: Date.now(), ...fields, msg: message }));
};

/**
 * This process's ledger self-checks, kept in memory on the ServerContext (`ctx.ledgerChecks`): the last
 * result of each site and how many checks could not run, for a metrics module to read (a gauge of
 * differences, the time of the last check, a failure counter). Each process keeps its own: with
 * several processes the settlement job of a site runs on any of them, so aggregate across them (max).
 */
export class LedgerChecks {
  private readonly bySite = new Map<string, LedgerCheckRecord>();
  private failures = 0;

  constructor(private log: LedgerCheckLog = stderrLog) {}

  /** Sends later findings to this logger (the server's, once its app exists). */
  logTo(log: LedgerCheckLog): void {
    this.log = log;
  }

  /** Keeps a check's result; logs an error when it found differences. */
  record(siteId: string, report: LedgerReport, checkedAt: Date = new Date()): void {
    this.bySite.set(siteId, { siteId, checkedAt, report });
    if (report.balanced) return;
    this.log(
      {
        siteId,
        differences: report.differences,
        unbalancedTransactions: report.unbalancedTransactions,
        mismatchedAccounts: report.mismatchedAccounts,
      },
      'ledger self-check found differences: run `npm run ops -- ledger verify` for the full list',
    );
  }

  /** A check that could not run (storage failed): counted and logged, the last result kept. */
  recordFailure(siteId: string, error: unknown): void {
    this.failures += 1;
    this.log(
      { siteId, err: error instanceof Error ? error.message : String(error) },
      'ledger self-check failed',
    );
  }

  /** The last check of every site checked so far, by site id. */
  latest(): readonly LedgerCheckRecord[] {
    return [...this.bySite.values()].sort((a, b) => a.siteId.localeCompare(b.siteId));
  }

  /** Checks that could not run since the process started. */
  get failedChecks(): number {
    return this.failures;
  }
}

/**
 * The self-check the settlement job runs after each run of a site (after its commit, outside its
 * transaction, so a finding never rolls a settlement back): kept in `ctx.ledgerChecks`, logged when
 * something is off. Never throws: a failing check is recorded as such.
 */
export const checkLedgerAfterSettlement = async (
  ctx: { readonly db: Database; readonly ledgerChecks: LedgerChecks },
  siteId: string,
): Promise<void> => {
  try {
    ctx.ledgerChecks.record(siteId, await verifyLedger(ctx.db, { siteId, limit: 20 }));
  } catch (error) {
    ctx.ledgerChecks.recordFailure(siteId, error);
  }
};
