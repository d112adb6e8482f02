import { FakeHttp } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { SITE_TOKEN_QUERY_PARAM } from '../api/api-client.js';
import { EMPTY_FOLLOW_ORDER_TOTALS } from '../domain/profit-share/report-totals.js';
import { fail, ok } from '../shared/result.js';
import { ReportsService } from './reports.service.js';
import { fakeApi } from './services.test-helpers.js';

const searchOf = (url: string): Record<string, string> => Object.fromEntries(new URL(url).searchParams);

describe('ReportsService: totals and the CSV link', () => {
  it('hands over the totals the server sends with each page', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    const shares = {
      list: [],
      total: 3,
      page: 2,
      pageSize: 20,
      totals: { records: 3, profitShare: '30.00', fee: '3.00', receive: '27.00' },
    };
    const orders = { list: [], total: 0, page: 1, pageSize: 20, totals: EMPTY_FOLLOW_ORDER_TOTALS };
    http.respond('GET /report/settlement', shares).respond('GET /report/order', orders);
    const reports = new ReportsService({ api });
    expect(await reports.settlements({ page: 2 })).toEqual(ok(shares));
    expect(await reports.orders()).toEqual(ok(orders));
  });

  it('builds a link with the filters, format=csv and the site token, and without paging', () => {
    const { api, http } = fakeApi(new FakeHttp());
    const reports = new ReportsService({ api });
    const link = reports.downloadUrl('settlement', {
      signalId: 's 1',
      status: 'RESETTLED',
      from: '2026-04-01',
      to: '2026-05-01',
      page: 3,
      pageSize: 50,
      format: 'json',
    });
    expect(link.error).toBe(false);
    const url = link.value;
    expect(url.startsWith(`${http.baseUrl}/report/settlement?`)).toBe(true);
    expect(searchOf(url)).toEqual({
      signalId: 's 1',
      status: 'RESETTLED',
      from: '2026-04-01',
      to: '2026-05-01',
      format: 'csv',
      [SITE_TOKEN_QUERY_PARAM]: 'site-token',
    });
    const unsettled = reports.downloadUrl('unsettled');
    expect(unsettled.value).toBe(`${http.baseUrl}/report/unsettled?format=csv&siteToken=site-token`);
    const orders = reports.downloadUrl('order', { symbol: 'XAU/USD' });
    expect(searchOf(orders.value)).toMatchObject({ symbol: 'XAU/USD', format: 'csv' });
    // Nothing is called: the browser opens the link itself.
    expect(http.requests).toHaveLength(0);
  });

  it('gives no link for a reversed range', () => {
    const { api } = fakeApi(new FakeHttp());
    expect(
      new ReportsService({ api }).downloadUrl('order', { from: '2026-05-01', to: '2026-04-01' }),
    ).toEqual(fail('DATE_RANGE_INVALID'));
  });
});
