import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDatabase } from '../../storage/postgres.database.js';
import { freshSchema } from '../../storage/postgres.test-helpers.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import {
  codeFor,
  freshEmail,
  freshIp,
  freshUsername,
  loginByEmail,
  registerByEmail,
  signUpByEmail,
  startOfNextHour,
  verifyCookie,
  verifyEmailCode,
} from './auth.test-helpers.js';

describe('codes under concurrency (PostgreSQL, a pool of connections)', () => {
  let server: TestServer;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const schema = await freshSchema();
    drop = schema.drop;
    server = await startTestServer({ db: await PostgresDatabase.open(schema.url) });
  });
  afterAll(async () => {
    await server.close();
    await drop();
  });

  it('ten simultaneous checks of the right code start exactly one session', async () => {
    const { email } = await signUpByEmail(server);
    const ip = freshIp();
    const sent = await loginByEmail(server, email, { ip });
    const attempt = { email, code: codeFor(server, email), cookie: verifyCookie(sent), ip };
    const answers = await Promise.all(Array.from({ length: 10 }, () => verifyEmailCode(server, attempt)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(
      new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json<{ error: string }>().error)),
    ).toEqual(new Set(['VERIFY_TOKEN_MISSING']));
  });

  it('simultaneous requests of one client send one code; the others are RESEND_TOO_SOON', async () => {
    const { email } = await signUpByEmail(server);
    const before = server.notifier.messages.filter((m) => m.to === email).length;
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 6 }, () => loginByEmail(server, email, { ip })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(
      new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json<{ error: string }>().error)),
    ).toEqual(new Set(['RESEND_TOO_SOON']));
    expect(server.notifier.messages.filter((m) => m.to === email).length).toBe(before + 1);
  });

  it('simultaneous requests of ten new clients for one contact send 3 codes; the others are RATE_LIMITED', async () => {
    const { email } = await signUpByEmail(server);
    startOfNextHour(server); // the sign-up's code was one of its window's
    const before = server.notifier.messages.filter((m) => m.to === email).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => loginByEmail(server, email, { ip: freshIp() })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(
      new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json<{ error: string }>().error)),
    ).toEqual(new Set(['RATE_LIMITED']));
    expect(server.notifier.messages.filter((m) => m.to === email).length).toBe(before + 3);
  });

  it('two sign-ups racing for one username: one user, the other USERNAME_EXISTS', async () => {
    const username = freshUsername();
    const pending = await Promise.all(
      [freshEmail(), freshEmail()].map(async (email) => {
        const ip = freshIp();
        const sent = await registerByEmail(server, { email, username, ip });
        return { email, ip, cookie: verifyCookie(sent), code: codeFor(server, email) };
      }),
    );
    const answers = await Promise.all(pending.map((p) => verifyEmailCode(server, p)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({ error: 'USERNAME_EXISTS' });
  });
});
