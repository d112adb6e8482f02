import { isAbsolute, join } from 'node:path';
import { ok } from '@signal-portal/core';
import { verifyLedger, type LedgerReport } from '../money/ledger-check.js';
import { DataFolderInUseError } from '../storage/data-folder-lock.js';
import type { Database, SqlExecutor } from '../storage/database.port.js';
import { MIGRATIONS } from '../storage/migrations/index.js';
import {
  BackupFileError,
  readBackupFile,
  restoreDataFolder,
  writeBackupFile,
} from '../storage/pglite-backup.js';
import { PgliteDatabase } from '../storage/pglite.database.js';
import type { OfflineOpsCommand, OpsCommand } from './ops-command.js';
import { readOpsHandover } from './ops-handover.js';
import { OpsRefusal, UsageError } from './ops-runner.js';

const PG_DUMP_ADVICE = [
  'DATABASE_URL is set: the data is in PostgreSQL, which `npm run ops -- backup` does not copy.',
  'Back it up with pg_dump (consistent while the servers run), e.g.:',
  '  pg_dump --format=custom --file=portal-$(date +%F).dump "$DATABASE_URL"',
  'See docs/deploy.md, "Backups and restore".',
].join('\n');

const PG_RESTORE_ADVICE = [
  'DATABASE_URL is set: the data is in PostgreSQL, which `npm run ops -- restore` does not replace.',
  'Stop every server process, then restore a pg_dump file with pg_restore, e.g.:',
  '  pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" portal.dump',
  'and check it with `npm run ops -- ledger verify`. See docs/deploy.md, "Backups and restore".',
].join('\n');

/** The newest schema version this build knows. */
const LATEST_SCHEMA = Math.max(...MIGRATIONS.map((m) => m.version));

/** The newest migration a database has applied; undefined when it has no schema_migrations table. */
const schemaVersionOf = async (db: SqlExecutor): Promise<number | undefined> => {
  const { rows } = await db.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  if (!rows[0]?.present) return undefined;
  const version = await db.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  return version.rows[0]?.version ?? undefined;
};

const fileArgument = (positional: readonly string[]): string => {
  const file = positional[0]?.trim() ?? '';
  if (file === '') throw new UsageError('name the backup file');
  // `npm run ops` makes it absolute (fileArguments); the server that writes it may run elsewhere.
  if (!isAbsolute(file)) throw new UsageError(`the backup file must be an absolute path, got ${file}`);
  return file;
};

/** Runs `work`, telling an operator's file problem as a refusal (exit 1 with the reason). */
const refusingFileErrors = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BackupFileError) throw new OpsRefusal(error.message);
    throw error;
  }
};

/**
 * `backup <file> [--force]`: the embedded database (PGlite) as one gzipped tarball, taken by the
 * process that holds it (the running server, through the ops handover) between two transactions, so
 * it is consistent while requests write. For PostgreSQL: pg_dump (exit 2 with the command to use).
 */
export const BACKUP_OPS: readonly OpsCommand[] = [
  {
    name: ['backup'],
    usage:
      '<file> [--force]  write the embedded database to <file> (.tgz) while the server runs; --force replaces a file',
    fileArguments: [0],
    postgresAdvice: PG_DUMP_ADVICE,
    async run(ctx, { positional, flags }) {
      const file = fileArgument(positional);
      if (!(ctx.db instanceof PgliteDatabase)) throw new UsageError(PG_DUMP_ADVICE);
      const { db } = ctx;
      return refusingFileErrors(async () => {
        const takenAt = new Date();
        const tarball = await db.dumpDataDir();
        await writeBackupFile(file, tarball, flags.force === 'true');
        return ok({
          file,
          bytes: tarball.length,
          takenAt: takenAt.toISOString(),
          schemaVersion: await schemaVersionOf(db),
        });
      });
    },
  },
];

/** Refuses a backup this build cannot run, or (unless forced) one whose ledger does not verify. */
const checkRestored = async (
  db: Database,
  force: boolean,
): Promise<{ schemaVersion: number; ledger: LedgerReport }> => {
  const schemaVersion = await schemaVersionOf(db);
  if (schemaVersion === undefined) {
    throw new BackupFileError('the backup holds no portal database (it has no schema_migrations table)');
  }
  if (schemaVersion > LATEST_SCHEMA) {
    throw new BackupFileError(
      `the backup was made by a newer version of the portal (schema ${schemaVersion}; this one knows up to ${LATEST_SCHEMA}): upgrade first`,
    );
  }
  const ledger = await verifyLedger(db);
  if (!ledger.balanced && !force) {
    throw new BackupFileError(
      `the backup's ledger does not verify (${ledger.differences} differences: ${JSON.stringify({
        unbalancedTransactions: ledger.unbalancedTransactions,
        mismatchedAccounts: ledger.mismatchedAccounts,
      })}); nothing was changed. Add --force to restore it anyway`,
    );
  }
  return { schemaVersion, ledger };
};

/**
 * `restore <file> [--force]`: replaces the embedded database with a backup. Runs in the ops process
 * with the server stopped: a running server holds the data folder in memory and would keep (and
 * later write) its own copy, so restore refuses while one runs (its handover, or the folder's lock).
 * The backup is checked whole, loaded beside the current folder, its schema and ledger verified there,
 * and only then switched in; the current folder is kept aside until the switch succeeded. Migrations
 * of a newer build apply at the next start. For PostgreSQL: pg_restore (exit 2 with the command).
 */
export const RESTORE_OPS: readonly OfflineOpsCommand[] = [
  {
    name: ['restore'],
    usage:
      '<file> [--force]  replace the embedded database with a backup (stop the server first); the ledger must verify unless --force',
    fileArguments: [0],
    postgresAdvice: PG_RESTORE_ADVICE,
    async runOffline(config, { positional, flags }) {
      const file = fileArgument(positional);
      const running = await readOpsHandover(config.dataDir);
      if (running) {
        throw new OpsRefusal(
          `a server (pid ${running.pid}) is running on ${config.dataDir}: stop it first, restore replaces the data it holds. Nothing was changed.`,
        );
      }
      // As server.ts's openDatabase: the PGlite folder inside DATA_DIR.
      const folder = join(config.dataDir, 'pglite');
      return refusingFileErrors(async () => {
        const tarball = await readBackupFile(file);
        let checked: Awaited<ReturnType<typeof checkRestored>> | undefined;
        let previousLeftAt: string | undefined;
        try {
          previousLeftAt = await restoreDataFolder(folder, tarball, async (db) => {
            checked = await checkRestored(db, flags.force === 'true');
          });
        } catch (error) {
          if (error instanceof DataFolderInUseError) {
            throw new OpsRefusal(`${error.message}. Stop it first. Nothing was changed.`);
          }
          throw error;
        }
        return ok({
          file,
          dataFolder: folder,
          schemaVersion: checked?.schemaVersion,
          ledger: checked?.ledger,
          ...(previousLeftAt ? { previousDataLeftAt: previousLeftAt } : {}),
        });
      });
    },
  },
];
