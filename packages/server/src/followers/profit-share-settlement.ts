import {
  fromIso,
  resettleProfitShare,
  settlementDueAt,
  settleProfitShare,
  type PendingProfitShare,
} from '@signal-portal/core';
import { newId } from '../ids.js';
import { creditProfitShare } from '../money/wallet-ops.js';
import type { SqlExecutor } from '../storage/database.port.js';
import {
  insertProfitShareRecord,
  lockPendingShares,
  markShareResettled,
  signalOwners,
  type PendingShareRow,
} from '../storage/reports.repository.js';
import {
  tryLockRobot,
  lockRobotsDueForSettlement,
  recordRobotSettlement,
  spendFreeFunds,
  type RobotRecord,
} from '../storage/robots.repository.js';

/** Robots settled per run at most; the rest wait for the next run (minutes later). */
const SETTLEMENT_BATCH = 500;

export interface SettlementRun {
  readonly settled: number;
  readonly heldBack: number;
  readonly resettled: number;
  readonly nothingDue: number;
  /** Providers whose wallet changed. */
  readonly paidProviders: readonly string[];
}

/** The first due time after `now` on the robot's 30-day cadence (a late run does not settle twice). */
export const nextDueAfter = (due: Date, now: Date): Date => {
  let next = due.toISOString();
  while (fromIso(next) <= now.getTime()) next = settlementDueAt(next);
  return new Date(next);
};

/** What the follower's broker account can pay now; undefined: whatever is due. */
const fundsOf = (robot: RobotRecord): string | undefined =>
  robot.fundsLimited ? robot.freeFunds : undefined;

/**
 * Settles one due robot with the core's rule: profit above the HWM is shared (10% fee), the HWM rises
 * and never falls. SETTLED pays at once in this transaction (a PROFIT_SHARE ledger transaction:
 * clearing -share, provider +receive, platform fee +fee); RESETTLEMENT stores the owed share with
 * its reason. NOTHING_DUE records nothing (no row, no ledger entry): only the HWM and the next due
 * time move, so the reports list money that moved or is owed, never empty settlements.
 */
const settleRobot = async (
  tx: SqlExecutor,
  robot: RobotRecord,
  signal: { name: string; providerId: string },
  now: Date,
): Promise<'SETTLED' | 'RESETTLEMENT' | 'NOTHING_DUE'> => {
  const funds = fundsOf(robot);
  const settlement = settleProfitShare({
    profit: robot.profit,
    hwm: robot.hwm,
    profitSharePercent: robot.profitSharePercent,
    ...(funds === undefined ? {} : { brokerFundsAvailable: funds }),
  });
  const status = settlement.status;
  if (status === 'RESETTLED') throw new Error('settleProfitShare answered RESETTLED for a first settlement');
  if (status === 'SETTLED' || status === 'RESETTLEMENT') {
    const recordId = newId();
    await insertProfitShareRecord(tx, {
      siteId: robot.siteId,
      id: recordId,
      userId: signal.providerId,
      signalId: robot.signalId,
      signalName: signal.name,
      robotId: robot.id,
      robotName: robot.name,
      followType: robot.followType,
      settleTime: now,
      profit: settlement.profit,
      shareBase: settlement.shareBase,
      hwm: settlement.newHwm,
      profitShare: settlement.profitShare,
      fee: settlement.fee,
      receive: settlement.receive,
      status,
      reason: settlement.reason,
      paidAt: status === 'SETTLED' ? now : null,
    });
    if (status === 'SETTLED') {
      await creditProfitShare(tx, {
        siteId: robot.siteId,
        userId: signal.providerId,
        receive: settlement.receive,
        fee: settlement.fee,
        reference: recordId,
        at: now,
      });
    }
  }
  await recordRobotSettlement(tx, robot, {
    hwm: settlement.newHwm,
    nextSettlementAt: nextDueAfter(robot.nextSettlementAt, now),
    fundsSpent: status === 'SETTLED' && funds !== undefined ? settlement.profitShare : '0',
    // A stopped robot's profit cannot change any more: this was its last settlement.
    settledFinal: robot.status === 'STOPPED',
  });
  return status;
};

const asPending = (row: PendingShareRow): PendingProfitShare => ({
  profit: row.profit,
  shareBase: row.shareBase,
  profitShare: row.profitShare,
  fee: row.fee,
  receive: row.receive,
  newHwm: row.hwm,
  status: 'RESETTLEMENT',
  reason: 'BROKER_FUNDS_INSUFFICIENT',
});

/** Pays held-back shares whose robot's account can now cover them (the core's resettleProfitShare). */
const resettlePending = async (tx: SqlExecutor, siteId: string, now: Date): Promise<string[]> => {
  const paidTo: string[] = [];
  for (const row of await lockPendingShares(tx, siteId, SETTLEMENT_BATCH)) {
    // Skip a robot another transaction holds (a simulation step): never wait, so never deadlock.
    const robot = await tryLockRobot(tx, siteId, row.robotId);
    if (!robot) continue;
    const funds = fundsOf(robot);
    const outcome = resettleProfitShare(asPending(row), funds ?? row.profitShare);
    if (outcome.status !== 'RESETTLED') continue;
    await markShareResettled(tx, siteId, row.id, now);
    await creditProfitShare(tx, {
      siteId,
      userId: row.userId,
      receive: outcome.receive,
      fee: outcome.fee,
      reference: row.id,
      at: now,
    });
    if (funds !== undefined) {
      await spendFreeFunds(tx, robot, outcome.profitShare);
    }
    paidTo.push(row.userId);
  }
  return paidTo;
};

/**
 * One settlement run of a site at `now`: held-back shares are paid first when the funds now cover
 * them (old debts before new ones), then every robot whose due time has come is settled and its next
 * due time set 30 days on.
 */
export const runSettlement = async (tx: SqlExecutor, siteId: string, now: Date): Promise<SettlementRun> => {
  const resettledTo = await resettlePending(tx, siteId, now);
  const robots = await lockRobotsDueForSettlement(tx, siteId, now, SETTLEMENT_BATCH);
  const owners = await signalOwners(
    tx,
    siteId,
    robots.map((robot) => robot.signalId),
  );
  const counts = { SETTLED: 0, RESETTLEMENT: 0, NOTHING_DUE: 0 };
  const paid = new Set(resettledTo);
  for (const robot of robots) {
    const signal = owners.get(robot.signalId);
    if (!signal) continue;
    const status = await settleRobot(tx, robot, signal, now);
    counts[status] += 1;
    if (status === 'SETTLED') paid.add(signal.providerId);
  }
  return {
    settled: counts.SETTLED,
    heldBack: counts.RESETTLEMENT,
    resettled: resettledTo.length,
    nothingDue: counts.NOTHING_DUE,
    paidProviders: [...paid],
  };
};
