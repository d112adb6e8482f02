import type { BankAccount, BankAccountInput, CryptoAddress, CryptoAddressInput } from '@signal-portal/core';
import type { SqlExecutor } from './database.port.js';

/** A member's withdrawal accounts. Deleting is soft (withdrawals keep a copy of what they paid to). */

interface BankAccountRow {
  id: string;
  bank_name: string;
  bank_address: string;
  account_number: string;
  swift_code: string;
  iban: string;
  beneficiary_name: string;
}

const toBankAccount = (r: BankAccountRow): BankAccount => ({
  id: r.id,
  bankName: r.bank_name,
  bankAddress: r.bank_address,
  accountNumber: r.account_number,
  swiftCode: r.swift_code,
  iban: r.iban,
  beneficiaryName: r.beneficiary_name,
});

const BANK_COLUMNS = 'id, bank_name, bank_address, account_number, swift_code, iban, beneficiary_name';

export const listBankAccounts = async (
  db: SqlExecutor,
  siteId: string,
  userId: string,
): Promise<BankAccount[]> => {
  const { rows } = await db.query<BankAccountRow>(
    `SELECT ${BANK_COLUMNS} FROM bank_accounts
     WHERE site_id = $1 AND user_id = $2 AND deleted_at IS NULL ORDER BY created_at, id`,
    [siteId, userId],
  );
  return rows.map(toBankAccount);
};

export const findBankAccount = async (
  db: SqlExecutor,
  siteId: string,
  userId: string,
  id: string,
): Promise<BankAccount | undefined> => {
  const { rows } = await db.query<BankAccountRow>(
    `SELECT ${BANK_COLUMNS} FROM bank_accounts
     WHERE site_id = $1 AND user_id = $2 AND id = $3 AND deleted_at IS NULL`,
    [siteId, userId, id],
  );
  const row = rows[0];
  return row ? toBankAccount(row) : undefined;
};

export const insertBankAccount = async (
  tx: SqlExecutor,
  owner: { siteId: string; userId: string; id: string; at: Date },
  a: BankAccountInput,
): Promise<BankAccount> => {
  await tx.query(
    `INSERT INTO bank_accounts (site_id, id, user_id, bank_name, bank_address, account_number, swift_code,
       iban, beneficiary_name, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      owner.siteId,
      owner.id,
      owner.userId,
      a.bankName,
      a.bankAddress,
      a.accountNumber,
      a.swiftCode,
      a.iban,
      a.beneficiaryName,
      owner.at,
    ],
  );
  return { id: owner.id, ...a };
};

/** Updates the owner's live account; false when there is none with that id. */
export const updateBankAccount = async (
  tx: SqlExecutor,
  owner: { siteId: string; userId: string; id: string },
  a: BankAccountInput,
): Promise<boolean> => {
  const { rowCount } = await tx.query(
    `UPDATE bank_accounts SET bank_name = $4, bank_address = $5, account_number = $6, swift_code = $7,
       iban = $8, beneficiary_name = $9
     WHERE site_id = $1 AND user_id = $2 AND id = $3 AND deleted_at IS NULL`,
    [
      owner.siteId,
      owner.userId,
      owner.id,
      a.bankName,
      a.bankAddress,
      a.accountNumber,
      a.swiftCode,
      a.iban,
      a.beneficiaryName,
    ],
  );
  return rowCount > 0;
};

export const deleteBankAccount = async (
  tx: SqlExecutor,
  owner: { siteId: string; userId: string; id: string; at: Date },
): Promise<boolean> => {
  const { rowCount } = await tx.query(
    `UPDATE bank_accounts SET deleted_at = $4 WHERE site_id = $1 AND user_id = $2 AND id = $3 AND deleted_at IS NULL`,
    [owner.siteId, owner.userId, owner.id, owner.at],
  );
  return rowCount > 0;
};

interface CryptoAddressRow {
  id: string;
  currency: string;
  network: string;
  address: string;
}

const toCryptoAddress = (r: CryptoAddressRow): CryptoAddress => ({
  id: r.id,
  currency: r.currency,
  network: r.network,
  address: r.address,
});

export const listCryptoAddresses = async (
  db: SqlExecutor,
  siteId: string,
  userId: string,
): Promise<CryptoAddress[]> => {
  const { rows } = await db.query<CryptoAddressRow>(
    `SELECT id, currency, network, address FROM crypto_addresses
     WHERE site_id = $1 AND user_id = $2 AND deleted_at IS NULL ORDER BY created_at, id`,
    [siteId, userId],
  );
  return rows.map(toCryptoAddress);
};

export const findCryptoAddress = async (
  db: SqlExecutor,
  siteId: string,
  userId: string,
  id: string,
): Promise<CryptoAddress | undefined> => {
  const { rows } = await db.query<CryptoAddressRow>(
    `SELECT id, currency, network, address FROM crypto_addresses
     WHERE site_id = $1 AND user_id = $2 AND id = $3 AND deleted_at IS NULL`,
    [siteId, userId, id],
  );
  const row = rows[0];
  return row ? toCryptoAddress(row) : undefined;
};

export const insertCryptoAddress = async (
  tx: SqlExecutor,
  owner: { siteId: string; userId: string; id: string; at: Date },
  a: CryptoAddressInput,
): Promise<CryptoAddress> => {
  await tx.query(
    `INSERT INTO crypto_addresses (site_id, id, user_id, currency, network, address, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [owner.siteId, owner.id, owner.userId, a.currency, a.network, a.address, owner.at],
  );
  return { id: owner.id, ...a };
};

export const updateCryptoAddress = async (
  tx: SqlExecutor,
  owner: { siteId: string; userId: string; id: string },
  a: CryptoAddressInput,
): Promise<boolean> => {
  const { rowCount } = await tx.query(
    `UPDATE crypto_addresses SET currency = $4, network = $5, address = $6
     WHERE site_id = $1 AND user_id = $2 AND id = $3 AND deleted_at IS NULL`,
    [owner.siteId, owner.userId, owner.id, a.currency, a.network, a.address],
  );
  return rowCount > 0;
};

export const deleteCryptoAddress = async (
  tx: SqlExecutor,
  owner: { siteId: string; userId: string; id: string; at: Date },
): Promise<boolean> => {
  const { rowCount } = await tx.query(
    `UPDATE crypto_addresses SET deleted_at = $4 WHERE site_id = $1 AND user_id = $2 AND id = $3 AND deleted_at IS NULL`,
    [owner.siteId, owner.userId, owner.id, owner.at],
  );
  return rowCount > 0;
};

/** How many live accounts of a kind a member keeps (bounded by MAX_ACCOUNTS_PER_KIND). */
export const countAccounts = async (
  db: SqlExecutor,
  table: 'bank_accounts' | 'crypto_addresses',
  siteId: string,
  userId: string,
): Promise<number> => {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE site_id = $1 AND user_id = $2 AND deleted_at IS NULL`,
    [siteId, userId],
  );
  return rows[0]?.n ?? 0;
};
