/** The sessions table alone (the real one also refers to users): what the session reader reads. */
export const SESSIONS_TABLE = `CREATE TABLE sessions (id_hash text PRIMARY KEY, site_id text NOT NULL,
  user_id text NOT NULL, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL, revoked_at timestamptz)`;
