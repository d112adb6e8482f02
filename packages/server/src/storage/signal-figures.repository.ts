import type { FollowType, ProfitShareStatus } from '@signal-portal/core';
import type { SqlExecutor } from './database.port.js';

/**
 * The sums behind a Signal's computed fields, all in ONE query for any number of signals. Money comes
 * back as numeric text, profit already rounded to cents robot by robot (as the robots route shows each
 * robot) so a sum equals the sum of the rows a caller sees.
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

/** The statuses of a share the provider was paid (GET /report/settlement lists exactly these). */
export const PAID_SHARE_STATUSES = ['SETTLED', 'RESETTLED'] as const satisfies readonly ProfitShareStatus[];

/** One signal's followers on one day. */
export interface FollowersSums {
  readonly signalId: string;
  readonly date: string;
  readonly followers: number;
  readonly investment: string;
}

/** Every sum behind the computed fields of some signals. */
export interface FigureSums {
  /** Robot counts and sums per signal and follow type (types without robots are absent). */
  readonly robots: RobotSums[];
  /**
   * The paid profit share (before the platform fee) of each signal, from its provider's settled
   * records, each record at cents as the settlement report shows and totals it. Signals without any
   * are absent.
   */
  readonly shares: Map<string, string>;
  /**
   * Followers and invested funds of each signal at each moment of `days` (robots created by then and
   * not stopped by then), as robots.repository's followersSeries counts one signal; every signal gets
   * every day, in the order of `days`.
   */
  readonly followers: FollowersSums[];
}

interface FigureRow {
  kind: 'robots' | 'share' | 'followers';
  signal_id: string;
  follow_type: FollowType | null;
  day: number | null;
  running: number | null;
  total: number | null;
  running_profit: string | null;
  total_profit: string | null;
  stopped_profit: string | null;
  /** Running robots' investment (robots), the paid share (share), invested funds (followers). */
  amount: string;
}

/**
 * The followers of a day are the robots created by its moment and not stopped by it: the robots
 * created by then less those also stopped by then, so each robot is two events (its creation; its stop,
 * taken no earlier than its creation), each falling on the first day whose moment is not before it
 * (width_bucket over the moments plus one microsecond, the columns' precision), and a day's figures
 * are the running sums of the events up to it. The cost grows with the robots, not robots times days.
 */
const FIGURE_SUMS = /* sql */ `
WITH k AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) AS k(site_id, signal_id, user_id)),
r AS MATERIALIZED (
  SELECT r.signal_id, r.follow_type, r.status, round(r.profit, 2) AS profit, r.investment,
    r.created_at, r.stopped_at
  FROM k JOIN robots r ON r.site_id = k.site_id AND r.signal_id = k.signal_id),
moments AS (
  SELECT array_agg(d.until + interval '1 microsecond' ORDER BY d.n) AS after_day, count(*)::int AS days
  FROM unnest($5::timestamptz[]) WITH ORDINALITY AS d(until, n)),
events AS (
  SELECT r.signal_id, width_bucket(e.at, m.after_day) + 1 AS day, e.followers, e.investment
  FROM r CROSS JOIN moments m CROSS JOIN LATERAL (VALUES
    (r.created_at, 1, r.investment),
    (CASE WHEN r.stopped_at IS NOT NULL THEN greatest(r.created_at, r.stopped_at) END, -1, -r.investment)
  ) AS e(at, followers, investment)
  WHERE e.at IS NOT NULL)
SELECT 'robots' AS kind, r.signal_id, r.follow_type, NULL::int AS day,
  count(*) FILTER (WHERE r.status = 'RUNNING')::int AS running, count(*)::int AS total,
  coalesce(sum(r.profit) FILTER (WHERE r.status = 'RUNNING'), 0)::text AS running_profit,
  coalesce(sum(r.profit), 0)::text AS total_profit,
  coalesce(sum(r.profit) FILTER (WHERE r.status <> 'RUNNING'), 0)::text AS stopped_profit,
  coalesce(sum(r.investment) FILTER (WHERE r.status = 'RUNNING'), 0)::text AS amount
FROM r GROUP BY r.signal_id, r.follow_type
UNION ALL
SELECT 'share', p.signal_id, NULL, NULL, NULL, NULL, NULL, NULL, NULL, sum(round(p.profit_share, 2))::text
FROM k JOIN profit_share_records p
  ON p.site_id = k.site_id AND p.signal_id = k.signal_id AND p.user_id = k.user_id
WHERE p.status = ANY($4::text[])
GROUP BY p.signal_id
UNION ALL
SELECT 'followers', e.signal_id, NULL, e.day, (sum(sum(e.followers)) OVER w)::int, NULL, NULL, NULL, NULL,
  (sum(sum(e.investment)) OVER w)::text
FROM events e CROSS JOIN moments m WHERE e.day <= m.days
GROUP BY e.signal_id, e.day
WINDOW w AS (PARTITION BY e.signal_id ORDER BY e.day)`;

/** Each signal's followers on every day, from the running sums of the days that had events. */
const followersOnEveryDay = (
  keys: readonly FiguresKey[],
  days: readonly { date: string }[],
  rows: readonly FigureRow[],
): FollowersSums[] => {
  const changes = new Map<string, FigureRow[]>();
  for (const row of rows) {
    const own = changes.get(row.signal_id);
    if (own) own.push(row);
    else changes.set(row.signal_id, [row]);
  }
  return keys.flatMap(({ signalId }) => {
    const own = (changes.get(signalId) ?? []).sort((a, b) => (a.day ?? 0) - (b.day ?? 0));
    let next = 0;
    let followers = 0;
    let investment = '0';
    return days.map((day, i) => {
      // A day without events keeps the running sums of the last day that had some (days are 1-based in SQL).
      for (let change = own[next]; change && (change.day ?? 0) <= i + 1; change = own[++next]) {
        followers = change.running ?? 0;
        investment = change.amount;
      }
      return { signalId, date: day.date, followers, investment };
    });
  });
};

/**
 * The sums behind the computed fields of any number of signals in ONE query (a page of the list costs
 * one round trip for all its figures, whatever its size), the followers at each moment of `days`.
 */
export const figureSumsOf = async (
  db: SqlExecutor,
  keys: readonly FiguresKey[],
  days: readonly { date: string; until: Date }[],
): Promise<FigureSums> => {
  if (keys.length === 0) return { robots: [], shares: new Map(), followers: [] };
  const { rows } = await db.query<FigureRow>(FIGURE_SUMS, [
    ...keyArrays(keys),
    keys.map((key) => key.userId),
    [...PAID_SHARE_STATUSES],
    days.map((day) => day.until),
  ]);
  const robots: RobotSums[] = [];
  const shares = new Map<string, string>();
  const followers: FigureRow[] = [];
  for (const row of rows) {
    if (row.kind === 'share') shares.set(row.signal_id, row.amount);
    else if (row.kind === 'followers') followers.push(row);
    else
      robots.push({
        signalId: row.signal_id,
        followType: row.follow_type as FollowType,
        running: row.running ?? 0,
        total: row.total ?? 0,
        runningProfit: row.running_profit ?? '0',
        totalProfit: row.total_profit ?? '0',
        stoppedProfit: row.stopped_profit ?? '0',
        runningInvestment: row.amount,
      });
  }
  return { robots, shares, followers: followersOnEveryDay(keys, days, followers) };
};
