import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import {
  advance,
  codeFor,
  freshIp,
  loginByEmail,
  otherCode,
  signUpByEmail,
  startOfNextHour,
  verifyCookie,
  verifyEmailCode,
} from './auth.test-helpers.js';

const MINUTE = 60_000;
/** The longest a stranger may keep a member from getting and using a code. */
const MAX_LOCKOUT_MS = 10 * MINUTE;

/**
 * Issue 10, item 1: requests of other clients (other addresses, even many) never keep a member out of
 * the code flow for more than 10 minutes, and never void the member's code or hold back their resend;
 * guessing stays bounded. The platform clock is frozen and moved by the tests only.
 */
describe('a stranger cannot lock a member out of the code flow', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ realNow: () => Date.parse('2026-03-02T08:00:00.000Z') });
  });
  afterAll(async () => {
    await server.close();
  });

  /** A log-in request for `email` from `ip`, then `guesses` wrong codes with the verify cookie it got. */
  const strangerRound = async (
    email: string,
    ip: string,
    guesses = 5,
  ): Promise<{ sent: LightMyRequestResponse; answers: string[] }> => {
    const sent = await loginByEmail(server, email, { ip });
    if (sent.statusCode !== 200) return { sent, answers: [] };
    const cookie = verifyCookie(sent);
    const wrong = otherCode(codeFor(server, email));
    const answers: string[] = [];
    for (let i = 0; i < guesses; i += 1) {
      const res = await verifyEmailCode(server, { email, code: wrong, cookie, ip });
      answers.push(res.json<{ error: string }>().error);
    }
    return { sent, answers };
  };

  /** Logs in with the code the last request sent (it must have been `sent`, just now). */
  const logIn = async (email: string, sent: LightMyRequestResponse, ip: string): Promise<number> =>
    (await verifyEmailCode(server, { email, code: codeFor(server, email), cookie: verifyCookie(sent), ip }))
      .statusCode;

  /** A member who has logged in before from `ip`. */
  const memberKnownAt = async (ip: string): Promise<string> => {
    const { email } = await signUpByEmail(server);
    const sent = await loginByEmail(server, email, { ip });
    expect(await logIn(email, sent, ip)).toBe(200);
    return email;
  };

  it('one address sending log-in requests and five wrong codes each minute keeps a member on a new address out 10 minutes at most', async () => {
    const { email } = await signUpByEmail(server);
    startOfNextHour(server);
    const stranger = freshIp();
    const member = freshIp();
    const memberStartsAt = 3;
    let gotCodeAt: number | undefined;
    for (let minute = 0; minute < 60 && gotCodeAt === undefined; minute += 1) {
      await strangerRound(email, stranger);
      if (minute >= memberStartsAt) {
        const sent = await loginByEmail(server, email, { ip: member });
        if (sent.statusCode === 200) {
          gotCodeAt = minute;
          expect(await logIn(email, sent, member)).toBe(200);
        } else {
          expect(sent.json()).toMatchObject({ error: 'RATE_LIMITED' });
        }
      }
      advance(server, MINUTE);
    }
    expect(gotCodeAt).toBeDefined();
    expect(((gotCodeAt ?? 60) - memberStartsAt) * MINUTE).toBeLessThanOrEqual(MAX_LOCKOUT_MS);
  });

  it('one address fills the window of new clients at most once in any 60 minutes, across the turn of the hour too', async () => {
    const { email } = await signUpByEmail(server);
    startOfNextHour(server);
    advance(server, 50 * MINUTE);
    const stranger = freshIp();
    const heldBack: number[] = [];
    for (let minute = 50; minute < 110; minute += 1) {
      await strangerRound(email, stranger);
      // at the end of each window, would a member on a new address get a code?
      if (minute % 10 === 9) {
        const sent = await loginByEmail(server, email, { ip: freshIp() });
        if (sent.statusCode !== 200) heldBack.push(minute);
      }
      advance(server, MINUTE);
    }
    expect(heldBack).toEqual([59]);
  });

  it('the same from a new address every minute: a member who logged in before from their address gets a code at once and logs in', async () => {
    const member = freshIp();
    const email = await memberKnownAt(member);
    startOfNextHour(server);
    for (let minute = 0; minute < 60; minute += 1) {
      await strangerRound(email, freshIp());
      // four times in the hour (a client gets 5 codes an hour)
      if (minute % 13 === 12) {
        const sent = await loginByEmail(server, email, { ip: member });
        expect(sent.json(), `minute ${minute}`).toEqual({ success: true });
        expect(await logIn(email, sent, member), `minute ${minute}`).toBe(200);
      }
      advance(server, MINUTE);
    }
  });

  it("a stranger's request does not void the member's pending code", async () => {
    const { email } = await signUpByEmail(server);
    startOfNextHour(server);
    const member = freshIp();
    const mine = await loginByEmail(server, email, { ip: member });
    const myCode = codeFor(server, email);
    // one stranger request a minute while the member reads their mail
    for (let minute = 1; minute <= 9; minute += 1) {
      advance(server, MINUTE);
      await loginByEmail(server, email, { ip: freshIp() });
    }
    const res = await verifyEmailCode(server, {
      email,
      code: myCode,
      cookie: verifyCookie(mine),
      ip: member,
    });
    expect(res.statusCode).toBe(200);
  });

  it("a stranger's request does not hold back the member's resend", async () => {
    const { email } = await signUpByEmail(server);
    startOfNextHour(server);
    const member = freshIp();
    expect((await loginByEmail(server, email, { ip: member })).json()).toEqual({ success: true });
    advance(server, MINUTE);
    expect((await loginByEmail(server, email, { ip: freshIp() })).json()).toEqual({ success: true });
    advance(server, 1_000);
    // the member's own countdown has run out; the stranger's has not, and is not the member's
    const resent = await loginByEmail(server, email, { ip: member });
    expect(resent.json()).toEqual({ success: true });
    expect(await logIn(email, resent, member)).toBe(200);
  });

  it('wrong codes of strangers never hold back the right code of the member', async () => {
    const member = freshIp();
    const email = await memberKnownAt(member);
    startOfNextHour(server);
    const sent = await loginByEmail(server, email, { ip: member });
    const code = codeFor(server, email);
    // while the member reads their mail, a stranger a minute tries six wrong codes
    for (let minute = 1; minute <= 9; minute += 1) {
      advance(server, MINUTE);
      await strangerRound(email, freshIp(), 6);
    }
    const res = await verifyEmailCode(server, { email, code, cookie: verifyCookie(sent), ip: member });
    expect(res.statusCode).toBe(200);
  });

  it('guessing stays bounded: strangers get 3 codes per 10-minute window (18 an hour) and 5 guesses per code (90 an hour)', async () => {
    const { email } = await signUpByEmail(server);
    startOfNextHour(server);
    let codes = 0;
    let compared = 0;
    for (let minute = 0; minute < 60; minute += 1) {
      const { sent, answers } = await strangerRound(email, freshIp(), 6);
      if (sent.statusCode === 200) {
        codes += 1;
        // the fifth wrong code voids the code; the sixth is not compared
        expect(answers).toEqual([
          'VERIFY_TOKEN_WRONG',
          'VERIFY_TOKEN_WRONG',
          'VERIFY_TOKEN_WRONG',
          'VERIFY_TOKEN_WRONG',
          'TOO_MANY_ATTEMPTS',
          'TOO_MANY_ATTEMPTS',
        ]);
        compared += 5;
      } else {
        expect(sent.json()).toMatchObject({ error: 'RATE_LIMITED' });
      }
      advance(server, MINUTE);
    }
    expect(codes).toBe(18);
    expect(compared).toBe(90);
  });
});
