import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerConsistent, wallet, type ApiBody } from '../routes/money/money.test-helpers.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { seedMoney } from './money.seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('seedMoney', () => {
  it('gives the demo provider a verified identity, accounts, a balance and withdrawals in every state', async () => {
    const provider = await server.signIn();
    await server.ctx.db.transaction((tx) =>
      seedMoney(tx, server.ctx, { siteId: server.sites.demo, providerId: provider.userId }),
    );
    const get = async (url: string) =>
      (await server.call({ method: 'GET', url, cookie: provider.cookie })).json<ApiBody>();
    expect((await get('/api/user/kyc/status')).kyc.status).toBe('APPROVED');
    expect((await get('/api/user/bank_account')).bankAccounts).toHaveLength(1);
    expect((await get('/api/user/crypto_address')).cryptoAddresses).toEqual([
      expect.objectContaining({ currency: 'USDT', network: 'TRC20' }),
    ]);
    const { withdrawals } = await get('/api/withdraw');
    expect(withdrawals.list.map((w: { status: string }) => w.status)).toEqual([
      'UNDER_REVIEW',
      'PROCESSING',
      'CANCELED',
      'REJECTED',
      'COMPLETED',
    ]);
    // 5000 deposited, 1200 paid out; 500 (processing) + 250 (under review) frozen
    expect(await wallet(server, provider)).toEqual({
      balance: '3800.00',
      tokenBalance: '0',
      frozenAmount: '750.00',
      withdrawableBalance: '3050.00',
    });
    await expectLedgerConsistent(server.ctx.db);
  });
});
