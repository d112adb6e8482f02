import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEED_NOTIFY_CHANNEL } from '../../feed/notify-feed-publisher.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import {
  approveKyc,
  expectLedgerConsistent,
  fundedMember,
  KYC_FIELDS,
  multipart,
  PNG,
  runOps,
  VALID_BANK,
  wallet,
  type ApiBody,
} from './money.test-helpers.js';

/** Any ISO time: the moments come from the clock. */
const A_TIME: unknown = expect.any(String);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

let keys = 0;
const newKey = (): string => `test-key-${(keys += 1)}-${Date.now()}`;

type Member = Awaited<ReturnType<typeof fundedMember>>;

const apply = (
  member: { cookie: string; siteId?: string | undefined },
  payload: unknown,
  key: string | null = newKey(),
) =>
  server.call({
    method: 'POST',
    url: '/api/withdraw',
    cookie: member.cookie,
    siteId: member.siteId,
    payload: payload as Record<string, unknown>,
    headers: key === null ? {} : { 'idempotency-key': key },
  });

const wire = (m: Member, amount: string) => ({
  type: 'WIRE',
  amount,
  currency: 'USD',
  bankAccountId: m.bankAccountId,
});

describe('GET /withdraw/config', () => {
  it('publishes min, max, fees, currencies with networks and rates, and processing days', async () => {
    const { cookie } = await server.signIn();
    const res = await server.call({ method: 'GET', url: '/api/withdraw/config', cookie });
    expect(res.statusCode).toBe(200);
    const { config } = res.json<ApiBody>();
    expect(config).toMatchObject({ min: '50.00', max: '50000.00', fee: { WIRE: '25.00', CRYPTO: '5.00' } });
    expect(config.processingDays).toEqual({ min: 7, max: 10 });
    expect(config.currencies.map((c: { currency: string }) => c.currency)).toEqual([
      'USD',
      'TWD',
      'USDT',
      'BTC',
    ]);
    expect(config.currencies.find((c) => c.currency === 'USDT')?.networks).toEqual([
      'TRC20',
      'ERC20',
      'BEP20',
    ]);
  });

  it('is for members only', async () => {
    const res = await server.call({ method: 'GET', url: '/api/withdraw/config' });
    expect(res.json<ApiBody>()).toMatchObject({ error: 'NOT_SIGNED_IN' });
  });
});

describe('POST /withdraw: the checks, in core order', () => {
  it('refuses a member without approved identity verification (KYC_NOT_PASSED), even with money', async () => {
    const member = await server.signIn();
    await runOps(server, 'wallet deposit', [member.userId, '500']);
    const res = await apply(member, { type: 'WIRE', amount: '100', currency: 'USD', bankAccountId: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiBody>()).toMatchObject({ error: 'KYC_NOT_PASSED' });
  });

  it('refuses while the verification is only under review', async () => {
    const member = await server.signIn();

    await server.call({
      method: 'POST',
      url: '/api/user/kyc',
      cookie: member.cookie,
      ...multipart(KYC_FIELDS, { documentFront: PNG }),
    });
    const res = await apply(member, { type: 'WIRE', amount: '100', currency: 'USD', bankAccountId: 'x' });
    expect(res.json<ApiBody>()).toMatchObject({ error: 'KYC_NOT_PASSED' });
  });

  it('refuses amounts below 50 and above 50,000 USD, and malformed amounts', async () => {
    const member = await fundedMember(server, '60000');
    expect((await apply(member, wire(member, '49.99'))).json<ApiBody>()).toMatchObject({
      error: 'WITHDRAW_AMOUNT_TOO_LOW',
    });
    expect((await apply(member, wire(member, '50000.01'))).json<ApiBody>()).toMatchObject({
      error: 'WITHDRAW_AMOUNT_TOO_HIGH',
    });
    for (const amount of ['abc', '-100', '0', '100.001', '1e3', '1,000']) {
      expect((await apply(member, wire(member, amount))).json<ApiBody>()).toMatchObject({
        error: 'AMOUNT_INVALID',
      });
    }
    // both bounds are inclusive
    expect((await apply(member, wire(member, '50'))).statusCode).toBe(200);
    expect((await apply(member, wire(member, '50000'))).statusCode).toBe(200);
    await expectLedgerConsistent(server.ctx.db);
  });

  it('refuses more than the withdrawable balance (INSUFFICIENT_BALANCE), and nothing moves', async () => {
    const member = await fundedMember(server, '100.00');
    const res = await apply(member, wire(member, '100.01'));
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiBody>()).toMatchObject({ error: 'INSUFFICIENT_BALANCE' });
    expect(await wallet(server, member)).toMatchObject({ balance: '100.00', frozenAmount: '0.00' });
  });

  it('refuses currencies and networks the platform does not offer for the type', async () => {
    const member = await fundedMember(server);
    expect((await apply(member, { ...wire(member, '100'), currency: 'EUR' })).json<ApiBody>()).toMatchObject({
      error: 'UNSUPPORTED_CURRENCY',
    });
    expect((await apply(member, { ...wire(member, '100'), currency: 'USDT' })).json<ApiBody>()).toMatchObject(
      {
        error: 'UNSUPPORTED_CURRENCY',
      },
    );
    const crypto = {
      type: 'CRYPTO',
      amount: '100',
      currency: 'USDT',
      cryptoAddressId: member.cryptoAddressId,
    };
    expect((await apply(member, { ...crypto, network: 'BTC' })).json<ApiBody>()).toMatchObject({
      error: 'UNSUPPORTED_NETWORK',
    });
    // the saved address is TRC20: paying it on ERC20 would lose the money
    expect((await apply(member, { ...crypto, network: 'ERC20' })).json<ApiBody>()).toMatchObject({
      error: 'INVALID_PARAMETERS',
    });
  });

  it('refuses an account that is missing, deleted, or someone else’s', async () => {
    const member = await fundedMember(server);
    const stranger = await fundedMember(server);
    expect(
      (await apply(member, { type: 'WIRE', amount: '100', currency: 'USD' })).json<ApiBody>(),
    ).toMatchObject({
      error: 'FIELD_REQUIRED',
    });
    expect((await apply(member, wire(stranger, '100'))).json<ApiBody>()).toMatchObject({
      error: 'BANK_ACCOUNT_NOT_FOUND',
    });
    const crypto = { type: 'CRYPTO', amount: '100', currency: 'USDT', network: 'TRC20' };
    expect(
      (await apply(member, { ...crypto, cryptoAddressId: stranger.cryptoAddressId })).json<ApiBody>(),
    ).toMatchObject({
      error: 'CRYPTO_ADDRESS_NOT_FOUND',
    });
    await server.call({
      method: 'DELETE',
      url: `/api/user/bank_account/${member.bankAccountId}`,
      cookie: member.cookie,
    });
    expect((await apply(member, wire(member, '100'))).json<ApiBody>()).toMatchObject({
      error: 'BANK_ACCOUNT_NOT_FOUND',
    });
  });

  it('without an Idempotency-Key (or with a malformed one) is refused with INVALID_PARAMETERS', async () => {
    const member = await fundedMember(server);
    expect((await apply(member, wire(member, '100'), null)).json<ApiBody>()).toMatchObject({
      error: 'INVALID_PARAMETERS',
    });
    expect((await apply(member, wire(member, '100'), 'x'.repeat(256))).json<ApiBody>()).toMatchObject({
      error: 'INVALID_PARAMETERS',
    });
    expect((await apply(member, wire(member, '100'), '   ')).json<ApiBody>()).toMatchObject({
      error: 'INVALID_PARAMETERS',
    });
    expect(await wallet(server, member)).toMatchObject({ frozenAmount: '0.00' });
  });
});

describe('POST /withdraw: a wire withdrawal', () => {
  it('freezes the amount, copies the bank details and quotes fee and estimate', async () => {
    const member = await fundedMember(server, '1000.00');
    const res = await apply(member, wire(member, '400'));
    expect(res.statusCode).toBe(200);
    const { withdrawal } = res.json<ApiBody>();
    expect(withdrawal).toMatchObject({
      userId: member.userId,
      type: 'WIRE',
      status: 'UNDER_REVIEW',
      amount: '400.00',
      fee: '25.00',
      currency: 'USD',
      currencyType: 'FIAT',
      exchangeRate: '1',
      // (400 - 25) x 1
      estimatedReceiveAmount: '375.00',
      network: '',
      address: '',
      transferInfoForWire: {
        bankName: 'Deutsche Bank',
        swiftCode: 'DEUTDEFF',
        iban: 'DE89370400440532013000',
        beneficiaryName: VALID_BANK.beneficiaryName,
      },
      cancelledAt: null,
      approvedAt: null,
    });
    // balance 1000 = 600 withdrawable + 400 frozen; with payment=withdraw the balance is what may be withdrawn
    expect(await wallet(server, member)).toEqual({
      balance: '1000.00',
      tokenBalance: '0',
      frozenAmount: '400.00',
      withdrawableBalance: '600.00',
    });
    expect((await wallet(server, member, '?payment=withdraw')).balance).toBe('600.00');
    await expectLedgerConsistent(server.ctx.db);
  });

  it('in TWD pays (amount - fee) x rate, rounded down to whole dollars', async () => {
    const member = await fundedMember(server, '1000.00');
    const res = await apply(member, { ...wire(member, '100.99'), currency: 'twd' });
    // (100.99 - 25) x 32.5 = 2469.675 -> 2469
    expect(res.json<ApiBody>().withdrawal).toMatchObject({
      currency: 'TWD',
      exchangeRate: '32.5',
      estimatedReceiveAmount: '2469',
    });
  });

  it('in USDT on TRC20 goes to the saved address with the crypto fee', async () => {
    const member = await fundedMember(server, '1000.00');
    const res = await apply(member, {
      type: 'CRYPTO',
      amount: '100',
      currency: 'USDT',
      network: 'trc20',
      cryptoAddressId: member.cryptoAddressId,
    });
    expect(res.json<ApiBody>().withdrawal).toMatchObject({
      type: 'CRYPTO',
      currencyType: 'CRYPTO',
      network: 'TRC20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      fee: '5.00',
      // (100 - 5) x 1 at 6 places
      estimatedReceiveAmount: '95.000000',
      transferInfoForWire: null,
    });
  });
});

describe('Idempotency-Key (Stripe semantics)', () => {
  it('the same key and payload replays the first answer: one withdrawal, one freeze', async () => {
    const member = await fundedMember(server, '1000.00');
    const key = newKey();
    const first = await apply(member, wire(member, '300'), key);
    const again = await apply(member, wire(member, '300'), key);
    expect(again.statusCode).toBe(200);
    expect(again.json<ApiBody>()).toEqual(first.json<ApiBody>());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const list = await server.call({ method: 'GET', url: '/api/withdraw', cookie: member.cookie });
    expect(list.json<ApiBody>().withdrawals.total).toBe(1);
    expect(await wallet(server, member)).toMatchObject({
      frozenAmount: '300.00',
      withdrawableBalance: '700.00',
    });
  });

  it('remembers a key for 90 days: a replay on day 89, a new withdrawal after day 90', async () => {
    const member = await fundedMember(server, '1000.00');
    const key = newKey();
    const first = (await apply(member, wire(member, '100'), key)).json<ApiBody>();
    const day = 24 * 60 * 60 * 1000;
    try {
      server.clock.setOffset(89 * day);
      expect((await apply(member, wire(member, '100'), key)).json<ApiBody>()).toEqual(first);
      server.clock.setOffset(91 * day);
      const later = (await apply(member, wire(member, '100'), key)).json<ApiBody>();
      expect(later.withdrawal.id).not.toBe(first.withdrawal.id);
    } finally {
      server.clock.setOffset(0);
    }
    expect(await wallet(server, member)).toMatchObject({ frozenAmount: '200.00' });
  });

  it('the same key with another payload is refused with IDEMPOTENCY_KEY_REUSED', async () => {
    const member = await fundedMember(server, '1000.00');
    const key = newKey();
    await apply(member, wire(member, '300'), key);
    const res = await apply(member, wire(member, '301'), key);
    expect(res.statusCode).toBe(422);
    expect(res.json<ApiBody>()).toMatchObject({ error: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await wallet(server, member)).toMatchObject({ frozenAmount: '300.00' });
  });

  it('a refusal is the first answer too: replayed for the same key even once the balance would cover it', async () => {
    const member = await fundedMember(server, '100.00');
    const key = newKey();
    const first = await apply(member, wire(member, '200'), key);
    expect(first.statusCode).toBe(409);
    expect(first.json<ApiBody>()).toMatchObject({ error: 'INSUFFICIENT_BALANCE' });
    await runOps(server, 'wallet deposit', [member.userId, '500']);
    const again = await apply(member, wire(member, '200'), key);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiBody>()).toMatchObject({ error: 'INSUFFICIENT_BALANCE' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await apply(member, wire(member, '200'))).statusCode).toBe(200);
  });

  it('keys belong to one member: another member may use the same key for their own withdrawal', async () => {
    const a = await fundedMember(server, '1000.00');
    const b = await fundedMember(server, '1000.00');
    const key = newKey();
    const first = (await apply(a, wire(a, '100'), key)).json<ApiBody>().withdrawal;
    const second = (await apply(b, wire(b, '100'), key)).json<ApiBody>().withdrawal;
    expect(second.id).not.toBe(first.id);
    expect(second.userId).toBe(b.userId);
  });
});

describe('GET /withdraw: history', () => {
  it('lists the member’s own withdrawals newest first, with status filter and paging', async () => {
    const member = await fundedMember(server, '1000.00');
    const other = await fundedMember(server, '1000.00');
    await apply(other, wire(other, '100'));
    const ids: string[] = [];
    for (const amount of ['100', '110', '120']) {
      server.clock.setOffset(server.clock.offset + 1_000);
      ids.push((await apply(member, wire(member, amount))).json<ApiBody>().withdrawal.id);
    }
    await server.call({ method: 'POST', url: `/api/withdraw/${ids[0]}/cancel`, cookie: member.cookie });
    const all = (
      await server.call({ method: 'GET', url: '/api/withdraw', cookie: member.cookie })
    ).json<ApiBody>().withdrawals;
    expect(all.total).toBe(3);
    expect(all.list.map((w: { id: string }) => w.id)).toEqual([...ids].reverse());
    const page2 = (
      await server.call({ method: 'GET', url: '/api/withdraw?page=2&pageSize=2', cookie: member.cookie })
    ).json<ApiBody>().withdrawals;
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.list.map((w: { id: string }) => w.id)).toEqual([ids[0]]);
    const canceled = (
      await server.call({ method: 'GET', url: '/api/withdraw?status=CANCELED', cookie: member.cookie })
    ).json<ApiBody>().withdrawals;
    expect(canceled.list.map((w: { id: string }) => w.id)).toEqual([ids[0]]);
    const none = await server.call({
      method: 'GET',
      url: '/api/withdraw?from=2000-01-01&to=2000-02-01',
      cookie: member.cookie,
    });
    expect(none.json<ApiBody>().withdrawals.total).toBe(0);
    // Each end alone: from (inclusive) and to (exclusive), as UTC days of the applications
    const appliedDays = all.list.map((w: { appliedAt: string }) => w.appliedAt.slice(0, 10)).sort();
    const first = appliedDays[0] ?? '';
    const dayAfterLast = new Date(Date.parse(`${appliedDays.at(-1) ?? ''}T00:00:00.000Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const count = async (query: string): Promise<number> =>
      (
        await server.call({ method: 'GET', url: `/api/withdraw?${query}`, cookie: member.cookie })
      ).json<ApiBody>().withdrawals.total;
    expect(await count(`from=${first}`)).toBe(3);
    expect(await count(`from=${dayAfterLast}`)).toBe(0);
    expect(await count(`to=${dayAfterLast}`)).toBe(3);
    expect(await count(`to=${first}`)).toBe(0);
    const bad = await server.call({
      method: 'GET',
      url: '/api/withdraw?from=2001-01-01&to=2000-02-01',
      cookie: member.cookie,
    });
    expect(bad.json<ApiBody>()).toMatchObject({ error: 'DATE_RANGE_INVALID' });
  });
});

describe('GET /withdraw/{id}: one withdrawal', () => {
  it('answers the member’s own withdrawal as the history lists it; anyone else’s id as an unknown one', async () => {
    const member = await fundedMember(server, '1000.00');
    const { withdrawal } = (await apply(member, wire(member, '150'))).json<ApiBody>();
    const one = await server.call({
      method: 'GET',
      url: `/api/withdraw/${withdrawal.id}`,
      cookie: member.cookie,
    });
    expect(one.statusCode).toBe(200);
    const listed = (
      await server.call({ method: 'GET', url: '/api/withdraw', cookie: member.cookie })
    ).json<ApiBody>().withdrawals.list[0];
    expect(one.json<ApiBody>().withdrawal).toEqual(listed);
    expect(listed?.id).toBe(withdrawal.id);

    const stranger = await server.signIn();
    const elsewhere = await server.signIn({ siteId: server.sites.second });
    const askers: readonly (readonly [{ cookie: string; siteId?: string | undefined }, string])[] = [
      [stranger, withdrawal.id],
      [{ ...elsewhere, siteId: server.sites.second }, withdrawal.id],
      [member, 'no-such-id'],
    ];
    for (const [who, id] of askers) {
      const res = await server.call({
        method: 'GET',
        url: `/api/withdraw/${id}`,
        cookie: who.cookie,
        siteId: who.siteId,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiBody>()).toMatchObject({ error: 'WITHDRAW_ORDER_NOT_FOUND' });
    }
    const anonymous = await server.call({ method: 'GET', url: `/api/withdraw/${withdrawal.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the lifecycle and its ledger effects', () => {
  const cancel = (member: { cookie: string; siteId?: string | undefined }, id: string) =>
    server.call({
      method: 'POST',
      url: `/api/withdraw/${id}/cancel`,
      cookie: member.cookie,
      siteId: member.siteId,
    });

  it('cancel (owner, under review) unfreezes the amount and cannot be undone', async () => {
    const member = await fundedMember(server, '1000.00');
    const { withdrawal } = (await apply(member, wire(member, '400'))).json<ApiBody>();
    const res = await cancel(member, withdrawal.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<ApiBody>().withdrawal).toMatchObject({
      status: 'CANCELED',
      cancelledAt: A_TIME,
    });
    expect(await wallet(server, member)).toMatchObject({
      balance: '1000.00',
      frozenAmount: '0.00',
      withdrawableBalance: '1000.00',
    });
    expect((await cancel(member, withdrawal.id)).json<ApiBody>()).toMatchObject({
      error: 'WITHDRAW_ORDER_STATUS',
    });
    expect((await runOps(server, 'withdrawal approve', [withdrawal.id])).value).toBe('WITHDRAW_ORDER_STATUS');
    await expectLedgerConsistent(server.ctx.db);
  });

  it('cancel by anyone but the owner answers as an unknown id does: a stranger cannot tell the id is real', async () => {
    const member = await fundedMember(server, '1000.00');
    const { withdrawal } = (await apply(member, wire(member, '400'))).json<ApiBody>();
    const stranger = await server.signIn();
    const byStranger = await cancel(stranger, withdrawal.id);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json<ApiBody>()).toMatchObject({ error: 'WITHDRAW_ORDER_NOT_FOUND' });
    const elsewhere = await server.signIn({ siteId: server.sites.second });
    expect(
      (await cancel({ ...elsewhere, siteId: server.sites.second }, withdrawal.id)).json<ApiBody>(),
    ).toMatchObject({
      error: 'WITHDRAW_ORDER_NOT_FOUND',
    });
    expect((await cancel(member, 'no-such-id')).json<ApiBody>()).toMatchObject({
      error: 'WITHDRAW_ORDER_NOT_FOUND',
    });
    expect((await runOps(server, 'withdrawal approve', ['no-such-id'])).value).toBe(
      'WITHDRAW_ORDER_NOT_FOUND',
    );
    expect(await wallet(server, member)).toMatchObject({ frozenAmount: '400.00' });
  });

  it('after approval the member can no longer cancel; reject unfreezes', async () => {
    const member = await fundedMember(server, '1000.00');
    const { withdrawal } = (await apply(member, wire(member, '400'))).json<ApiBody>();
    const approved = await runOps(server, 'withdrawal approve', [withdrawal.id], { by: 'alice' });
    expect(approved.value).toMatchObject({
      status: 'PROCESSING',
      complianceId: 'alice',
      approvedAt: A_TIME,
    });
    expect((await cancel(member, withdrawal.id)).json<ApiBody>()).toMatchObject({
      error: 'WITHDRAW_ORDER_STATUS',
    });
    expect(await wallet(server, member)).toMatchObject({ balance: '1000.00', frozenAmount: '400.00' });
    expect((await runOps(server, 'withdrawal reject', [withdrawal.id])).value).toBe('FIELD_REQUIRED');
    const rejected = await runOps(server, 'withdrawal reject', [withdrawal.id], { comment: 'name mismatch' });
    expect(rejected.value).toMatchObject({ status: 'REJECTED', comment: 'name mismatch' });
    expect(await wallet(server, member)).toMatchObject({ balance: '1000.00', frozenAmount: '0.00' });
    await expectLedgerConsistent(server.ctx.db);
  });

  it('complete pays out: frozen leaves the wallet, amount - fee to payout clearing, fee to the platform', async () => {
    const member = await fundedMember(server, '1000.00');
    const { withdrawal } = (await apply(member, wire(member, '400'))).json<ApiBody>();
    expect((await runOps(server, 'withdrawal complete', [withdrawal.id], { slip: 'S-1' })).value).toBe(
      'WITHDRAW_ORDER_STATUS',
    );
    await runOps(server, 'withdrawal approve', [withdrawal.id]);
    expect((await runOps(server, 'withdrawal complete', [withdrawal.id])).value).toBe('FIELD_REQUIRED');
    const done = await runOps(server, 'withdrawal complete', [withdrawal.id], { slip: 'SLIP-42' });
    expect(done.value).toMatchObject({ status: 'COMPLETED', paymentSlip: 'SLIP-42', paidAmount: '375.00' });
    // 1000 - 400 = 600, nothing frozen any more
    expect(await wallet(server, member)).toMatchObject({
      balance: '600.00',
      frozenAmount: '0.00',
      withdrawableBalance: '600.00',
    });
    const { rows } = await server.ctx.db.query<{ code: string; amount: string }>(
      `SELECT a.code, e.amount::text AS amount FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE t.reference = $1 AND t.memo = 'PROCESSING -> COMPLETED' ORDER BY a.code`,
      [withdrawal.id],
    );
    expect(rows.map((r) => [r.code, Number(r.amount)])).toEqual([
      ['PAYOUT_CLEARING', 375],
      ['PLATFORM_FEE', 25],
      ['USER_FROZEN', -400],
    ]);
    // One ledger transaction per move that changes money, named by the move: the approval changes none.
    const moves = await server.ctx.db.query<{ memo: string }>(
      'SELECT memo FROM ledger_transactions WHERE reference = $1 ORDER BY created_at, memo',
      [withdrawal.id],
    );
    expect(moves.rows.map((r) => r.memo)).toEqual(['APPLY -> UNDER_REVIEW', 'PROCESSING -> COMPLETED']);
    expect((await runOps(server, 'withdrawal reject', [withdrawal.id], { comment: 'late' })).value).toBe(
      'WITHDRAW_ORDER_STATUS',
    );
    await expectLedgerConsistent(server.ctx.db);
  });

  it('the real records show the freeze and the release of each withdrawal', async () => {
    const member = await fundedMember(server, '1000.00');
    const { withdrawal } = (await apply(member, wire(member, '400'))).json<ApiBody>();
    await cancel(member, withdrawal.id);
    const records = (
      await server.call({
        method: 'GET',
        url: '/api/asset/wallet/real/record?type=WITHDRAW_WIRE',
        cookie: member.cookie,
      })
    ).json<ApiBody>().records;
    expect(
      records.list.map((r: { amount: string; balanceAfter: string }) => [r.amount, r.balanceAfter]),
    ).toEqual([
      ['400.00', '1000.00'],
      ['-400.00', '600.00'],
    ]);
    expect(records.list[0]?.reference).toBe(withdrawal.id);
  });

  it('cross-site: a member of the second site has a separate wallet and withdrawals', async () => {
    const second = await fundedMember(server, '700.00', server.sites.second);
    const res = await apply(second, wire(second, '100'));
    expect(res.statusCode).toBe(200);
    expect(await wallet(server, second)).toMatchObject({ balance: '700.00', frozenAmount: '100.00' });
    const list = await server.call({
      method: 'GET',
      url: '/api/withdraw',
      cookie: second.cookie,
      siteId: server.sites.demo,
    });
    expect(list.json<ApiBody>()).toMatchObject({ error: 'NOT_SIGNED_IN' });
  });

  it('kyc gate uses the latest application: a member approved then submitting again is impossible', async () => {
    const member = await server.signIn();
    await approveKyc(server, member);

    const res = await server.call({
      method: 'POST',
      url: '/api/user/kyc',
      cookie: member.cookie,
      ...multipart(KYC_FIELDS, { documentFront: PNG }),
    });
    expect(res.json<ApiBody>()).toMatchObject({ error: 'KYC_ALREADY_APPROVED' });
  });
});

describe('live feed', () => {
  it('publishes the withdrawal and the new wallet after the application commits, and nothing on a replay', async () => {
    const member = await fundedMember(server, '1000.00');
    const events: { userId: string; channel: string; data: unknown }[] = [];
    const stop = await server.ctx.db.listen(FEED_NOTIFY_CHANNEL, (payload) => {
      const event = JSON.parse(payload) as { userId: string; channel: string; data: unknown };
      if (event.userId === member.userId) events.push(event);
    });
    const key = newKey();
    const { withdrawal } = (await apply(member, wire(member, '100'), key)).json<ApiBody>();
    await apply(member, wire(member, '100'), key);
    // A NOTIFY sent after the replay is the barrier: notifications arrive in order, so once it is
    // here every event the two requests published is too.
    await server.ctx.db.notify(
      FEED_NOTIFY_CHANNEL,
      JSON.stringify({ userId: member.userId, channel: 'barrier', data: null }),
    );
    await vi.waitFor(() => expect(events.at(-1)?.channel).toBe('barrier'));
    await stop();
    expect(events.map((e) => e.channel)).toEqual(['withdrawals', 'wallet', 'barrier']);
    expect(events[0]?.data).toMatchObject({ id: withdrawal.id, status: 'UNDER_REVIEW' });
    expect(events[1]?.data).toMatchObject({ frozenAmount: '100.00', withdrawableBalance: '900.00' });
  });
});
