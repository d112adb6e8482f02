import type {
  AssetSummary,
  BankAccount,
  CryptoAddress,
  KycState,
  Page,
  Wallet,
  Withdrawal,
  WithdrawalConfig,
} from '@signal-portal/core';
import { expect } from 'vitest';
import { TINY_JPEG, TINY_PNG } from '../../files/test-images.test-helpers.js';
import { MONEY_OPS } from '../../ops/money.ops.js';
import type { SqlExecutor } from '../../storage/database.port.js';
import type { TestServer } from '../../test-support/harness.test-helpers.js';

/** A line of the real or token records, loosely: what the assertions read. */
export interface RecordLine {
  readonly id: string;
  readonly type: string;
  readonly category?: string;
  readonly amount: string;
  readonly balanceAfter: string;
  readonly reference?: string;
  readonly createdAt: string;
}

/** Every field a money route answers with, for typed assertions on `res.json<ApiBody>()`. */
export interface ApiBody {
  readonly error?: string;
  readonly success: boolean;
  readonly wallet: Wallet;
  readonly summary: AssetSummary;
  readonly config: WithdrawalConfig;
  readonly records: Page<RecordLine>;
  readonly withdrawal: Withdrawal;
  readonly withdrawals: Page<Withdrawal>;
  readonly bankAccount: BankAccount;
  readonly bankAccounts: BankAccount[];
  readonly cryptoAddress: CryptoAddress;
  readonly cryptoAddresses: CryptoAddress[];
  readonly kyc: KycState;
}

/** Tiny real images: the server decodes and re-encodes every upload, so a signature alone is refused. */
export const PNG = new Uint8Array(TINY_PNG);
export const JPEG = new Uint8Array(TINY_JPEG);

export const VALID_BANK = {
  bankName: 'Deutsche Bank',
  bankAddress: 'Taunusanlage 12, Frankfurt',
  accountNumber: '0532013000',
  swiftCode: 'DEUTDEFF',
  iban: 'DE89 3704 0044 0532 0130 00',
  beneficiaryName: 'Test Provider',
};
export const VALID_TRC20 = {
  currency: 'USDT',
  network: 'TRC20',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
};

export const KYC_FIELDS = {
  firstName: 'Mei',
  lastName: 'Lin',
  birthDate: '1990-01-31',
  nationality: 'TW',
  documentType: 'PASSPORT',
  documentNumber: 'P1234567',
};

/** A multipart/form-data body as a browser sends it. */
export const multipart = (
  fields: Readonly<Record<string, string>>,
  files: Readonly<Record<string, Uint8Array>>,
): { payload: Buffer; headers: Record<string, string> } => {
  const boundary = '----money-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, bytes] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** Runs an operator command of the money area as `npm run ops` would. */
export const runOps = async (
  server: TestServer,
  name: string,
  positional: readonly string[],
  flags: Readonly<Record<string, string>> = {},
): Promise<{ error: boolean; value: unknown }> => {
  const command = MONEY_OPS.find((c) => c.name.join(' ') === name);
  if (!command) throw new Error(`no money ops command ${name}`);
  return command.run(server.ctx, { positional, flags });
};

/** Submits a KYC application through the API and has an operator approve it. */
export const approveKyc = async (
  server: TestServer,
  member: { userId: string; cookie: string },
  siteId?: string,
) => {
  const form = multipart(KYC_FIELDS, { documentFront: PNG });
  const res = await server.call({
    method: 'POST',
    url: '/api/user/kyc',
    cookie: member.cookie,
    siteId,
    ...form,
  });
  expect(res.statusCode).toBe(200);
  expect(await runOps(server, 'kyc approve', [member.userId])).toMatchObject({ error: false });
};

/** A signed-in member with identity verified, a bank account, a TRC20 address and `deposit` USD. */
export const fundedMember = async (server: TestServer, deposit = '1000.00', siteId?: string) => {
  const member = await server.signIn(siteId ? { siteId } : {});
  await approveKyc(server, member, siteId);
  const bank = await server.call({
    method: 'POST',
    url: '/api/user/bank_account',
    cookie: member.cookie,
    siteId,
    payload: VALID_BANK,
  });
  const crypto = await server.call({
    method: 'POST',
    url: '/api/user/crypto_address',
    cookie: member.cookie,
    siteId,
    payload: VALID_TRC20,
  });
  if (deposit !== '0')
    expect(await runOps(server, 'wallet deposit', [member.userId, deposit])).toMatchObject({ error: false });
  return {
    ...member,
    siteId,
    bankAccountId: bank.json<ApiBody>().bankAccount.id,
    cryptoAddressId: crypto.json<ApiBody>().cryptoAddress.id,
  };
};

export const wallet = async (
  server: TestServer,
  member: { cookie: string; siteId?: string | undefined },
  query = '',
) => {
  const res = await server.call({
    method: 'GET',
    url: `/api/asset/wallet${query}`,
    cookie: member.cookie,
    siteId: member.siteId,
  });
  expect(res.statusCode).toBe(200);
  return res.json<ApiBody>().wallet;
};

/**
 * The ledger's invariants: every cached balance equals the sum of its account's entries, every
 * balance_after is the running sum, every transaction sums to zero, no member account is negative.
 */
export const expectLedgerConsistent = async (db: SqlExecutor): Promise<void> => {
  const drift = await db.query(
    `SELECT a.id FROM ledger_accounts a
     LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s ON s.account_id = a.id
     WHERE a.balance <> coalesce(s.total, 0)`,
  );
  expect(drift.rows).toEqual([]);
  const running = await db.query(
    `SELECT id FROM (
       SELECT id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running FROM ledger_entries
     ) e WHERE balance_after <> running`,
  );
  expect(running.rows).toEqual([]);
  const unbalanced = await db.query(
    'SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0',
  );
  expect(unbalanced.rows).toEqual([]);
  const negative = await db.query('SELECT id FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0');
  expect(negative.rows).toEqual([]);
};
