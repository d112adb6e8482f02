import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PROVIDER_ID } from '@signal-portal/fixtures';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSchema } from './storage/postgres.test-helpers.js';
import {
  boundPortOf,
  buildServer,
  logInDemoProvider,
  serverEnv,
  siteTokenOf,
  startServer,
  type ServerProcess,
} from './test-support/server-process.test-helpers.js';

/**
 * About 21 MB of CSV, twice what the buffers of both ends held when the client stopped reading (about
 * 11 MB: 5 MB had reached the client, the rest waited in the server's socket and batches): a stalled
 * client leaves the server's stream waiting in the middle of the file.
 */
const ORDERS = 120_000;

/** One cell and what ends it: a comma or a line break (a quoted cell may hold both). */
const CELL = /(?:"((?:[^"]|"")*)"|([^,"\n]*))(,|\n)/y;

/**
 * A CSV text's records (RFC 4180: quoted cells may hold commas, quotes and line breaks); throws when
 * it ends inside a record.
 */
const csvRecords = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  CELL.lastIndex = 0;
  while (CELL.lastIndex < text.length) {
    const match = CELL.exec(text);
    if (match === null) throw new Error(`not CSV at ${CELL.lastIndex}`);
    record.push(match[1] === undefined ? (match[2] ?? '') : match[1].replaceAll('""', '"'));
    if (match[3] === '\n') {
      records.push(record);
      record = [];
    }
  }
  if (record.length > 0) throw new Error('the CSV ends inside a line');
  return records;
};

describe('graceful shutdown of `node dist/main.js` (SIGTERM) on PostgreSQL', () => {
  let schema: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let base: string;
  let siteToken: string;
  let cookie: string;
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    await buildServer();
    schema = await freshSchema();
    dataDir = await mkdtemp(join(tmpdir(), 'shutdown-e2e-'));
    // The first start binds a free port itself (PORT=0) and prints it; every later start takes that
    // port again, so the demo site's address and the session stay good across them.
    const first = await startServer(serverEnv({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: schema.url }));
    running.push(first);
    const port = boundPortOf(first);
    base = `http://localhost:${port}`;
    env = { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: schema.url };
    // The first start migrates and seeds the demo, and the demo provider logs in; then it gets many
    // orders.
    siteToken = await siteTokenOf(base);
    cookie = await logInDemoProvider(base, dataDir, siteToken);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ site_id: string; id: string }>(
        'SELECT site_id, id FROM signals WHERE user_id = $1 ORDER BY id LIMIT 1',
        [DEMO_PROVIDER_ID],
      );
      const signal = rows[0];
      if (!signal) throw new Error('the demo provider has no signal');
      await client.query(
        `INSERT INTO follow_orders (site_id, id, signal_id, order_id, ticket, symbol, side, impact_volume,
           follow_orders, follow_volume, profit, open_time, close_time)
         SELECT $1, gen_random_uuid()::text, $2, 'SD' || n, 'sd-' || n, 'EURUSD', 'BUY', 0.1, 2, 0.25,
           (n % 7 - 3) * 1.5, timestamptz '2000-01-01' + n * interval '1 second',
           timestamptz '2000-01-01' + (n + 30) * interval '1 second'
         FROM generate_series(1, $3::int) AS n`,
        [signal.site_id, signal.id, ORDERS],
      );
    } finally {
      await client.end();
    }
  }, 240_000);

  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await schema.drop();
  });

  /** A started server with SHUTDOWN_TIMEOUT_MS, and the demo provider's order CSV from it. */
  const start = async (shutdownTimeoutMs: number) => {
    const server = await startServer(
      serverEnv({ ...env, SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs), LOG_LEVEL: 'info' }),
    );
    running.push(server);
    const csv = () =>
      fetch(`${base}/api/report/order?format=csv`, {
        headers: { authorization: `Bearer ${siteToken}`, cookie },
      });
    return { server, csv };
  };

  it('a download whose client keeps reading completes in full; the process then exits 0', async () => {
    const { server, csv } = await start(120_000);
    const response = await csv();
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    let text = decoder.decode(first.value, { stream: true });

    server.child.kill('SIGTERM');
    await server.printed('shutdown: stopped accepting');
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += decoder.decode(chunk.value, { stream: true });
    }
    text += decoder.decode();

    // Every line whole and as wide as the header; newest first, so ours (the oldest) end the file,
    // every one of them, down to the very first.
    const records = csvRecords(text);
    const [header, ...lines] = records;
    expect(lines.every((record) => record.length === header!.length)).toBe(true);
    const orderId = header!.indexOf('orderId');
    const ours = lines.slice(-ORDERS).map((record) => record[orderId]);
    expect(ours).toEqual(Array.from({ length: ORDERS }, (_, i) => `SD${ORDERS - i}`));
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutdown: done');
  }, 180_000);

  it('a stalled download is cut at SHUTDOWN_TIMEOUT_MS: its body read fails, feed sockets get 1012, exit 1', async () => {
    const timeoutMs = 1_500;
    const { server, csv } = await start(timeoutMs);
    const feed = new WebSocket(`${base.replace('http', 'ws')}/ws`);
    const feedClosed = new Promise<number>((resolve) => feed.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      feed.once('open', () => resolve());
      feed.once('error', reject);
    });

    const response = await csv();
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value, { stream: true });

    // The client reads nothing more until the process is gone.
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await feedClosed).toBe(1012);
    expect(await server.exited).toBe(1);
    // Within the bound (generous: a busy machine starts timers late), not the 25 MB download's end.
    expect(Date.now() - signalledAt).toBeLessThan(timeoutMs + 8_000);

    const rest = (async () => {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += decoder.decode(chunk.value, { stream: true });
      }
    })();
    // Never a clean end of a cut file: the read fails after the bytes that did arrive.
    await expect(rest).rejects.toThrow();
    expect(text.length).toBeGreaterThan(0);
    expect(server.output()).toContain(
      `SHUTDOWN_TIMEOUT_MS (${timeoutMs} ms) passed; cut 1 request(s) in flight (GET /api/report/order)`,
    );
    expect(server.output()).toContain('shutdown: closing live-feed sockets with 1012');
  }, 180_000);
});
