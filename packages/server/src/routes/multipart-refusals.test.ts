/**
 * Every multipart route (PATCH /user, POST /signal/{id}/headshot, POST /user/kyc) answers a malformed
 * form with a catalogued 4xx code, never 500, and loses nothing already saved.
 */
import { isErrorCode } from '@signal-portal/core';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../files/test-images.test-helpers.js';
import type { TestServer } from '../test-support/harness.test-helpers.js';
import { createSignal, startSignalsServer } from './signals/signals.test-helpers.js';

const B = 'xBoundary42';
const CONTENT_TYPE = `multipart/form-data; boundary=${B}`;

const textPart = (name: string, value: string): string =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, bytes: Buffer): Buffer =>
  Buffer.concat([
    Buffer.from(
      `--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
const closing = `--${B}--\r\n`;

interface UploadRoute {
  readonly name: string;
  readonly method: 'PATCH' | 'POST';
  readonly url: string;
  readonly cookie: string;
  /** The route's file field and a text field it reads (the signal's image route reads none). */
  readonly fileField: string;
  readonly textField?: string;
  /** A complete, valid form for the route (which the tests cut, rename, repeat). */
  readonly validForm: Buffer;
  /** What a failed request must leave as it was. */
  readonly saved: () => Promise<unknown>;
}

let server: TestServer;
let routes: UploadRoute[];

const send = (route: UploadRoute, payload: Buffer | string, contentType = CONTENT_TYPE) =>
  server.call({
    method: route.method,
    url: route.url,
    cookie: route.cookie,
    headers: { 'content-type': contentType },
    payload,
  });

/** A refusal the caller can act on: a catalogued code with a 4xx status, never INTERNAL_ERROR. */
const expectRefused = (res: LightMyRequestResponse, code?: string, what = ''): void => {
  const body = res.json<{ error?: unknown }>();
  const context = `${what} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(isErrorCode(body.error), context).toBe(true);
  expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, context).toBeLessThan(500);
  if (code !== undefined) expect(body.error, context).toBe(code);
};

const served = async (url: string): Promise<number> =>
  url === '' ? 0 : (await server.app.inject({ method: 'GET', url })).statusCode;

beforeAll(async () => {
  ({ server } = await startSignalsServer());
  const upload = (url: string, method: 'PATCH' | 'POST', cookie: string, field: string) =>
    server.call({
      method,
      url,
      cookie,
      headers: { 'content-type': CONTENT_TYPE },
      payload: Buffer.concat([filePart(field, TINY_PNG), Buffer.from(closing)]),
    });

  // A member with a saved username and headshot.
  const profile = await server.signIn();
  const saved = await upload('/api/user', 'PATCH', profile.cookie, 'headshot');
  expect(saved.statusCode, saved.body).toBe(200);

  // A signal with a saved headshot.
  const provider = await server.signIn();
  const signal = await createSignal(server, provider.cookie);
  const withImage = await upload(`/api/signal/${signal.id}/headshot`, 'POST', provider.cookie, 'headshot');
  expect(withImage.statusCode, withImage.body).toBe(200);

  // A member who has not handed in an application.
  const applicant = await server.signIn();

  const get = async (cookie: string, url: string) =>
    (await server.call({ method: 'GET', url, cookie })).json<Record<string, Record<string, string>>>();
  routes = [
    {
      name: 'PATCH /user',
      method: 'PATCH',
      url: '/api/user',
      cookie: profile.cookie,
      fileField: 'headshot',
      textField: 'username',
      validForm: Buffer.concat([
        Buffer.from(textPart('username', 'renamed01')),
        filePart('headshot', TINY_PNG),
        Buffer.from(closing),
      ]),
      saved: async () => {
        const { user } = await get(profile.cookie, '/api/user');
        return {
          username: user?.username,
          headshot: user?.headshot,
          served: await served(user?.headshot ?? ''),
        };
      },
    },
    {
      name: 'POST /signal/{id}/headshot',
      method: 'POST',
      url: `/api/signal/${signal.id}/headshot`,
      cookie: provider.cookie,
      fileField: 'headshot',
      validForm: Buffer.concat([filePart('headshot', TINY_PNG), Buffer.from(closing)]),
      saved: async () => {
        const { signal: stored } = await get(provider.cookie, `/api/signal/${signal.id}`);
        return { headshot: stored?.headshot, served: await served(stored?.headshot ?? '') };
      },
    },
    {
      name: 'POST /user/kyc',
      method: 'POST',
      url: '/api/user/kyc',
      cookie: applicant.cookie,
      fileField: 'documentFront',
      textField: 'firstName',
      validForm: Buffer.concat([
        Buffer.from(
          textPart('firstName', 'Mei') +
            textPart('lastName', 'Lin') +
            textPart('birthDate', '1990-01-31') +
            textPart('nationality', 'TW') +
            textPart('documentType', 'PASSPORT') +
            textPart('documentNumber', 'P1234567'),
        ),
        filePart('documentFront', TINY_PNG),
        Buffer.from(closing),
      ]),
      saved: async () => (await get(applicant.cookie, '/api/user/kyc/status')).kyc,
    },
  ];
});
afterAll(async () => {
  await server.close();
});

describe.each([0, 1, 2])('multipart route %#', (index) => {
  const route = (): UploadRoute => routes[index] as UploadRoute;

  /** Sends every body of `cases` and expects each refused with `code`, leaving the saved state as it was. */
  const expectAllRefused = async (
    cases: readonly { body: Buffer | string; contentType?: string }[],
    code?: string,
  ): Promise<void> => {
    const before = await route().saved();
    for (const { body, contentType } of cases) {
      const what = `${contentType ?? CONTENT_TYPE}: ${JSON.stringify(String(body).slice(0, 80))}`;
      expectRefused(await send(route(), body, contentType), code, what);
    }
    expect(await route().saved()).toEqual(before);
  };

  it('a boundary-only body, plain text, or a missing boundary is WRONG_DATA_FORMAT', async () => {
    await expectAllRefused(
      [
        { body: `--${B}` },
        { body: `--${B}\r\n` },
        { body: `--${B}\r\n\r\n` },
        { body: 'just some plain text, no form at all' },
        { body: 'just some plain text', contentType: 'text/plain' },
        { body: route().validForm, contentType: 'multipart/form-data' },
        { body: route().validForm, contentType: 'multipart/form-data; boundary=' },
        { body: route().validForm, contentType: 'multipart/form-data; boundary=someOtherBoundary' },
        { body: '' },
      ],
      'WRONG_DATA_FORMAT',
    );
  });

  it('a body cut anywhere before its closing boundary is WRONG_DATA_FORMAT', async () => {
    const form = route().validForm;
    const end = form.lastIndexOf(`--${B}--`);
    const cuts = [1, 10, 40, 80, 120, 200, end - 50, end - 2, end, end + 3].filter(
      (n) => n > 0 && n < end + 4,
    );
    await expectAllRefused(
      cuts.map((n) => ({ body: form.subarray(0, n) })),
      'WRONG_DATA_FORMAT',
    );
  });

  it('a part without a name, or a repeated file, is WRONG_DATA_FORMAT', async () => {
    const { fileField, textField } = route();
    await expectAllRefused(
      [
        {
          body: Buffer.concat([
            Buffer.from(
              `--${B}\r\nContent-Disposition: form-data; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            TINY_PNG,
            Buffer.from(`\r\n${closing}`),
          ]),
        },
        { body: `--${B}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n${closing}` },
        { body: `--${B}\r\n\r\nno headers at all\r\n${closing}` },
        {
          body: Buffer.concat([
            filePart(fileField, TINY_PNG),
            filePart(fileField, TINY_PNG),
            Buffer.from(closing),
          ]),
        },
        ...(textField === undefined
          ? []
          : [{ body: textPart(textField, 'a') + textPart(textField, 'b') + closing }]),
      ],
      'WRONG_DATA_FORMAT',
    );
  });

  it('a huge text field is PAYLOAD_TOO_LARGE, not cut short and read', async () => {
    const { textField } = route();
    await expectAllRefused(
      [
        { body: textPart(textField ?? 'note', 'x'.repeat(100_000)) + closing },
        { body: textPart('unknownField', 'y'.repeat(100_000)) + closing },
      ],
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('random bytes under a multipart content type answer a catalogued 4xx code', async () => {
    const before = await route().saved();
    const { fileField } = route();
    const prefixes = [
      '',
      `--${B}\r\n`,
      `--${B}\r\nContent-Disposition: form-data; name="${fileField}"\r\n\r\n`,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...prefixes),
        fc.uint8Array({ maxLength: 300 }),
        async (prefix, tail) => {
          expectRefused(await send(route(), Buffer.concat([Buffer.from(prefix), tail])));
        },
      ),
      { numRuns: 60 },
    );
    expect(await route().saved()).toEqual(before);
  });
});

describe('a form sent to a route that takes JSON', () => {
  it('is WRONG_DATA_FORMAT, whole or malformed', async () => {
    const { cookie } = await server.signIn();
    for (const payload of [`${textPart('language', 'en-US')}${closing}`, `--${B}`, 'plain text']) {
      const res = await server.call({
        method: 'PUT',
        url: '/api/user/language',
        cookie,
        headers: { 'content-type': CONTENT_TYPE },
        payload,
      });
      expectRefused(res, 'WRONG_DATA_FORMAT', payload);
    }
  });
});
