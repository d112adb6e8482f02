import { Readable } from 'node:stream';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_RESTART_CLOSE } from './feed/live-feed.server.js';
import { READY_PATH } from './routes/health.routes.js';
import { createServer, type RunningServer } from './server.js';
import { freshSchema } from './storage/postgres.test-helpers.js';
import { TEST_CONFIG, TEST_SECRETS } from './test-support/harness.test-helpers.js';

describe('RunningServer.shutdown (server.ts, on PostgreSQL)', () => {
  let schema: { url: string; drop: () => Promise<void> };
  let server: RunningServer | undefined;

  beforeAll(async () => {
    schema = await freshSchema();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  afterAll(async () => {
    await schema.drop();
  });

  const started = async (): Promise<{ server: RunningServer; base: string }> => {
    server = await createServer({
      config: { ...TEST_CONFIG, databaseUrl: schema.url },
      secrets: TEST_SECRETS,
    });
    return { server, base: `http://127.0.0.1:${(await server.listen()).port}` };
  };

  it('GET /readyz answers 503 naming `serving` once shutdown has begun; the rest still answers', async () => {
    const { server } = await started();
    expect((await server.app.inject({ method: 'GET', url: READY_PATH })).statusCode).toBe(200);

    server.beginShutdown();
    const ready = await server.app.inject({ method: 'GET', url: READY_PATH });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      checks: { storage: 'ok', migrations: 'ok', jobs: 'ok', serving: 'shutting-down' },
      failing: ['serving'],
    });
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('closes a live-feed socket with 1012 (Service Restart) and ends clean', async () => {
    const { server, base } = await started();
    const feed = new WebSocket(`${base.replace('http', 'ws')}/ws`);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      feed.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    await new Promise<void>((resolve, reject) => {
      feed.once('open', () => resolve());
      feed.once('error', reject);
    });

    const outcome = await server.shutdown(20_000);
    expect(await closed).toEqual({ code: SERVICE_RESTART_CLOSE, reason: 'Service Restart' });
    expect(SERVICE_RESTART_CLOSE).toBe(1012);
    expect(outcome).toEqual({ clean: true, cut: [] });
  });

  it('lets a request in flight finish, and its kept-alive connection does not hold the stop', async () => {
    server = await createServer({
      config: { ...TEST_CONFIG, databaseUrl: schema.url },
      secrets: TEST_SECRETS,
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inHandler = new Promise<void>((resolve) => (arrived = resolve));
    server.app.get('/held', async () => {
      arrived();
      await released;
      return { done: true };
    });
    const base = `http://127.0.0.1:${(await server.listen()).port}`;
    // fetch keeps its connection alive for the next request (Fastify's keep-alive timeout is 72 s).
    const answer = fetch(`${base}/held`);
    await inHandler;

    const stopping = server.shutdown(20_000);
    release();
    const response = await answer;
    expect(response.headers.get('connection')).not.toBe('keep-alive');
    expect(await response.json()).toEqual({ done: true });
    // Finished well within the bound: nothing was cut, not even the idle connection.
    expect(await stopping).toEqual({ clean: true, cut: [] });
  });

  it('cuts a response still running at the bound: its client reads an error, the outcome names it', async () => {
    server = await createServer({
      config: { ...TEST_CONFIG, databaseUrl: schema.url },
      secrets: TEST_SECRETS,
    });
    // A body that never ends (a download whose client has stopped reading looks the same to the server).
    const endless = (): Readable =>
      new Readable({
        read() {
          this.push('a,b\n');
        },
      });
    server.app.get('/endless', (_request, reply) => reply.send(endless()));
    const base = `http://127.0.0.1:${(await server.listen()).port}`;
    const response = await fetch(`${base}/endless?token=secret`);
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);

    const outcome = await server.shutdown(300);
    expect(outcome).toEqual({ clean: false, cut: ['1 request(s) in flight (GET /endless)'] });
    const rest = (async () => {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
    })();
    await expect(rest).rejects.toThrow();
  });
});
