import type { Migration } from '../migrate.js';

/**
 * What an EA (the expert advisor in the provider's MetaTrader terminal, docs/ea-protocol.md) tells the
 * platform beside the history itself (which goes to signal_trades / signal_balance_operations):
 * `signal_ea_terminals` keeps, per signal, the last account snapshot the EA sent (the account it runs
 * on, its balance and equity) and the terminal it last reported from; `signal_open_positions` the
 * positions it reported opened and not yet closed (a closed trade removes its ticket).
 */
export const eaTerminalsMigration: Migration = {
  version: 82,
  name: 'ea-terminals',
  sql: /* sql */ `
CREATE TABLE signal_ea_terminals (
  site_id text NOT NULL,
  signal_id text NOT NULL,
  number text NOT NULL,
  server text NOT NULL,
  currency text NOT NULL,
  timezone text NOT NULL,
  balance numeric NOT NULL,
  equity numeric NOT NULL,
  snapshot_at timestamptz NOT NULL,
  terminal jsonb,
  PRIMARY KEY (site_id, signal_id),
  FOREIGN KEY (site_id, signal_id) REFERENCES signals (site_id, id)
);

CREATE TABLE signal_open_positions (
  site_id text NOT NULL,
  signal_id text NOT NULL,
  ticket text NOT NULL,
  symbol text NOT NULL,
  side text NOT NULL,
  volume numeric NOT NULL,
  open_time timestamptz NOT NULL,
  open_price numeric NOT NULL,
  recorded_at timestamptz NOT NULL,
  PRIMARY KEY (site_id, signal_id, ticket),
  FOREIGN KEY (site_id, signal_id) REFERENCES signals (site_id, id)
);
`,
};
