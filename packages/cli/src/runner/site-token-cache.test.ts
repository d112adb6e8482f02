import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Http, HttpRequest, HttpResponse, KeyValueStore } from '@signal-portal/core';
import { FAKE_API_BASE_URL, MemoryKeyValueStore, demoProvider } from '@signal-portal/fixtures';
import { Container } from 'inversify';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeAdapters, runCli } from '../cli.test-helpers.js';
import { configPathsOf } from '../config/config-dir.js';
import { SiteTokenCache, siteTokenKeyOf } from '../config/site-token-cache.js';
import { nodeAdaptersModule } from '../di/node-adapters.module.js';
import { SiteTokenStore } from '../di/tokens.js';
import { EXIT } from './exit-codes.js';

const PAGE_URL = 'http://api.test/';
const env = { SIGNAL_PORTAL_API: FAKE_API_BASE_URL, SIGNAL_PORTAL_LANG: 'en-US' };
const user = demoProvider();

/** A JWT-shaped token (header.payload.signature) with these claims; the signature is not checked here. */
const jwt = (claims: Record<string, unknown>): string =>
  ['{"alg":"HS256"}', JSON.stringify(claims), 'sig']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.');

const html = (token: string): HttpResponse => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  text: () => Promise.resolve(`<head><meta name="site-token" content="${token}"></head>`),
  stream: () => (async function* () {})(),
});

/**
 * A portal whose page names `pageToken` and whose API accepts only `accepted` (JWT_FORMAT otherwise,
 * as the platform answers a token signed with another key); `GET /user` answers the demo provider.
 */
const portal = (state: { pageToken: string; accepted: string }) => {
  const adapters = fakeAdapters();
  const siteTokens = new MemoryKeyValueStore();
  adapters.http.on('GET /user', (request) =>
    request.headers['Authorization'] === `Bearer ${state.accepted}`
      ? { status: 200, json: { user } }
      : { status: 401, json: { error: 'JWT_FORMAT' } },
  );
  let pageReads = 0;
  const http: Http = {
    send: (request: HttpRequest) => {
      if (request.url !== PAGE_URL) return adapters.http.send(request);
      pageReads += 1;
      return Promise.resolve(html(state.pageToken));
    },
  };
  return {
    adapters: { ...adapters, http, siteTokens },
    api: adapters.http,
    siteTokens,
    pageReads: () => pageReads,
    whoami: () => runCli(['whoami', '--json'], { ...adapters, http, siteTokens }, { env }),
  };
};

describe('the site token read from the portal page', () => {
  it('is kept for the API address, so the next run does not read the page again', async () => {
    const site = portal({ pageToken: 'token-1', accepted: 'token-1' });
    expect((await site.whoami()).exitCode).toBe(EXIT.OK);
    expect(site.pageReads()).toBe(1);
    expect(await site.siteTokens.get(siteTokenKeyOf(FAKE_API_BASE_URL))).toBe('token-1');

    const second = await site.whoami();
    expect(second.exitCode).toBe(EXIT.OK);
    expect(site.pageReads()).toBe(1);
    expect(site.api.lastRequest('GET /user').headers['Authorization']).toBe('Bearer token-1');
  });

  it('is read again once when the API refuses the cached token, and the refused call is sent again', async () => {
    const state = { pageToken: 'token-1', accepted: 'token-1' };
    const site = portal(state);
    await site.whoami();
    // The platform's key changed: the page now names another token, and only that one is accepted.
    state.pageToken = 'token-2';
    state.accepted = 'token-2';

    const run = await site.whoami();
    expect(run.exitCode).toBe(EXIT.OK);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: false, value: { username: user.username } });
    expect(site.pageReads()).toBe(2);
    expect(site.api.requestsTo('GET /user').map((request) => request.headers['Authorization'])).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(await site.siteTokens.get(siteTokenKeyOf(FAKE_API_BASE_URL))).toBe('token-2');
    // And the run after it uses the new token straight away.
    expect((await site.whoami()).exitCode).toBe(EXIT.OK);
    expect(site.pageReads()).toBe(2);
  });

  it('is read again only once when the page names a token the API refuses too', async () => {
    const site = portal({ pageToken: 'token-2', accepted: 'token-3' });
    await site.siteTokens.set(siteTokenKeyOf(FAKE_API_BASE_URL), 'token-1');
    const run = await site.whoami();
    expect(run.exitCode).toBe(EXIT.AUTH);
    expect(JSON.parse(run.stdout)).toEqual({ error: true, value: 'JWT_FORMAT' });
    expect(run.stderr).toContain(`It was read from the portal page at ${PAGE_URL}.`);
    expect(site.pageReads()).toBe(1);
    expect(site.api.requestsTo('GET /user')).toHaveLength(2);
  });

  it('is not read again when the page still names the refused token', async () => {
    const site = portal({ pageToken: 'token-1', accepted: 'token-2' });
    await site.siteTokens.set(siteTokenKeyOf(FAKE_API_BASE_URL), 'token-1');
    const run = await site.whoami();
    expect(JSON.parse(run.stdout)).toEqual({ error: true, value: 'JWT_FORMAT' });
    expect(site.pageReads()).toBe(1);
    expect(site.api.requestsTo('GET /user')).toHaveLength(1);
  });

  it('is read again before the call when the cached token carries an expiry that has passed', async () => {
    const fresh = jwt({ site: 's1' });
    const site = portal({ pageToken: fresh, accepted: fresh });
    const now = Date.now();
    await site.siteTokens.set(
      siteTokenKeyOf(FAKE_API_BASE_URL),
      jwt({ site: 's1', exp: Math.floor(now / 1000) - 60 }),
    );
    expect((await site.whoami()).exitCode).toBe(EXIT.OK);
    expect(site.pageReads()).toBe(1);
    expect(site.api.requestsTo('GET /user')).toHaveLength(1);

    const cache = new SiteTokenCache(site.siteTokens, () => now);
    const later = jwt({ site: 's1', exp: Math.floor(now / 1000) + 60 });
    await cache.set(FAKE_API_BASE_URL, later);
    expect(await cache.get(`${FAKE_API_BASE_URL}/`)).toBe(later);
  });

  it('is never stored or replaced when configured: a refused configured token is the refusal', async () => {
    const site = portal({ pageToken: 'token-2', accepted: 'token-2' });
    const run = await runCli(['whoami', '--json', '--site-token', 'token-1'], site.adapters, { env });
    expect(JSON.parse(run.stdout)).toEqual({ error: true, value: 'JWT_FORMAT' });
    expect(run.stderr).toContain('It came from the --site-token option.');
    expect(site.pageReads()).toBe(0);
    expect(await site.siteTokens.get(siteTokenKeyOf(FAKE_API_BASE_URL))).toBeUndefined();
  });

  it('leaves other refusals of the cached token alone (not signed in: no page read, no second call)', async () => {
    const site = portal({ pageToken: 'token-1', accepted: 'token-1' });
    site.api.respondError('GET /user', 'NOT_SIGNED_IN');
    await site.siteTokens.set(siteTokenKeyOf(FAKE_API_BASE_URL), 'token-1');
    const run = await site.whoami();
    expect(JSON.parse(run.stdout)).toEqual({ error: true, value: 'NOT_SIGNED_IN' });
    expect(site.pageReads()).toBe(0);
    expect(site.api.requestsTo('GET /user')).toHaveLength(1);
  });
});

describe('the site-token cache file', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('lives beside the session, readable by its owner only (0600), in a 0700 folder', async () => {
    const root = await mkdtemp(join(tmpdir(), 'cli-site-tokens-'));
    dirs.push(root);
    const paths = configPathsOf({
      env: { SIGNAL_PORTAL_CONFIG_DIR: join(root, 'signal-portal') },
      platform: 'linux',
      homeDir: root,
    });
    const container = new Container();
    container.load(nodeAdaptersModule(paths));
    await new SiteTokenCache(container.get<KeyValueStore>(SiteTokenStore)).set(FAKE_API_BASE_URL, 'token-1');
    expect(paths.siteTokensFile).toBe(join(root, 'signal-portal', 'site-tokens.json'));
    expect((await stat(paths.siteTokensFile)).mode & 0o777).toBe(0o600);
    expect((await stat(paths.dir)).mode & 0o777).toBe(0o700);
    expect(
      await new SiteTokenCache(container.get<KeyValueStore>(SiteTokenStore)).get(FAKE_API_BASE_URL),
    ).toBe('token-1');
  });
});
