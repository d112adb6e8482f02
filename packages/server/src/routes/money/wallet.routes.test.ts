import { recordTotalsOf, type RecordsPage } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditProfitShare, creditReward, withdrawBySystem } from '../../money/wallet-ops.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import {
  expectLedgerConsistent,
  fundedMember,
  runOps,
  wallet,
  type ApiBody,
  type RecordLine,
} from './money.test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The money routes' bodies, the records with their totals. */
type WalletBody = Omit<ApiBody, 'records'> & { readonly records: RecordsPage<RecordLine> };

const get = async (cookie: string, url: string, siteId?: string) => {
  const res = await server.call({ method: 'GET', url, cookie, siteId });
  return { status: res.statusCode, body: res.json<WalletBody>() };
};

describe('GET /asset/wallet', () => {
  it('a new member has an empty wallet with every field a string', async () => {
    const member = await server.signIn();
    expect(await wallet(server, member)).toEqual({
      balance: '0.00',
      tokenBalance: '0',
      frozenAmount: '0.00',
      withdrawableBalance: '0.00',
    });
  });

  it('is for members only and refuses unknown query values', async () => {
    expect((await server.call({ method: 'GET', url: '/api/asset/wallet' })).json<ApiBody>()).toMatchObject({
      error: 'NOT_SIGNED_IN',
    });
    const { cookie } = await server.signIn();
    expect((await get(cookie, '/api/asset/wallet?payment=deposit')).body).toMatchObject({
      error: 'WRONG_DATA_FORMAT',
    });
  });

  it('moves with system deposits and withdrawals; a system withdrawal cannot take frozen money', async () => {
    const member = await fundedMember(server, '500.00');
    expect(await runOps(server, 'wallet withdraw', [member.userId, '120.50'])).toMatchObject({
      error: false,
    });
    expect(await wallet(server, member)).toMatchObject({ balance: '379.50', withdrawableBalance: '379.50' });
    await server.call({
      method: 'POST',
      url: '/api/withdraw',
      cookie: member.cookie,
      headers: { 'idempotency-key': `k-${member.userId}` },
      payload: { type: 'WIRE', amount: '300', currency: 'USD', bankAccountId: member.bankAccountId },
    });
    // 379.50 - 300 frozen = 79.50 available
    expect(await runOps(server, 'wallet withdraw', [member.userId, '79.51'])).toEqual({
      error: true,
      value: 'INSUFFICIENT_BALANCE',
    });
    expect(await runOps(server, 'wallet withdraw', [member.userId, 'abc'])).toEqual({
      error: true,
      value: 'AMOUNT_INVALID',
    });
    expect(await runOps(server, 'wallet deposit', ['nobody', '10'])).toEqual({
      error: true,
      value: 'USER_NOT_FOUND',
    });
    await expectLedgerConsistent(server.ctx.db);
  });
});

describe('wallet-ops for other areas (inside their transaction)', () => {
  it('creditProfitShare pays the receive to the member and the fee to the platform, atomically with the cause', async () => {
    const member = await server.signIn();
    const at = new Date(server.clock.now());
    await server.ctx.db.transaction((tx) =>
      creditProfitShare(tx, {
        siteId: server.sites.demo,
        userId: member.userId,
        receive: '90.00',
        fee: '10.00',
        reference: 'psr-1',
        at,
      }),
    );
    // a failing cause rolls the credit back with it
    await expect(
      server.ctx.db.transaction(async (tx) => {
        await creditProfitShare(tx, {
          siteId: server.sites.demo,
          userId: member.userId,
          receive: '5',
          fee: '1',
          reference: 'psr-2',
          at,
        });
        throw new Error('settlement failed');
      }),
    ).rejects.toThrow('settlement failed');
    expect(await wallet(server, member)).toMatchObject({ balance: '90.00' });
    const records = (await get(member.cookie, '/api/asset/wallet/real/record')).body.records;
    expect(records.list).toEqual([
      expect.objectContaining({
        type: 'PROFIT_SHARE',
        amount: '90.00',
        balanceAfter: '90.00',
        reference: 'psr-1',
      }),
    ]);
    expect(
      await server.ctx.db.transaction((tx) =>
        creditProfitShare(tx, {
          siteId: server.sites.demo,
          userId: member.userId,
          receive: '0',
          fee: '0',
          reference: 'x',
          at,
        }),
      ),
    ).toBeNull();
    await expectLedgerConsistent(server.ctx.db);
  });

  it('withdrawBySystem refuses beyond the available balance and changes nothing', async () => {
    const member = await server.signIn();
    const result = await server.ctx.db.transaction((tx) =>
      withdrawBySystem(tx, {
        siteId: server.sites.demo,
        userId: member.userId,
        amount: '1',
        reference: 'r',
        at: new Date(),
      }),
    );
    expect(result).toEqual({ error: true, value: 'INSUFFICIENT_BALANCE' });
  });

  it('creditReward fills the token wallet and its records (category REWARD)', async () => {
    const member = await server.signIn();
    const at = new Date(server.clock.now());
    await server.ctx.db.transaction(async (tx) => {
      await creditReward(tx, {
        siteId: server.sites.demo,
        userId: member.userId,
        type: 'REWARD_REGISTERED',
        amount: '10',
        reference: 'reg',
        at,
      });
      await creditReward(tx, {
        siteId: server.sites.demo,
        userId: member.userId,
        type: 'REWARD_FIRST_SIGNAL_CREATE',
        amount: '25',
        reference: 'sig',
        at: new Date(at.getTime() + 1_000),
      });
    });
    expect(await wallet(server, member)).toMatchObject({ balance: '0.00', tokenBalance: '35' });
    const all = (await get(member.cookie, '/api/asset/wallet/token/record')).body.records;
    expect(all.list.map((r) => [r.category, r.type, r.amount, r.balanceAfter])).toEqual([
      ['REWARD', 'REWARD_FIRST_SIGNAL_CREATE', '25', '35'],
      ['REWARD', 'REWARD_REGISTERED', '10', '10'],
    ]);
    const filtered = (await get(member.cookie, '/api/asset/wallet/token/record?type=REWARD_REGISTERED')).body
      .records;
    expect(filtered.total).toBe(1);
    // tokens are summed as stored, not at cents
    expect(all.totals).toEqual({ count: 2, moneyIn: '35', moneyOut: '0', net: '35' });
    expect(filtered.totals).toEqual({ count: 1, moneyIn: '10', moneyOut: '0', net: '10' });
    // token entries never show among the real records
    expect((await get(member.cookie, '/api/asset/wallet/real/record')).body.records.total).toBe(0);
  });
});

describe('GET /asset/wallet/real/record', () => {
  it('filters by type and time window and pages newest first', async () => {
    const member = await server.signIn();
    const start = server.clock.now();
    for (const [i, amount] of ['10', '20', '30', '40'].entries()) {
      server.clock.setOffset(server.clock.offset + 60_000);
      await runOps(server, i === 3 ? 'wallet withdraw' : 'wallet deposit', [member.userId, amount]);
    }
    const all = (await get(member.cookie, '/api/asset/wallet/real/record')).body.records;
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    // deposits 10, 20, 30 then a system withdrawal of 40: balances 10, 30, 60, 20
    expect(all.list.map((r: { amount: string; balanceAfter: string }) => [r.amount, r.balanceAfter])).toEqual(
      [
        ['-40.00', '20.00'],
        ['30.00', '60.00'],
        ['20.00', '30.00'],
        ['10.00', '10.00'],
      ],
    );
    const deposits = (
      await get(member.cookie, '/api/asset/wallet/real/record?type=DEPOSIT_BY_SYSTEM&pageSize=2&page=2')
    ).body.records;
    expect(deposits).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(deposits.list.map((r: { amount: string }) => r.amount)).toEqual(['10.00']);
    const from = new Date(start + 90_000).toISOString();
    const to = new Date(start + 210_000).toISOString();
    const window = (await get(member.cookie, `/api/asset/wallet/real/record?from=${from}&to=${to}`)).body
      .records;
    expect(window.list.map((r: { amount: string }) => r.amount)).toEqual(['30.00', '20.00']);
  });

  it('sums what the filters show over every page: count, money in, money out (signed), net', async () => {
    const member = await server.signIn();
    const start = server.clock.now();
    // deposits 10.10, 20.20, 30.30, system withdrawals 5.05 and 0.15, a minute apart
    const moves: [string, string][] = [
      ['wallet deposit', '10.10'],
      ['wallet deposit', '20.20'],
      ['wallet withdraw', '5.05'],
      ['wallet deposit', '30.30'],
      ['wallet withdraw', '0.15'],
    ];
    for (const [command, amount] of moves) {
      server.clock.setOffset(server.clock.offset + 60_000);
      await runOps(server, command, [member.userId, amount]);
    }
    const records = async (query: string) =>
      (await get(member.cookie, `/api/asset/wallet/real/record${query}`)).body.records;

    // 60.60 in, -5.20 out, 55.40 net, whatever the page
    const firstPage = await records('?pageSize=2');
    expect(firstPage.list).toHaveLength(2);
    expect(firstPage.totals).toEqual({ count: 5, moneyIn: '60.60', moneyOut: '-5.20', net: '55.40' });
    expect((await records('?pageSize=2&page=3')).totals).toEqual(firstPage.totals);

    // the totals are those of the records the filter shows: the same arithmetic on all of them (core)
    const all = await records('?pageSize=100');
    expect(firstPage.totals).toEqual(
      recordTotalsOf(
        all.list.map((r: { amount: string }) => r.amount),
        2,
      ),
    );

    const outgoing = await records('?direction=out');
    expect(outgoing.list.map((r: { amount: string }) => r.amount)).toEqual(['-0.15', '-5.05']);
    expect(outgoing.totals).toEqual({ count: 2, moneyIn: '0.00', moneyOut: '-5.20', net: '-5.20' });
    const incoming = await records('?direction=in&type=DEPOSIT_BY_SYSTEM&pageSize=1');
    expect(incoming).toMatchObject({ total: 3, totals: { count: 3, moneyIn: '60.60', moneyOut: '0.00' } });

    // a time window: the 2nd to the 4th move (20.20, -5.05, 30.30)
    const from = new Date(start + 90_000).toISOString();
    const to = new Date(start + 270_000).toISOString();
    expect((await records(`?from=${from}&to=${to}`)).totals).toEqual({
      count: 3,
      moneyIn: '50.50',
      moneyOut: '-5.05',
      net: '45.45',
    });
    // nothing matches: zeros, not nulls
    expect((await records('?type=WITHDRAW_CRYPTO')).totals).toEqual({
      count: 0,
      moneyIn: '0.00',
      moneyOut: '0.00',
      net: '0.00',
    });
    expect((await get(member.cookie, '/api/asset/wallet/real/record?direction=sideways')).body).toMatchObject(
      {
        error: 'WRONG_DATA_FORMAT',
      },
    );
  });

  it('refuses bad filters with catalogued codes', async () => {
    const { cookie } = await server.signIn();
    expect((await get(cookie, '/api/asset/wallet/real/record?type=REWARD_REGISTERED')).body).toMatchObject({
      error: 'WRONG_DATA_FORMAT',
    });
    expect((await get(cookie, '/api/asset/wallet/real/record?pageSize=101')).body).toMatchObject({
      error: 'WRONG_DATA_FORMAT',
    });
    expect((await get(cookie, '/api/asset/wallet/real/record?page=0')).body).toMatchObject({
      error: 'WRONG_DATA_FORMAT',
    });
    expect((await get(cookie, '/api/asset/wallet/real/record?from=yesterday')).body).toMatchObject({
      error: 'DATE_RANGE_INVALID',
    });
    expect(
      (await get(cookie, '/api/asset/wallet/real/record?from=2024-03-01&to=2024-02-01')).body,
    ).toMatchObject({
      error: 'DATE_RANGE_INVALID',
    });
  });

  it('shows only the member’s own records, per site', async () => {
    const a = await fundedMember(server, '100.00');
    const b = await fundedMember(server, '200.00', server.sites.second);
    const ownA = (await get(a.cookie, '/api/asset/wallet/real/record')).body.records;
    const ownB = (await get(b.cookie, '/api/asset/wallet/real/record', server.sites.second)).body.records;
    expect(ownA.list.map((r: { amount: string }) => r.amount)).toEqual(['100.00']);
    expect(ownB.list.map((r: { amount: string }) => r.amount)).toEqual(['200.00']);
  });
});

describe('GET /asset/wallet/config and /asset/summary', () => {
  it('the symbol configuration lists the payout currencies with places and networks', async () => {
    const { cookie } = await server.signIn();
    const { config } = (await get(cookie, '/api/asset/wallet/config')).body;
    expect(config).toContainEqual({ currency: 'BTC', decimals: 8, networks: ['BTC'] });
    expect(config).toContainEqual({ currency: 'USD', decimals: 2, networks: [] });
  });

  it('the summary adds up: cash + frozen = total funds; cost = fees of completed withdrawals', async () => {
    const member = await fundedMember(server, '1000.00');
    const apply = async (amount: string) =>
      (
        await server.call({
          method: 'POST',
          url: '/api/withdraw',
          cookie: member.cookie,
          headers: { 'idempotency-key': `s-${amount}-${member.userId}` },
          payload: { type: 'WIRE', amount, currency: 'USD', bankAccountId: member.bankAccountId },
        })
      ).json<ApiBody>().withdrawal.id;
    const paid = await apply('200');
    await apply('100');
    await runOps(server, 'withdrawal approve', [paid]);
    await runOps(server, 'withdrawal complete', [paid], { slip: 'S' });
    const { summary } = (await get(member.cookie, '/api/asset/summary')).body;
    // 1000 - 200 paid = 800 total, of which 100 frozen; cost 25; earned 1000 - 25
    expect(summary).toEqual({
      net: '975.00',
      cash: '700.00',
      securities: '0.00',
      transactionCost: '25.00',
      totalFunds: '800.00',
      realFunds: '800.00',
    });
  });
});
