import type { Migration } from '../migrate.js';

/**
 * Schema changes of the money area (kept apart so areas evolve without touching each other's files):
 * lookups of the owner's accounts and records, the states the core's machines allow, and a last line
 * of defence under the ledger: no user-owned ledger account (available, frozen, tokens) ever goes
 * below zero, whatever a bug in a caller does. Platform accounts (user_id null) may: a clearing
 * account is the other side of every user credit.
 */
export const moneyMigration: Migration = {
  version: 30,
  name: 'money',
  sql: /* sql */ `
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_user_accounts_not_negative
  CHECK (user_id IS NULL OR balance >= 0);
CREATE INDEX ledger_entries_account_time ON ledger_entries (account_id, created_at);
CREATE INDEX ledger_transactions_reference ON ledger_transactions (site_id, reference);

CREATE INDEX bank_accounts_user ON bank_accounts (site_id, user_id, created_at) WHERE deleted_at IS NULL;
CREATE INDEX crypto_addresses_user ON crypto_addresses (site_id, user_id, created_at) WHERE deleted_at IS NULL;

ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_known
  CHECK (status IN ('UNDER_REVIEW', 'PROCESSING', 'COMPLETED', 'REJECTED', 'CANCELED'));
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_type_known CHECK (type IN ('WIRE', 'CRYPTO'));
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_fee_below_amount CHECK (fee >= 0 AND fee < amount);
CREATE INDEX withdrawals_status ON withdrawals (site_id, status, applied_at);

ALTER TABLE kyc_applications ADD CONSTRAINT kyc_applications_status_known
  CHECK (status IN ('UNDER_REVIEW', 'APPROVED', 'FAILED', 'BLOCKED'));
`,
};
