import type { Migration } from '../migrate.js';

/**
 * The settlement ledger and the platform's exchange rates.
 *
 * `settlement_outcomes`: one row per robot per settlement run, written in the transaction that moves
 * the money (or decides not to): the outcome (SETTLED, NOTHING_DUE, DEFERRED, RESETTLED), its reason
 * code, and the figures used: profit and marks in the account's currency, the share in that currency,
 * the rate, and the USD share, fee and receive. `due_at` is the robot's due time the run settled, so
 * a robot deferred for want of a rate is recorded once per period, not once per run.
 *
 * `exchange_rates`: the platform's rates, one unit of `base` in `quote`, each in force from its time
 * until a later one; settlement uses the one in force at the settlement's time. Platform-wide (not per
 * site): sites are brandings of one platform, and a rate is the platform's, like its clock.
 *
 * Profit-share records gain the account's currency, the share in it and the rate it was converted at
 * (existing records were all USD: rate 1, the share in the account's currency left NULL, read as
 * profit_share).
 */
export const settlementLedgerMigration: Migration = {
  version: 84,
  name: 'settlement-ledger',
  sql: /* sql */ `
CREATE TABLE exchange_rates (
  base_currency text NOT NULL CHECK (base_currency ~ '^[A-Z]{3}$'),
  quote_currency text NOT NULL CHECK (quote_currency ~ '^[A-Z]{3}$'),
  effective_from timestamptz NOT NULL,
  rate numeric(38, 18) NOT NULL CHECK (rate > 0),
  set_at timestamptz NOT NULL,
  set_by text NOT NULL DEFAULT '',
  PRIMARY KEY (base_currency, quote_currency, effective_from),
  CHECK (base_currency <> quote_currency)
);

-- account_profit_share NULL: the same as profit_share (a USD record at rate 1)
ALTER TABLE profit_share_records
  ADD COLUMN currency text NOT NULL DEFAULT 'USD',
  ADD COLUMN exchange_rate numeric(38, 18) NOT NULL DEFAULT 1 CHECK (exchange_rate > 0),
  ADD COLUMN account_profit_share numeric(38, 18) CHECK (account_profit_share >= 0);

CREATE TABLE settlement_outcomes (
  site_id text NOT NULL,
  id text PRIMARY KEY,
  run_id text NOT NULL,
  user_id text NOT NULL,
  signal_id text NOT NULL,
  signal_name text NOT NULL,
  robot_id text NOT NULL,
  robot_name text NOT NULL,
  follow_type text NOT NULL,
  record_id text,
  outcome text NOT NULL CHECK (outcome IN ('SETTLED', 'NOTHING_DUE', 'DEFERRED', 'RESETTLED')),
  reason text NOT NULL,
  due_at timestamptz,
  settled_at timestamptz NOT NULL,
  currency text NOT NULL,
  profit numeric(38, 18) NOT NULL,
  hwm_before numeric(38, 18) NOT NULL,
  hwm_after numeric(38, 18) NOT NULL CHECK (hwm_after >= hwm_before),
  account_profit_share numeric(38, 18) NOT NULL CHECK (account_profit_share >= 0),
  exchange_rate numeric(38, 18) CHECK (exchange_rate > 0),
  profit_share numeric(38, 18) NOT NULL CHECK (profit_share >= 0),
  fee numeric(38, 18) NOT NULL CHECK (fee >= 0),
  receive numeric(38, 18) NOT NULL CHECK (receive >= 0),
  CHECK (fee + receive = profit_share),
  -- a profit-share record exactly where money moves or is owed
  CHECK (CASE outcome
    WHEN 'NOTHING_DUE' THEN record_id IS NULL AND profit_share = 0
    WHEN 'DEFERRED' THEN record_id IS NOT NULL OR profit_share = 0
    ELSE record_id IS NOT NULL AND profit_share > 0 END),
  FOREIGN KEY (site_id, user_id) REFERENCES users (site_id, id),
  FOREIGN KEY (site_id, robot_id) REFERENCES robots (site_id, id)
);
CREATE INDEX settlement_outcomes_report ON settlement_outcomes (site_id, user_id, settled_at DESC, id DESC);
CREATE INDEX settlement_outcomes_robot ON settlement_outcomes (site_id, robot_id, settled_at DESC);
CREATE INDEX settlement_outcomes_record ON settlement_outcomes (record_id) WHERE record_id IS NOT NULL;
`,
};
