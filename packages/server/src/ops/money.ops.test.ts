import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedMember, runOps, wallet } from '../routes/money/money.test-helpers.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { MONEY_OPS } from './money.ops.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('money operator commands', () => {
  it('exist with a usage line each', () => {
    expect(MONEY_OPS.map((c) => c.name.join(' '))).toEqual([
      'kyc approve',
      'kyc reject',
      'kyc block',
      'withdrawal approve',
      'withdrawal reject',
      'withdrawal complete',
      'wallet deposit',
      'wallet withdraw',
    ]);
    for (const command of MONEY_OPS) expect(command.usage.length).toBeGreaterThan(10);
  });

  it('refuse missing or unknown ids and bad amounts with catalogued codes', async () => {
    for (const name of ['kyc approve', 'withdrawal approve', 'wallet deposit']) {
      expect(await runOps(server, name, [])).toEqual({ error: true, value: 'INVALID_PARAMETERS' });
    }
    expect(await runOps(server, 'withdrawal approve', ['nope'])).toEqual({
      error: true,
      value: 'WITHDRAW_ORDER_NOT_FOUND',
    });
    expect(await runOps(server, 'kyc block', ['nope'], { comment: 'x' })).toEqual({
      error: true,
      value: 'USER_NOT_FOUND',
    });
    const member = await server.signIn();
    for (const amount of ['0', '-5', '1.234', 'lots']) {
      expect(await runOps(server, 'wallet deposit', [member.userId, amount])).toEqual({
        error: true,
        value: 'AMOUNT_INVALID',
      });
    }
  });

  it('wallet deposit answers the new wallet; a completion may state what was paid', async () => {
    const member = await fundedMember(server, '0');
    const deposit = await runOps(server, 'wallet deposit', [member.userId, '250.5'], { memo: 'bonus' });
    expect(deposit).toMatchObject({ error: false, value: { wallet: { balance: '250.50' } } });
    const applied = await server.call({
      method: 'POST',
      url: '/api/withdraw',
      cookie: member.cookie,
      headers: { 'idempotency-key': 'ops-test' },
      payload: { type: 'WIRE', amount: '100', currency: 'TWD', bankAccountId: member.bankAccountId },
    });
    const id = applied.json<{ withdrawal: { id: string } }>().withdrawal.id;
    await runOps(server, 'withdrawal approve', [id]);
    const done = await runOps(server, 'withdrawal complete', [id], { slip: 'TW-1', paid: '2430', by: 'bob' });
    expect(done.value).toMatchObject({ paidAmount: '2430', financeId: 'bob', paymentSlip: 'TW-1' });
    expect(await runOps(server, 'withdrawal complete', [id], { slip: 'again' })).toEqual({
      error: true,
      value: 'WITHDRAW_ORDER_STATUS',
    });
    expect(await wallet(server, member)).toMatchObject({ balance: '150.50', frozenAmount: '0.00' });
  });
});
