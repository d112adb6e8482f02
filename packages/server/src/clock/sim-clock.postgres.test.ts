import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDatabase } from '../storage/postgres.database.js';
import { endListenConnection, freshSchema } from '../storage/postgres.test-helpers.js';
import { PlatformClock } from './platform-clock.js';
import { advanceClockOffset, followClockOffset } from './sim-clock.js';

/** Polls until `done` holds (NOTIFY and the LISTEN connection's return are asynchronous), at most 10 s. */
const eventually = async (done: () => boolean): Promise<void> => {
  const until = Date.now() + 10_000;
  while (!done() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
};

// Two server processes on one PostgreSQL: an operator moves the clock through one, the other follows.
describe('followClockOffset on PostgreSQL', () => {
  let drop: () => Promise<void>;
  let operator: PostgresDatabase;
  let server: PostgresDatabase;
  const clock = new PlatformClock();
  let stop: () => Promise<void>;

  beforeAll(async () => {
    const schema = await freshSchema();
    drop = schema.drop;
    operator = await PostgresDatabase.open(schema.url, 2);
    server = await PostgresDatabase.open(schema.url, 2);
    await operator.exec(
      'CREATE TABLE sim_clock (offset_ms bigint NOT NULL); INSERT INTO sim_clock VALUES (0)',
    );
    stop = await followClockOffset(server, clock);
  });
  afterAll(async () => {
    await stop();
    await operator.close();
    await server.close();
    await drop();
  });

  it('follows an advance told by NOTIFY', async () => {
    const offset = await advanceClockOffset(operator, 60_000);
    await eventually(() => clock.offset === offset);
    expect(clock.offset).toBe(60_000);
  });

  it('reads an advance told while its LISTEN connection was down once it listens again', async () => {
    await endListenConnection(server, operator);
    const offset = await advanceClockOffset(operator, 3_600_000);
    await eventually(() => clock.offset === offset);
    expect(clock.offset).toBe(3_660_000);
    expect(server.listenerState()).toEqual({ up: true, losses: 1 });
  });
});
