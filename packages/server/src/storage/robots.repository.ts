import {
  dec,
  toIso,
  toMoneyString,
  type FollowersPoint,
  type FollowType,
  type Robot,
  type RobotStatus,
} from '@signal-portal/core';
import type { SqlExecutor } from './database.port.js';

/** A robot as the simulation and the settlement work with it (money as decimal strings). */
export interface RobotRecord {
  readonly siteId: string;
  readonly id: string;
  readonly signalId: string;
  readonly seq: number;
  readonly name: string;
  readonly followerName: string;
  readonly followType: FollowType;
  readonly status: RobotStatus;
  readonly investment: string;
  readonly profit: string;
  readonly hwm: string;
  readonly profitSharePercent: string;
  /** SYMBOL_STRATEGY: the platform symbols it copies; FULL_SIGNAL: empty (copies everything). */
  readonly symbols: readonly string[];
  /** Whether the follower's broker account can pay only from `freeFunds` (else it pays any share). */
  readonly fundsLimited: boolean;
  readonly freeFunds: string;
  readonly createdAt: Date;
  readonly nextSettlementAt: Date;
  readonly stoppedAt: Date | null;
  readonly settledFinal: boolean;
}

interface RobotRow {
  site_id: string;
  id: string;
  signal_id: string;
  seq: number;
  name: string;
  follower_name: string;
  follow_type: FollowType;
  status: RobotStatus;
  investment: string;
  profit: string;
  hwm: string;
  profit_share_percent: string;
  symbols: unknown;
  funds_limited: boolean;
  free_funds: string;
  created_at: Date;
  next_settlement_at: Date;
  stopped_at: Date | null;
  settled_final: boolean;
}

const ROBOT_COLUMNS = `site_id, id, signal_id, seq, name, follower_name, follow_type, status,
  investment::text AS investment, profit::text AS profit, hwm::text AS hwm,
  profit_share_percent::text AS profit_share_percent, symbols, funds_limited,
  free_funds::text AS free_funds, created_at, next_settlement_at, stopped_at, settled_final`;

/** Numeric columns come back with 18 decimals; trim them to their plain value. */
const plain = (value: string): string => dec(value).toFixed();

const toRecord = (row: RobotRow): RobotRecord => ({
  siteId: row.site_id,
  id: row.id,
  signalId: row.signal_id,
  seq: row.seq,
  name: row.name,
  followerName: row.follower_name,
  followType: row.follow_type,
  status: row.status,
  investment: plain(row.investment),
  profit: plain(row.profit),
  hwm: plain(row.hwm),
  profitSharePercent: plain(row.profit_share_percent),
  symbols: Array.isArray(row.symbols) ? row.symbols.filter((s): s is string => typeof s === 'string') : [],
  fundsLimited: row.funds_limited,
  freeFunds: plain(row.free_funds),
  createdAt: row.created_at,
  nextSettlementAt: row.next_settlement_at,
  stoppedAt: row.stopped_at,
  settledFinal: row.settled_final,
});

/** The robot as the API shows it. */
export const toRobot = (robot: RobotRecord): Robot => ({
  id: robot.id,
  name: robot.name,
  signalId: robot.signalId,
  followerName: robot.followerName,
  followType: robot.followType,
  status: robot.status,
  investment: toMoneyString(dec(robot.investment)),
  profit: toMoneyString(dec(robot.profit)),
  hwm: toMoneyString(dec(robot.hwm)),
  createdAt: toIso(robot.createdAt.getTime()),
  nextSettlementAt: toIso(robot.nextSettlementAt.getTime()),
});

export type NewRobot = Omit<RobotRecord, 'status' | 'profit' | 'hwm' | 'stoppedAt' | 'settledFinal'>;

export const insertRobot = async (tx: SqlExecutor, robot: NewRobot): Promise<void> => {
  await tx.query(
    `INSERT INTO robots (site_id, id, signal_id, seq, name, follower_name, follow_type, status, investment,
       profit_share_percent, symbols, funds_limited, free_funds, created_at, next_settlement_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'RUNNING', $8, $9, $10, $11, $12, $13, $14)`,
    [
      robot.siteId,
      robot.id,
      robot.signalId,
      robot.seq,
      robot.name,
      robot.followerName,
      robot.followType,
      robot.investment,
      robot.profitSharePercent,
      JSON.stringify(robot.symbols),
      robot.fundsLimited,
      robot.freeFunds,
      robot.createdAt,
      robot.nextSettlementAt,
    ],
  );
};

/** Every robot of a signal, in the order they were spawned. */
export const listRobotsOfSignal = async (
  tx: SqlExecutor,
  siteId: string,
  signalId: string,
): Promise<RobotRecord[]> => {
  const { rows } = await tx.query<RobotRow>(
    `SELECT ${ROBOT_COLUMNS} FROM robots WHERE site_id = $1 AND signal_id = $2 ORDER BY seq, created_at, id`,
    [siteId, signalId],
  );
  return rows.map(toRecord);
};

/** A page of a signal's robots, newest first. */
export const pageRobotsOfSignal = async (
  db: SqlExecutor,
  siteId: string,
  signalId: string,
  paging: { offset: number; limit: number },
): Promise<{ robots: RobotRecord[]; total: number }> => {
  const [page, count] = [
    await db.query<RobotRow>(
      `SELECT ${ROBOT_COLUMNS} FROM robots WHERE site_id = $1 AND signal_id = $2
       ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [siteId, signalId, paging.limit, paging.offset],
    ),
    await db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM robots WHERE site_id = $1 AND signal_id = $2',
      [siteId, signalId],
    ),
  ];
  return { robots: page.rows.map(toRecord), total: count.rows[0]?.total ?? 0 };
};

/** Robots due for settlement at `now`, locked for this transaction (another process skips them). */
export const lockRobotsDueForSettlement = async (
  tx: SqlExecutor,
  siteId: string,
  now: Date,
  limit: number,
): Promise<RobotRecord[]> => {
  const { rows } = await tx.query<RobotRow>(
    `SELECT ${ROBOT_COLUMNS} FROM robots
     WHERE site_id = $1 AND NOT settled_final AND next_settlement_at <= $2
     ORDER BY next_settlement_at, id LIMIT $3 FOR UPDATE SKIP LOCKED`,
    [siteId, now, limit],
  );
  return rows.map(toRecord);
};

/** Locks a robot unless another transaction holds it (then undefined: try again on the next run). */
export const tryLockRobot = async (
  tx: SqlExecutor,
  siteId: string,
  robotId: string,
): Promise<RobotRecord | undefined> => {
  const { rows } = await tx.query<RobotRow>(
    `SELECT ${ROBOT_COLUMNS} FROM robots WHERE site_id = $1 AND id = $2 FOR UPDATE SKIP LOCKED`,
    [siteId, robotId],
  );
  const row = rows[0];
  return row ? toRecord(row) : undefined;
};

/** After a settlement: the new HWM (never lower), the next due time, funds spent, final when stopped. */
export const recordRobotSettlement = async (
  tx: SqlExecutor,
  robot: Pick<RobotRecord, 'siteId' | 'id'>,
  change: { hwm: string; nextSettlementAt: Date; fundsSpent: string; settledFinal: boolean },
): Promise<void> => {
  await tx.query(
    `UPDATE robots SET hwm = greatest(hwm, $3::numeric), next_settlement_at = $4,
       free_funds = greatest(free_funds - $5::numeric, 0), settled_final = $6
     WHERE site_id = $1 AND id = $2`,
    [robot.siteId, robot.id, change.hwm, change.nextSettlementAt, change.fundsSpent, change.settledFinal],
  );
};

/** Adds copied trades' results to robots' cumulative profit (one amount per robot). */
export const addRobotProfits = async (
  tx: SqlExecutor,
  siteId: string,
  profits: ReadonlyMap<string, string>,
): Promise<void> => {
  if (profits.size === 0) return;
  await tx.query(
    `UPDATE robots r SET profit = r.profit + v.profit
     FROM unnest($2::text[], $3::numeric[]) AS v(id, profit) WHERE r.site_id = $1 AND r.id = v.id`,
    [siteId, [...profits.keys()], [...profits.values()]],
  );
};

/** Money arriving on limited follower accounts over time (deposits in the simulation). */
export const topUpFreeFunds = async (
  tx: SqlExecutor,
  robot: Pick<RobotRecord, 'siteId' | 'id'>,
  amount: string,
): Promise<void> => {
  await tx.query('UPDATE robots SET free_funds = free_funds + $3::numeric WHERE site_id = $1 AND id = $2', [
    robot.siteId,
    robot.id,
    amount,
  ]);
};

/** Robots of signals no longer followed (disabled, rejected, archived): they stop for good. */
export const stopRobotsOfUnfollowedSignals = async (
  tx: SqlExecutor,
  siteId: string,
  followedSignalIds: readonly string[],
  now: Date,
): Promise<{ signalId: string; providerId: string }[]> => {
  const { rows } = await tx.query<{ signal_id: string; user_id: string }>(
    `WITH stopped AS (
       UPDATE robots SET status = 'STOPPED', stopped_at = $3
       WHERE site_id = $1 AND status = 'RUNNING' AND NOT (signal_id = ANY($2::text[]))
       RETURNING signal_id)
     SELECT DISTINCT s.id AS signal_id, s.user_id FROM stopped JOIN signals s ON s.site_id = $1 AND s.id = stopped.signal_id`,
    [siteId, followedSignalIds, now],
  );
  return rows.map((row) => ({ signalId: row.signal_id, providerId: row.user_id }));
};

/**
 * Followers and invested funds of a signal at the end of each day (or at `now` for today): the
 * robots created before that moment and not stopped by then.
 */
export const followersSeries = async (
  db: SqlExecutor,
  siteId: string,
  signalId: string,
  days: readonly { date: string; until: Date }[],
): Promise<FollowersPoint[]> => {
  if (days.length === 0) return [];
  const { rows } = await db.query<{ date: string; followers: number; investment: string }>(
    `SELECT d.date, count(r.id)::int AS followers, coalesce(sum(r.investment), 0)::text AS investment
     FROM unnest($3::text[], $4::timestamptz[]) WITH ORDINALITY AS d(date, until, n)
     LEFT JOIN robots r ON r.site_id = $1 AND r.signal_id = $2 AND r.created_at <= d.until
       AND (r.stopped_at IS NULL OR r.stopped_at > d.until)
     GROUP BY d.date, d.n ORDER BY d.n`,
    [siteId, signalId, days.map((d) => d.date), days.map((d) => d.until)],
  );
  return rows.map((row) => ({
    date: row.date,
    followers: row.followers,
    investment: toMoneyString(dec(row.investment)),
  }));
};

/** Where a signal's copying stands: when following began and up to when trades were copied. */
export interface SimulationCursor {
  readonly startedAt: Date;
  readonly copiedUntil: Date;
}

/** The signal's cursor, created at `now` on first use, locked for this transaction. */
export const lockSimulationCursor = async (
  tx: SqlExecutor,
  siteId: string,
  signalId: string,
  now: Date,
): Promise<SimulationCursor> => {
  await tx.query(
    `INSERT INTO robot_simulation_cursors (site_id, signal_id, started_at, copied_until) VALUES ($1, $2, $3, $3)
     ON CONFLICT (site_id, signal_id) DO NOTHING`,
    [siteId, signalId, now],
  );
  const { rows } = await tx.query<{ started_at: Date; copied_until: Date }>(
    'SELECT started_at, copied_until FROM robot_simulation_cursors WHERE site_id = $1 AND signal_id = $2 FOR UPDATE',
    [siteId, signalId],
  );
  const row = rows[0];
  if (!row) throw new Error('simulation cursor vanished after upsert');
  return { startedAt: row.started_at, copiedUntil: row.copied_until };
};

export const advanceSimulationCursor = async (
  tx: SqlExecutor,
  siteId: string,
  signalId: string,
  copiedUntil: Date,
): Promise<void> => {
  await tx.query(
    `UPDATE robot_simulation_cursors SET copied_until = greatest(copied_until, $3)
     WHERE site_id = $1 AND signal_id = $2`,
    [siteId, signalId, copiedUntil],
  );
};

export interface NewFollowOrder {
  readonly siteId: string;
  readonly id: string;
  readonly signalId: string;
  readonly orderId: string;
  readonly ticket: string;
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly impactVolume: string;
  readonly followOrders: number;
  readonly followVolume: string;
  readonly profit: string;
  readonly openTime: string;
  readonly closeTime: string | null;
}

/** Stores a copied order once per signal and trade (ticket, open time); false when already copied. */
export const insertFollowOrder = async (tx: SqlExecutor, order: NewFollowOrder): Promise<boolean> => {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO follow_orders (site_id, id, signal_id, order_id, ticket, symbol, side, impact_volume,
       follow_orders, follow_volume, profit, open_time, close_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (site_id, signal_id, ticket, open_time) DO NOTHING RETURNING id`,
    [
      order.siteId,
      order.id,
      order.signalId,
      order.orderId,
      order.ticket,
      order.symbol,
      order.side,
      order.impactVolume,
      order.followOrders,
      order.followVolume,
      order.profit,
      order.openTime,
      order.closeTime,
    ],
  );
  return rows.length > 0;
};

/** A paid share leaves the follower's free funds (never below zero). */
export const spendFreeFunds = async (
  tx: SqlExecutor,
  robot: Pick<RobotRecord, 'siteId' | 'id'>,
  amount: string,
): Promise<void> => {
  await tx.query(
    'UPDATE robots SET free_funds = greatest(free_funds - $3::numeric, 0) WHERE site_id = $1 AND id = $2',
    [robot.siteId, robot.id, amount],
  );
};
