import {
  addFollowOrders,
  addProfitShares,
  ApiClient,
  defaultSignal,
  EMPTY_FOLLOW_ORDER_TOTALS,
  EMPTY_PROFIT_SHARE_TOTALS,
  ReportsService,
  SignalsService,
  type FollowOrderRecord,
  type ProfitShareRecord,
  type SettlementOutcomeRecord,
} from '@signal-portal/core';
import { FakeHttp } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import {
  changeReportAddress,
  readReportAddress,
  writeReportAddress,
  type ReportAddress,
} from './report-address.js';
import { REPORT_PAGE_SIZE, ReportStore } from './report.store.js';

const share = (n: number, overrides: Partial<ProfitShareRecord> = {}): ProfitShareRecord => ({
  id: `r${n}`,
  signalId: 's1',
  signalName: 'Alpha.One',
  robotId: `b${n}`,
  robotName: `Robot ${n}`,
  followType: 'FULL_SIGNAL',
  settleTime: '2026-04-01T12:00:00.000Z',
  profit: '100.00',
  hwm: '100.00',
  profitShare: '2.00',
  fee: '0.20',
  receive: '1.80',
  status: 'SETTLED',
  reason: '',
  currency: 'USD',
  accountProfitShare: '2.00',
  exchangeRate: '1',
  outcome: 'SETTLED',
  outcomeReason: 'PROFIT_ABOVE_HWM',
  ...overrides,
});

const outcome = (n: number, overrides: Partial<SettlementOutcomeRecord> = {}): SettlementOutcomeRecord => ({
  id: `x${n}`,
  runId: 'run-1',
  signalId: 's1',
  signalName: 'Alpha.One',
  robotId: `b${n}`,
  robotName: `Robot ${n}`,
  followType: 'FULL_SIGNAL',
  settleTime: '2026-04-01T12:00:00.000Z',
  outcome: 'NOTHING_DUE',
  reason: 'PROFIT_NOT_ABOVE_HWM',
  currency: 'USD',
  profit: '-5.00',
  hwmBefore: '100.00',
  hwmAfter: '100.00',
  accountProfitShare: '0.00',
  exchangeRate: '1',
  profitShare: '0.00',
  fee: '0.00',
  receive: '0.00',
  recordId: null,
  ...overrides,
});

const order = (n: number): FollowOrderRecord => ({
  id: `o${n}`,
  signalId: 's1',
  signalName: 'Alpha.One',
  orderId: `O${n}`,
  ticket: `T${n}`,
  symbol: 'EURUSD',
  side: 'BUY',
  impactVolume: '0.1',
  followOrders: 2,
  followVolume: '0.25',
  profit: '1.50',
  openTime: '2026-04-01T12:00:00.000Z',
  closeTime: null,
});

const address = (search: string): ReportAddress => readReportAddress(new URLSearchParams(search));

/** A report server of 45 settled shares and 3 orders, paged and summed like the real one. */
const serverOf = () => {
  const http = new FakeHttp();
  const shares = Array.from({ length: 45 }, (_, i) => share(i));
  const orders = [order(1), order(2), order(3)];
  const paged = <T>(list: T[], query: Record<string, string>) => {
    const page = Number(query.page ?? '1');
    const pageSize = Number(query.pageSize ?? '20');
    return { list: list.slice((page - 1) * pageSize, page * pageSize), total: list.length, page, pageSize };
  };
  http
    .on('GET /report/settlement', ({ query }) => {
      const list = shares.filter((s) => query.status === undefined || s.status === query.status);
      return {
        status: 200,
        json: {
          records: { ...paged(list, query), totals: addProfitShares(EMPTY_PROFIT_SHARE_TOTALS, list) },
        },
      };
    })
    .on('GET /report/unsettled', () => ({
      status: 200,
      json: { records: { list: [], total: 0, page: 1, pageSize: 20, totals: EMPTY_PROFIT_SHARE_TOTALS } },
    }))
    .on('GET /report/outcome', ({ query }) => {
      const list = [outcome(1), outcome(2, { outcome: 'DEFERRED', reason: 'EXCHANGE_RATE_MISSING' })].filter(
        (o) => query.outcome === undefined || o.outcome === query.outcome,
      );
      const count = (kind: string) => list.filter((o) => o.outcome === kind).length;
      return {
        status: 200,
        json: {
          records: {
            ...paged(list, query),
            totals: {
              records: list.length,
              settled: count('SETTLED'),
              nothingDue: count('NOTHING_DUE'),
              deferred: count('DEFERRED'),
              resettled: count('RESETTLED'),
              receive: '0.00',
            },
          },
        },
      };
    })
    .on('GET /report/order', ({ query }) => ({
      status: 200,
      json: {
        records: { ...paged(orders, query), totals: addFollowOrders(EMPTY_FOLLOW_ORDER_TOTALS, orders) },
      },
    }))
    .respond('GET /signal', {
      list: [defaultSignal({ id: 's2', name: 'Zulu.Two' }), defaultSignal({ id: 's1', name: 'Alpha.One' })],
      total: 2,
      page: 1,
      pageSize: 100,
    });
  const api = new ApiClient({ http, baseUrl: http.baseUrl, siteToken: 'site-token' });
  const store = new ReportStore({
    reports: new ReportsService({ api }),
    signals: new SignalsService({ api }),
  });
  return { http, store };
};

describe('ReportStore', () => {
  it('shows a page of the report with the totals of every page', async () => {
    const { http, store } = serverOf();
    await store.open(address('page=3'));
    expect(store.status).toBe('ready');
    expect(store.shares.map((s) => s.id)).toEqual(['r40', 'r41', 'r42', 'r43', 'r44']);
    expect(store.total).toBe(45);
    // 45 x 2.00 shared, 45 x 0.20 fees, 45 x 1.80 received
    expect(store.shareTotals).toEqual({ records: 45, profitShare: '90.00', fee: '9.00', receive: '81.00' });
    expect(http.lastRequest().query).toEqual({
      page: '3',
      pageSize: String(REPORT_PAGE_SIZE),
      format: 'json',
    });
  });

  it('sends the filters as the API takes them: the last day picked included, status, signal, symbol', async () => {
    const { http, store } = serverOf();
    await store.open(address('status=RESETTLED&signal=s1&from=2026-04-01&to=2026-04-30'));
    expect(http.lastRequest('GET /report/settlement').query).toEqual({
      from: '2026-04-01',
      to: '2026-05-01',
      signalId: 's1',
      status: 'RESETTLED',
      page: '1',
      pageSize: '20',
      format: 'json',
    });
    await store.open(address('tab=orders&symbol=EURUSD&status=SETTLED'));
    expect(http.lastRequest('GET /report/order').query).toEqual({
      symbol: 'EURUSD',
      page: '1',
      pageSize: '20',
      format: 'json',
    });
    expect(store.orderTotals).toEqual({ records: 3, followOrders: 6, followVolume: '0.75', profit: '4.50' });
    expect(store.shares).toEqual([]);
  });

  it('lists the settlement log with its outcome filter and totals, and downloads the same as CSV', async () => {
    const { http, store } = serverOf();
    await store.open(address('tab=ledger&outcome=DEFERRED&signal=s1&status=SETTLED'));
    expect(http.lastRequest('GET /report/outcome').query).toEqual({
      signalId: 's1',
      outcome: 'DEFERRED',
      page: '1',
      pageSize: '20',
      format: 'json',
    });
    expect(store.rows).toBe(1);
    expect(store.outcomes.map((o) => [o.outcome, o.reason])).toEqual([['DEFERRED', 'EXCHANGE_RATE_MISSING']]);
    expect(store.outcomeTotals).toMatchObject({ records: 1, deferred: 1 });
    expect(store.isFiltered).toBe(true);
    const url = new URL(store.downloadUrl ?? '');
    expect(url.pathname).toBe(new URL(`${http.baseUrl}/report/outcome`).pathname);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      signalId: 's1',
      outcome: 'DEFERRED',
      format: 'csv',
      siteToken: 'site-token',
    });
  });

  it('downloads exactly what the filters show: the same filters, no paging, format=csv', async () => {
    const { http, store } = serverOf();
    await store.open(address('tab=unsettled&status=RESETTLEMENT&from=2026-04-01&page=2'));
    const url = new URL(store.downloadUrl ?? '');
    expect(url.pathname).toBe(new URL(`${http.baseUrl}/report/unsettled`).pathname);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: '2026-04-01',
      status: 'RESETTLEMENT',
      format: 'csv',
      siteToken: 'site-token',
    });
  });

  it('asks nothing while the dates are not a range, and says so', async () => {
    const { http, store } = serverOf();
    await store.open(address('from=2026-05-01&to=2026-04-01'));
    expect(store.rangeProblem).toBe('DATE_RANGE_INVALID');
    expect(store.downloadUrl).toBeNull();
    expect(store.shareTotals).toBeNull();
    expect(http.requests).toHaveLength(0);
    await store.open(address('from=2026-04-01&to=2026-04-01'));
    expect(store.rangeProblem).toBeNull();
    expect(store.status).toBe('ready');
  });

  it('settles on the last page when the address goes past it', async () => {
    const { store } = serverOf();
    await store.open(address('page=9'));
    expect(store.page).toBe(3);
    expect(store.shares).toHaveLength(5);
  });

  it('keeps a failure with its code, and a retry loads again', async () => {
    const { http, store } = serverOf();
    http.respondError('GET /report/settlement', 'NOT_SIGNED_IN');
    await store.open(address(''));
    expect(store.status).toBe('failed');
    expect(store.errorCode).toBe('NOT_SIGNED_IN');
    http.respond('GET /report/settlement', {
      list: [share(1)],
      total: 1,
      page: 1,
      pageSize: 20,
      totals: { records: 1, profitShare: '2.00', fee: '0.20', receive: '1.80' },
    });
    await store.retry();
    expect(store.status).toBe('ready');
    expect(store.shares).toHaveLength(1);
  });

  it('offers the member’s signals by name', async () => {
    const { store } = serverOf();
    await store.loadSignals();
    expect(store.signals).toEqual([
      { id: 's1', name: 'Alpha.One' },
      { id: 's2', name: 'Zulu.Two' },
    ]);
  });
});

describe('the report address', () => {
  it('starts again at page 1 when what is listed changes, and a tab from its own status and symbol', () => {
    const shown = address('tab=orders&symbol=XAUUSD&signal=s1&page=4');
    expect(changeReportAddress(shown, { page: 5 })).toMatchObject({ page: 5, symbol: 'XAUUSD' });
    expect(changeReportAddress(shown, { from: '2026-04-01' })).toMatchObject({ page: 1, symbol: 'XAUUSD' });
    expect(changeReportAddress(shown, { tab: 'settlements' })).toMatchObject({
      tab: 'settlements',
      page: 1,
      symbol: undefined,
      signalId: 's1',
    });
    expect(writeReportAddress(changeReportAddress(shown, { tab: 'unsettled' })).toString()).toBe(
      'tab=unsettled&signal=s1',
    );
    expect(writeReportAddress(address('')).toString()).toBe('');
  });

  it('drops what does not belong to the tab', () => {
    expect(address('tab=orders&status=SETTLED&symbol=XAUUSD')).toMatchObject({
      tab: 'orders',
      status: undefined,
      symbol: 'XAUUSD',
    });
    expect(address('status=UNSETTLED&symbol=XAUUSD')).toMatchObject({
      tab: 'settlements',
      status: undefined,
      symbol: undefined,
    });
    expect(address('tab=unsettled&status=UNSETTLED&page=0')).toMatchObject({
      status: 'UNSETTLED',
      page: 1,
    });
    // an outcome belongs to the settlement log only
    expect(address('outcome=DEFERRED')).toMatchObject({ tab: 'settlements', outcome: undefined });
    expect(address('tab=ledger&outcome=DEFERRED&status=SETTLED')).toMatchObject({
      tab: 'ledger',
      outcome: 'DEFERRED',
      status: undefined,
    });
    expect(address('tab=ledger&outcome=LOST').outcome).toBeUndefined();
    const ledger = address('tab=ledger&outcome=NOTHING_DUE&signal=s1');
    expect(writeReportAddress(ledger).toString()).toBe('tab=ledger&signal=s1&outcome=NOTHING_DUE');
    expect(changeReportAddress(ledger, { tab: 'unsettled' })).toMatchObject({
      outcome: undefined,
      signalId: 's1',
    });
  });
});
