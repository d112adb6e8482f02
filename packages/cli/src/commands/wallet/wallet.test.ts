import { describe, expect, it } from 'vitest';
import { FAKE_ENV, fakeAdapters, runCli } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';

const fakes = fakeAdapters;
const env = FAKE_ENV;

const walletServer = () => {
  const adapters = fakes();
  adapters.http
    .respond('GET /asset/wallet', {
      balance: '3923.62',
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
      totals: { count: 1, moneyIn: '1.52', moneyOut: '0.00', net: '1.52' },
    })
    .respond('GET /asset/wallet/token/record', {
      list: [],
      total: 0,
      page: 1,
      pageSize: 5,
      totals: { count: 0, moneyIn: '0', moneyOut: '0', net: '0' },
    });
  return adapters;
};

describe('wallet', () => {
  it('prints the one wallet model in JSON: total, frozen and withdrawable as the API says, and tokens', async () => {
    const adapters = walletServer();
    const run = await runCli(['--json', 'wallet', '--page-size', '5'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    const value = (
      JSON.parse(run.stdout) as {
        value: { wallet: unknown; assets: unknown; realRecords: { total: number; totals: unknown } };
      }
    ).value;
    // frozenAmount and withdrawableBalance were printed as '0' before (issue 12)
    expect(value.wallet).toEqual({
      total: '3923.62',
      frozen: '750.00',
      withdrawable: '3173.62',
      tokenBalance: '10',
    });
    expect(value.assets).toEqual({
      net: '5098.62',
      cash: '3173.62',
      securities: '0.00',
      transactionCost: '25.00',
      totalFunds: '3923.62',
      realFunds: '3923.62',
    });
    expect(value.realRecords.total).toBe(1);
    expect(value.realRecords.totals).toEqual({ count: 1, moneyIn: '1.52', moneyOut: '0.00', net: '1.52' });
    expect(adapters.http.lastRequest('GET /asset/wallet').query).toEqual({});
    expect(adapters.http.lastRequest('GET /asset/wallet/real/record').query).toEqual({ pageSize: '5' });
  });

  it('labels the figures as the web does, and shows the records with the totals of what they list', async () => {
    const run = await runCli(['wallet'], walletServer(), { env });
    expect(run.stdout).toMatch(/│ Total balance +│ 3923\.62 USD +│/);
    expect(run.stdout).toMatch(/│ Frozen in pending withdrawals +│ 750\.00 USD +│/);
    expect(run.stdout).toMatch(/│ Withdrawable +│ 3173\.62 USD +│/);
    expect(run.stdout).toMatch(/│ Token balance +│ 10 tokens +│/);
    expect(run.stdout).toMatch(/│ Net value +│ 5098\.62 USD +│/);
    expect(run.stdout).toMatch(/│ Real funds +│ 3923\.62 USD +│/);
    expect(run.stdout).toMatch(/│ 2026-11-21 12:00 UTC │ Profit share │ +1\.52 │ +3173\.62 │ r-1 +│/);
    expect(run.stdout).toContain(
      'Totals of what the filters show: Records: 1 · Money in: 1.52 · Money out: 0.00 · Net: 1.52',
    );
    expect(run.stdout).toContain('Nothing here yet.');
  });

  it('says why it failed when the figures cannot be read', async () => {
    const adapters = walletServer();
    adapters.http.respondError('GET /asset/summary', 'NOT_SIGNED_IN');
    const run = await runCli(['wallet'], adapters, { env });
    expect(run.exitCode).not.toBe(EXIT.OK);
    expect(run.stderr).not.toBe('');
  });
});
