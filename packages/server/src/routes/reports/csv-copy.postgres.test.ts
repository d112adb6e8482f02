import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestSignal } from '../../followers/followers.test-helpers.js';
import { PostgresDatabase } from '../../storage/postgres.database.js';
import { freshSchema } from '../../storage/postgres.test-helpers.js';
import { orderReportSql } from '../../storage/reports.repository.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import { reportCsvInBatches } from './csv-stream.js';
import { ORDER_CSV_CELLS, ORDER_CSV_COLUMNS } from './report-records.js';

// About 13 MB of CSV: more than the socket buffers hold, so a client that leaves stops a running COPY
const ORDERS = 100_000;

/** The report CSV over HTTP on PostgreSQL, which writes it by COPY (storage/postgres.database.ts). */
describe('report CSV by COPY over HTTP (PostgreSQL)', () => {
  let server: TestServer;
  let db: PostgresDatabase;
  let drop: () => Promise<void>;
  let base: string;
  let headers: Record<string, string>;
  let userId: string;
  const copies: number[] = [];

  beforeAll(async () => {
    const schema = await freshSchema();
    drop = schema.drop;
    db = await PostgresDatabase.open(schema.url, 4);
    const copyCsv = db.copyCsv.bind(db);
    db.copyCsv = async (sql, params) => {
      const stream = await copyCsv(sql, params);
      copies.push(stream ? 1 : 0);
      return stream;
    };
    server = await startTestServer({ db });
    const member = await server.signIn();
    userId = member.userId;
    headers = { authorization: `Bearer ${await server.siteToken()}`, cookie: member.cookie };
    const signalId = await insertTestSignal(db, { siteId: server.sites.demo, userId, openedAt: new Date(0) });
    await db.query(
      `INSERT INTO follow_orders (site_id, id, signal_id, order_id, ticket, symbol, side, impact_volume,
         follow_orders, follow_volume, profit, open_time, close_time)
       SELECT $1, 'o' || n, $2, 'O' || n, CASE WHEN n % 100 = 0 THEN 'a "quoted", ticket' ELSE 't' || n END,
         'EURUSD', 'BUY', 0.1, 2, 0.25, (n % 7 - 3) * 1.005, timestamptz '2001-01-01' + (n / 3) * interval '1 second',
         CASE WHEN n % 5 = 0 THEN NULL ELSE timestamptz '2001-01-01' + (n + 30) * interval '1 second' END
       FROM generate_series(1, $3::int) AS n`,
      [server.sites.demo, signalId, ORDERS],
    );
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await drop();
  });

  const settled = async (): Promise<void> => {
    const until = Date.now() + 5_000;
    while (db.usage().busy > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(db.usage().busy).toBe(0);
  };

  it('a whole download is written by COPY, byte for byte the batches’ CSV', async () => {
    copies.length = 0;
    const response = await fetch(`${base}/api/report/order?format=csv`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const body = Buffer.from(await response.arrayBuffer()).toString('utf8');
    expect(copies).toEqual([1]);
    let batches = `${ORDER_CSV_COLUMNS.join(',')}\n`;
    const report = orderReportSql({ siteId: server.sites.demo, userId });
    for await (const chunk of reportCsvInBatches(db, report, ORDER_CSV_CELLS)) batches += chunk;
    expect(body.split('\n')).toHaveLength(ORDERS + 2); // the header, the rows, the last line break
    expect(body).toBe(batches);
    await settled();
  });

  it('a client that leaves half way gives the connection back; the next download is whole', async () => {
    for (let round = 0; round < 3; round += 1) {
      const open = db.usage().open;
      await new Promise<void>((resolve, reject) => {
        const req = request(`${base}/api/report/order?format=csv`, { headers }, (res) => {
          res.once('data', () => {
            req.destroy(); // the client goes away after the first bytes
            resolve();
          });
        });
        req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
        req.end();
      });
      await settled();
      expect(db.usage().open).toBeLessThan(open + 1); // the COPY's connection was closed, not kept
    }
    const response = await fetch(`${base}/api/report/order?format=csv`, { headers });
    const body = await response.text();
    expect(body.split('\n')).toHaveLength(ORDERS + 2);
  });
});
