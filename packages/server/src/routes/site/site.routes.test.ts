import { PLATFORMS, type PlatformSymbol, type SiteInfo } from '@signal-portal/core';
import { demoSite, PLATFORM_SYMBOLS, secondSite } from '@signal-portal/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../ids.js';
import { upsertSite } from '../../storage/sites.repository.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';

describe('GET /entry and GET /symbol', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers the calling site's info, branding included, for each site's token", async () => {
    const demo = await server.call({ method: 'GET', url: '/api/entry' });
    expect(demo.statusCode).toBe(200);
    expect(demo.json<{ entry: SiteInfo }>().entry).toEqual(demoSite());
    const second = await server.call({ method: 'GET', url: '/api/entry', siteId: server.sites.second });
    expect(second.json<{ entry: SiteInfo }>().entry).toEqual(secondSite());
  });

  it('needs no member but a site token', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/entry' });
    expect(res.json()).toMatchObject({ error: 'JWT_FORMAT' });
  });

  it('refuses the entry of a disabled site with SITE_DISABLED', async () => {
    const disabled = await upsertSite(
      server.ctx.db,
      secondSite({ id: newId(), name: 'off', domain: 'off.localhost', enable: false }),
    );
    const res = await server.call({ method: 'GET', url: '/api/entry', siteId: disabled.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'SITE_DISABLED' });
  });

  it('lists the symbols of every platform with contract sizes, to members only', async () => {
    const guest = await server.call({ method: 'GET', url: '/api/symbol' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: 'NOT_SIGNED_IN' });

    const { cookie } = await server.signIn();
    const res = await server.call({ method: 'GET', url: '/api/symbol?platform=x', cookie });
    expect(res.statusCode).toBe(200);
    const symbols = res.json<{ symbols: PlatformSymbol[] }>().symbols;
    expect(symbols).toEqual(PLATFORMS.flatMap((p) => PLATFORM_SYMBOLS[p]));
    expect(new Set(symbols.map((s) => s.platform))).toEqual(new Set(PLATFORMS));
    const eurusd = symbols.find((s) => s.platform === 'MT4' && s.symbol === 'EURUSD');
    expect(eurusd?.contractSize).toBe('100000');
  });
});
