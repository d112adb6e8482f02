import type { FollowType, ProfitShareStatus } from '@signal-portal/core';
import type { SqlExecutor } from './database.port.js';

/**
 * The sums behind a Signal's computed fields, each family in ONE query for any number of signals
 * (a page of the list costs three queries, whatever its size). Money comes back as numeric text,
 * profit already rounded to cents robot by robot (as the robots route shows each robot) so a sum
 * equals the sum of the rows a caller sees.
 */

/** A signal the figures are read for; `userId` is its provider (shares are theirs only). */
export interface FiguresKey {
  readonly siteId: string;
  readonly signalId: string;
  readonly userId: string;
}

/** One follow type's robots of a signal. */
export interface RobotSums {
  readonly signalId: string;
  readonly followType: FollowType;
  readonly running: number;
  readonly total: number;
  readonly runningProfit: string;
  readonly totalProfit: string;
  /** Profit of the robots that stopped (their following completed). */
  readonly stoppedProfit: string;
  readonly runningInvestment: string;
}

const keyArrays = (keys: readonly FiguresKey[]): [string[], string[]] => [
  keys.map((key) => key.siteId),
  keys.map((key) => key.signalId),
];

/** Robot counts and sums per signal and follow type (types without robots are absent). */
export const robotSumsOf = async (db: SqlExecutor, keys: readonly FiguresKey[]): Promise<RobotSums[]> => {
  if (keys.length === 0) return [];
  const { rows } = await db.query<{
    signal_id: string;
    follow_type: FollowType;
    running: number;
    total: number;
    running_profit: string;
    total_profit: string;
    stopped_profit: string;
    running_investment: string;
  }>(
    `SELECT r.signal_id, r.follow_type,
       count(*) FILTER (WHERE r.status = 'RUNNING')::int AS running, count(*)::int AS total,
       coalesce(sum(round(r.profit, 2)) FILTER (WHERE r.status = 'RUNNING'), 0)::text AS running_profit,
       coalesce(sum(round(r.profit, 2)), 0)::text AS total_profit,
       coalesce(sum(round(r.profit, 2)) FILTER (WHERE r.status <> 'RUNNING'), 0)::text AS stopped_profit,
       coalesce(sum(r.investment) FILTER (WHERE r.status = 'RUNNING'), 0)::text AS running_investment
     FROM unnest($1::text[], $2::text[]) AS k(site_id, signal_id)
     JOIN robots r ON r.site_id = k.site_id AND r.signal_id = k.signal_id
     GROUP BY r.signal_id, r.follow_type ORDER BY r.signal_id, r.follow_type`,
    keyArrays(keys),
  );
  return rows.map((row) => ({
    signalId: row.signal_id,
    followType: row.follow_type,
    running: row.running,
    total: row.total,
    runningProfit: row.running_profit,
    totalProfit: row.total_profit,
    stoppedProfit: row.stopped_profit,
    runningInvestment: row.running_investment,
  }));
};

/** The statuses of a share the provider was paid (GET /report/settlement lists exactly these). */
export const PAID_SHARE_STATUSES = ['SETTLED', 'RESETTLED'] as const satisfies readonly ProfitShareStatus[];

/**
 * The paid profit share (before the platform fee) of each signal, from its provider's settled records,
 * each record at cents as the settlement report shows and totals it. Signals without any are absent.
 */
export const paidSharesOf = async (
  db: SqlExecutor,
  keys: readonly FiguresKey[],
): Promise<Map<string, string>> => {
  if (keys.length === 0) return new Map();
  const { rows } = await db.query<{ signal_id: string; profit_share: string }>(
    `SELECT p.signal_id, sum(round(p.profit_share, 2))::text AS profit_share
     FROM unnest($1::text[], $2::text[], $3::text[]) AS k(site_id, signal_id, user_id)
     JOIN profit_share_records p
       ON p.site_id = k.site_id AND p.signal_id = k.signal_id AND p.user_id = k.user_id
     WHERE p.status = ANY($4::text[])
     GROUP BY p.signal_id`,
    [...keyArrays(keys), keys.map((key) => key.userId), [...PAID_SHARE_STATUSES]],
  );
  return new Map(rows.map((row) => [row.signal_id, row.profit_share]));
};

/** One signal's followers on one day. */
export interface FollowersSums {
  readonly signalId: string;
  readonly date: string;
  readonly followers: number;
  readonly investment: string;
}

/**
 * Followers and invested funds of each signal at each moment of `days` (robots created by then and
 * not stopped by then), as robots.repository's followersSeries counts one signal; every signal gets
 * every day, in the order of `days`.
 */
export const followersSumsOf = async (
  db: SqlExecutor,
  keys: readonly FiguresKey[],
  days: readonly { date: string; until: Date }[],
): Promise<FollowersSums[]> => {
  if (keys.length === 0 || days.length === 0) return [];
  const { rows } = await db.query<{
    signal_id: string;
    date: string;
    followers: number;
    investment: string;
  }>(
    `WITH k AS (SELECT * FROM unnest($1::text[], $2::text[]) AS k(site_id, signal_id)),
     -- the page's robots read once (one index scan per signal), then matched to the days in memory
     r AS MATERIALIZED (
       SELECT r.signal_id, r.created_at, r.stopped_at, r.investment
       FROM k JOIN robots r ON r.site_id = k.site_id AND r.signal_id = k.signal_id)
     SELECT k.signal_id, d.date, count(r.signal_id)::int AS followers,
       coalesce(sum(r.investment), 0)::text AS investment
     FROM k CROSS JOIN unnest($3::text[], $4::timestamptz[]) WITH ORDINALITY AS d(date, until, n)
     LEFT JOIN r ON r.signal_id = k.signal_id
       AND r.created_at <= d.until AND (r.stopped_at IS NULL OR r.stopped_at > d.until)
     GROUP BY k.signal_id, d.date, d.n ORDER BY k.signal_id, d.n`,
    [...keyArrays(keys), days.map((day) => day.date), days.map((day) => day.until)],
  );
  return rows.map((row) => ({
    signalId: row.signal_id,
    date: row.date,
    followers: row.followers,
    investment: row.investment,
  }));
};
