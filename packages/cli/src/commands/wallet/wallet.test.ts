import { describe, expect, it } from 'vitest';
import { FAKE_ENV, fakeAdapters, runCli } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';

const fakes = fakeAdapters;
const env = FAKE_ENV;

const walletServer = () => {
  const adapters = fakes();
  adapters.http
    .respond('GET /asset/wallet', {
      balance: '3923.6',
      tokenBalance: '10',
      frozenAmount: '750.00',
      withdrawableBalance: '3173.62',
    })
    .respond('GET /asset/summary', {
      net: '5098.62',
      cash: '3173.62',
      securities: '0.00',
      transactionCost: '25.00',
      totalFunds: '3923.62',
      realFunds: '3923.62',
    })
    .respond('GET /asset/wallet/real/record', {
      list: [
        {
          id: '80',
          type: 'PROFIT_SHARE',
          amount: '1.52',
          balanceAfter: '3173.62',
          reference: 'r-1',
          createdAt: '2026-11-21T12:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 5,
    })
    .respond('GET /asset/wallet/token/record', { list: [], total: 0, page: 1, pageSize: 5 });
  return adapters;
};

describe('wallet', () => {
  it('keeps only balance and token balance from the server in JSON, raw', async () => {
    const adapters = walletServer();
    const run = await runCli(['--json', 'wallet', '--page-size', '5'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    const value = (JSON.parse(run.stdout) as { value: { wallet: unknown; realRecords: { total: number } } })
      .value;
    expect(value.wallet).toEqual({
      balance: '3923.6',
      tokenBalance: '10',
      frozenAmount: '0',
      withdrawableBalance: '0',
    });
    expect(value.realRecords.total).toBe(1);
    expect(adapters.http.lastRequest('GET /asset/wallet/real/record').query).toEqual({ pageSize: '5' });
  });

  it('shows balances at cents, the assets view and translated record types', async () => {
    const run = await runCli(['wallet'], walletServer(), { env });
    expect(run.stdout).toMatch(/│ Balance +│ 3923\.60 USD │/);
    expect(run.stdout).toMatch(/│ Net value +│ 5098\.62 │/);
    expect(run.stdout).toMatch(/│ 2026-11-21 12:00 UTC │ Profit share │ +1\.52 │ +3173\.62 │ r-1 +│/);
    expect(run.stdout).toContain('Nothing here yet.');
  });
});
