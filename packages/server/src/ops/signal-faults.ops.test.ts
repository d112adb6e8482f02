import { demoSite } from '@signal-portal/fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { BrokerAccessError } from '../brokers/broker.port.js';
import { insertTestSignal } from '../followers/followers.test-helpers.js';
import { newId } from '../ids.js';
import { MemoryNotifier } from '../notify/memory-notifier.js';
import { createContext } from '../server.js';
import { migrate } from '../storage/migrate.js';
import { MIGRATIONS } from '../storage/migrations/index.js';
import { PostgresDatabase } from '../storage/postgres.database.js';
import { freshSchema } from '../storage/postgres.test-helpers.js';
import { findSignal } from '../storage/signals.repository.js';
import { upsertSite } from '../storage/sites.repository.js';
import { TEST_CONFIG, TEST_SECRETS } from '../test-support/harness.test-helpers.js';
import { findOpsCommand, runOpsCommand } from './ops-runner.js';
import { SIGNALS_OPS } from './signals.ops.js';

describe('signal fault from another process (PostgreSQL: `npm run ops` runs the command itself)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A process's context on the shared database, with the default broker (the simulator). */
  const processOn = async (url: string) => {
    const db = await PostgresDatabase.open(url);
    const { ctx, stopClock } = await createContext({
      config: TEST_CONFIG,
      secrets: TEST_SECRETS,
      db,
      notifier: new MemoryNotifier(),
    });
    cleanups.push(() => db.close(), stopClock);
    return ctx;
  };

  it("reaches the running server's broker, which refuses the account from then on", async () => {
    const schema = await freshSchema();
    cleanups.push(schema.drop);
    const setup = await PostgresDatabase.open(schema.url);
    await migrate(setup, MIGRATIONS);
    await setup.close();
    const server = await processOn(schema.url);
    const site = await upsertSite(server.db, demoSite());
    const userId = newId();
    await server.db.query(
      'INSERT INTO users (site_id, id, username, email, referral_code, created_at) VALUES ($1, $2, $3, $4, $5, now())',
      [site.id, userId, 'faulty', 'faulty@example.com', userId.slice(0, 8)],
    );
    const signalId = await insertTestSignal(server.db, { siteId: site.id, userId, openedAt: new Date() });
    // Stored as the signals area stores a link.
    await server.db.query(`UPDATE signals SET link = jsonb_build_object('account', link) WHERE id = $1`, [
      signalId,
    ]);
    const account = (await findSignal(server.db, { siteId: site.id }, signalId))?.link.account;
    if (!account) throw new Error('no account');
    await server.broker.brokerSymbols(account);

    const operator = await processOn(schema.url);
    const found = findOpsCommand(SIGNALS_OPS, ['signal', 'fault', signalId, 'password-changed']);
    if (!found) throw new Error('no command');
    expect(
      await runOpsCommand(operator, found.command, { positional: found.positional, flags: {} }),
    ).toMatchObject({ kind: 'result', result: { error: false, value: { faults: ['password-changed'] } } });

    await expect
      .poll(() =>
        server.broker.brokerSymbols(account).then(
          () => 'read',
          (error: unknown) => (error instanceof BrokerAccessError ? error.reason : 'other'),
        ),
      )
      .toBe('INVESTOR_PASSWORD_CHANGED');
  });
});
