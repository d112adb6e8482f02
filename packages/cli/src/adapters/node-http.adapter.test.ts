import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { MemoryKeyValueStore } from '@signal-portal/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES_KEY, NodeHttp } from './node-http.adapter.js';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

let server: Server;
let base = '';
const seen: Seen[] = [];

const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  seen.push({
    method: request.method ?? '',
    url: request.url ?? '',
    headers: request.headers,
    body: Buffer.concat(chunks).toString(),
  });
  switch (request.url ?? '') {
    case '/api/auth/verify':
      response.setHeader('Set-Cookie', [
        'sp_session=s1; Max-Age=3600; Path=/; HttpOnly',
        'sp_verify=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      ]);
      response.end('{"user":{}}');
      return;
    case '/api/auth/logout':
      response.setHeader('Set-Cookie', 'sp_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
      response.end('{"success":true}');
      return;
    case '/api/refused':
      response.statusCode = 409;
      response.end('{"error":"INSUFFICIENT_BALANCE"}');
      return;
    case '/api/report.csv':
      response.setHeader('Content-Type', 'text/csv');
      response.write('id,amount\n');
      response.end('1,2.50\n');
      return;
    default:
      response.end('{}');
  }
};

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const collect = async (chunks: AsyncIterable<Uint8Array>): Promise<string> => {
  let text = '';
  for await (const chunk of chunks) text += Buffer.from(chunk).toString();
  return text;
};

describe('NodeHttp', () => {
  it('keeps the session cookie, persists it, sends it back, and drops it when the server expires it', async () => {
    const sessionStore = new MemoryKeyValueStore();
    const http = new NodeHttp({ sessionStore });
    try {
      await (
        await http.send({ method: 'PATCH', url: `${base}/api/auth/verify`, headers: {}, body: '{}' })
      ).text();
      expect(JSON.parse((await sessionStore.get(COOKIES_KEY)) ?? '[]')).toMatchObject([
        { name: 'sp_session', value: 's1' },
      ]);

      // A later run reads the jar from the session file.
      const nextRun = new NodeHttp({ sessionStore });
      await (await nextRun.send({ method: 'GET', url: `${base}/api/user`, headers: {} })).text();
      expect(seen.at(-1)?.headers.cookie).toBe('sp_session=s1');

      await (await nextRun.send({ method: 'DELETE', url: `${base}/api/auth/logout`, headers: {} })).text();
      await (await nextRun.send({ method: 'GET', url: `${base}/api/user`, headers: {} })).text();
      expect(seen.at(-1)?.headers.cookie).toBeUndefined();
      await nextRun.close();
    } finally {
      await http.close();
    }
  });

  it('sends method, headers and body unchanged, and resolves 4xx answers', async () => {
    const http = new NodeHttp({ sessionStore: new MemoryKeyValueStore() });
    const response = await http.send({
      method: 'POST',
      url: `${base}/api/refused`,
      headers: { Authorization: 'Bearer t', 'Idempotency-Key': 'k-1', 'Content-Type': 'application/json' },
      body: '{"amount":"10.00"}',
    });
    expect(response.status).toBe(409);
    expect(await response.text()).toBe('{"error":"INSUFFICIENT_BALANCE"}');
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      body: '{"amount":"10.00"}',
      headers: { authorization: 'Bearer t', 'idempotency-key': 'k-1' },
    });
    await http.close();
  });

  it('streams a body chunk by chunk with lower-case header names', async () => {
    const http = new NodeHttp({ sessionStore: new MemoryKeyValueStore() });
    const response = await http.send({ method: 'GET', url: `${base}/api/report.csv`, headers: {} });
    expect(response.headers['content-type']).toBe('text/csv');
    expect(await collect(response.stream())).toBe('id,amount\n1,2.50\n');
    await http.close();
  });

  it('sends a multipart body as form data', async () => {
    const http = new NodeHttp({ sessionStore: new MemoryKeyValueStore() });
    await (
      await http.send({
        method: 'POST',
        url: `${base}/api/upload`,
        headers: {},
        body: {
          kind: 'multipart',
          parts: [
            { kind: 'field', name: 'firstName', value: 'Ada' },
            {
              kind: 'file',
              name: 'documentFront',
              filename: 'front.png',
              contentType: 'image/png',
              data: new Uint8Array([1, 2, 3]),
            },
          ],
        },
      })
    ).text();
    const request = seen.at(-1);
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="firstName"');
    expect(request?.body).toContain('filename="front.png"');
    await http.close();
  });

  it('reaches localhost through 127.0.0.1, keeping localhost in the Host header', async () => {
    const port = new URL(base).port;
    const http = new NodeHttp({ sessionStore: new MemoryKeyValueStore() });
    const response = await http.send({
      method: 'GET',
      url: `http://localhost:${port}/api/user`,
      headers: {},
    });
    expect(response.status).toBe(200);
    await response.text();
    expect(seen.at(-1)?.headers.host).toBe(`localhost:${port}`);
    await http.close();
  });

  it('falls back to resolving localhost when the loopback address refuses (a server on ::1 alone)', async () => {
    const port = new URL(base).port;
    // The test server listens on 127.0.0.1 only: 127.0.0.2 refuses, as 127.0.0.1 would for a ::1 server.
    const http = new NodeHttp({ sessionStore: new MemoryKeyValueStore(), loopback: '127.0.0.2' });
    for (let i = 0; i < 2; i++) {
      const response = await http.send({
        method: 'GET',
        url: `http://localhost:${port}/api/user`,
        headers: {},
      });
      expect(response.status).toBe(200);
      await response.text();
      expect(seen.at(-1)?.headers.host).toBe(`localhost:${port}`);
    }
    await http.close();
  });

  it('shares one connection between the calls of a run, and closes it at the end', async () => {
    const http = new NodeHttp({ sessionStore: new MemoryKeyValueStore() });
    const ports = new Set<number>();
    const note = (socket: Socket): void => void ports.add(socket.remotePort ?? 0);
    server.on('connection', note);
    for (let i = 0; i < 3; i++)
      await (await http.send({ method: 'GET', url: `${base}/api/user`, headers: {} })).text();
    server.off('connection', note);
    expect(ports.size).toBe(1);
    await http.close();
  });

  it('rejects when nothing listens (the ApiClient makes that NETWORK_ERROR)', async () => {
    const http = new NodeHttp({ sessionStore: new MemoryKeyValueStore(), connectTimeoutMs: 2_000 });
    await expect(
      http.send({ method: 'GET', url: 'http://127.0.0.1:1/api/user', headers: {} }),
    ).rejects.toThrow();
    await http.close();
  });
});
