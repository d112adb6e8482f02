import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatorBroker } from '../../brokers/simulator/simulator-broker.js';
import { JobRunner } from '../../jobs/job-runner.js';
import { registerSignalJobs } from '../../jobs/signal-jobs.js';
import { PostgresDatabase } from '../../storage/postgres.database.js';
import { freshSchema } from '../../storage/postgres.test-helpers.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import { createSignal, errorOf, GOOD_LINK, post, signalOf } from './signals.test-helpers.js';

describe('signals on PostgreSQL under concurrency', () => {
  let server: TestServer;
  let drop: () => Promise<void>;
  let cookie: string;
  beforeAll(async () => {
    const schema = await freshSchema();
    drop = schema.drop;
    server = await startTestServer({
      db: await PostgresDatabase.open(schema.url),
      broker: new SimulatorBroker(),
    });
    ({ cookie } = await server.signIn());
  });
  afterAll(async () => {
    await server.close();
    await drop();
  });

  it('lets exactly one of many simultaneous creations of a name through; the others hear NAME_EXISTS', async () => {
    const payload = { name: 'Same.Name', describe: '', platform: 'MT4', connMethod: 'ACCOUNT_LINK' };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => server.call({ method: 'POST', url: '/api/signal', cookie, payload })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 201).map(errorOf)).toEqual(Array(7).fill('NAME_EXISTS'));
  });

  it('connects a signal once when many connects race, and calculates it once with two job runners', async () => {
    const signal = await createSignal(server, cookie, { platform: 'MT4' });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(server, cookie, `/api/signal/${signal.id}/connect`, GOOD_LINK.MT4),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 200).map(errorOf)).toEqual(
      Array(5).fill('SIGNAL_ALREADY_CONNECTED'),
    );

    const runners = [new JobRunner(server.ctx), new JobRunner(server.ctx)];
    runners.forEach(registerSignalJobs);
    const ran = await Promise.all(runners.map((runner) => runner.runDue()));
    expect(ran[0]! + ran[1]!).toBe(2);
    const connected = signalOf(await server.call({ method: 'GET', url: `/api/signal/${signal.id}`, cookie }));
    expect(connected.connStatus).toBe('CONNECTED');
    expect(connected.symbols.length).toBeGreaterThan(0);
  });
});
