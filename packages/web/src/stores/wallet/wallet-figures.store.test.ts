import { ApiClient, LIVE_FEED_CHANNELS, WalletService, type LiveFeedCallback } from '@signal-portal/core';
import { FakeHttp } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { settle } from '../../test-support/test-container.js';
import { WalletFiguresStore } from './wallet-figures.store.js';

const SUMMARY = {
  net: '975.00',
  cash: '700.00',
  securities: '0.00',
  transactionCost: '25.00',
  totalFunds: '800.00',
  realFunds: '800.00',
};
/** The wallet as the server answers it: the frozen and withdrawable parts of the balance. */
const WALLET = {
  balance: '800.00',
  tokenBalance: '35',
  frozenAmount: '100.00',
  withdrawableBalance: '700.00',
};

const setUp = () => {
  const http = new FakeHttp();
  http.respond('GET /asset/wallet', WALLET).respond('GET /asset/summary', SUMMARY);
  const api = new ApiClient({ http, baseUrl: http.baseUrl, siteToken: 'site-token' });
  return { http, store: new WalletFiguresStore({ wallet: new WalletService({ api }) }) };
};

const fakeFeed = () => {
  const subscribed: { channel: string; callback: LiveFeedCallback; auth: boolean }[] = [];
  return {
    subscribed,
    subscribe: (channel: string, callback: LiveFeedCallback, options: { auth?: boolean } = {}) => {
      subscribed.push({ channel, callback, auth: options.auth === true });
      return () => subscribed.splice(0);
    },
    push: () => {
      for (const { callback } of subscribed)
        callback({ id: '1', error: { code: 0 }, channel: LIVE_FEED_CHANNELS.wallet, data: WALLET });
    },
  };
};

describe('WalletFiguresStore', () => {
  it('loads the figures of both switch positions', async () => {
    const { store } = setUp();
    const loading = store.load();
    expect(store.status).toBe('loading');
    await loading;
    expect(store.status).toBe('ready');
    expect(store.figures?.platform).toEqual({
      total: '800.00',
      frozen: '100.00',
      withdrawable: '700.00',
      tokenBalance: '35',
    });
    expect(store.figures?.assets.net).toBe('975.00');
  });

  it('says why a load failed, and loads again on retry', async () => {
    const { http, store } = setUp();
    http.respondError('GET /asset/summary', 'INTERNAL_ERROR');
    await store.load();
    expect(store).toMatchObject({ status: 'failed', errorCode: 'INTERNAL_ERROR', figures: null });
    http.respond('GET /asset/summary', SUMMARY);
    await store.load();
    expect(store).toMatchObject({ status: 'ready', errorCode: null });
  });

  it('follows the wallet channel: a push loads new figures while the old ones stay on screen', async () => {
    const { http, store } = setUp();
    await store.load();
    const feed = fakeFeed();
    const unsubscribe = store.follow(feed);
    expect(feed.subscribed).toMatchObject([{ channel: 'wallet', auth: true }]);

    // a deposit of 50 arrives
    http
      .respond('GET /asset/wallet', { ...WALLET, balance: '850.00', withdrawableBalance: '750.00' })
      .respond('GET /asset/summary', {
        ...SUMMARY,
        cash: '750.00',
        totalFunds: '850.00',
        realFunds: '850.00',
      });
    feed.push();
    expect(store.status).toBe('ready');
    expect(store.figures?.platform.total).toBe('800.00');
    await settle();
    expect(store.figures?.platform).toMatchObject({
      total: '850.00',
      withdrawable: '750.00',
      frozen: '100.00',
    });

    // a push whose load fails keeps the figures shown
    http.respondError('GET /asset/summary', 'INTERNAL_ERROR');
    feed.push();
    await settle();
    expect(store).toMatchObject({ status: 'ready', errorCode: null });
    expect(store.figures?.platform.total).toBe('850.00');
    unsubscribe();
    expect(feed.subscribed).toEqual([]);
  });
});
