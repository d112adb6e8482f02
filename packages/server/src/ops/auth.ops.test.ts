import { DEMO_PROVIDER_CONTACT, DEMO_PROVIDER_ID } from '@signal-portal/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARD_REGISTERED_AMOUNT } from '../auth/referral.js';
import { DEMO_REFERRAL_CODE, seedAuth } from '../seed/auth.seed.js';
import type { DemoSeedState } from '../seed/demo-seed.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { AUTH_OPS } from './auth.ops.js';

const command = (name: string) => {
  const found = AUTH_OPS.find((c) => c.name.join(' ') === name);
  if (!found) throw new Error(`no ops command ${name}`);
  return found;
};

describe('auth seed and operator commands', () => {
  let server: TestServer;
  const state: DemoSeedState = { siteId: '', providerId: '' };
  beforeAll(async () => {
    server = await startTestServer();
    state.siteId = server.sites.demo;
    await server.ctx.db.transaction((tx) => seedAuth(tx, server.ctx, state));
  });
  afterAll(async () => {
    await server.close();
  });

  it('seeds the demo provider, who can log in by the demo email', async () => {
    expect(state.providerId).toBe(DEMO_PROVIDER_ID);
    const sent = await server.call({
      method: 'POST',
      url: '/api/auth/login_by_email',
      payload: { method: 'email', email: DEMO_PROVIDER_CONTACT.email },
    });
    expect(sent.json()).toEqual({ success: true });
    const { rows } = await server.ctx.db.query<{ balance: string }>(
      "SELECT balance::text AS balance FROM ledger_accounts WHERE user_id = $1 AND code = 'USER_TOKEN'",
      [DEMO_PROVIDER_ID],
    );
    expect(Number(rows[0]?.balance)).toBe(Number(REWARD_REGISTERED_AMOUNT));
  });

  it('seeding again changes nothing', async () => {
    await server.ctx.db.transaction((tx) => seedAuth(tx, server.ctx, state));
    const { rows } = await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(rows[0]?.n).toBe(1);
  });

  it('user list lists the users of a site; user show finds one by id or username', async () => {
    const list = await command('user list').run(server.ctx, {
      positional: [],
      flags: { site: server.sites.demo },
    });
    expect(list).toMatchObject({
      error: false,
      value: [{ id: DEMO_PROVIDER_ID, referralCode: DEMO_REFERRAL_CODE }],
    });
    const none = await command('user list').run(server.ctx, {
      positional: [],
      flags: { site: server.sites.second },
    });
    expect(none).toEqual({ error: false, value: [] });

    const byName = await command('user show').run(server.ctx, { positional: ['DemoTrader'], flags: {} });
    expect(byName).toMatchObject({ error: false, value: [{ id: DEMO_PROVIDER_ID, passedCount: 0 }] });
    const byId = await command('user show').run(server.ctx, { positional: [DEMO_PROVIDER_ID], flags: {} });
    expect(byId).toMatchObject({ error: false, value: [{ username: 'demotrader' }] });
    expect(await command('user show').run(server.ctx, { positional: ['nobody'], flags: {} })).toEqual({
      error: true,
      value: 'USER_NOT_FOUND',
    });
    expect(await command('user list').run(server.ctx, { positional: [], flags: { limit: 'x' } })).toEqual({
      error: true,
      value: 'INVALID_PARAMETERS',
    });
  });
});
