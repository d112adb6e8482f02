import { describe, expect, it } from 'vitest';
import type { LinkedAccount } from '../brokers/broker.port.js';
import type { QueryResult, SqlExecutor } from '../storage/database.port.js';
import { copiesTrades, linkedAccountOf, listFollowedSignals } from './followed-signals.js';

const created = new Date('2025-06-01T08:00:00.000Z');
const account: LinkedAccount = {
  platform: 'MT5',
  server: 'Broker-Live',
  number: '5001',
  timezone: 'UTC+2',
  currency: 'EUR',
  openedAt: '2025-01-01T00:00:00.000Z',
};
const stored = { platform: 'MT4', info: null, created_at: created };

describe('linkedAccountOf (the account behind a stored signal)', () => {
  it('reads the account the signals area stores under link.account, or a bare account in link', () => {
    expect(linkedAccountOf({ ...stored, link: { account } })).toEqual(account);
    expect(linkedAccountOf({ ...stored, link: account })).toEqual(account);
  });

  it('gives no account for a link without one (not linked yet) or with a malformed one', () => {
    expect(linkedAccountOf({ ...stored, link: { account: null } })).toBeUndefined();
    const broken = [
      { ...account, platform: 'MT6' },
      { ...account, number: 5001 },
      { ...account, server: null },
      { ...account, openedAt: created },
      [account],
    ];
    for (const bad of broken) expect(linkedAccountOf({ ...stored, link: { account: bad } })).toBeUndefined();
  });

  it("rebuilds the account from the signal's info when the row has no link at all", () => {
    const info = { server: 'Old-Server', number: '77', timezone: 'UTC+3' };
    expect(linkedAccountOf({ ...stored, platform: 'MT5', link: null, info })).toEqual({
      platform: 'MT5',
      server: 'Old-Server',
      number: '77',
      timezone: 'UTC+3',
      currency: 'USD',
      openedAt: '2025-06-01T08:00:00.000Z',
    });
    expect(linkedAccountOf({ ...stored, platform: 'TWSE', link: [account], info: null })).toEqual({
      platform: 'TWSE',
      server: '',
      number: '',
      timezone: 'UTC+0',
      currency: 'TWD',
      openedAt: '2025-06-01T08:00:00.000Z',
    });
    const odd = { server: 1, number: null, timezone: 2 };
    expect(linkedAccountOf({ ...stored, link: null, info: odd })).toMatchObject({
      server: '',
      number: '',
      timezone: 'UTC+0',
    });
    expect(linkedAccountOf({ ...stored, platform: 'NYSE', link: null })).toBeUndefined();
  });
});

describe('listFollowedSignals', () => {
  const row = {
    site_id: 'site',
    id: 'sig-1',
    user_id: 'provider',
    name: 'Alpha',
    platform: 'MT4',
    follow_setting: { investmentMin: '250', investmentMax: '5000', profitSharePercent: '20' },
    symbols: [{ providerSymbol: 'EURUSD.a', platformSymbol: 'EURUSD' }],
    principal: '10000',
    enabled_at: new Date('2025-07-01T00:00:00.000Z'),
    updated_at: new Date('2025-07-02T00:00:00.000Z'),
    created_at: created,
    link: { account },
    info: null,
    conn_status: 'CONNECTED',
  };
  /** An executor that answers the signals query with `rows`, and records the query. */
  const answering = (rows: Record<string, unknown>[]) => {
    const asked: unknown[][] = [];
    const tx: SqlExecutor = {
      query: <Row>(_sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> => {
        asked.push([...params]);
        return Promise.resolve({ rows: rows as Row[], rowCount: rows.length });
      },
      exec: () => Promise.resolve(),
    };
    return { tx, asked };
  };

  it('maps a stored signal to what the robots follow', async () => {
    const { tx, asked } = answering([row]);
    expect(await listFollowedSignals(tx, 'site')).toEqual([
      {
        siteId: 'site',
        id: 'sig-1',
        providerId: 'provider',
        name: 'Alpha',
        platform: 'MT4',
        followSetting: { investmentMin: '250', investmentMax: '5000', profitSharePercent: '20' },
        symbols: [{ providerSymbol: 'EURUSD.a', platformSymbol: 'EURUSD' }],
        principal: '10000',
        enabledAt: new Date('2025-07-01T00:00:00.000Z'),
        account,
        copying: true,
      },
    ]);
    expect(asked).toEqual([['site']]);
  });

  it('fills what an older row lacks, and drops malformed pairings and unknown platforms', async () => {
    const older = {
      ...row,
      id: 'sig-2',
      follow_setting: null,
      symbols: [
        { providerSymbol: 'XAUUSD' },
        'GBPUSD',
        null,
        { providerSymbol: 'US30', platformSymbol: 'DJ30' },
      ],
      principal: null,
      enabled_at: null,
      conn_status: 'LOST',
    };
    const { tx } = answering([
      older,
      { ...row, id: 'sig-3', symbols: 'EURUSD' },
      { ...row, platform: 'NYSE' },
    ]);
    const [first, second, ...rest] = await listFollowedSignals(tx, 'site');
    expect(first).toMatchObject({
      id: 'sig-2',
      followSetting: { investmentMin: '100', investmentMax: '1000000', profitSharePercent: '0' },
      symbols: [{ providerSymbol: 'US30', platformSymbol: 'DJ30' }],
      principal: undefined,
      enabledAt: row.updated_at,
      copying: false,
    });
    expect(second).toMatchObject({ id: 'sig-3', symbols: [] });
    expect(rest).toEqual([]);
  });
});

describe('copiesTrades', () => {
  it('copies while the account is readable: connected, or calculating after a new link', () => {
    expect(copiesTrades('CONNECTED')).toBe(true);
    expect(copiesTrades('CALCULATING')).toBe(true);
    for (const status of ['CONNECTING', 'DISCONNECTED', 'LOST', '']) expect(copiesTrades(status)).toBe(false);
  });
});
