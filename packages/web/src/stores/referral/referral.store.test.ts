import { ApiClient, ReferralService, type Referral } from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-container.js';
import { UiStore } from '../ui.store.js';
import { REFERRED_USERS_PAGE_SIZE, ReferralStore } from './referral.store.js';

const users = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    username: `friend${String(i).padStart(3, '0')}`,
    joinedAt: new Date(Date.UTC(2025, 0, 1) - i * 86_400_000).toISOString(),
    reward: '20',
  }));

const REFERRAL: Referral = {
  code: 'DEMO2024',
  link: 'https://portal.example/register?ref=DEMO2024',
  successCount: 23,
  totalReward: '460',
  users: users(23),
  rewards: [
    { type: 'REWARD_REGISTERED', count: 1, total: '10' },
    { type: 'REWARD_FIRST_SIGNAL_CREATE', count: 1, total: '0.1' },
    { type: 'REWARD_FOLLOWING_REACH_TEN', count: 0, total: '0' },
    { type: 'REWARD_INTRODUCE', count: 23, total: '460.2' },
  ],
};

const setUp = (referral: Referral = REFERRAL) => {
  const http = new FakeHttp().respond('GET /user/referral', referral);
  const app = createTestApp({
    http,
    clock: new FakeClock(),
    storage: new MemoryKeyValueStore(),
    sockets: new FakeSocketFactory(),
  });
  const api = app.container.get(ApiClient);
  const store = new ReferralStore({
    referrals: new ReferralService({ api }),
    ui: app.container.get(UiStore),
  });
  return { http, store };
};

describe('ReferralStore', () => {
  it('loads the referral data and adds up every reward exactly', async () => {
    const { store } = setUp();
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.referral?.code).toBe('DEMO2024');
    expect(store.overall).toEqual({ count: 25, total: '470.3' });
  });

  it('shows the referred users a page at a time, within the pages there are', async () => {
    const { store } = setUp();
    await store.load();
    expect(store.shownUsers).toHaveLength(REFERRED_USERS_PAGE_SIZE);
    store.showPage(3);
    expect(store.shownUsers.map((user) => user.username)).toEqual(['friend020', 'friend021', 'friend022']);
    store.showPage(99);
    expect(store.page).toBe(3);
    store.showPage(0);
    expect(store.page).toBe(1);
    expect(store.listIsPartial).toBe(false);
  });

  it('says when the list holds only the newest of more referred users', async () => {
    const { store } = setUp({ ...REFERRAL, successCount: 250, users: users(200) });
    await store.load();
    expect(store.listIsPartial).toBe(true);
  });

  it('a failed load keeps its code for the retry', async () => {
    const { store, http } = setUp();
    http.respondError('GET /user/referral', 'NOT_SIGNED_IN');
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.errorCode).toBe('NOT_SIGNED_IN');
  });
});
