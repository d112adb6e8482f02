import type { Migration } from '../migrate.js';

/**
 * `reward_grants`: the rewards a member can earn only once ever (first signal created, a signal
 * reaching ten followers). Its key is the member and the type, so two grants racing in two
 * transactions (two creations at once, two signals reaching ten at once) cannot both happen: the
 * second insert waits for the first and then finds the row. The ledger transaction that paid the
 * reward is named once it is posted, in the same transaction. Reference: the signal that earned it.
 *
 * `profit_share_signal`: the signal's settled shares (its profitShare figure) are summed per signal
 * for a page of signals at once.
 */
export const rewardsAndFiguresMigration: Migration = {
  version: 83,
  name: 'rewards-and-figures',
  sql: /* sql */ `
CREATE TABLE reward_grants (
  site_id text NOT NULL,
  user_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('REWARD_FIRST_SIGNAL_CREATE', 'REWARD_FOLLOWING_REACH_TEN')),
  reference text NOT NULL,
  transaction_id text,
  granted_at timestamptz NOT NULL,
  PRIMARY KEY (site_id, user_id, type),
  FOREIGN KEY (site_id, transaction_id) REFERENCES ledger_transactions (site_id, id)
);

CREATE INDEX profit_share_signal ON profit_share_records (site_id, signal_id);
`,
};
