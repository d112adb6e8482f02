import { FakeHttp } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { defaultSignal, type Signal } from '../domain/signal/signal.js';
import { fail, ok } from '../shared/result.js';
import { OrdersService } from './orders.service.js';
import { SignalConnectionService } from './signal-connection.service.js';
import { SignalsService } from './signals.service.js';
import { fakeApi, PNG_BYTES } from './services.test-helpers.js';
import { SymbolsService } from './symbols.service.js';

const SIGNAL = defaultSignal({ id: 's1', name: 'Alpha_1', platform: 'MT5' });

describe('SignalsService', () => {
  it('creates a signal after checking name and description', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('POST /signal', SIGNAL);
    const signals = new SignalsService({ api });
    const created = await signals.create({
      name: ' Alpha_1 ',
      describe: 'Trend following',
      platform: 'MT5',
      connMethod: 'ACCOUNT_LINK',
    });
    expect(created).toEqual(ok(SIGNAL));
    expect(http.lastRequest().json).toEqual({
      name: 'Alpha_1',
      describe: 'Trend following',
      platform: 'MT5',
      connMethod: 'ACCOUNT_LINK',
    });

    expect(await signals.create({ name: 'abc', describe: '', platform: 'MT4', connMethod: 'EA' })).toEqual(
      fail('SIGNAL_NAME_INVALID'),
    );
    const tooLow = { investmentMin: '50', investmentMax: '1000', profitSharePercent: '20' };
    expect(
      await signals.create({
        name: 'Alpha_2',
        describe: '',
        platform: 'MT4',
        connMethod: 'EA',
        followSetting: tooLow,
      }),
    ).toEqual(fail('INVESTMENT_MIN_TOO_LOW'));
    expect(http.requests).toHaveLength(1);
  });

  it('checks a follow setting against the signal max drawdown on update', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('PATCH /signal/{id}', SIGNAL);
    const signals = new SignalsService({ api });
    const withDrawdown: Signal = { ...SIGNAL, performance: { drawdown: '4000' } as Signal['performance'] };
    // 5% of 4000 = 200 > 150: too low for this signal.
    const setting = { investmentMin: '150', investmentMax: '5000', profitSharePercent: '20' };
    expect(await signals.update(withDrawdown, { followSetting: setting })).toEqual(
      fail('INVESTMENT_MIN_BELOW_DRAWDOWN'),
    );
    expect(
      await signals.update(withDrawdown, { followSetting: { ...setting, investmentMin: '200' } }),
    ).toEqual(ok(SIGNAL));
    expect(http.lastRequest().json).toEqual({
      followSetting: { investmentMin: '200', investmentMax: '5000.00', profitSharePercent: '20' },
    });
    expect(http.lastRequest().params).toEqual({ id: 's1' });
  });

  it('checks the state rules first when the signal is at hand, else leaves them to the server', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('POST /signal/{id}/enable', SIGNAL).respond('POST /signal/{id}/archive', SIGNAL);
    const signals = new SignalsService({ api });
    // A disconnected signal cannot be enabled; a connected one cannot be archived.
    expect(await signals.enable(SIGNAL)).toMatchObject({ error: true });
    expect(await signals.archive({ ...SIGNAL, connStatus: 'CONNECTED' })).toMatchObject({ error: true });
    expect(http.requests).toHaveLength(0);
    expect(await signals.enable('s1')).toEqual(ok(SIGNAL));
    expect(await signals.archive(SIGNAL)).toEqual(ok(SIGNAL));
  });

  it('uploads a headshot with the content type its bytes announce', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('POST /signal/{id}/headshot', SIGNAL);
    const signals = new SignalsService({ api });
    expect(await signals.uploadHeadshot('s1', { filename: 'logo.jpg', data: PNG_BYTES })).toEqual(ok(SIGNAL));
    expect(http.lastRequest().body).toEqual({
      kind: 'multipart',
      parts: [
        { kind: 'file', name: 'headshot', filename: 'logo.jpg', contentType: 'image/png', data: PNG_BYTES },
      ],
    });
    const huge = new Uint8Array(2 * 1024 * 1024 + 1);
    huge.set(PNG_BYTES);
    expect(await signals.uploadHeadshot('s1', { filename: 'big.png', data: huge })).toEqual(
      fail('FILE_SIZE'),
    );
  });
});

describe('SignalConnectionService', () => {
  it('connects by account link with a checked account number', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('POST /signal/{id}/connect', SIGNAL);
    const connection = new SignalConnectionService({ api });
    const link = {
      method: 'ACCOUNT_LINK' as const,
      server: ' Demo-Server ',
      number: '1234567',
      investorPassword: 'ro-pass',
    };
    expect(await connection.connect('s1', link)).toEqual(ok(SIGNAL));
    expect(http.lastRequest().json).toEqual({ ...link, server: 'Demo-Server' });
    expect(await connection.connect('s1', { ...link, number: '12a' })).toEqual(
      fail('TRADING_ACCOUNT_INVALID'),
    );
    expect(await connection.connect('s1', { method: 'API_KEY', apiKey: 'k', apiSecret: ' ' })).toEqual(
      fail('WRONG_API_KEY_OR_SECRET'),
    );
  });

  it('reconnects with or without a new link, and refuses to disconnect an enabled signal', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('POST /signal/{id}/reconnect', SIGNAL).respond('POST /signal/{id}/disconnect', SIGNAL);
    const connection = new SignalConnectionService({ api });
    expect(await connection.reconnect('s1')).toEqual(ok(SIGNAL));
    expect(http.lastRequest().body).toBeUndefined();
    expect(await connection.reconnect('s1', { method: 'EA' })).toEqual(ok(SIGNAL));
    expect(http.lastRequest().json).toEqual({ method: 'EA' });
    const enabled = { ...SIGNAL, enable: true, connStatus: 'CONNECTED' as const };
    expect(await connection.disconnect(enabled)).toMatchObject({ error: true });
    expect(http.requestsTo('POST /signal/{id}/disconnect')).toHaveLength(0);
  });

  it('searches servers with at least 4 characters', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    const servers = [{ platform: 'MT4' as const, name: 'Demo-Live', company: 'Demo', timezone: 'UTC+2' }];
    http.respond('GET /server', servers);
    const connection = new SignalConnectionService({ api });
    expect(await connection.searchServers('MT4', 'dem')).toEqual(fail('SERVER_QUERY_TOO_SHORT'));
    expect(await connection.searchServers('MT4', 'demo')).toEqual(ok(servers));
    expect(http.lastRequest().query).toEqual({ platform: 'MT4', q: 'demo' });
  });
});

describe('SymbolsService', () => {
  it('needs at least one matched pair to save', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    const matching = {
      matched: [{ providerSymbol: 'EURUSD.m', platformSymbol: 'EURUSD', contractSize: '100000' }],
      unmatched: [],
    };
    http.respond('PUT /signal/{id}/symbol', matching);
    const symbols = new SymbolsService({ api });
    expect(await symbols.savePairs('s1', [])).toEqual(fail('SIGNAL_NO_MATCHED_SYMBOL'));
    expect(
      await symbols.savePairs('s1', [{ providerSymbol: 'X', platformSymbol: ' ', contractSize: '1' }]),
    ).toEqual(fail('SIGNAL_NO_MATCHED_SYMBOL'));
    expect(await symbols.savePairs('s1', matching.matched)).toEqual(ok(matching));
    expect(http.lastRequest().json).toEqual({ pairs: matching.matched });
  });
});

describe('OrdersService', () => {
  it('places a market order of whole shares', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    const order = {
      id: 'o1',
      tradingType: 'BUY' as const,
      orderType: 'MARKET' as const,
      symbol: '2330',
      volume: '1000',
      price: '',
      time: '2024-01-02T01:00:00.000Z',
      status: 'SUBMITTED' as const,
    };
    http.respond('POST /signal/{id}/tw/order', order);
    const orders = new OrdersService({ api });
    expect(await orders.place('s1', { tradingType: 'BUY', symbol: ' 2330 ', volume: '1000' })).toEqual(
      ok(order),
    );
    expect(http.lastRequest().json).toEqual({ tradingType: 'BUY', symbol: '2330', volume: '1000' });
    expect(await orders.place('s1', { tradingType: 'SELL', symbol: '2330', volume: '10.5' })).toEqual(
      fail('AMOUNT_INVALID'),
    );
    expect(await orders.place('s1', { tradingType: 'SELL', symbol: '2330', volume: '0' })).toEqual(
      fail('AMOUNT_INVALID'),
    );
    // The server's answer to a blank symbol too: one rule, validateTwOrder.
    expect(await orders.place('s1', { tradingType: 'SELL', symbol: ' ', volume: '1' })).toEqual(
      fail('SYMBOL_ALIAS_NOT_FOUND'),
    );
    expect(
      await orders.place('s1', { tradingType: 'SELL', symbol: '9999', volume: '1' }, { symbols: ['2330'] }),
    ).toEqual(fail('SYMBOL_ALIAS_NOT_FOUND'));
  });
});
