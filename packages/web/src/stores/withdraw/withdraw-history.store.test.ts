import { LIVE_FEED_CHANNELS, type LiveFeedMessage, type SubscribeOptions } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { rejectingOnce } from '../../test-support/rejecting-once.js';
import type { DayStart } from './history-query.js';
import { isWithdrawal, WithdrawHistoryStore } from './withdraw-history.store.js';
import { aWithdrawal, FakeUi, fakeServices, type Setup } from './withdraw.test-helpers.js';

const utc: DayStart = (day) => `${day}T00:00:00.000Z`;
const NO_FILTERS = { status: null, from: '', to: '' } as const;

const setUp = async (setup: Setup = {}) => {
  const services = fakeServices(setup);
  const ui = new FakeUi();
  const store = new WithdrawHistoryStore({ ...services, ui, dayStart: utc });
  await store.open(NO_FILTERS, 1);
  return { ...services, ui, store };
};

/** A fake feed that hands the test the listener the store subscribed. */
const fakeFeed = () => {
  const listeners = new Map<string, (message: LiveFeedMessage) => void>();
  const confirmations = new Map<string, (() => void) | undefined>();
  return {
    subscribe(channel: string, listener: (message: LiveFeedMessage) => void, options: SubscribeOptions = {}) {
      listeners.set(channel, listener);
      confirmations.set(channel, options.onSubscribed);
      return () => listeners.delete(channel);
    },
    /** The server confirms the channel (again after a reconnect). */
    confirm: () => confirmations.get(LIVE_FEED_CHANNELS.withdrawals)?.(),
    push(data: unknown) {
      listeners.get(LIVE_FEED_CHANNELS.withdrawals)?.({
        id: 'm',
        channel: LIVE_FEED_CHANNELS.withdrawals,
        error: { code: 0 },
        data,
      });
    },
    listening: () => listeners.has(LIVE_FEED_CHANNELS.withdrawals),
  };
};

describe('WithdrawHistoryStore', () => {
  it('loads a page under the filters, sending the days as instants', async () => {
    const { store, http } = await setUp({ history: [aWithdrawal()] });
    expect(store.status).toBe('ready');
    expect(store.rows.map((w) => w.id)).toEqual(['w1']);
    await store.open({ status: 'COMPLETED', from: '2025-03-01', to: '2025-03-31' }, 2);
    expect(http.lastRequest('GET /withdraw').query).toEqual({
      page: '2',
      pageSize: '10',
      status: 'COMPLETED',
      from: '2025-03-01T00:00:00.000Z',
      to: '2025-04-01T00:00:00.000Z',
    });
  });

  it('does not ask the server about days out of order, and says so', async () => {
    const { store, http } = await setUp();
    const calls = http.requestsTo('GET /withdraw').length;
    await store.open({ status: null, from: '2025-03-05', to: '2025-03-01' }, 1);
    expect(store.filterProblem).toBe('DATE_RANGE_INVALID');
    expect(http.requestsTo('GET /withdraw')).toHaveLength(calls);
  });

  it('shows a failed load with its code', async () => {
    const services = fakeServices();
    services.http.respondError('GET /withdraw', 'SQL_ERROR');
    const store = new WithdrawHistoryStore({ ...services, ui: new FakeUi(), dayStart: utc });
    await store.open(NO_FILTERS, 1);
    expect(store.status).toBe('failed');
    expect(store.errorCode).toBe('SQL_ERROR');
  });

  it('updates a row in place from the live feed, and never moves it back', async () => {
    const { store } = await setUp({ history: [aWithdrawal()] });
    const feed = fakeFeed();
    const off = store.follow(feed);
    feed.push(aWithdrawal({ status: 'PROCESSING', approvedAt: '2025-03-02T08:00:00.000Z' }));
    expect(store.rows[0]?.status).toBe('PROCESSING');
    expect(store.lastChanged?.status).toBe('PROCESSING');
    feed.push(aWithdrawal({ status: 'UNDER_REVIEW' }));
    expect(store.rows[0]?.status).toBe('PROCESSING');
    feed.push({ id: 'w1', status: 'COMPLETED' });
    expect(store.rows[0]?.status).toBe('PROCESSING');
    feed.push(aWithdrawal({ status: 'COMPLETED', paidAmount: '75.00' }));
    expect(store.rows[0]?.status).toBe('COMPLETED');
    off();
    expect(feed.listening()).toBe(false);
  });

  it('reads the page again quietly when the channel is confirmed anew after a reconnect', async () => {
    const { store, http } = await setUp({ history: [aWithdrawal()] });
    const feed = fakeFeed();
    store.follow(feed);
    const calls = http.requestsTo('GET /withdraw').length;
    feed.confirm();
    expect(http.requestsTo('GET /withdraw')).toHaveLength(calls);
    feed.confirm();
    expect(store.status).toBe('ready');
    expect(http.requestsTo('GET /withdraw')).toHaveLength(calls + 1);
  });

  it('fetches the page quietly for a withdrawal it does not show', async () => {
    const { store, http } = await setUp({ history: [aWithdrawal()] });
    const calls = http.requestsTo('GET /withdraw').length;
    store.apply(aWithdrawal({ id: 'w9' }));
    expect(store.status).toBe('ready');
    expect(http.requestsTo('GET /withdraw')).toHaveLength(calls + 1);
  });

  it('puts a withdrawal filed here on top of the first page when the filters show it', async () => {
    const { store, http } = await setUp({ history: [aWithdrawal()] });
    const calls = http.requestsTo('GET /withdraw').length;
    store.added(aWithdrawal({ id: 'w2', appliedAt: '2025-03-05T08:00:00.000Z' }));
    expect(store.rows.map((w) => w.id)).toEqual(['w2', 'w1']);
    expect(store.total).toBe(2);
    expect(http.requestsTo('GET /withdraw')).toHaveLength(calls);
  });

  it('asks before cancelling, offers it only under review, and shows the cancelled row', async () => {
    const { store, http } = await setUp({ history: [aWithdrawal()] });
    store.askCancel(aWithdrawal({ status: 'PROCESSING' }));
    expect(store.cancelTarget).toBeNull();
    const row = store.rows[0];
    if (row === undefined) throw new Error('no row');
    expect(store.canCancel(row)).toBe(true);
    store.askCancel(row);
    expect(store.cancelTarget?.id).toBe('w1');
    store.dismissCancel();
    expect(store.cancelTarget).toBeNull();
    http.respond(
      'POST /withdraw/{id}/cancel',
      aWithdrawal({ status: 'CANCELED', cancelledAt: '2025-03-01T09:00:00.000Z' }),
    );
    store.askCancel(row);
    const cancelled = await store.confirmCancel();
    expect(cancelled?.status).toBe('CANCELED');
    expect(http.lastRequest('POST /withdraw/{id}/cancel').params).toEqual({ id: 'w1' });
    expect(store.rows[0]?.status).toBe('CANCELED');
    expect(store.cancelTarget).toBeNull();
    expect(store.cancelling).toBe(false);
  });

  it('shows a refused cancel and reloads when the withdrawal moved on meanwhile', async () => {
    const { store, http, ui } = await setUp({ history: [aWithdrawal()] });
    http.respondError('POST /withdraw/{id}/cancel', 'WITHDRAW_ORDER_STATUS');
    const calls = http.requestsTo('GET /withdraw').length;
    const row = store.rows[0];
    if (row === undefined) throw new Error('no row');
    store.askCancel(row);
    expect(await store.confirmCancel()).toBeNull();
    expect(ui.errors).toEqual(['WITHDRAW_ORDER_STATUS']);
    expect(store.cancelling).toBe(false);
    expect(http.requestsTo('GET /withdraw')).toHaveLength(calls + 1);
  });

  it('reads only whole withdrawals from the feed', () => {
    expect(isWithdrawal(aWithdrawal())).toBe(true);
    expect(isWithdrawal({ ...aWithdrawal(), status: 'LOST' })).toBe(false);
    expect(isWithdrawal(null)).toBe(false);
  });

  it('a cancel lost to the network, then one that rejects, leave the dialog usable; the next one cancels', async () => {
    const { store, http, withdrawals, ui } = await setUp({ history: [aWithdrawal()] });
    const row = store.rows[0];
    if (row === undefined) throw new Error('no row');
    http.failNetwork('POST /withdraw/{id}/cancel');
    store.askCancel(row);
    expect(await store.confirmCancel()).toBeNull();
    expect(store.cancelling).toBe(false);
    expect(ui.errors).toEqual(['NETWORK_ERROR']);

    http.respond(
      'POST /withdraw/{id}/cancel',
      aWithdrawal({ status: 'CANCELED', cancelledAt: '2025-03-01T09:00:00.000Z' }),
    );
    rejectingOnce(withdrawals, 'cancel');
    store.askCancel(row);
    expect(await store.confirmCancel()).toBeNull();
    expect(store.cancelling).toBe(false);
    store.askCancel(row);
    expect((await store.confirmCancel())?.status).toBe('CANCELED');
  });
});
