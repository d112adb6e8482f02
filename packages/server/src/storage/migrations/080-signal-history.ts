import type { Migration } from '../migrate.js';

/**
 * The inputs of a signal's performance, kept so the figures can be refreshed as trades arrive and
 * recomputed by anyone (GET /signal/{id}/history): every closed trade and balance operation the
 * platform has for the signal, from the broker (the simulator) or from the EA protocol, each once
 * (a trade sent twice counts once). `signal_history_state` holds the engine's bookkeeping per signal:
 * where the history is read from, how far it has been read, the last refresh and its formula version,
 * the incremental state of the computation, and the EA's last heartbeat.
 */
export const signalHistoryMigration: Migration = {
  version: 80,
  name: 'signal-history',
  sql: /* sql */ `
CREATE TABLE signal_trades (
  site_id text NOT NULL,
  signal_id text NOT NULL,
  ticket text NOT NULL,
  symbol text NOT NULL,
  side text NOT NULL,
  volume numeric NOT NULL,
  open_time timestamptz NOT NULL,
  close_time timestamptz NOT NULL,
  open_price numeric NOT NULL,
  close_price numeric NOT NULL,
  commission numeric NOT NULL,
  swap numeric NOT NULL,
  profit numeric NOT NULL,
  source text NOT NULL,
  recorded_at timestamptz NOT NULL,
  PRIMARY KEY (site_id, signal_id, ticket),
  FOREIGN KEY (site_id, signal_id) REFERENCES signals (site_id, id)
);
CREATE INDEX signal_trades_by_close ON signal_trades (site_id, signal_id, close_time, ticket);

CREATE TABLE signal_balance_operations (
  site_id text NOT NULL,
  signal_id text NOT NULL,
  id text NOT NULL,
  kind text NOT NULL,
  time timestamptz NOT NULL,
  amount numeric NOT NULL,
  source text NOT NULL,
  recorded_at timestamptz NOT NULL,
  PRIMARY KEY (site_id, signal_id, id),
  FOREIGN KEY (site_id, signal_id) REFERENCES signals (site_id, id)
);
CREATE INDEX signal_balance_operations_by_time ON signal_balance_operations (site_id, signal_id, time, id);

CREATE TABLE signal_history_state (
  site_id text NOT NULL,
  signal_id text NOT NULL,
  source text NOT NULL DEFAULT 'BROKER',
  synced_to timestamptz,
  refreshed_at timestamptz,
  formula_version text,
  state jsonb,
  last_heartbeat_at timestamptz,
  PRIMARY KEY (site_id, signal_id),
  FOREIGN KEY (site_id, signal_id) REFERENCES signals (site_id, id)
);
`,
};
