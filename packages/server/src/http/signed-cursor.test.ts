import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cursorKeyFor, openCursor, signCursor, type CursorScopeValue } from './signed-cursor.js';

const KEY = cursorKeyFor('test-site-token-key', 'test-cursor/v1');
const SCOPE = ['site', 'user', { view: 'all' }, 20];
const PAYLOAD = { p: 3, t: '2026-04-01T12:00:00.000001Z', i: 'r-1', x: { records: 61 } };
const MAX = 1024;

const bodyOf = (json: string): string => Buffer.from(json).toString('base64url');
const partsOf = (text: string): [string, string] => {
  const [body = '', signature = ''] = text.split('.');
  return [body, signature];
};

describe('signed cursors', () => {
  it('open to the payload they were signed with, for any payload and scope', () => {
    // As JSON reads it back (-0 is 0, no undefined).
    const json = fc
      .jsonValue({ maxDepth: 2 })
      .map((value) => JSON.parse(JSON.stringify(value)) as CursorScopeValue);
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 8 }), json, { maxKeys: 5 }),
        json,
        (payload, scope) => {
          fc.pre(!('v' in payload));
          expect(openCursor(KEY, scope, signCursor(KEY, scope, payload), 100_000)).toEqual(payload);
        },
      ),
    );
    expect(openCursor(KEY, SCOPE, signCursor(KEY, SCOPE, PAYLOAD), MAX)).toEqual(PAYLOAD);
  });

  it('refuse an altered body or signature', () => {
    const [body, signature] = partsOf(signCursor(KEY, SCOPE, PAYLOAD));
    const altered = bodyOf(JSON.stringify({ ...PAYLOAD, v: 1, p: 4 }));
    expect(openCursor(KEY, SCOPE, `${altered}.${signature}`, MAX)).toBeUndefined();
    const flipped = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    for (let at = 0; at < body.length; at++) {
      expect(openCursor(KEY, SCOPE, `${flipped(body, at)}.${signature}`, MAX)).toBeUndefined();
    }
    for (let at = 0; at < signature.length; at++) {
      expect(openCursor(KEY, SCOPE, `${body}.${flipped(signature, at)}`, MAX)).toBeUndefined();
    }
    // Shorter or longer signatures, none: refused before the constant-time comparison.
    expect(openCursor(KEY, SCOPE, `${body}.${signature.slice(1)}`, MAX)).toBeUndefined();
    expect(openCursor(KEY, SCOPE, `${body}.${signature}A`, MAX)).toBeUndefined();
    expect(openCursor(KEY, SCOPE, `${body}.`, MAX)).toBeUndefined();
    expect(openCursor(KEY, SCOPE, body, MAX)).toBeUndefined();
  });

  it('refuse a cursor signed for another scope or with another key', () => {
    const text = signCursor(KEY, SCOPE, PAYLOAD);
    expect(openCursor(KEY, ['site', 'user', { view: 'all' }, 21], text, MAX)).toBeUndefined();
    expect(openCursor(KEY, ['site', 'other', { view: 'all' }, 20], text, MAX)).toBeUndefined();
    expect(openCursor(KEY, null, text, MAX)).toBeUndefined();
    expect(
      openCursor(cursorKeyFor('another deployment', 'test-cursor/v1'), SCOPE, text, MAX),
    ).toBeUndefined();
    expect(
      openCursor(cursorKeyFor('test-site-token-key', 'other-cursor/v1'), SCOPE, text, MAX),
    ).toBeUndefined();
  });

  it('derive a key per site-token key and purpose, never the site-token key itself', () => {
    const keys = [
      cursorKeyFor('a', 'p/v1'),
      cursorKeyFor('b', 'p/v1'),
      cursorKeyFor('a', 'q/v1'),
      Buffer.from('a'),
    ].map((key) => key.toString('hex'));
    expect(new Set(keys).size).toBe(4);
    expect(cursorKeyFor('a', 'p/v1')).toEqual(cursorKeyFor('a', 'p/v1'));
  });

  it('refuse a text over the length limit, even when signed', () => {
    const text = signCursor(KEY, SCOPE, { long: 'x'.repeat(200) });
    expect(openCursor(KEY, SCOPE, text, text.length)).toEqual({ long: 'x'.repeat(200) });
    expect(openCursor(KEY, SCOPE, text, text.length - 1)).toBeUndefined();
  });

  it('refuse an extra dot, a body that is not JSON or not an object, and a version other than 1', () => {
    const text = signCursor(KEY, SCOPE, PAYLOAD);
    expect(openCursor(KEY, SCOPE, `${text}.x`, MAX)).toBeUndefined();
    expect(openCursor(KEY, SCOPE, `${text}.`, MAX)).toBeUndefined();
    expect(openCursor(KEY, SCOPE, `x.${text}`, MAX)).toBeUndefined();
    // Bodies signed as this module signs (so they pass the signature) yet not a cursor of this format.
    const signedRaw = (json: string): string => {
      const body = bodyOf(json);
      const signature = createHmac('sha256', KEY)
        .update(JSON.stringify([SCOPE, body]))
        .digest()
        .subarray(0, 16)
        .toString('base64url');
      return `${body}.${signature}`;
    };
    expect(signedRaw(JSON.stringify({ ...PAYLOAD, v: 1 }))).toBe(text);
    for (const json of [
      'not json',
      '{"v":1',
      '[1]',
      'null',
      '"v"',
      '{"p":3}',
      '{"v":2,"p":3}',
      '{"v":"1"}',
    ]) {
      expect(openCursor(KEY, SCOPE, signedRaw(json), MAX), json).toBeUndefined();
    }
    expect(openCursor(KEY, SCOPE, signedRaw('{"v":1,"p":3}'), MAX)).toEqual({ p: 3 });
  });

  it('never throw, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(openCursor(KEY, SCOPE, text, MAX)).toBeUndefined();
      }),
    );
  });
});
