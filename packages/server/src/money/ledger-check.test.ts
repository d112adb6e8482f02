import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatorBroker } from '../brokers/simulator/simulator-broker.js';
import { nowOf } from '../context.js';
import { PROFIT_SHARE_SETTLE_JOB } from '../followers/robot-job-schedule.js';
import { JobRunner, scheduleJob } from '../jobs/job-runner.js';
import { registerRobotJobs } from '../jobs/robot-jobs.js';
import { LEDGER_OPS } from '../ops/ledger.ops.js';
import { findOpsCommand, runOpsCommand, type OpsOutcome } from '../ops/ops-runner.js';
import { fundedMember } from '../routes/money/money.test-helpers.js';
import { seedDemoOnFirstStart } from '../seed/index.js';
import type { Database } from '../storage/database.port.js';
import { migrate } from '../storage/migrate.js';
import { MIGRATIONS } from '../storage/migrations/index.js';
import { PgliteDatabase } from '../storage/pglite.database.js';
import { TEST_DATABASES as databases } from '../test-support/databases.test-helpers.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { checkLedgerAfterSettlement, LedgerChecks, verifyLedger, type LedgerReport } from './ledger-check.js';

describe.each(databases)('the ledger self-check on %s', (_name, open) => {
  let server: TestServer;
  let drop: () => Promise<void>;
  let member: Awaited<ReturnType<typeof fundedMember>>;

  const verify = async (flags: Record<string, string> = {}): Promise<OpsOutcome> => {
    const found = findOpsCommand(LEDGER_OPS, ['ledger', 'verify']);
    if (!found) throw new Error('no ledger verify command');
    return runOpsCommand(server.ctx, found.command, { positional: [], flags });
  };
  const reportOf = (outcome: OpsOutcome): LedgerReport => {
    if (outcome.kind !== 'result' || outcome.result.error) throw new Error(JSON.stringify(outcome));
    return outcome.result.value as LedgerReport;
  };
  const accountOf = async (code: string): Promise<{ id: string; balance: string }> => {
    const { rows } = await server.ctx.db.query<{ id: string; balance: string }>(
      'SELECT id, balance::text AS balance FROM ledger_accounts WHERE user_id = $1 AND code = $2',
      [member.userId, code],
    );
    if (!rows[0]) throw new Error(`no ${code} account`);
    return rows[0];
  };
  /** Changes a stored entry as only a bug or a hand edit could: the append-only trigger is lifted for it. */
  const editEntry = async (entryId: string, delta: string): Promise<void> => {
    await server.ctx.db.transaction(async (tx) => {
      await tx.query('ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only');
      await tx.query('UPDATE ledger_entries SET amount = amount + $2 WHERE id = $1', [entryId, delta]);
      await tx.query('ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only');
    });
  };
  const editBalance = (accountId: string, delta: string) =>
    server.ctx.db.query('UPDATE ledger_accounts SET balance = balance + $2 WHERE id = $1', [
      accountId,
      delta,
    ]);

  beforeAll(async () => {
    const opened = await open();
    drop = opened.drop;
    server = await startTestServer(opened.db ? { db: opened.db } : {});
    member = await fundedMember(server, '1000.00');
    // A withdrawal under review: the frozen account holds entries too.
    const applied = await server.call({
      method: 'POST',
      url: '/api/withdraw',
      cookie: member.cookie,
      headers: { 'idempotency-key': 'ledger-check' },
      payload: { type: 'WIRE', amount: '100', currency: 'TWD', bankAccountId: member.bankAccountId },
    });
    expect(applied.statusCode, applied.body).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await drop();
  });

  it('verifies a ledger written by the platform: nothing to report, exit 0', async () => {
    const outcome = await verify();
    expect(outcome).not.toHaveProperty('troubled');
    const report = reportOf(outcome);
    expect(report).toMatchObject({
      balanced: true,
      siteId: null,
      differences: 0,
      unbalancedTransactions: { total: 0, shown: [] },
      mismatchedAccounts: { total: 0, shown: [] },
    });
    // deposit and withdrawal application; the member's balance and frozen, and the clearing account
    expect(report.checked.transactions).toBeGreaterThanOrEqual(2);
    expect(report.checked.accounts).toBeGreaterThanOrEqual(3);
  });

  it('reports a changed entry exactly: its transaction off by the change, its account off the other way', async () => {
    const balance = await accountOf('USER_BALANCE');
    const { rows } = await server.ctx.db.query<{ id: string; transaction_id: string }>(
      `SELECT e.id::text AS id, e.transaction_id FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE e.account_id = $1 AND t.type = 'DEPOSIT_BY_SYSTEM'`,
      [balance.id],
    );
    const entry = rows[0];
    if (!entry) throw new Error('no deposit entry');
    await editEntry(entry.id, '5.5');
    try {
      const outcome = await verify();
      expect(outcome).toMatchObject({ kind: 'result', troubled: true });
      expect(reportOf(outcome)).toMatchObject({
        balanced: false,
        differences: 2,
        unbalancedTransactions: {
          total: 1,
          shown: [
            {
              siteId: server.sites.demo,
              transactionId: entry.transaction_id,
              type: 'DEPOSIT_BY_SYSTEM',
              currency: 'USD',
              expected: '0',
              found: '5.5',
            },
          ],
        },
        mismatchedAccounts: {
          total: 1,
          shown: [
            {
              siteId: server.sites.demo,
              accountId: balance.id,
              userId: member.userId,
              code: 'USER_BALANCE',
              currency: 'USD',
              expected: '905.5',
              found: '900',
              difference: '-5.5',
            },
          ],
        },
      });
      // Another site's ledger is untouched.
      expect(reportOf(await verify({ site: server.sites.second }))).toMatchObject({
        balanced: true,
        siteId: server.sites.second,
      });
    } finally {
      await editEntry(entry.id, '-5.5');
    }
    expect(reportOf(await verify()).balanced).toBe(true);
  });

  it('reports a wallet whose stored frozen amount is not the sum of its entries', async () => {
    const frozen = await accountOf('USER_FROZEN');
    expect(frozen.balance).toMatch(/^100(\.0+)?$/);
    await editBalance(frozen.id, '0.01');
    try {
      const report = reportOf(await verify({ site: server.sites.demo }));
      expect(report.unbalancedTransactions.total).toBe(0);
      expect(report.mismatchedAccounts).toEqual({
        total: 1,
        shown: [
          {
            siteId: server.sites.demo,
            accountId: frozen.id,
            userId: member.userId,
            code: 'USER_FROZEN',
            currency: 'USD',
            expected: '100',
            found: '100.01',
            difference: '0.01',
          },
        ],
      });
    } finally {
      await editBalance(frozen.id, '-0.01');
    }
  });

  it('lists at most --limit differences of each kind and counts them all; refuses a bad limit or site', async () => {
    const balance = await accountOf('USER_BALANCE');
    const frozen = await accountOf('USER_FROZEN');
    await editBalance(balance.id, '1');
    await editBalance(frozen.id, '2');
    try {
      const report = reportOf(await verify({ limit: '1' }));
      expect(report.differences).toBe(2);
      expect(report.mismatchedAccounts.total).toBe(2);
      expect(report.mismatchedAccounts.shown).toHaveLength(1);
    } finally {
      await editBalance(balance.id, '-1');
      await editBalance(frozen.id, '-2');
    }
    for (const limit of ['0', '-1', '1.5', 'many', '10001']) {
      expect(await verify({ limit })).toEqual({
        kind: 'result',
        result: { error: true, value: 'INVALID_PARAMETERS' },
      });
    }
    expect(await verify({ site: 'no-such-site' })).toEqual({
      kind: 'result',
      result: { error: true, value: 'ID_NOT_FOUND' },
    });
  });

  it('runs after each settlement job: keeps the result per site and logs an error when something is off', async () => {
    const logged: { fields: Record<string, unknown>; message: string }[] = [];
    server.ctx.ledgerChecks.logTo((fields, message) => logged.push({ fields, message }));
    const runner = new JobRunner(server.ctx);
    registerRobotJobs(runner);
    const settleNow = async () => {
      await server.ctx.db.transaction((tx) =>
        scheduleJob(tx, {
          siteId: server.sites.demo,
          kind: PROFIT_SHARE_SETTLE_JOB,
          runAt: nowOf(server.ctx),
        }),
      );
      expect(await runner.runDue()).toBeGreaterThanOrEqual(1);
    };

    await settleNow();
    const first = server.ctx.ledgerChecks.latest();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ siteId: server.sites.demo, report: { balanced: true, differences: 0 } });
    expect(logged).toEqual([]);

    const balance = await accountOf('USER_BALANCE');
    await editBalance(balance.id, '3');
    try {
      await settleNow();
      // Each site's check looks at its own ledger only: the other site is balanced meanwhile.
      await checkLedgerAfterSettlement(server.ctx, server.sites.second);
    } finally {
      await editBalance(balance.id, '-3');
    }
    const other = server.ctx.ledgerChecks.latest().find((check) => check.siteId === server.sites.second);
    expect(other?.report).toMatchObject({ balanced: true, differences: 0, siteId: server.sites.second });
    const second = server.ctx.ledgerChecks.latest().find((check) => check.siteId === server.sites.demo);
    expect(second?.checkedAt.getTime()).toBeGreaterThanOrEqual(first[0]?.checkedAt.getTime() ?? 0);
    expect(second?.report).toMatchObject({
      balanced: false,
      differences: 1,
      mismatchedAccounts: { shown: [{ accountId: balance.id, difference: '3' }] },
    });
    expect(logged).toHaveLength(1);
    expect(logged[0]?.message).toContain('ledger self-check found differences');
    expect(logged[0]?.fields).toMatchObject({ siteId: server.sites.demo, differences: 1 });
    expect(server.ctx.ledgerChecks.failedChecks).toBe(0);
  });
});

describe('the ledger self-check of the seeded demo', () => {
  let server: TestServer;
  let db: Database;
  beforeAll(async () => {
    server = await startTestServer();
    db = await PgliteDatabase.open('memory://');
    await migrate(db, MIGRATIONS);
  }, 120_000);
  afterAll(async () => {
    await db.close();
    await server.close();
  });

  it('verifies: deposits, withdrawals, settlements and rewards all balance', async () => {
    const seeded = await seedDemoOnFirstStart({ ...server.ctx, db, broker: new SimulatorBroker() });
    expect(seeded).toBeDefined();
    const report = await verifyLedger(db);
    expect(report).toMatchObject({ balanced: true, differences: 0 });
    expect(report.checked.transactions).toBeGreaterThan(10);
  }, 180_000);
});

describe('LedgerChecks', () => {
  it('counts and logs a check that could not run, keeping the last result', () => {
    const logged: string[] = [];
    const checks = new LedgerChecks((_fields, message) => logged.push(message));
    checks.recordFailure('site-1', new Error('connection lost'));
    expect(checks.failedChecks).toBe(1);
    expect(checks.latest()).toEqual([]);
    expect(logged).toEqual(['ledger self-check failed']);
  });

  it('logs which site failed and why, for a thrown error or any other value', () => {
    const logged: Record<string, unknown>[] = [];
    const checks = new LedgerChecks((fields) => logged.push(fields));
    checks.recordFailure('site-1', new Error('connection lost'));
    checks.recordFailure('site-2', 'timeout');
    expect(logged).toEqual([
      { siteId: 'site-1', err: 'connection lost' },
      { siteId: 'site-2', err: 'timeout' },
    ]);
    expect(checks.failedChecks).toBe(2);
  });

  it('keeps the last check of each site, listed by site id', () => {
    const checks = new LedgerChecks(() => undefined);
    const report = (differences: number): LedgerReport =>
      ({ balanced: differences === 0, siteId: null, differences }) as LedgerReport;
    checks.record('site-b', report(0), new Date('2026-03-01T00:00:00Z'));
    checks.record('site-a', report(0), new Date('2026-03-01T00:00:00Z'));
    checks.record('site-c', report(0), new Date('2026-03-01T00:00:00Z'));
    checks.record('site-b', report(2), new Date('2026-03-02T00:00:00Z'));
    expect(checks.latest().map((check) => [check.siteId, check.report.differences])).toEqual([
      ['site-a', 0],
      ['site-b', 2],
      ['site-c', 0],
    ]);
    expect(checks.latest().find((check) => check.siteId === 'site-b')?.checkedAt).toEqual(
      new Date('2026-03-02T00:00:00Z'),
    );
  });
});
