import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import { advance, loginByEmail, signUpByEmail, startOfNextHour } from './auth.test-helpers.js';

/** One IPv6 subscriber holds a whole /64: the code flow counts its addresses as one client. */
describe('the code flow counts an IPv6 /64 as one client', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ realNow: () => Date.parse('2026-03-02T08:00:00.000Z') });
  });
  afterAll(async () => {
    await server.close();
  });

  it('addresses of one /64 share the resend countdown; another /64 does not', async () => {
    const { email } = await signUpByEmail(server);
    startOfNextHour(server);
    expect((await loginByEmail(server, email, { ip: '2001:db8:5:6::1' })).json()).toEqual({ success: true });
    expect((await loginByEmail(server, email, { ip: '2001:db8:5:6:a:b:c:d' })).json()).toMatchObject({
      error: 'RESEND_TOO_SOON',
    });
    expect((await loginByEmail(server, email, { ip: '2001:db8:5:7::1' })).json()).toEqual({ success: true });
  });

  it('addresses of one /64 share the 5 codes an hour of one client', async () => {
    const { email } = await signUpByEmail(server);
    startOfNextHour(server);
    for (let i = 1; i <= 5; i += 1) {
      expect((await loginByEmail(server, email, { ip: `2001:db8:9:1::${i}` })).json()).toEqual({
        success: true,
      });
      advance(server, 10 * 60_000);
    }
    expect((await loginByEmail(server, email, { ip: '2001:db8:9:1::99' })).json()).toMatchObject({
      error: 'RATE_LIMITED',
    });
  });
});
