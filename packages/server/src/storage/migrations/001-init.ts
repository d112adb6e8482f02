import type { Migration } from '../migrate.js';

/**
 * The initial schema. Every row belongs to a site; child tables reference `(site_id, id)` of their
 * parent, so a row can never point into another site even through a bug in a query.
 * Money is NUMERIC(38,18): exact decimals, returned to Node as strings.
 */
export const init: Migration = {
  version: 1,
  name: 'init',
  sql: /* sql */ `
CREATE TABLE sites (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  domain text NOT NULL UNIQUE,
  api_domain text NOT NULL,
  ws_domain text NOT NULL,
  site_name text NOT NULL,
  favicon text NOT NULL DEFAULT '',
  light_logo text NOT NULL DEFAULT '',
  hyperlink_context text NOT NULL DEFAULT '',
  hyperlink_url text NOT NULL DEFAULT '',
  hyperlink_hide boolean NOT NULL DEFAULT false,
  enable boolean NOT NULL DEFAULT true,
  certificate_is_ready boolean NOT NULL DEFAULT true,
  ingress_is_ready boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE users (
  site_id text NOT NULL REFERENCES sites (id),
  id text PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL DEFAULT '',
  country_code text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  language text NOT NULL DEFAULT 'en-US',
  headshot text NOT NULL DEFAULT '',
  referral_code text NOT NULL,
  referrer_id text,
  created_at timestamptz NOT NULL,
  UNIQUE (site_id, id),
  UNIQUE (site_id, referral_code),
  FOREIGN KEY (site_id, referrer_id) REFERENCES users (site_id, id)
);
CREATE UNIQUE INDEX users_username_key ON users (site_id, lower(username));
CREATE UNIQUE INDEX users_email_key ON users (site_id, lower(email)) WHERE email <> '';
CREATE UNIQUE INDEX users_phone_key ON users (site_id, country_code, phone) WHERE phone <> '';

-- Only a hash of the session id is stored: a database leak does not leak live sessions.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  site_id text NOT NULL,
  user_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  FOREIGN KEY (site_id, user_id) REFERENCES users (site_id, id)
);
CREATE INDEX sessions_user ON sessions (site_id, user_id);

-- A verification code: stored as a hash, bound to the request that asked for it and its purpose.
CREATE TABLE verification_codes (
  id text PRIMARY KEY,
  site_id text NOT NULL REFERENCES sites (id),
  purpose text NOT NULL,
  channel text NOT NULL,
  destination text NOT NULL,
  code_hash text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  resend_after timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  voided_at timestamptz,
  ip text NOT NULL DEFAULT ''
);
CREATE INDEX verification_codes_destination ON verification_codes (site_id, destination, created_at DESC);

-- Fixed-window counters for per-IP and per-contact limits, shared by every server process.
CREATE TABLE rate_counters (
  site_id text NOT NULL,
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (site_id, key, window_start)
);

CREATE TABLE files (
  site_id text NOT NULL REFERENCES sites (id),
  id text PRIMARY KEY,
  owner_id text,
  purpose text NOT NULL,
  mime text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (site_id, id)
);

CREATE TABLE signals (
  site_id text NOT NULL,
  id text PRIMARY KEY,
  user_id text NOT NULL,
  token text NOT NULL UNIQUE,
  name text NOT NULL,
  describe text NOT NULL DEFAULT '',
  headshot text NOT NULL DEFAULT '',
  status text NOT NULL,
  enable boolean NOT NULL DEFAULT false,
  comment text NOT NULL DEFAULT '',
  platform text NOT NULL,
  conn_status text NOT NULL,
  conn_method text NOT NULL,
  enabled_before boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  submitted_at timestamptz,
  reviewed_at timestamptz,
  enabled_at timestamptz,
  archived_at timestamptz,
  deleted_at timestamptz,
  info jsonb NOT NULL,
  follow_setting jsonb NOT NULL,
  symbols jsonb NOT NULL DEFAULT '[]',
  performance jsonb,
  -- What the broker simulator needs to find the account again; secrets are stored hashed only.
  link jsonb NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 0,
  UNIQUE (site_id, id),
  FOREIGN KEY (site_id, user_id) REFERENCES users (site_id, id),
  -- The signal rules of the core, held by the database as a last line of defence.
  CHECK (NOT (enable AND conn_status = 'DISCONNECTED')),
  CHECK (NOT (archived_at IS NOT NULL AND (enable OR conn_status <> 'DISCONNECTED')))
);
CREATE UNIQUE INDEX signals_name_per_provider ON signals (site_id, user_id, lower(name)) WHERE deleted_at IS NULL;
CREATE INDEX signals_user ON signals (site_id, user_id, created_at DESC);

CREATE TABLE robots (
  site_id text NOT NULL,
  id text PRIMARY KEY,
  signal_id text NOT NULL,
  name text NOT NULL,
  follower_name text NOT NULL,
  follow_type text NOT NULL,
  status text NOT NULL,
  investment numeric(38, 18) NOT NULL,
  profit numeric(38, 18) NOT NULL DEFAULT 0,
  hwm numeric(38, 18) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  next_settlement_at timestamptz NOT NULL,
  stopped_at timestamptz,
  UNIQUE (site_id, id),
  FOREIGN KEY (site_id, signal_id) REFERENCES signals (site_id, id)
);
CREATE INDEX robots_signal ON robots (site_id, signal_id);
CREATE INDEX robots_due ON robots (next_settlement_at) WHERE status = 'RUNNING';

CREATE TABLE follow_orders (
  site_id text NOT NULL,
  id text PRIMARY KEY,
  signal_id text NOT NULL,
  order_id text NOT NULL,
  ticket text NOT NULL,
  symbol text NOT NULL,
  side text NOT NULL,
  impact_volume numeric(38, 18) NOT NULL,
  follow_orders integer NOT NULL,
  follow_volume numeric(38, 18) NOT NULL,
  profit numeric(38, 18) NOT NULL,
  open_time timestamptz NOT NULL,
  close_time timestamptz,
  FOREIGN KEY (site_id, signal_id) REFERENCES signals (site_id, id)
);
CREATE INDEX follow_orders_signal ON follow_orders (site_id, signal_id, open_time DESC);

CREATE TABLE profit_share_records (
  site_id text NOT NULL,
  id text PRIMARY KEY,
  user_id text NOT NULL,
  signal_id text NOT NULL,
  signal_name text NOT NULL,
  robot_id text NOT NULL,
  robot_name text NOT NULL,
  follow_type text NOT NULL,
  settle_time timestamptz NOT NULL,
  profit numeric(38, 18) NOT NULL,
  hwm numeric(38, 18) NOT NULL,
  profit_share numeric(38, 18) NOT NULL CHECK (profit_share >= 0),
  fee numeric(38, 18) NOT NULL CHECK (fee >= 0),
  receive numeric(38, 18) NOT NULL CHECK (receive >= 0),
  status text NOT NULL,
  reason text NOT NULL DEFAULT '',
  CHECK (fee + receive = profit_share),
  FOREIGN KEY (site_id, user_id) REFERENCES users (site_id, id),
  FOREIGN KEY (site_id, robot_id) REFERENCES robots (site_id, id)
);
CREATE INDEX profit_share_user ON profit_share_records (site_id, user_id, settle_time DESC);

-- Double-entry ledger. A balance is the sum of its account's entries; the cached column is kept by a
-- trigger in the same transaction, and every ledger transaction must sum to zero when it commits.
CREATE TABLE ledger_accounts (
  site_id text NOT NULL REFERENCES sites (id),
  id text PRIMARY KEY,
  user_id text,
  code text NOT NULL,
  currency text NOT NULL,
  balance numeric(38, 18) NOT NULL DEFAULT 0,
  UNIQUE (site_id, id),
  FOREIGN KEY (site_id, user_id) REFERENCES users (site_id, id)
);
CREATE UNIQUE INDEX ledger_accounts_owner ON ledger_accounts (site_id, coalesce(user_id, ''), code, currency);

CREATE TABLE ledger_transactions (
  site_id text NOT NULL REFERENCES sites (id),
  id text PRIMARY KEY,
  type text NOT NULL,
  reference text NOT NULL DEFAULT '',
  memo text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  UNIQUE (site_id, id)
);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  site_id text NOT NULL,
  transaction_id text NOT NULL,
  account_id text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount <> 0),
  balance_after numeric(38, 18) NOT NULL,
  created_at timestamptz NOT NULL,
  FOREIGN KEY (site_id, transaction_id) REFERENCES ledger_transactions (site_id, id),
  FOREIGN KEY (site_id, account_id) REFERENCES ledger_accounts (site_id, id)
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);

CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_balance numeric(38, 18);
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id
    RETURNING balance INTO next_balance;
  NEW.balance_after := next_balance;
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_entries_apply BEFORE INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();

CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only';
END;
$$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %)', NEW.transaction_id, total;
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

CREATE TABLE bank_accounts (
  site_id text NOT NULL,
  id text PRIMARY KEY,
  user_id text NOT NULL,
  bank_name text NOT NULL,
  bank_address text NOT NULL,
  account_number text NOT NULL,
  swift_code text NOT NULL,
  iban text NOT NULL,
  beneficiary_name text NOT NULL,
  created_at timestamptz NOT NULL,
  deleted_at timestamptz,
  FOREIGN KEY (site_id, user_id) REFERENCES users (site_id, id)
);

CREATE TABLE crypto_addresses (
  site_id text NOT NULL,
  id text PRIMARY KEY,
  user_id text NOT NULL,
  currency text NOT NULL,
  network text NOT NULL,
  address text NOT NULL,
  created_at timestamptz NOT NULL,
  deleted_at timestamptz,
  FOREIGN KEY (site_id, user_id) REFERENCES users (site_id, id)
);

CREATE TABLE kyc_applications (
  site_id text NOT NULL,
  id text PRIMARY KEY,
  user_id text NOT NULL,
  status text NOT NULL,
  comment text NOT NULL DEFAULT '',
  fields jsonb NOT NULL,
  documents jsonb NOT NULL DEFAULT '[]',
  submitted_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  FOREIGN KEY (site_id, user_id) REFERENCES users (site_id, id)
);
CREATE INDEX kyc_applications_user ON kyc_applications (site_id, user_id, submitted_at DESC);

CREATE TABLE withdrawals (
  site_id text NOT NULL,
  id text PRIMARY KEY,
  user_id text NOT NULL,
  username text NOT NULL,
  type text NOT NULL,
  status text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  paid_amount numeric(38, 18) NOT NULL DEFAULT 0,
  comment text NOT NULL DEFAULT '',
  fee numeric(38, 18) NOT NULL DEFAULT 0,
  exchange_rate numeric(38, 18) NOT NULL DEFAULT 1,
  currency text NOT NULL,
  currency_type text NOT NULL,
  network text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  applied_at timestamptz NOT NULL,
  cancelled_at timestamptz,
  compliance_id text NOT NULL DEFAULT '',
  compliance_account text NOT NULL DEFAULT '',
  approved_at timestamptz,
  rejected_at timestamptz,
  finance_id text NOT NULL DEFAULT '',
  finance_account text NOT NULL DEFAULT '',
  completed_at timestamptz,
  payment_slip text NOT NULL DEFAULT '',
  transfer_info_for_wire jsonb,
  estimated_receive_amount numeric(38, 18) NOT NULL DEFAULT 0,
  FOREIGN KEY (site_id, user_id) REFERENCES users (site_id, id)
);
CREATE INDEX withdrawals_user ON withdrawals (site_id, user_id, applied_at DESC);

-- Idempotency-Key as Stripe does it: the first answer is kept and replayed for the same key.
CREATE TABLE idempotency_keys (
  site_id text NOT NULL,
  user_id text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (site_id, user_id, key)
);

CREATE TABLE tw_orders (
  site_id text NOT NULL,
  id text PRIMARY KEY,
  signal_id text NOT NULL,
  trading_type text NOT NULL,
  order_type text NOT NULL,
  symbol text NOT NULL,
  volume numeric(38, 18) NOT NULL CHECK (volume > 0),
  price text NOT NULL DEFAULT '',
  status text NOT NULL,
  time timestamptz NOT NULL,
  FOREIGN KEY (site_id, signal_id) REFERENCES signals (site_id, id)
);
CREATE INDEX tw_orders_signal ON tw_orders (site_id, signal_id, time DESC);

-- Durable background jobs (performance calculation, symbol sync retry, settlement), taken with
-- FOR UPDATE SKIP LOCKED so several server processes share the work.
CREATE TABLE jobs (
  id text PRIMARY KEY,
  site_id text NOT NULL,
  kind text NOT NULL,
  run_at timestamptz NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  attempts integer NOT NULL DEFAULT 0,
  done_at timestamptz,
  last_error text NOT NULL DEFAULT ''
);
CREATE INDEX jobs_due ON jobs (run_at) WHERE done_at IS NULL;

-- The simulation clock: operators can move the platform's time forward (settlement after 30 days).
CREATE TABLE sim_clock (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  offset_ms bigint NOT NULL DEFAULT 0
);
INSERT INTO sim_clock DEFAULT VALUES;
`,
};
