import type { BrokerServer, Signal } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeImage, TINY_PNG } from '../../files/test-images.test-helpers.js';
import { newId } from '../../ids.js';
import { SIGNALS_OPS } from '../../ops/signals.ops.js';
import {
  createSignal,
  errorOf,
  GOOD_LINK,
  post,
  signalOf,
  startSignalsServer,
  type SignalsTestServer,
} from './signals.test-helpers.js';

const PNG = TINY_PNG;

/** A multipart/form-data body with one file part. */
const multipartFile = (field: string, bytes: Buffer) => {
  const boundary = '----signalTestBoundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="image.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

describe('signal refusals through HTTP', () => {
  let t: SignalsTestServer;
  let cookie: string;
  beforeAll(async () => {
    t = await startSignalsServer();
    ({ cookie } = await t.server.signIn());
  });
  afterAll(async () => {
    await t.server.close();
  });

  const create = (payload: object) => t.server.call({ method: 'POST', url: '/api/signal', cookie, payload });
  const base = { describe: 'x', platform: 'MT4', connMethod: 'ACCOUNT_LINK' };

  it('refuses a visitor who is not signed in', async () => {
    const res = await t.server.call({ method: 'GET', url: '/api/signal' });
    expect(errorOf(res)).toBe('NOT_SIGNED_IN');
  });

  it('checks a new signal with the core rules: name, description, method of the platform, follow setting', async () => {
    expect(errorOf(await create({ ...base, name: 'abc' }))).toBe('SIGNAL_NAME_INVALID');
    expect(errorOf(await create({ ...base, name: 'has space' }))).toBe('SIGNAL_NAME_INVALID');
    expect(errorOf(await create({ ...base, name: 'Words.1', describe: 'word '.repeat(501) }))).toBe(
      'DESCRIPTION_TOO_LONG',
    );
    expect(errorOf(await create({ ...base, name: 'Chars.1', describe: 'x'.repeat(5001) }))).toBe(
      'TEXT_TOO_LONG',
    );
    expect(errorOf(await create({ ...base, name: 'Binance.1', platform: 'BINANCE' }))).toBe(
      'PLATFORM_UNSUPPORTED',
    );
    expect(errorOf(await create({ ...base, name: 'Twse.Ea', platform: 'TWSE', connMethod: 'EA' }))).toBe(
      'PLATFORM_UNSUPPORTED',
    );
    const followSetting = { investmentMin: '99', investmentMax: '1000', profitSharePercent: '20' };
    expect(errorOf(await create({ ...base, name: 'Follow.1', followSetting }))).toBe(
      'INVESTMENT_MIN_TOO_LOW',
    );
    expect(errorOf(await create({ name: 'NoPlatform', describe: '' }))).toBe('WRONG_DATA_FORMAT');
    expect(errorOf(await create({ ...base, name: 'BadPlat', platform: 'NYSE' }))).toBe('WRONG_DATA_FORMAT');
  });

  it('keeps names unique per provider (any case), but two providers may share one', async () => {
    await createSignal(t.server, cookie, { name: 'Unique.Name' });
    expect(errorOf(await create({ ...base, name: 'unique.name' }))).toBe('NAME_EXISTS');
    const other = await t.server.signIn();
    await createSignal(t.server, other.cookie, { name: 'Unique.Name' });
  });

  it('answers NAME_EXISTS to one of two simultaneous creations of one name', async () => {
    const results = await Promise.all([
      create({ ...base, name: 'Race.Name' }),
      create({ ...base, name: 'Race.Name' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('never changes the name; the description and follow setting can change', async () => {
    const signal = await createSignal(t.server, cookie, { name: 'Fixed.Name' });
    const patch = (payload: object) =>
      t.server.call({ method: 'PATCH', url: `/api/signal/${signal.id}`, cookie, payload });
    expect(errorOf(await patch({ name: 'Other.Name' }))).toBe('SIGNAL_NAME_IMMUTABLE');
    const same = signalOf(await patch({ name: 'Fixed.Name', describe: ' New words. ' }));
    expect(same).toMatchObject({ name: 'Fixed.Name', describe: 'New words.' });
    const followSetting = { investmentMin: '200', investmentMax: '5000.5', profitSharePercent: '12.5' };
    expect(signalOf(await patch({ followSetting })).followSetting).toEqual({
      investmentMin: '200',
      investmentMax: '5000.50',
      profitSharePercent: '12.5',
    });
    expect(errorOf(await patch({ followSetting: { ...followSetting, investmentMax: '2000000' } }))).toBe(
      'INVESTMENT_MAX_TOO_HIGH',
    );
  });

  it('hides another provider’s signal and another site’s as SIGNAL_NOT_FOUND', async () => {
    const mine = await createSignal(t.server, cookie);
    const stranger = await t.server.signIn();
    const elsewhere = await t.server.signIn({ siteId: t.server.sites.second });
    for (const who of [
      { cookie: stranger.cookie },
      { cookie: elsewhere.cookie, siteId: t.server.sites.second },
    ]) {
      for (const [method, url] of [
        ['GET', `/api/signal/${mine.id}`],
        ['PATCH', `/api/signal/${mine.id}`],
        ['DELETE', `/api/signal/${mine.id}`],
        ['POST', `/api/signal/${mine.id}/enable`],
        ['POST', `/api/signal/${mine.id}/connect`],
        ['POST', `/api/signal/${mine.id}/disconnect`],
        ['GET', `/api/signal/${mine.id}/performance`],
        ['GET', `/api/signal/${mine.id}/symbol`],
        ['POST', `/api/signal/${mine.id}/symbol/sync`],
        ['GET', `/api/signal/${mine.id}/tw/order`],
      ] as const) {
        const payload =
          method === 'PATCH' ? { describe: 'mine now' } : url.endsWith('connect') ? GOOD_LINK.MT4 : undefined;
        const res = await t.server.call({ method, url, ...who, ...(payload ? { payload } : {}) });
        expect(errorOf(res), `${method} ${url}`).toBe('SIGNAL_NOT_FOUND');
      }
      const list = await t.server.call({ method: 'GET', url: '/api/signal', ...who });
      expect(list.json<{ signals: { list: Signal[] } }>().signals.list.map((s) => s.id)).not.toContain(
        mine.id,
      );
    }
    expect(errorOf(await t.server.call({ method: 'GET', url: `/api/signal/${newId()}`, cookie }))).toBe(
      'SIGNAL_NOT_FOUND',
    );
  });

  it('refuses wrong investor passwords, unknown servers, bad account numbers and mismatched methods', async () => {
    const signal = await createSignal(t.server, cookie, { platform: 'MT4' });
    const connect = (payload: object) => post(t.server, cookie, `/api/signal/${signal.id}/connect`, payload);
    expect(errorOf(await connect({ ...GOOD_LINK.MT4, investorPassword: 'wrongpass' }))).toBe(
      'WRONG_TRADING_ACCOUNT_OR_PASSWORD',
    );
    expect(errorOf(await connect({ ...GOOD_LINK.MT4, investorPassword: 'abc' }))).toBe(
      'WRONG_TRADING_ACCOUNT_OR_PASSWORD',
    );
    expect(errorOf(await connect({ ...GOOD_LINK.MT4, investorPassword: '' }))).toBe(
      'WRONG_TRADING_ACCOUNT_OR_PASSWORD',
    );
    expect(errorOf(await connect({ ...GOOD_LINK.MT4, server: 'Nowhere-Live' }))).toBe('SERVER_NOT_FOUND');
    expect(errorOf(await connect({ ...GOOD_LINK.MT4, number: '12ab' }))).toBe('TRADING_ACCOUNT_INVALID');
    expect(errorOf(await connect({ ...GOOD_LINK.MT4, number: '123456789012345' }))).toBe(
      'TRADING_ACCOUNT_INVALID',
    );
    expect(errorOf(await connect(GOOD_LINK.EA))).toBe('SIGNAL_WRONG_INFO');
    expect(errorOf(await connect({ method: 'ACCOUNT_LINK', server: 'DemoBroker-Live01' }))).toBe(
      'WRONG_DATA_FORMAT',
    );
    // Nothing of the refused attempts stuck.
    expect(
      signalOf(await t.server.call({ method: 'GET', url: `/api/signal/${signal.id}`, cookie })).connStatus,
    ).toBe('DISCONNECTED');
    expect(signalOf(await connect(GOOD_LINK.MT4)).connStatus).toBe('CALCULATING');
    expect(errorOf(await connect(GOOD_LINK.MT4))).toBe('SIGNAL_ALREADY_CONNECTED');
    expect(errorOf(await t.server.call({ method: 'DELETE', url: `/api/signal/${signal.id}`, cookie }))).toBe(
      'SIGNAL_CONNECTED',
    );
  });

  it('refuses an API key with trading permission and a wrong key or secret', async () => {
    const signal = await createSignal(t.server, cookie, { platform: 'BINANCE', connMethod: 'API_KEY' });
    const connect = (payload: object) => post(t.server, cookie, `/api/signal/${signal.id}/connect`, payload);
    expect(errorOf(await connect({ ...GOOD_LINK.BINANCE, apiKey: 'my-TRADE-key-1' }))).toBe(
      'API_KEY_NOT_READ_ONLY',
    );
    expect(errorOf(await connect({ ...GOOD_LINK.BINANCE, apiSecret: 'wrong-secret' }))).toBe(
      'WRONG_API_KEY_OR_SECRET',
    );
    expect(errorOf(await connect({ ...GOOD_LINK.BINANCE, apiKey: '   ' }))).toBe('WRONG_API_KEY_OR_SECRET');
  });

  it('refuses the rule-breaking moves with the core codes', async () => {
    const signal = await createSignal(t.server, cookie);
    const id = signal.id;
    expect(errorOf(await post(t.server, cookie, `/api/signal/${id}/submit`))).toBe(
      'SIGNAL_NO_MATCHED_SYMBOL',
    );
    expect(errorOf(await post(t.server, cookie, `/api/signal/${id}/enable`))).toBe(
      'SIGNAL_NOT_PASSED_REVIEW',
    );
    expect(errorOf(await post(t.server, cookie, `/api/signal/${id}/disable`))).toBe('SIGNAL_DISABLED');
    expect(errorOf(await post(t.server, cookie, `/api/signal/${id}/disconnect`))).toBe(
      'SIGNAL_NOT_CONNECTED',
    );
    // An account link never linked has nothing to reconnect with.
    expect(errorOf(await post(t.server, cookie, `/api/signal/${id}/reconnect`))).toBe('SIGNAL_WRONG_INFO');

    signalOf(await post(t.server, cookie, `/api/signal/${id}/connect`, GOOD_LINK.MT4));
    const pairs = [{ providerSymbol: 'EURUSD.x', platformSymbol: 'EURUSD' }];
    const put = await t.server.call({
      method: 'PUT',
      url: `/api/signal/${id}/symbol`,
      cookie,
      payload: { pairs },
    });
    expect(put.statusCode, put.body).toBe(200);
    // Matched but still calculating.
    expect(errorOf(await post(t.server, cookie, `/api/signal/${id}/submit`))).toBe('SIGNAL_NOT_CONNECTED');
    await t.runner.runDue();
    expect(signalOf(await post(t.server, cookie, `/api/signal/${id}/submit`)).status).toBe('CREATED');
    expect(errorOf(await post(t.server, cookie, `/api/signal/${id}/submit`))).toBe('SIGNAL_CANNOT_SUBMIT');
    expect(errorOf(await post(t.server, cookie, `/api/signal/${id}/enable`))).toBe(
      'SIGNAL_NOT_PASSED_REVIEW',
    );
  });

  it('refuses to enable an approved signal whose account never traded, and a second review', async () => {
    const approve = SIGNALS_OPS.find((c) => c.name.join(' ') === 'signal approve')!;
    const signal = await createSignal(t.server, cookie, { platform: 'MT4' });
    const idle = { ...GOOD_LINK.MT4, number: '12340000' };
    signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/connect`, idle));
    await t.runner.runDue();
    const connected = signalOf(
      await t.server.call({ method: 'GET', url: `/api/signal/${signal.id}`, cookie }),
    );
    expect(connected).toMatchObject({ connStatus: 'CONNECTED', performance: { tradesTotal: 0 } });
    signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/submit`));
    expect(await approve.run(t.server.ctx, { positional: [signal.id], flags: {} })).toMatchObject({
      error: false,
    });
    expect(await approve.run(t.server.ctx, { positional: [signal.id], flags: {} })).toEqual({
      error: true,
      value: 'SIGNAL_NOT_PENDING_REVIEW',
    });
    expect(errorOf(await post(t.server, cookie, `/api/signal/${signal.id}/enable`))).toBe(
      'SIGNAL_NO_TRADE_HISTORY',
    );
  });

  it('refuses to delete a signal robots follow', async () => {
    const signal = await createSignal(t.server, cookie);
    const now = new Date(t.server.clock.now());
    await t.server.ctx.db.query(
      `INSERT INTO robots (site_id, id, signal_id, name, follower_name, follow_type, status, investment, created_at, next_settlement_at)
       VALUES ($1, $2, $3, 'bot', 'follower', 'FULL_SIGNAL', 'RUNNING', 500, $4, $4)`,
      [t.server.sites.demo, newId(), signal.id, now],
    );
    const shown = signalOf(await t.server.call({ method: 'GET', url: `/api/signal/${signal.id}`, cookie }));
    expect(shown).toMatchObject({ numOfFollowers: 1, investmentOfFollow: '500.00', wasFollowed: true });
    expect(errorOf(await t.server.call({ method: 'DELETE', url: `/api/signal/${signal.id}`, cookie }))).toBe(
      'SIGNAL_ROBOTS_FOLLOWING',
    );
  });

  it('searches broker servers from 4 characters on', async () => {
    const search = (query: string) => t.server.call({ method: 'GET', url: `/api/server?${query}`, cookie });
    expect(errorOf(await search('platform=MT4&q=Dem'))).toBe('SERVER_QUERY_TOO_SHORT');
    expect(errorOf(await search('platform=MT4&q=%20%20Dem%20'))).toBe('SERVER_QUERY_TOO_SHORT');
    expect(errorOf(await search('platform=MT4'))).toBe('SERVER_QUERY_TOO_SHORT');
    expect(errorOf(await search(`platform=MT4&q=${'a'.repeat(65)}`))).toBe('TEXT_TOO_LONG');
    expect(errorOf(await search('platform=NYSE&q=Demo'))).toBe('WRONG_DATA_FORMAT');
    const found = (await search('platform=MT4&q=demobroker')).json<{ servers: BrokerServer[] }>();
    expect(found.servers.map((s) => s.name)).toEqual([
      'DemoBroker-Live01',
      'DemoBroker-Live02',
      'DemoBroker-Demo',
    ]);
    const twse = (await search('platform=TWSE&q=Securities')).json<{ servers: BrokerServer[] }>();
    expect(twse.servers).toHaveLength(4);
  });

  it('takes a PNG headshot and serves it at 200x200, refuses other formats by their bytes and files over 2 MB', async () => {
    const signal = await createSignal(t.server, cookie);
    const upload = (field: string, bytes: Buffer) =>
      t.server.call({
        method: 'POST',
        url: `/api/signal/${signal.id}/headshot`,
        cookie,
        ...multipartFile(field, bytes),
      });
    const saved = signalOf(await upload('headshot', PNG));
    expect(saved.headshot).toMatch(/^\/files\//);
    const image = await t.server.app.inject({ method: 'GET', url: saved.headshot });
    expect(image.headers['content-type']).toBe('image/png');
    expect(await describeImage(image.rawPayload)).toMatchObject({ format: 'png', width: 200, height: 200 });

    // A new image replaces the old one, whose file is deleted; a refused upload keeps the current one.
    const replaced = signalOf(await upload('headshot', PNG));
    expect((await t.server.app.inject({ method: 'GET', url: saved.headshot })).statusCode).toBe(404);
    expect((await t.server.app.inject({ method: 'GET', url: replaced.headshot })).statusCode).toBe(200);

    expect(errorOf(await upload('headshot', Buffer.from('GIF89a not allowed')))).toBe('FILE_FORMAT');
    // A PNG name does not make a PNG: the bytes decide.
    expect(errorOf(await upload('headshot', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBe(
      'FILE_FORMAT',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect(errorOf(await upload('headshot', big))).toBe('FILE_SIZE');
    // Only the `headshot` file is taken: another file is a malformed form.
    expect(errorOf(await upload('other', PNG))).toBe('WRONG_DATA_FORMAT');
    const json = await t.server.call({
      method: 'POST',
      url: `/api/signal/${signal.id}/headshot`,
      cookie,
      payload: {},
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });
});
