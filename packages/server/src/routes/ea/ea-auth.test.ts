import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EA_RATE_LIMITS } from '../../signals/ea-limits.js';
import { createSignal, GOOD_LINK, post } from '../signals/signals.test-helpers.js';
import {
  connectingEaSignal,
  DATABASES,
  eaCall,
  eaPost,
  errorOf,
  startEaServer,
  type EaTestServer,
} from './ea.test-helpers.js';

const status = (t: EaTestServer, token: string | undefined, remoteAddress?: string) =>
  eaCall(t.server, token, {
    method: 'GET',
    url: '/ea/v1/status',
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe.each(DATABASES)('EA protocol: who may call, on %s', (_name, open) => {
  let t: EaTestServer;
  beforeAll(async () => {
    t = await startEaServer(open);
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes only the signal token as bearer: no token, a wrong one, the site token or a cookie are EA_TOKEN_INVALID', async () => {
    const signal = await connectingEaSignal(t);
    const refused = [
      await status(t, undefined),
      await status(t, 'x'.repeat(32)),
      await status(t, `${signal.token}x`),
      await status(t, await t.server.siteToken()),
      await eaCall(t.server, undefined, {
        method: 'GET',
        url: '/ea/v1/status',
        headers: { cookie: t.cookie },
      }),
      await eaCall(t.server, undefined, {
        method: 'GET',
        url: '/ea/v1/status',
        headers: { authorization: signal.token },
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'EA_TOKEN_INVALID' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const ok = await status(t, signal.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json()).toMatchObject({
      status: { signalId: signal.id, connStatus: 'CONNECTING', account: null },
    });
  });

  it('refuses the token of a signal that is not connected by EA, archived, disconnected or deleted', async () => {
    const linked = await createSignal(t.server, t.cookie, { platform: 'MT4', connMethod: 'ACCOUNT_LINK' });
    expect(errorOf(await eaPost(t.server, linked.token, '/heartbeat', {}))).toBe('EA_NOT_EA_SIGNAL');
    expect(errorOf(await status(t, linked.token))).toBe('EA_NOT_EA_SIGNAL');

    const disconnected = await createSignal(t.server, t.cookie, { platform: 'MT4', connMethod: 'EA' });
    const refusal = await eaPost(t.server, disconnected.token, '/heartbeat', {});
    expect(refusal.statusCode).toBe(409);
    expect(errorOf(refusal)).toBe('SIGNAL_NOT_CONNECTED');

    const archived = await createSignal(t.server, t.cookie, { platform: 'MT4', connMethod: 'EA' });
    expect((await post(t.server, t.cookie, `/api/signal/${archived.id}/archive`)).statusCode).toBe(200);
    expect(errorOf(await eaPost(t.server, archived.token, '/heartbeat', {}))).toBe('SIGNAL_ARCHIVED');

    const deleted = await createSignal(t.server, t.cookie, { platform: 'MT5', connMethod: 'EA' });
    const gone = await t.server.call({
      method: 'DELETE',
      url: `/api/signal/${deleted.id}`,
      cookie: t.cookie,
    });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(errorOf(await eaPost(t.server, deleted.token, '/heartbeat', {}))).toBe('EA_TOKEN_INVALID');
  });

  it("a token names one signal, whatever its site: another site's signal is reached by its own token", async () => {
    const { cookie } = await t.server.signIn({ siteId: t.server.sites.second });
    const created = await createSignal(t.server, cookie, {
      platform: 'MT4',
      connMethod: 'EA',
      siteId: t.server.sites.second,
    });
    const connected = await t.server.call({
      method: 'POST',
      url: `/api/signal/${created.id}/connect`,
      cookie,
      siteId: t.server.sites.second,
      payload: GOOD_LINK.EA,
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const res = await status(t, created.token);
    expect(res.json()).toMatchObject({ status: { signalId: created.id, connStatus: 'CONNECTING' } });
  });

  it('limits calls per signal, answering RATE_LIMITED with Retry-After, and the next window takes calls again', async () => {
    const busy = await connectingEaSignal(t);
    const quiet = await connectingEaSignal(t);
    const { max } = EA_RATE_LIMITS.perSignal;
    for (let i = 0; i < max; i += 1) expect((await status(t, busy.token)).statusCode).toBe(200);
    const limited = await status(t, busy.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    // The clock stands at a whole minute: the window has all its 60 seconds left.
    expect(limited.headers['retry-after']).toBe('60');
    expect(errorOf(await eaPost(t.server, busy.token, '/heartbeat', {}))).toBe('RATE_LIMITED');
    expect((await status(t, quiet.token)).statusCode).toBe(200);

    t.server.clock.setOffset(EA_RATE_LIMITS.perSignal.windowMs);
    try {
      expect((await status(t, busy.token)).statusCode).toBe(200);
    } finally {
      t.server.clock.setOffset(0);
    }
  });

  it('after too many calls without a usable token, an address is refused before any lookup, valid tokens too', async () => {
    const signal = await connectingEaSignal(t);
    const guesser = '203.0.113.7';
    const { max } = EA_RATE_LIMITS.badTokenPerAddress;
    for (let i = 0; i < max; i += 1) {
      expect(errorOf(await status(t, `guess${String(i).padStart(20, '0')}`, guesser))).toBe(
        'EA_TOKEN_INVALID',
      );
    }
    const limited = await status(t, signal.token, guesser);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held by the guesser.
    expect((await status(t, signal.token, '198.51.100.20')).statusCode).toBe(200);
  });
});
