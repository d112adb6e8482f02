import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp, freshUsername, registerByEmail } from '../routes/auth/auth.test-helpers.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { METRICS } from './metric-catalogue.js';
import { scrape, TEST_METRICS_TOKEN, valueOf, type Sample } from './metrics.test-helpers.js';

const sends = METRICS.codeSends.name;
const refusals = METRICS.rateLimitRefusals.name;
const ROUTE = '/api/auth/register_by_email';

describe('code sends and rate-limit refusals in /metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { metricsToken: TEST_METRICS_TOKEN } });
  });
  afterAll(async () => {
    await server.close();
  });

  const delta = (before: Sample[], after: Sample[], name: string, labels: Record<string, string>) =>
    (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);

  it('counts a code sent by channel and purpose, and a resend asked too soon as a refusal of its route', async () => {
    const before = (await scrape(server)).samples;
    const email = freshEmail();
    const ip = freshIp();
    const username = freshUsername();
    expect((await registerByEmail(server, { email, username, ip })).statusCode).toBe(200);
    const again = await registerByEmail(server, { email, username, ip });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ error: 'RESEND_TOO_SOON' });

    const { samples, text } = await scrape(server);
    const sent = { channel: 'email', purpose: 'register', result: 'sent' };
    expect(delta(before, samples, sends, sent)).toBe(1);
    expect(delta(before, samples, refusals, { route: ROUTE, code: 'RESEND_TOO_SOON' })).toBe(1);
    expect(text).not.toContain(email);
  });

  it('counts RATE_LIMITED: a fourth new client asking codes for one contact within 10 minutes', async () => {
    const before = (await scrape(server)).samples;
    const email = freshEmail();
    const answers: number[] = [];
    for (let client = 0; client < 4; client += 1) {
      answers.push(
        (await registerByEmail(server, { email, username: freshUsername(), ip: freshIp() })).statusCode,
      );
    }
    // sendToNewClients: 3 codes per contact per 10 minutes for clients that never completed one
    expect(answers).toEqual([200, 200, 200, 429]);

    const { samples } = await scrape(server);
    expect(delta(before, samples, sends, { channel: 'email', purpose: 'register', result: 'sent' })).toBe(3);
    expect(delta(before, samples, refusals, { route: ROUTE, code: 'RATE_LIMITED' })).toBe(1);
  });

  it('counts a code the notifier could not deliver as failed, not sent', async () => {
    const before = (await scrape(server)).samples;
    const notifier = server.notifier;
    const sendCode = notifier.sendCode.bind(notifier);
    notifier.sendCode = () => Promise.reject(new Error('smtp down'));
    try {
      const res = await registerByEmail(server, {
        email: freshEmail(),
        username: freshUsername(),
        ip: freshIp(),
      });
      expect(res.json()).toMatchObject({ error: 'SERVICE_ERROR' });
    } finally {
      notifier.sendCode = sendCode;
    }
    const { samples } = await scrape(server);
    const labels = { channel: 'email', purpose: 'register' };
    expect(delta(before, samples, sends, { ...labels, result: 'failed' })).toBe(1);
    expect(delta(before, samples, sends, { ...labels, result: 'sent' })).toBe(0);
  });
});
