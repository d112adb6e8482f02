import { FakeHttp } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import type { AssetSummary } from '../domain/wallet/wallet.js';
import { fail, ok } from '../shared/result.js';
import { fakeApi } from './services.test-helpers.js';
import { WalletService } from './wallet.service.js';

const SUMMARY: AssetSummary = {
  net: '975.00',
  cash: '700.00',
  securities: '0.00',
  transactionCost: '25.00',
  totalFunds: '800.00',
  realFunds: '800.00',
};
const WALLET = {
  balance: '800.00',
  tokenBalance: '35',
  frozenAmount: '100.00',
  withdrawableBalance: '700.00',
};
const TOTALS = { count: 0, moneyIn: '0.00', moneyOut: '0.00', net: '0.00' };

describe('WalletService.figures', () => {
  it('keeps every field of the wallet answer, the frozen and withdrawable money included', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('GET /asset/wallet', { ...WALLET, frozenAmount: '750.00', withdrawableBalance: '3171.71' });
    expect(await new WalletService({ api }).wallet()).toEqual(
      ok({ ...WALLET, frozenAmount: '750.00', withdrawableBalance: '3171.71' }),
    );
  });

  it('reads the wallet without payment=withdraw and the summary: the balances are the wallet answer', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('GET /asset/wallet', WALLET).respond('GET /asset/summary', SUMMARY);
    expect(await new WalletService({ api }).figures()).toEqual(
      ok({
        // the server's 100 frozen + 700 withdrawable = 800 total
        platform: { total: '800.00', frozen: '100.00', withdrawable: '700.00', tokenBalance: '35' },
        assets: SUMMARY,
      }),
    );
    expect(http.lastRequest('GET /asset/wallet').query).toEqual({});
  });

  it('reads both again when a money move landed between them, and stops after three tries', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    let reads = 0;
    // the first wallet read is from before a deposit of 50 the summary already counts
    http
      .on('GET /asset/wallet', () => {
        reads += 1;
        const withdrawableBalance = reads === 1 ? '650.00' : '700.00';
        return { status: 200, json: { wallet: { ...WALLET, withdrawableBalance } } };
      })
      .respond('GET /asset/summary', SUMMARY);
    const figures = await new WalletService({ api }).figures();
    expect(figures).toMatchObject(ok({ platform: { total: '800.00' } }));
    expect(http.requestsTo('GET /asset/wallet')).toHaveLength(2);

    http.respond('GET /asset/wallet', { ...WALLET, withdrawableBalance: '1.00' });
    const before = http.requestsTo('GET /asset/summary').length;
    // three reads that never agree: each position shows its own answer
    expect(await new WalletService({ api }).figures()).toMatchObject(
      ok({ platform: { total: '101.00', withdrawable: '1.00' }, assets: { cash: '700.00' } }),
    );
    expect(http.requestsTo('GET /asset/summary').length - before).toBe(3);
  });

  it('passes a refusal of either read through, and refuses a broken answer', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('GET /asset/wallet', WALLET).respondError('GET /asset/summary', 'NOT_SIGNED_IN');
    expect(await new WalletService({ api }).figures()).toEqual(fail('NOT_SIGNED_IN'));
    http
      .respond('GET /asset/summary', SUMMARY)
      .respond('GET /asset/wallet', { ...WALLET, frozenAmount: '1e3' });
    expect(await new WalletService({ api }).figures()).toEqual(fail('INTERNAL_ERROR'));
  });
});

describe('WalletService records', () => {
  it('sends the filters, the direction among them, and keeps the totals of the answer', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    const page = { list: [], total: 0, page: 1, pageSize: 20, totals: TOTALS };
    http.respond('GET /asset/wallet/real/record', page).respond('GET /asset/wallet/token/record', page);
    const wallet = new WalletService({ api });
    expect(
      await wallet.realRecords({ type: 'PROFIT_SHARE', direction: 'out', from: '2024-05-01', page: 2 }),
    ).toEqual(ok(page));
    expect(http.lastRequest().query).toEqual({
      type: 'PROFIT_SHARE',
      direction: 'out',
      from: '2024-05-01',
      page: '2',
    });
    expect(await wallet.tokenRecords({ type: 'REWARD_INTRODUCE' })).toEqual(ok(page));
    expect(http.lastRequest().query).toEqual({ type: 'REWARD_INTRODUCE' });
  });
});
