import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import {
  advance,
  freshEmail,
  freshIp,
  loginByEmail,
  startOfNextHour,
  verifyEmailCode,
} from './auth.test-helpers.js';

const SECOND = 1_000;
const HOUR = 3_600_000;

/**
 * The per-address limits of docs/api.md count per clock hour (fixed windows): the numbers and the
 * hour are written out here, so a changed limit or window must change this file too. Each limit is
 * filled in two clock hours in a row: a window longer than an hour would hold one of the two, a
 * shorter one would let a request through before the hour is over.
 */
describe('per-address limits count per clock hour', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ realNow: () => Date.parse('2026-03-02T08:00:00.000Z') });
  });
  afterAll(async () => {
    await server.close();
  });

  /** `max` answers that `passes` accepts, then RATE_LIMITED until the hour's last second, twice over. */
  const holdsForEachClockHour = async (
    max: number,
    ask: () => Promise<LightMyRequestResponse>,
    passes: (res: LightMyRequestResponse) => void,
  ): Promise<void> => {
    startOfNextHour(server); // one second past the hour
    for (const hour of [1, 2]) {
      for (let i = 0; i < max; i += 1) passes(await ask());
      expect((await ask()).json(), `hour ${hour}, just after the limit`).toMatchObject({
        error: 'RATE_LIMITED',
      });
      advance(server, HOUR - 2 * SECOND);
      expect((await ask()).json(), `hour ${hour}, its last second`).toMatchObject({ error: 'RATE_LIMITED' });
      advance(server, 2 * SECOND);
    }
    passes(await ask());
  };

  it('20 code requests an hour per address', async () => {
    const ip = freshIp();
    await holdsForEachClockHour(
      20,
      () => loginByEmail(server, freshEmail(), { ip }),
      (res) => expect(res.json()).toMatchObject({ error: 'ACCOUNT_NOT_FOUND' }),
    );
  });

  it('30 code checks an hour per address', async () => {
    const ip = freshIp();
    const email = freshEmail();
    await holdsForEachClockHour(
      30,
      () => verifyEmailCode(server, { email, code: '123456', ip }),
      (res) => expect(res.json()).toMatchObject({ error: 'VERIFY_TOKEN_MISSING' }),
    );
  });

  it('120 user_check calls an hour per IP', async () => {
    const ip = freshIp();
    await holdsForEachClockHour(
      120,
      () =>
        server.call({
          method: 'GET',
          url: '/api/user_check/username?username=someone123',
          remoteAddress: ip,
        }),
      (res) => expect(res.statusCode).toBe(200),
    );
  });
});
