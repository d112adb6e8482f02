import { describe, expect, it } from 'vitest';
import { WithdrawPageStore } from './withdraw-page.store.js';
import { aWithdrawal, FakeUi, FakeWallet, fakeServices } from './withdraw.test-helpers.js';

const setUp = async () => {
  const services = fakeServices({ balance: '1000.00', history: [aWithdrawal({ id: 'w0' })] });
  const ui = new FakeUi();
  const balances = ['900.00', '1000.00'];
  const wallet = new FakeWallet(() => balances.shift() ?? '1000.00');
  const page = new WithdrawPageStore({ ...services, ui, wallet, dayStart: (day) => `${day}T00:00:00.000Z` });
  await page.start();
  await page.history.open({ status: null, from: '', to: '' }, 1);
  return { ...services, ui, wallet, page };
};

describe('WithdrawPageStore', () => {
  it('lists a filed withdrawal, says so, and reloads the wallet the form then follows', async () => {
    const { page, http, ui, wallet } = await setUp();
    const stop = page.watchWallet();
    http.respond('POST /withdraw', aWithdrawal({ id: 'w1', appliedAt: '2025-04-01T00:00:00.000Z' }));
    page.form.setAmount('100');
    await page.submit();
    expect(page.history.rows.map((w) => w.id)).toEqual(['w1', 'w0']);
    expect(ui.toasts).toEqual([{ type: 'check', message: 'withdraw.submitted' }]);
    expect(wallet.refreshes).toBe(1);
    expect(page.form.withdrawable).toBe('900.00');
    stop();
  });

  it('reloads the history quietly after a lost answer: the withdrawal may be there', async () => {
    const { page, http } = await setUp();
    http.failNetwork('POST /withdraw');
    const calls = http.requestsTo('GET /withdraw').length;
    page.form.setAmount('100');
    await page.submit();
    expect(page.form.answerLost).toBe(true);
    expect(http.requestsTo('GET /withdraw')).toHaveLength(calls + 1);
  });

  it('gives the balance back after a cancel', async () => {
    const { page, http, ui, wallet } = await setUp();
    page.watchWallet();
    http.respond('POST /withdraw/{id}/cancel', aWithdrawal({ id: 'w0', status: 'CANCELED' }));
    const row = page.history.rows[0];
    if (row === undefined) throw new Error('no row');
    page.history.askCancel(row);
    await page.confirmCancel();
    expect(ui.toasts).toEqual([{ type: 'check', message: 'toast.withdrawalCancelled' }]);
    expect(wallet.refreshes).toBe(1);
    expect(page.history.rows[0]?.status).toBe('CANCELED');
  });
});
