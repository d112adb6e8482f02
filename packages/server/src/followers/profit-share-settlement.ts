import {
  canResettle,
  dec,
  fromIso,
  PROFIT_SHARE_WALLET_CURRENCY,
  settleIntoWallet,
  settlementDueAt,
  toMoneyString,
  type Decimal,
  type DecimalString,
  type WalletSettlement,
} from '@signal-portal/core';
import { newId } from '../ids.js';
import { creditProfitShare, type ProfitShareCredit } from '../money/wallet-ops.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { exchangeRateAt } from '../storage/exchange-rates.repository.js';
import {
  insertProfitShareRecord,
  lockPendingShares,
  markShareResettled,
  signalOwners,
  type PendingShareRow,
  type SignalOwner,
} from '../storage/reports.repository.js';
import {
  tryLockRobot,
  lockRobotsDueForSettlement,
  recordRobotSettlement,
  spendFreeFunds,
  type RobotRecord,
} from '../storage/robots.repository.js';
import { hasOutcomeForPeriod, insertSettlementOutcome } from '../storage/settlement-outcomes.repository.js';

/** Robots settled per run at most; the rest wait for the next run (minutes later). */
const SETTLEMENT_BATCH = 500;

export interface SettlementRun {
  /** Names the run in the settlement ledger (settlement_outcomes.run_id). */
  readonly runId: string;
  readonly settled: number;
  /** Deferred because the follower's broker funds fall short: a RESETTLEMENT record, paid later. */
  readonly heldBack: number;
  readonly resettled: number;
  readonly nothingDue: number;
  /** Deferred because no exchange rate to USD was in force: still due, settled by a later run. */
  readonly awaitingRate: number;
  /** Providers whose wallet changed. */
  readonly paidProviders: readonly string[];
  /** USD paid into wallets by this run (settled and resettled shares): providers' part and the fee. */
  readonly paid: { readonly receive: DecimalString; readonly fee: DecimalString };
}

/** The first due time after `now` on the robot's 30-day cadence (a late run does not settle twice). */
export const nextDueAfter = (due: Date, now: Date): Date => {
  let next = due.toISOString();
  while (fromIso(next) <= now.getTime()) next = settlementDueAt(next);
  return new Date(next);
};

/** What the follower's broker account can pay now, in its currency; undefined: whatever is due. */
const fundsOf = (robot: RobotRecord): string | undefined =>
  robot.fundsLimited ? robot.freeFunds : undefined;

/** One settlement run: its id, time and site, and the rates to USD it has looked up (one per currency). */
interface Run {
  readonly id: string;
  readonly siteId: string;
  readonly now: Date;
  readonly rates: Map<string, string | undefined>;
  /** What the run has paid so far (USD). */
  readonly paid: { receive: Decimal; fee: Decimal };
}

/** Credits a profit share to the provider's wallet and adds it to the run's totals. */
const pay = async (tx: SqlExecutor, run: Run, credit: ProfitShareCredit): Promise<void> => {
  await creditProfitShare(tx, credit);
  run.paid.receive = run.paid.receive.plus(credit.receive);
  run.paid.fee = run.paid.fee.plus(credit.fee);
};

/** The rate to USD in force at the run's time, looked up once per currency per run; USD needs none. */
const usdRateOf = async (tx: SqlExecutor, run: Run, currency: string): Promise<string | undefined> => {
  if (currency === PROFIT_SHARE_WALLET_CURRENCY) return undefined;
  if (!run.rates.has(currency)) {
    const rate = await exchangeRateAt(tx, currency, PROFIT_SHARE_WALLET_CURRENCY, run.now);
    run.rates.set(currency, rate?.rate);
  }
  return run.rates.get(currency);
};

type RobotOutcome = 'SETTLED' | 'RESETTLEMENT' | 'NOTHING_DUE' | 'AWAITING_RATE';

const outcomeRow = (
  run: Run,
  robot: RobotRecord,
  signal: SignalOwner,
  settlement: WalletSettlement,
  recordId: string | null,
) => ({
  siteId: run.siteId,
  id: newId(),
  runId: run.id,
  userId: signal.providerId,
  signalId: robot.signalId,
  signalName: signal.name,
  robotId: robot.id,
  robotName: robot.name,
  followType: robot.followType,
  recordId,
  outcome: settlement.outcome,
  reason: settlement.reason,
  dueAt: robot.nextSettlementAt,
  settledAt: run.now,
  currency: settlement.currency,
  profit: settlement.profit,
  hwmBefore: settlement.hwmBefore,
  hwmAfter: settlement.hwmAfter,
  accountProfitShare: settlement.accountProfitShare,
  exchangeRate: settlement.exchangeRate,
  profitShare: settlement.profitShare,
  fee: settlement.fee,
  receive: settlement.receive,
});

/**
 * Settles one due robot with the core's rule (settleIntoWallet): profit above the HWM is shared in
 * the account's currency, converted to USD at the rate in force now, the 10% fee split off; the HWM
 * rises and never falls. SETTLED pays at once in this transaction (a PROFIT_SHARE ledger transaction:
 * clearing -share, provider +receive, platform fee +fee); deferred for funds stores the owed share
 * (RESETTLEMENT) with its reason; nothing due records no profit-share record. Every case writes the
 * robot's row of the settlement ledger, in this same transaction. Without a rate the robot is left
 * due (its mark and due time unchanged), so the first run after an operator sets a rate settles it;
 * its deferral is recorded once per period, not by every run that tries.
 */
const settleRobot = async (
  tx: SqlExecutor,
  run: Run,
  robot: RobotRecord,
  signal: SignalOwner,
): Promise<RobotOutcome> => {
  const funds = fundsOf(robot);
  const settlement = settleIntoWallet({
    profit: robot.profit,
    hwm: robot.hwm,
    profitSharePercent: robot.profitSharePercent,
    currency: signal.currency,
    exchangeRate: await usdRateOf(tx, run, signal.currency),
    ...(funds === undefined ? {} : { brokerFundsAvailable: funds }),
  });
  if (settlement.reason === 'EXCHANGE_RATE_MISSING') {
    const period = { siteId: robot.siteId, robotId: robot.id };
    if (!(await hasOutcomeForPeriod(tx, period, robot.nextSettlementAt, settlement.reason))) {
      await insertSettlementOutcome(tx, outcomeRow(run, robot, signal, settlement, null));
    }
    return 'AWAITING_RATE';
  }
  const status = settlement.recordStatus;
  const recordId = status === null ? null : newId();
  if (status !== null && recordId !== null) {
    await insertProfitShareRecord(tx, {
      siteId: robot.siteId,
      id: recordId,
      userId: signal.providerId,
      signalId: robot.signalId,
      signalName: signal.name,
      robotId: robot.id,
      robotName: robot.name,
      followType: robot.followType,
      settleTime: run.now,
      profit: settlement.profit,
      shareBase: settlement.shareBase,
      hwm: settlement.hwmAfter,
      profitShare: settlement.profitShare,
      fee: settlement.fee,
      receive: settlement.receive,
      status,
      reason: status === 'RESETTLEMENT' ? 'BROKER_FUNDS_INSUFFICIENT' : '',
      paidAt: status === 'SETTLED' ? run.now : null,
      currency: settlement.currency,
      accountProfitShare: settlement.accountProfitShare,
      exchangeRate: settlement.exchangeRate ?? '1',
    });
    if (status === 'SETTLED') {
      await pay(tx, run, {
        siteId: robot.siteId,
        userId: signal.providerId,
        receive: settlement.receive,
        fee: settlement.fee,
        reference: recordId,
        at: run.now,
      });
    }
  }
  await insertSettlementOutcome(tx, outcomeRow(run, robot, signal, settlement, recordId));
  await recordRobotSettlement(tx, robot, {
    hwm: settlement.hwmAfter,
    nextSettlementAt: nextDueAfter(robot.nextSettlementAt, run.now),
    // the follower's account pays in its own currency
    fundsSpent: status === 'SETTLED' && funds !== undefined ? settlement.accountProfitShare : '0',
    // A stopped robot's profit cannot change any more: this was its last settlement.
    settledFinal: robot.status === 'STOPPED',
  });
  return status ?? 'NOTHING_DUE';
};

/**
 * Pays held-back shares whose robot's account can now cover them, in the account's currency
 * (canResettle), with the USD amounts fixed when the share was worked out; each payment is a
 * RESETTLED row of the settlement ledger. A share still short of funds is left without a new row:
 * its deferral is already recorded.
 */
const resettlePending = async (tx: SqlExecutor, run: Run): Promise<string[]> => {
  const paidTo: string[] = [];
  for (const row of await lockPendingShares(tx, run.siteId, SETTLEMENT_BATCH)) {
    // Skip a robot another transaction holds (a simulation step): never wait, so never deadlock.
    const robot = await tryLockRobot(tx, run.siteId, row.robotId);
    if (!robot) continue;
    const funds = fundsOf(robot);
    if (!canResettle(row.accountProfitShare, funds)) continue;
    await markShareResettled(tx, run.siteId, row.id, run.now);
    await pay(tx, run, {
      siteId: run.siteId,
      userId: row.userId,
      receive: row.receive,
      fee: row.fee,
      reference: row.id,
      at: run.now,
    });
    if (funds !== undefined) {
      await spendFreeFunds(tx, robot, row.accountProfitShare);
    }
    await insertSettlementOutcome(tx, resettledRow(run, row));
    paidTo.push(row.userId);
  }
  return paidTo;
};

/** The ledger row of a held-back share paid now: its amounts and the rate it was converted at. */
const resettledRow = (run: Run, row: PendingShareRow) => ({
  siteId: run.siteId,
  id: newId(),
  runId: run.id,
  userId: row.userId,
  signalId: row.signalId,
  signalName: row.signalName,
  robotId: row.robotId,
  robotName: row.robotName,
  followType: row.followType,
  recordId: row.id,
  outcome: 'RESETTLED' as const,
  reason: 'BROKER_FUNDS_RECOVERED' as const,
  dueAt: null,
  settledAt: run.now,
  currency: row.currency,
  profit: row.profit,
  hwmBefore: row.hwm,
  hwmAfter: row.hwm,
  accountProfitShare: row.accountProfitShare,
  exchangeRate: row.exchangeRate,
  profitShare: row.profitShare,
  fee: row.fee,
  receive: row.receive,
});

/**
 * One settlement run of a site at `now`: held-back shares are paid first when the funds now cover
 * them (old debts before new ones), then every robot whose due time has come is settled and its next
 * due time set 30 days on. Each robot's outcome is written to the settlement ledger under the run's id.
 */
export const runSettlement = async (tx: SqlExecutor, siteId: string, now: Date): Promise<SettlementRun> => {
  const run: Run = { id: newId(), siteId, now, rates: new Map(), paid: { receive: dec(0), fee: dec(0) } };
  const resettledTo = await resettlePending(tx, run);
  const robots = await lockRobotsDueForSettlement(tx, siteId, now, SETTLEMENT_BATCH);
  const owners = await signalOwners(
    tx,
    siteId,
    robots.map((robot) => robot.signalId),
  );
  const counts: Record<RobotOutcome, number> = {
    SETTLED: 0,
    RESETTLEMENT: 0,
    NOTHING_DUE: 0,
    AWAITING_RATE: 0,
  };
  const paid = new Set(resettledTo);
  for (const robot of robots) {
    const signal = owners.get(robot.signalId);
    if (!signal) continue;
    const outcome = await settleRobot(tx, run, robot, signal);
    counts[outcome] += 1;
    if (outcome === 'SETTLED') paid.add(signal.providerId);
  }
  return {
    runId: run.id,
    settled: counts.SETTLED,
    heldBack: counts.RESETTLEMENT,
    resettled: resettledTo.length,
    nothingDue: counts.NOTHING_DUE,
    awaitingRate: counts.AWAITING_RATE,
    paidProviders: [...paid],
    paid: { receive: toMoneyString(run.paid.receive), fee: toMoneyString(run.paid.fee) },
  };
};
