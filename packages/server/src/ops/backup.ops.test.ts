import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { demoSite } from '@signal-portal/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config/config.js';
import { newId } from '../ids.js';
import { createServer, type RunningServer } from '../server.js';
import { PgliteDatabase } from '../storage/pglite.database.js';
import { upsertSite } from '../storage/sites.repository.js';
import { TEST_SECRETS } from '../test-support/harness.test-helpers.js';
import { runOpsCli } from './cli.js';
import { removeOpsHandover, writeOpsHandover } from './ops-handover.js';

const SECRETS_ENV = { SITE_TOKEN_KEY: TEST_SECRETS.siteTokenKey, CODE_PEPPER: TEST_SECRETS.codePepper };
const SLOW = 300_000;

const run = async (argv: string[], env: NodeJS.ProcessEnv) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOpsCli(argv, { out: (t) => out.push(t), err: (t) => err.push(t), env });
  return {
    code,
    out: out.join('\n'),
    err: err.join('\n'),
    json: () => JSON.parse(out.join('\n')) as unknown,
  };
};

describe('backup and restore with PostgreSQL (DATABASE_URL set)', () => {
  // Nothing listens there: the advice comes without opening storage.
  const env = {
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing',
    DATA_DIR: '/nonexistent',
    ...SECRETS_ENV,
  };

  it('backup names pg_dump and restore pg_restore, exit 2, nothing opened', async () => {
    const backup = await run(['backup', 'portal.tgz'], env);
    expect(backup.code).toBe(2);
    expect(backup.err).toContain('pg_dump --format=custom');
    expect(backup.out).toBe('');
    const restore = await run(['restore', 'portal.tgz'], env);
    expect(restore.code).toBe(2);
    expect(restore.err).toContain('pg_restore --clean --if-exists');
  });
});

describe('backup and restore of the embedded database (PGlite)', () => {
  let dataDir: string;
  let backups: string;
  let env: NodeJS.ProcessEnv;
  let server: RunningServer | undefined;
  let userId: string;

  const start = async (): Promise<RunningServer> => {
    const started = await createServer({
      config: readConfig(env),
      secrets: TEST_SECRETS,
      jobIntervalMs: 60_000,
    });
    const { port } = await started.listen();
    // As main.ts does: `npm run ops` hands commands to the server holding the data folder.
    await writeOpsHandover(dataDir, {
      pid: process.pid,
      url: `http://127.0.0.1:${port}`,
      token: started.opsToken,
    });
    server = started;
    return started;
  };
  const stop = async (): Promise<void> => {
    await removeOpsHandover(dataDir);
    await server?.close();
    server = undefined;
  };
  /** Reads the stopped server's data folder directly. */
  const inFolder = async <T>(read: (db: PgliteDatabase) => Promise<T>): Promise<T> => {
    const db = await PgliteDatabase.open(join(dataDir, 'pglite'));
    try {
      return await read(db);
    } finally {
      await db.close();
    }
  };
  const balanceOf = async (db: PgliteDatabase): Promise<string> => {
    const { rows } = await db.query<{ balance: string }>(
      "SELECT trim_scale(balance)::text AS balance FROM ledger_accounts WHERE user_id = $1 AND code = 'USER_BALANCE'",
      [userId],
    );
    return rows[0]?.balance ?? '0';
  };
  const deposit = async (amount: string) => {
    const res = await run(['wallet', 'deposit', userId, amount], env);
    expect(res.code, res.err).toBe(0);
  };
  const addUser = async (db: { query: PgliteDatabase['query'] }, name: string): Promise<string> => {
    const id = newId();
    await db.query(
      'INSERT INTO users (site_id, id, username, email, referral_code, created_at) VALUES ($1, $2, $3, $4, $5, now())',
      [demoSite().id, id, name, `${name}@example.com`, id.slice(0, 8)],
    );
    return id;
  };
  const leftovers = async () =>
    (await readdir(dataDir)).filter((name) => /restoring|before-restore/.test(name));

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'backup-data-'));
    backups = await mkdtemp(join(tmpdir(), 'backup-files-'));
    // INIT_CWD: where the operator typed `npm run ops`; relative backup names resolve against it.
    env = {
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      PORT: '0',
      HOST: '127.0.0.1',
      INIT_CWD: backups,
      ...SECRETS_ENV,
    };
    const running = await start();
    await upsertSite(running.ctx.db, demoSite());
    userId = await addUser(running.ctx.db, 'saver');
  }, SLOW);
  afterAll(async () => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(backups, { recursive: true, force: true });
  });

  it(
    'backs up while the server runs; a later restore takes back what was written after it',
    async () => {
      await deposit('100');
      const backup = await run(['backup', 'first.tgz'], env);
      expect(backup.code, backup.err).toBe(0);
      expect(backup.json()).toMatchObject({ error: false, value: { file: join(backups, 'first.tgz') } });
      const again = await run(['backup', 'first.tgz'], env);
      expect(again.code).toBe(1);
      expect(again.err).toContain('exists already');

      // Written after the backup: a deposit and a new member.
      await deposit('50');
      const lateUser = await addUser(server!.ctx.db, 'late');

      const refused = await run(['restore', 'first.tgz'], env);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`a server (pid ${process.pid}) is running`);
      // Without the handover file, the folder's lock still tells a running server.
      await removeOpsHandover(dataDir);
      const locked = await run(['restore', 'first.tgz'], env);
      expect(locked.code).toBe(1);
      expect(locked.err).toContain('is in use by another process');
      expect(await balanceOf(server!.ctx.db as PgliteDatabase)).toBe('150');

      await stop();
      const restored = await run(['restore', 'first.tgz'], env);
      expect(restored.code, restored.err).toBe(0);
      expect(restored.json()).toMatchObject({
        error: false,
        value: { file: join(backups, 'first.tgz'), ledger: { balanced: true, differences: 0 } },
      });
      expect(await leftovers()).toEqual([]);
      await inFolder(async (db) => {
        expect(await balanceOf(db)).toBe('100');
        const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1', [lateUser]);
        expect(rows).toEqual([]);
      });
      const verified = await run(['ledger', 'verify'], env);
      expect(verified.code, verified.out).toBe(0);
    },
    SLOW,
  );

  it(
    'a backup taken while requests write holds whole transactions: its ledger verifies after restore',
    async () => {
      await start();
      const writes = Array.from({ length: 30 }, () => deposit('1'));
      const backup = run(['backup', 'busy.tgz'], env);
      const writesAfter = Array.from({ length: 30 }, () => deposit('1'));
      const [taken] = await Promise.all([backup, ...writes, ...writesAfter]);
      expect(taken.code, taken.err).toBe(0);
      expect(await balanceOf(server!.ctx.db as PgliteDatabase)).toBe('160');
      await stop();

      const restored = await run(['restore', 'busy.tgz'], env);
      expect(restored.code, restored.err).toBe(0);
      expect(restored.json()).toMatchObject({ value: { ledger: { balanced: true } } });
      await inFolder(async (db) => {
        // Every deposit is in the backup whole or not at all: the balance counts the deposits it holds.
        const { rows } = await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM ledger_transactions WHERE type = 'DEPOSIT_BY_SYSTEM'",
        );
        const deposits = rows[0]?.n ?? 0;
        expect(deposits).toBeGreaterThanOrEqual(1);
        expect(deposits).toBeLessThanOrEqual(61);
        expect(await balanceOf(db)).toBe(String(100 + (deposits - 1)));
      });
    },
    SLOW,
  );

  it(
    'refuses a missing, damaged, cut-short or foreign file and leaves the data as it was',
    async () => {
      const whole = await readFile(join(backups, 'first.tgz'));
      const flipped = Buffer.from(whole);
      flipped[flipped.length >> 1] = (flipped[flipped.length >> 1] ?? 0) ^ 0xff;
      await writeFile(join(backups, 'flipped.tgz'), flipped);
      await writeFile(join(backups, 'short.tgz'), whole.subarray(0, whole.length >> 1));
      await writeFile(join(backups, 'other.tgz'), gzipSync(Buffer.from('not a tarball at all')));
      const empty = await PgliteDatabase.open('memory://');
      await writeFile(join(backups, 'empty-db.tgz'), await empty.dumpDataDir());
      await empty.close();
      const before = await inFolder(balanceOf);

      const cases: [string, string][] = [
        ['missing.tgz', 'cannot read the backup'],
        ['flipped.tgz', 'is not a whole backup'],
        ['short.tgz', 'is not a whole backup'],
        ['other.tgz', 'is not a backup of the embedded database'],
        ['empty-db.tgz', 'holds no portal database'],
      ];
      for (const [file, message] of cases) {
        const res = await run(['restore', file], env);
        expect(res.code, file).toBe(1);
        expect(res.err, file).toContain(message);
      }
      expect(await leftovers()).toEqual([]);
      expect(await inFolder(balanceOf)).toBe(before);
      const none = await run(['restore'], env);
      expect(none.code).toBe(2);
      expect(none.err).toContain('name the backup file');
    },
    SLOW,
  );

  it(
    'refuses a backup whose ledger does not verify unless --force',
    async () => {
      await inFolder((db) =>
        db.query(
          "UPDATE ledger_accounts SET balance = balance + 7 WHERE user_id = $1 AND code = 'USER_BALANCE'",
          [userId],
        ),
      );
      // Without a server the command runs in this process, on the folder itself.
      const backup = await run(['backup', join(backups, 'off.tgz')], env);
      expect(backup.code, backup.err).toBe(0);
      await inFolder((db) =>
        db.query(
          "UPDATE ledger_accounts SET balance = balance - 7 WHERE user_id = $1 AND code = 'USER_BALANCE'",
          [userId],
        ),
      );

      const refused = await run(['restore', 'off.tgz'], env);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain("the backup's ledger does not verify (1 differences");
      expect(refused.err).toContain('"difference":"7"');
      expect(await leftovers()).toEqual([]);

      const forced = await run(['restore', 'off.tgz', '--force'], env);
      expect(forced.code, forced.err).toBe(0);
      expect(forced.json()).toMatchObject({ value: { ledger: { balanced: false, differences: 1 } } });
      expect((await run(['ledger', 'verify'], env)).code).toBe(1);
    },
    SLOW,
  );
});
