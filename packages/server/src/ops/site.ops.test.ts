import type { Result, SiteInfo } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteToken } from '../http/site-token.js';
import { startTestServer, TEST_SECRETS, type TestServer } from '../test-support/harness.test-helpers.js';
import { findOpsCommand, runOpsCommand, type OpsOutcome } from './ops-runner.js';
import { SITE_OPS } from './site.ops.js';

type Saved = { site: SiteInfo; siteToken: string };

describe('site and clock operator commands', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const ops = async (words: string[], flags: Record<string, string> = {}): Promise<OpsOutcome> => {
    const found = findOpsCommand(SITE_OPS, words);
    if (!found) throw new Error(`no command ${words.join(' ')}`);
    return runOpsCommand(server.ctx, found.command, { positional: found.positional, flags });
  };
  const result = async (words: string[], flags: Record<string, string> = {}): Promise<Result<unknown>> => {
    const outcome = await ops(words, flags);
    if (outcome.kind !== 'result') throw new Error(outcome.message);
    return outcome.result;
  };
  const created = async (flags: Record<string, string>): Promise<Saved> => {
    const res = await result(['site', 'create'], flags);
    if (res.error) throw new Error(res.value);
    return res.value as Saved;
  };

  it('creates a site with its branding and a working site token', async () => {
    const { site, siteToken } = await created({
      name: 'nova',
      domain: 'Nova.Localhost',
      'site-name': 'Nova Signals',
      favicon: 'https://cdn.example/nova.ico',
      'light-logo': 'data:image/svg+xml,%3Csvg%2F%3E',
      'hyperlink-context': 'Help',
      'hyperlink-url': 'https://nova.example/help',
      'hyperlink-hide': 'false',
    });
    expect(site).toMatchObject({
      name: 'nova',
      domain: 'nova.localhost',
      siteName: 'Nova Signals',
      favicon: 'https://cdn.example/nova.ico',
      hyperlinkHide: false,
      enable: true,
    });
    expect(await readSiteToken(siteToken, TEST_SECRETS.siteTokenKey)).toBe(site.id);
    const entry = await server.call({ method: 'GET', url: '/api/entry', siteId: site.id });
    expect(entry.json<{ entry: SiteInfo }>().entry.siteName).toBe('Nova Signals');
  });

  it("refuses another site's name or domain, and unsafe branding", async () => {
    expect(
      await result(['site', 'create'], { name: 'demo', domain: 'x.localhost', 'site-name': 'X' }),
    ).toEqual({
      error: true,
      value: 'NAME_EXISTS',
    });
    expect(await result(['site', 'create'], { name: 'x', domain: 'localhost', 'site-name': 'X' })).toEqual({
      error: true,
      value: 'DUPLICATE_KEY',
    });
    for (const [flag, value, code] of [
      ['light-logo', 'javascript:alert(1)', 'FILE_FORMAT'],
      ['favicon', '@/etc/passwd', 'FILE_FORMAT'],
      ['hyperlink-url', 'javascript:alert(1)', 'INVALID_PARAMETERS'],
      ['domain', 'not a host', 'INVALID_PARAMETERS'],
      ['name', 'Has Spaces', 'INVALID_PARAMETERS'],
    ] as const) {
      const flags = { name: 'y', domain: 'y.localhost', 'site-name': 'Y', [flag]: value };
      expect(await result(['site', 'create'], flags)).toEqual({ error: true, value: code });
    }
  });

  it('updates only the given fields and keeps the id; an unknown site is ID_NOT_FOUND', async () => {
    const { site } = await created({ name: 'vega', domain: 'vega.localhost', 'site-name': 'Vega' });
    const updated = await result(['site', 'update', site.id], { 'site-name': 'Vega Pro', enable: 'false' });
    expect(updated).toMatchObject({
      error: false,
      value: {
        site: { id: site.id, name: 'vega', domain: 'vega.localhost', siteName: 'Vega Pro', enable: false },
      },
    });
    expect(await result(['site', 'update', 'nope'], { enable: 'true' })).toEqual({
      error: true,
      value: 'ID_NOT_FOUND',
    });
  });

  it('sets the hyperlink text per language (any letter case), removes one with an empty text, keeps the rest', async () => {
    const { site } = await created({
      name: 'lyra',
      domain: 'lyra.localhost',
      'site-name': 'Lyra',
      'hyperlink-context': 'Academy',
      'hyperlink-context-ja-JP': ' アカデミー ',
      'hyperlink-context-zh-tw': '學院',
    });
    expect(site.hyperlinkContext).toBe('Academy');
    expect(site.hyperlinkContextByLanguage).toEqual({ 'ja-JP': 'アカデミー', 'zh-TW': '學院' });
    const updated = await result(['site', 'update', site.id], {
      'hyperlink-context-zh-TW': '',
      'hyperlink-context-vi-VN': 'Học viện',
    });
    expect(updated).toMatchObject({
      error: false,
      value: { site: { hyperlinkContextByLanguage: { 'ja-JP': 'アカデミー', 'vi-VN': 'Học viện' } } },
    });
    const entry = await server.call({ method: 'GET', url: '/api/entry', siteId: site.id });
    expect(entry.json<{ entry: SiteInfo }>().entry).toMatchObject({
      hyperlinkContext: 'Academy',
      hyperlinkContextByLanguage: { 'ja-JP': 'アカデミー', 'vi-VN': 'Học viện' },
    });
    expect(await result(['site', 'update', site.id], { 'hyperlink-context-my-MM': 'x'.repeat(101) })).toEqual(
      {
        error: true,
        value: 'TEXT_TOO_LONG',
      },
    );
    expect(await ops(['site', 'update', site.id], { 'hyperlink-context-fr-FR': 'Académie' })).toMatchObject({
      kind: 'usage',
      message: expect.stringContaining('zh-TW') as unknown,
    });
  });

  it('answers usage errors for unknown flags, missing ids and flags, and bad booleans', async () => {
    expect(
      await ops(['site', 'create'], { name: 'z', domain: 'z.localhost', 'site-name': 'Z', colour: 'red' }),
    ).toMatchObject({
      kind: 'usage',
      message: expect.stringContaining('--colour') as unknown,
    });
    expect(await ops(['site', 'update'], { enable: 'true' })).toMatchObject({ kind: 'usage' });
    expect(await ops(['site', 'update', server.sites.demo])).toMatchObject({ kind: 'usage' });
    expect(await ops(['site', 'update', server.sites.demo], { enable: 'yes' })).toMatchObject({
      kind: 'usage',
    });
    expect(await ops(['site', 'token'])).toMatchObject({ kind: 'usage' });
  });

  it('prints the token of a site and lists the sites', async () => {
    const token = await result(['site', 'token', server.sites.second]);
    expect(token).toMatchObject({ error: false, value: { siteId: server.sites.second } });
    const list = await result(['site', 'list']);
    expect((list.value as { name: string }[]).map((s) => s.name)).toEqual(
      expect.arrayContaining(['demo', 'aurora']),
    );
  });

  it('advances the clock by durations and shows it; the offset only grows', async () => {
    const before = server.clock.now();
    expect(await result(['clock', 'advance', '2h'])).toMatchObject({ value: { offsetMs: 7_200_000 } });
    expect(await result(['clock', 'advance', '1d'])).toMatchObject({
      value: { offsetMs: 7_200_000 + 86_400_000 },
    });
    expect(server.clock.now() - before).toBeGreaterThanOrEqual(93_600_000);
    expect(await result(['clock', 'show'])).toMatchObject({
      value: { offsetMs: 93_600_000, offsetDays: 1.083 },
    });
    for (const bad of ['-1d', '0d', '1y', '99999999d', '1.5d']) {
      expect(await ops(['clock', 'advance', bad])).toMatchObject({ kind: 'usage' });
    }
  });
});
