import type { Migration } from '../migrate.js';

/**
 * Followers, settlement and reports. Robots keep the terms they started with (profit-share percent,
 * followed symbols) and a simulated broker account (free funds) that decides whether a share can be
 * paid now or is held back for resettlement. A cursor per signal remembers up to when the provider's
 * trades were copied, so no trade is copied twice; the trade index is the second guard.
 */
export const reportsMigration: Migration = {
  version: 40,
  name: 'reports',
  sql: /* sql */ `
ALTER TABLE robots
  ADD COLUMN seq integer NOT NULL DEFAULT 0,
  ADD COLUMN symbols jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN profit_share_percent numeric(38, 18) NOT NULL DEFAULT 0,
  ADD COLUMN funds_limited boolean NOT NULL DEFAULT false,
  ADD COLUMN free_funds numeric(38, 18) NOT NULL DEFAULT 0,
  ADD COLUMN settled_final boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT robots_hwm_not_negative CHECK (hwm >= 0),
  ADD CONSTRAINT robots_percent_range CHECK (profit_share_percent >= 0 AND profit_share_percent <= 100),
  ADD CONSTRAINT robots_free_funds_not_negative CHECK (free_funds >= 0);
CREATE INDEX robots_settlement_due ON robots (site_id, next_settlement_at) WHERE NOT settled_final;
CREATE INDEX robots_signal_created ON robots (site_id, signal_id, created_at DESC, id DESC);

-- paid_at: when a held-back share was finally paid; share_base: the profit above the HWM it shares.
ALTER TABLE profit_share_records
  ADD COLUMN paid_at timestamptz,
  ADD COLUMN share_base numeric(38, 18) NOT NULL DEFAULT 0;
CREATE INDEX profit_share_report ON profit_share_records (site_id, user_id, settle_time DESC, id DESC);
CREATE INDEX profit_share_pending ON profit_share_records (site_id) WHERE status = 'RESETTLEMENT';

-- A trade is its ticket and opening time (the simulator's windows may reuse ticket numbers).
CREATE UNIQUE INDEX follow_orders_trade ON follow_orders (site_id, signal_id, ticket, open_time);
CREATE INDEX follow_orders_report ON follow_orders (site_id, signal_id, open_time DESC, id DESC);

CREATE TABLE robot_simulation_cursors (
  site_id text NOT NULL,
  signal_id text NOT NULL,
  started_at timestamptz NOT NULL,
  copied_until timestamptz NOT NULL,
  PRIMARY KEY (site_id, signal_id),
  FOREIGN KEY (site_id, signal_id) REFERENCES signals (site_id, id)
);
`,
};
