import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';

/**
 * Every answer of the API is neither stored by a browser or a proxy (it is one member's data) nor
 * sniffed as another type; the page and its assets keep the caching their own routes give them.
 */
describe('API answers carry Cache-Control: no-store and X-Content-Type-Options: nosniff', () => {
  let server: TestServer;
  let cookie: string;
  let siteToken: string;
  let webDir: string;
  let withWeb: FastifyInstance;
  beforeAll(async () => {
    server = await startTestServer();
    cookie = (await server.signIn()).cookie;
    siteToken = await server.siteToken();
    webDir = await mkdtemp(join(tmpdir(), 'api-headers-web-'));
    await mkdir(join(webDir, 'assets'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    await writeFile(join(webDir, 'assets', 'main-3F2A1B9C.js'), 'console.log(1);');
    withWeb = await createApp(server.ctx, { webDistDir: webDir });
    await withWeb.ready();
  });
  afterAll(async () => {
    await withWeb.close();
    await server.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const API_ANSWERS: readonly [string, InjectOptions & { member?: boolean; token?: boolean }][] = [
    ['a public read', { method: 'GET', url: '/api/entry' }],
    ["a member's read", { method: 'GET', url: '/api/user', member: true }],
    ['a write', { method: 'PUT', url: '/api/user/language', payload: { language: 'ja-JP' }, member: true }],
    ['a refusal by a route', { method: 'GET', url: '/api/user' }],
    ['a refusal before any route (no site token)', { method: 'GET', url: '/api/user', token: false }],
    ['a schema refusal', { method: 'GET', url: '/api/signal?page=zero', member: true }],
    ['an unknown API path', { method: 'GET', url: '/api/nowhere' }],
    ['a URL that does not decode', { method: 'GET', url: '/api/signal/%zz' }],
    ['a CSV download', { method: 'GET', url: '/api/report/order?format=csv', member: true }],
  ];

  it.each(API_ANSWERS)('%s', async (_name, { member, token = true, ...options }) => {
    const res = await server.app.inject({
      ...options,
      headers: {
        ...(token ? { authorization: `Bearer ${siteToken}` } : {}),
        ...(member ? { cookie } : {}),
      },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('error answers outside /api (an unknown public file) are not stored either', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/files/nowhere/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the page and its hashed assets keep their own caching', async () => {
    const page = await withWeb.inject({ method: 'GET', url: '/', headers: { host: 'localhost:8080' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await withWeb.inject({ method: 'GET', url: '/assets/main-3F2A1B9C.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
