import { fail } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../storage/database.port.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import {
  creditProfitShare,
  creditReward,
  depositBySystem,
  readWallet,
  walletOf,
  withdrawBySystem,
  type MemberRef,
} from './wallet-ops.js';

/** The wallet's money moves called as the settlement job, the referral rules and the ops commands call them. */
describe('wallet operations', () => {
  let server: TestServer;
  const at = new Date('2026-03-01T10:00:00.000Z');
  const inTx = <T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> => server.ctx.db.transaction(work);

  const member = async (): Promise<MemberRef> => ({
    siteId: server.sites.demo,
    userId: (await server.signIn()).userId,
  });
  const wallet = (ref: MemberRef) => readWallet(server.ctx.db, ref.siteId, ref.userId);
  const transactionOf = async (id: string) => {
    const { rows } = await server.ctx.db.query<{ type: string; reference: string; memo: string }>(
      'SELECT type, reference, memo FROM ledger_transactions WHERE id = $1',
      [id],
    );
    return rows[0];
  };
  /** The entries of a transaction as account code and amount, in a fixed order. */
  const entriesOf = async (id: string): Promise<string[]> => {
    const { rows } = await server.ctx.db.query<{ code: string; amount: string }>(
      `SELECT a.code, trim_scale(e.amount)::text AS amount FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id WHERE e.transaction_id = $1 ORDER BY a.code`,
      [id],
    );
    return rows.map((row) => `${row.code} ${row.amount}`);
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe('depositBySystem', () => {
    it('moves the amount from the platform’s clearing to the member, with reference and memo', async () => {
      const ref = await member();
      const id = await inTx((tx) =>
        depositBySystem(tx, { ...ref, amount: '25.50', reference: 'op-1', memo: 'goodwill', at }),
      );
      expect(await transactionOf(id)).toEqual({
        type: 'DEPOSIT_BY_SYSTEM',
        reference: 'op-1',
        memo: 'goodwill',
      });
      expect(await entriesOf(id)).toEqual(['PLATFORM_CLEARING -25.5', 'USER_BALANCE 25.5']);
      expect(await wallet(ref)).toMatchObject({ balance: '25.50', withdrawableBalance: '25.50' });
      const plain = await inTx((tx) => depositBySystem(tx, { ...ref, amount: '1', reference: 'op-2', at }));
      expect(await transactionOf(plain)).toMatchObject({ memo: '' });
    });

    it('throws on a zero or negative amount, which only a bug could send', async () => {
      const ref = await member();
      await expect(
        inTx((tx) => depositBySystem(tx, { ...ref, amount: '0', reference: 'x', at })),
      ).rejects.toThrow('depositBySystem: zero amount');
      await expect(
        inTx((tx) => depositBySystem(tx, { ...ref, amount: '-1', reference: 'x', at })),
      ).rejects.toThrow('depositBySystem: negative amount -1');
      expect(await wallet(ref)).toMatchObject({ balance: '0.00' });
    });
  });

  describe('withdrawBySystem', () => {
    it('takes up to the whole available balance, with reference and memo, and refuses a cent more', async () => {
      const ref = await member();
      await inTx((tx) => depositBySystem(tx, { ...ref, amount: '10.00', reference: 'in', at }));
      expect(
        await inTx((tx) => withdrawBySystem(tx, { ...ref, amount: '10.01', reference: 'out', at })),
      ).toEqual(fail('INSUFFICIENT_BALANCE'));
      expect(await wallet(ref)).toMatchObject({ balance: '10.00' });
      const taken = await inTx((tx) =>
        withdrawBySystem(tx, { ...ref, amount: '10.00', reference: 'out', memo: 'chargeback', at }),
      );
      if (taken.error) throw new Error(taken.value);
      expect(await transactionOf(taken.value)).toEqual({
        type: 'WITHDRAW_BY_SYSTEM',
        reference: 'out',
        memo: 'chargeback',
      });
      expect(await entriesOf(taken.value)).toEqual(['PLATFORM_CLEARING 10', 'USER_BALANCE -10']);
      expect(await wallet(ref)).toMatchObject({ balance: '0.00' });
      await inTx((tx) => depositBySystem(tx, { ...ref, amount: '1', reference: 'in', at }));
      const plain = await inTx((tx) => withdrawBySystem(tx, { ...ref, amount: '1', reference: 'out', at }));
      if (plain.error) throw new Error(plain.value);
      expect(await transactionOf(plain.value)).toMatchObject({ memo: '' });
    });

    it('throws on a zero or negative amount', async () => {
      const ref = await member();
      await expect(
        inTx((tx) => withdrawBySystem(tx, { ...ref, amount: '0', reference: 'x', at })),
      ).rejects.toThrow('withdrawBySystem: zero amount');
      await expect(
        inTx((tx) => withdrawBySystem(tx, { ...ref, amount: '-2', reference: 'x', at })),
      ).rejects.toThrow('withdrawBySystem: negative amount -2');
    });
  });

  describe('creditProfitShare', () => {
    it('pays receive to the member and the fee to the platform out of the clearing account', async () => {
      const ref = await member();
      const id = await inTx((tx) =>
        creditProfitShare(tx, { ...ref, receive: '9.00', fee: '1.00', reference: 'ps-1', at }),
      );
      if (id === null) throw new Error('no transaction');
      expect(await transactionOf(id)).toEqual({ type: 'PROFIT_SHARE', reference: 'ps-1', memo: '' });
      expect(await entriesOf(id)).toEqual(['PLATFORM_CLEARING -10', 'PLATFORM_FEE 1', 'USER_BALANCE 9']);
      expect(await wallet(ref)).toMatchObject({ balance: '9.00' });
    });

    it('leaves out a zero part, posts nothing when both are zero, and throws on a negative part', async () => {
      const ref = await member();
      const feeOnly = await inTx((tx) =>
        creditProfitShare(tx, { ...ref, receive: '0', fee: '0.30', reference: 'ps-2', at }),
      );
      if (feeOnly === null) throw new Error('no transaction');
      expect(await entriesOf(feeOnly)).toEqual(['PLATFORM_CLEARING -0.3', 'PLATFORM_FEE 0.3']);
      expect(
        await inTx((tx) =>
          creditProfitShare(tx, { ...ref, receive: '0.00', fee: '0', reference: 'ps-3', at }),
        ),
      ).toBeNull();
      const { rows } = await server.ctx.db.query('SELECT 1 FROM ledger_transactions WHERE reference = $1', [
        'ps-3',
      ]);
      expect(rows).toHaveLength(0);
      await expect(
        inTx((tx) => creditProfitShare(tx, { ...ref, receive: '1', fee: '-0.1', reference: 'ps-4', at })),
      ).rejects.toThrow('creditProfitShare: negative amount -0.1');
    });
  });

  describe('creditReward', () => {
    it('moves tokens from the reward pool to the member, typed by the reward', async () => {
      const ref = await member();
      const id = await inTx((tx) =>
        creditReward(tx, { ...ref, type: 'REWARD_INTRODUCE', amount: '5', reference: 'r-1', at }),
      );
      expect(await transactionOf(id)).toEqual({ type: 'REWARD_INTRODUCE', reference: 'r-1', memo: '' });
      expect(await entriesOf(id)).toEqual(['REWARD_POOL -5', 'USER_TOKEN 5']);
      expect(await wallet(ref)).toMatchObject({ tokenBalance: '5', balance: '0.00' });
      await expect(
        inTx((tx) =>
          creditReward(tx, { ...ref, type: 'REWARD_INTRODUCE', amount: '0', reference: 'r-2', at }),
        ),
      ).rejects.toThrow('creditReward: zero amount');
    });
  });

  describe('walletOf', () => {
    it('shows all the money as balance, or only the withdrawable part on the withdrawal screen', () => {
      const balances = { available: '70.005', frozen: '30', tokens: '12.50' };
      expect(walletOf(balances)).toEqual({
        balance: '100.01',
        tokenBalance: '12.5',
        frozenAmount: '30.00',
        withdrawableBalance: '70.01',
      });
      expect(walletOf(balances, 'withdraw')).toMatchObject({
        balance: '70.01',
        withdrawableBalance: '70.01',
      });
    });
  });
});
