import {
  ApiClient,
  LIVE_FEED_CHANNELS,
  recordTotalsOf,
  WalletService,
  type LiveFeedCallback,
  type RealRecord,
} from '@signal-portal/core';
import { FakeHttp } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { settle } from '../../test-support/test-container.js';
import { NO_FILTERS } from './wallet-address.js';
import { WalletRecordsStore } from './wallet-records.store.js';

const record = (n: number, amount: string, type: RealRecord['type'] = 'DEPOSIT_BY_SYSTEM'): RealRecord => ({
  id: `r${n}`,
  type,
  amount,
  balanceAfter: '0.00',
  reference: `ref-${n}`,
  createdAt: new Date(Date.UTC(2024, 4, n)).toISOString(),
});

/** A server of these fund records: filters by type and direction, pages, sums all that match. */
const serverOf = (records: RealRecord[]) => {
  const http = new FakeHttp();
  http.on('GET /asset/wallet/real/record', (request) => {
    const page = Number(request.query.page ?? '1');
    const pageSize = Number(request.query.pageSize ?? '20');
    const matching = records.filter(
      (r) =>
        (request.query.type === undefined || r.type === request.query.type) &&
        (request.query.direction === undefined ||
          (request.query.direction === 'out') === r.amount.startsWith('-')),
    );
    const list = matching.slice((page - 1) * pageSize, page * pageSize);
    const totals = recordTotalsOf(
      matching.map((r) => r.amount),
      2,
    );
    return { status: 200, json: { records: { list, total: matching.length, page, pageSize, totals } } };
  });
  http.on('GET /asset/wallet/token/record', (request) => ({
    status: 200,
    json: {
      records: {
        list: [
          {
            id: 't1',
            category: 'REWARD',
            type: 'REWARD_REGISTERED',
            amount: '10',
            balanceAfter: '10',
            createdAt: '2024-05-01T00:00:00.000Z',
          },
        ],
        total: 1,
        page: Number(request.query.page ?? '1'),
        pageSize: 10,
        totals: { count: 1, moneyIn: '10', moneyOut: '0', net: '10' },
      },
    },
  }));
  const api = new ApiClient({ http, baseUrl: http.baseUrl, siteToken: 'site-token' });
  return { http, store: new WalletRecordsStore({ wallet: new WalletService({ api }) }) };
};

const RECORDS = Array.from({ length: 23 }, (_, i) =>
  record(i + 1, i % 4 === 3 ? `-${i + 1}.00` : `${i + 1}.50`, i % 2 ? 'PROFIT_SHARE' : 'DEPOSIT_BY_SYSTEM'),
);

describe('WalletRecordsStore', () => {
  it('loads a page of the fund records with the totals of all that match', async () => {
    const { store } = serverOf(RECORDS);
    await store.open({ kind: 'real', filters: NO_FILTERS, page: 1 });
    expect(store.status).toBe('ready');
    expect(store.rows).toHaveLength(10);
    expect(store.total).toBe(23);
    expect(store.totals).toEqual(
      recordTotalsOf(
        RECORDS.map((r) => r.amount),
        2,
      ),
    );
    expect(store.rows[3]).toMatchObject({
      id: 'r4',
      typeKey: 'wallet.transactionType.PROFIT_SHARE',
      amount: '-4.00',
      direction: 'out',
      reference: 'ref-4',
    });
  });

  it('sends the filters and the page; the totals follow the filters, not the page', async () => {
    const { http, store } = serverOf(RECORDS);
    await store.open({
      kind: 'real',
      filters: { ...NO_FILTERS, type: 'PROFIT_SHARE', direction: 'out' },
      page: 1,
    });
    const query = http.lastRequest('GET /asset/wallet/real/record').query;
    expect(query).toEqual({ page: '1', pageSize: '10', type: 'PROFIT_SHARE', direction: 'out' });
    // every fourth record is a debit, and all of them are profit shares: -4 - 8 - 12 - 16 - 20 = -60
    expect(store.rows.map((r) => r.id)).toEqual(['r4', 'r8', 'r12', 'r16', 'r20']);
    expect(store.totals).toEqual({ count: 5, moneyIn: '0.00', moneyOut: '-60.00', net: '-60.00' });
    expect(store.filtered).toBe(true);
  });

  it('loads only when the address changed, and settles on the last page past the end', async () => {
    const { http, store } = serverOf(RECORDS);
    await store.open({ kind: 'real', filters: NO_FILTERS, page: 9 });
    expect(store.page).toBe(3);
    expect(store.rows.map((r) => r.id)).toEqual(['r21', 'r22', 'r23']);
    const calls = http.requestsTo('GET /asset/wallet/real/record').length;
    await store.open({ kind: 'real', filters: NO_FILTERS, page: 9 });
    expect(http.requestsTo('GET /asset/wallet/real/record')).toHaveLength(calls);
  });

  it('reads the token records without a direction', async () => {
    const { http, store } = serverOf(RECORDS);
    await store.open({
      kind: 'token',
      filters: { ...NO_FILTERS, type: 'REWARD_REGISTERED', direction: 'in' },
      page: 1,
    });
    expect(http.lastRequest('GET /asset/wallet/token/record').query).toEqual({
      page: '1',
      pageSize: '10',
      type: 'REWARD_REGISTERED',
    });
    expect(store.rows).toEqual([
      {
        id: 't1',
        createdAt: '2024-05-01T00:00:00.000Z',
        typeKey: 'wallet.rewardType.REWARD_REGISTERED',
        amount: '10',
        balanceAfter: '10',
        direction: 'in',
        reference: null,
      },
    ]);
  });

  it('says at the dates when they make no range, without a call', async () => {
    const { http, store } = serverOf(RECORDS);
    await store.open({
      kind: 'real',
      filters: { ...NO_FILTERS, from: '2024-06-02', to: '2024-06-01' },
      page: 1,
    });
    expect(store).toMatchObject({ rangeProblem: 'DATE_RANGE_INVALID', rows: [], totals: null });
    expect(http.requestsTo('GET /asset/wallet/real/record')).toHaveLength(0);
    await store.open({
      kind: 'real',
      filters: { ...NO_FILTERS, from: '2024-06-01', to: '2024-06-02' },
      page: 1,
    });
    expect(store.rangeProblem).toBeNull();
    expect(http.requestsTo('GET /asset/wallet/real/record')).toHaveLength(1);
  });

  it('shows a failed load with its code, and retries', async () => {
    const { http, store } = serverOf(RECORDS);
    http.respondError('GET /asset/wallet/real/record', 'INTERNAL_ERROR');
    await store.open({ kind: 'real', filters: NO_FILTERS, page: 1 });
    expect(store).toMatchObject({ status: 'failed', errorCode: 'INTERNAL_ERROR' });
    http.respond('GET /asset/wallet/real/record', {
      list: [],
      total: 0,
      page: 1,
      pageSize: 10,
      totals: { count: 0, moneyIn: '0.00', moneyOut: '0.00', net: '0.00' },
    });
    await store.retry();
    expect(store).toMatchObject({ status: 'ready', errorCode: null, rows: [] });
  });

  it('follows the wallet channel: a new record and new totals appear without a skeleton', async () => {
    const records = [...RECORDS];
    const { store } = serverOf(records);
    await store.open({ kind: 'real', filters: NO_FILTERS, page: 1 });
    const callbacks: LiveFeedCallback[] = [];
    const confirmations: (() => void)[] = [];
    const unsubscribe = store.follow({
      subscribe: (channel, callback, options) => {
        expect([channel, options?.auth]).toEqual([LIVE_FEED_CHANNELS.wallet, true]);
        callbacks.push(callback);
        if (options?.onSubscribed) confirmations.push(options.onSubscribed);
        return () => callbacks.splice(0);
      },
    });
    records.unshift(record(30, '250.00'));
    for (const callback of callbacks) callback({ id: '1', error: { code: 0 }, channel: 'wallet', data: {} });
    expect(store.status).toBe('ready');
    await settle();
    expect(store.rows[0]?.id).toBe('r30');
    expect(store.total).toBe(24);
    expect(store.totals?.count).toBe(24);
    // Confirmed on the first connection, then anew after a reconnect: what was pushed meanwhile is read.
    for (const confirm of confirmations) confirm();
    records.unshift(record(31, '5.00'));
    for (const confirm of confirmations) confirm();
    expect(store.status).toBe('ready');
    await settle();
    expect(store.rows[0]?.id).toBe('r31');
    expect(store.total).toBe(25);
    unsubscribe();
  });
});
