import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closedTrade,
  DATABASES,
  deposit,
  eaCall,
  linkedEaSignal,
  startEaServer,
  type EaTestServer,
} from './ea.test-helpers.js';

/** Bodies a careless or hostile connector sends: any JSON, near-misses of each call's shape. */
const anyBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({ closed: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }) }),
  fc.record({
    closed: fc.constant([closedTrade('1', 1)]),
    opened: fc.array(fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 })), {
      maxLength: 2,
    }),
  }),
  fc.record({ operations: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }) }),
  fc.constantFrom(
    { operations: [{ ...deposit('x', 1), amount: '1e400' }] },
    { closed: [{ ...closedTrade('1', 1), profit: '9'.repeat(40) }] },
    { closed: [{ ...closedTrade('\u0000', 1) }] },
    { number: '1', server: '\u0000', balance: '1', equity: '1' },
    { terminal: { name: 'x'.repeat(10_000) } },
    { __proto__: { closed: [] } },
  ),
);

describe.each(DATABASES)('EA protocol: any body, on %s', (_name, open) => {
  let t: EaTestServer;
  let token: string;
  beforeAll(async () => {
    t = await startEaServer(open);
    token = (await linkedEaSignal(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every call with a catalogued code, never a 5xx', async () => {
    for (const path of ['/heartbeat', '/account', '/trades', '/balance-operations']) {
      await fc.assert(
        fc.asyncProperty(anyBody, async (body) => {
          const res = await eaCall(t.server, token, {
            method: 'POST',
            url: `/ea/v1${path}`,
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
          if (res.statusCode >= 500)
            throw new Error(`${path} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (res.statusCode >= 400) expect(res.json<{ error: unknown }>().error).toEqual(expect.any(String));
        }),
        // Every call counts against the signal's rate limit (120 a minute): stay below it.
        { numRuns: 25 },
      );
    }
  });
});
