import { ERROR_CATALOGUE, translate, type ReportPage } from '@signal-portal/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor } from '../../followers/followers.test-helpers.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import { cursorKeyOf, decodeCursor, encodeCursor } from './report-cursor.js';

const KEY = cursorKeyOf('test-site-token-key');
const SCOPE = { report: 'settlement', siteId: 's', userId: 'u', pageSize: 20, signalId: 'x' };
const CURSOR = {
  page: 3,
  key: { t: '2026-04-01T12:00:00.000001Z', id: 'r-1' },
  total: 61,
  totals: { records: 61, profitShare: '1.00' },
};

describe('report page cursors', () => {
  it('decode what they encode, for any page, key and totals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.date({ min: new Date(0), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.nat(),
        fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.string(), fc.nat())),
        (page, at, micros, id, total, totals) => {
          const t = `${at.toISOString().slice(0, 23)}${String(micros).padStart(3, '0')}Z`;
          const cursor = { page, key: { t, id }, total, totals };
          expect(decodeCursor(KEY, SCOPE, encodeCursor(KEY, SCOPE, cursor))).toEqual({
            error: false,
            value: cursor,
          });
        },
      ),
    );
  });

  it('refuse any change of a byte, another scope or another key with REPORT_CURSOR_INVALID', () => {
    const text = encodeCursor(KEY, SCOPE, CURSOR);
    const invalid = { error: true, value: 'REPORT_CURSOR_INVALID' };
    fc.assert(
      fc.property(fc.nat({ max: text.length - 1 }), fc.constantFrom(...'AZaz09-_.'), (at, char) => {
        fc.pre(text[at] !== char);
        expect(decodeCursor(KEY, SCOPE, `${text.slice(0, at)}${char}${text.slice(at + 1)}`)).toEqual(invalid);
      }),
    );
    expect(decodeCursor(KEY, { ...SCOPE, signalId: 'y' }, text)).toEqual(invalid);
    expect(decodeCursor(KEY, { ...SCOPE, pageSize: 21 }, text)).toEqual(invalid);
    expect(decodeCursor(KEY, { ...SCOPE, userId: 'v' }, text)).toEqual(invalid);
    expect(decodeCursor(cursorKeyOf('another deployment'), SCOPE, text)).toEqual(invalid);
    // a body re-signed by nobody: other totals under the old signature
    const [body, signature] = text.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()), n: 1 }),
    ).toString('base64url');
    expect(decodeCursor(KEY, SCOPE, `${forged}.${signature}`)).toEqual(invalid);
    // the signature's last character carries spare bits: another with the same bytes is refused too
    const last = signature?.at(-1) === 'A' ? 'B' : 'A';
    expect(decodeCursor(KEY, SCOPE, `${text.slice(0, -1)}${last}`)).toEqual(invalid);
    for (const junk of ['', '.', 'abc', 'a.b.c', `${text}.x`, 'x'.repeat(3000)]) {
      expect(decodeCursor(KEY, SCOPE, junk)).toEqual(invalid);
    }
  });

  it('REPORT_CURSOR_INVALID is a catalogued 400 with a message in every language', () => {
    expect(ERROR_CATALOGUE.REPORT_CURSOR_INVALID.status).toBe(400);
    const messages = (['en-US', 'zh-TW', 'zh-CN', 'ja-JP', 'vi-VN', 'my-MM'] as const).map((language) =>
      translate(language, 'errors.REPORT_CURSOR_INVALID'),
    );
    // six messages of their own, none the key itself (a missing message)
    expect(new Set(messages).size).toBe(6);
    expect(messages).not.toContain('errors.REPORT_CURSOR_INVALID');
  });
});

describe('GET /report/* with a bad cursor', () => {
  let server: TestServer;
  const member = { siteId: '', userId: '', cookie: '' };
  const other = { siteId: '', userId: '', cookie: '' };

  const get = (who: typeof member, url: string) =>
    server.call({ method: 'GET', url: `/api${url}`, cookie: who.cookie, siteId: who.siteId });

  beforeAll(async () => {
    server = await startTestServer();
    for (const who of [member, other]) {
      who.siteId = server.sites.demo;
      ({ userId: who.userId } = await server.signIn({ siteId: who.siteId }));
      who.cookie = await cookieFor(server.ctx.db, who);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  /** A real cursor of the member's settlement report, page size 1 (the demo site has no rows: made here). */
  const realCursor = (): string => {
    const key = cursorKeyOf(server.ctx.secrets.siteTokenKey);
    const scope = { report: 'settlement', siteId: member.siteId, userId: member.userId, pageSize: 1 };
    return encodeCursor(key, scope, { ...CURSOR, totals: { records: 61 } });
  };

  it('answers 400 REPORT_CURSOR_INVALID, never a page or a 5xx', async () => {
    const good = realCursor();
    const ok = await get(member, `/report/settlement?pageSize=1&cursor=${encodeURIComponent(good)}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ records: ReportPage<unknown, unknown> }>().records).toMatchObject({
      page: 4,
      total: 61,
    });
    const bad = [
      `/report/settlement?pageSize=1&cursor=nonsense`,
      `/report/settlement?pageSize=1&cursor=`,
      `/report/settlement?pageSize=1&cursor=${encodeURIComponent(`${good}x`)}`,
      // the same cursor with other filters, another page size, on another report, by another member
      `/report/settlement?pageSize=1&signalId=abc&cursor=${encodeURIComponent(good)}`,
      `/report/settlement?pageSize=2&cursor=${encodeURIComponent(good)}`,
      `/report/order?pageSize=1&cursor=${encodeURIComponent(good)}`,
      `/report/outcome?pageSize=1&cursor=${encodeURIComponent(good)}`,
      `/report/unsettled?pageSize=1&cursor=${encodeURIComponent(good)}`,
    ];
    for (const url of bad) {
      const res = await get(member, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ error: 'REPORT_CURSOR_INVALID' });
    }
    const stranger = await get(other, `/report/settlement?pageSize=1&cursor=${encodeURIComponent(good)}`);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ error: 'REPORT_CURSOR_INVALID' });
  });
});
