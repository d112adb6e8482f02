import { EMPTY_WALLET, type Wallet } from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { aUser, createTestApp } from './test-container.js';

/** A wallet of `balance` (and 10 tokens). */
export const walletOf = (balance: string): Wallet => ({ ...EMPTY_WALLET, balance, tokenBalance: '10' });

/** The app over the fixtures' fakes, its server knowing a member whose balance is 1234.50. */
export const memberApp = () => {
  const app = createTestApp({
    http: new FakeHttp(),
    clock: new FakeClock(),
    storage: new MemoryKeyValueStore(),
    sockets: new FakeSocketFactory(),
  });
  app.http
    .respond('GET /user', aUser())
    .respond('GET /asset/wallet', walletOf('1234.50'))
    .respond('GET /symbol', [])
    .respond('GET /asset/wallet/config', [])
    .respond('POST /auth/ws_token', 'ws-token');
  return app;
};
export type MemberApp = ReturnType<typeof memberApp>;
