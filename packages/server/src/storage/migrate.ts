import type { Database } from './database.port.js';

/** One schema change: applied once, in order of `version`, inside the migration transaction. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** Any constant: it names the lock that keeps two starting processes from migrating at once. */
const MIGRATION_LOCK_KEY = 482_901_117;

/**
 * Applies the migrations not applied yet, all in one transaction (PostgreSQL DDL is transactional), so
 * a kill mid-way leaves the schema as it was. Returns the versions it applied.
 */
export const migrate = async (db: Database, migrations: readonly Migration[]): Promise<number[]> => {
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  for (let i = 1; i < ordered.length; i += 1) {
    if (ordered[i]?.version === ordered[i - 1]?.version) throw new Error('duplicate migration version');
  }
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map(
        (r) => r.version,
      ),
    );
    const done: number[] = [];
    for (const migration of ordered) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      done.push(migration.version);
    }
    return done;
  });
};
