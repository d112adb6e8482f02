/**
 * Uploaded images are decoded and encoded anew before they are stored: what is served is only pixels
 * the server wrote (a headshot at 200x200), never the uploaded bytes, and it is served so a browser
 * cannot run it as a page.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeImage,
  jpegWithGps,
  pngBomb,
  pngWithTextChunk,
  solidImage,
  TINY_PNG,
} from '../files/test-images.test-helpers.js';
import type { TestServer } from '../test-support/harness.test-helpers.js';
import { KYC_FIELDS, multipart } from './money/money.test-helpers.js';
import { createSignal, startSignalsServer } from './signals/signals.test-helpers.js';

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';
const PNG_SIGNATURE = TINY_PNG.subarray(0, 8);

let server: TestServer;
beforeAll(async () => {
  ({ server } = await startSignalsServer());
});
afterAll(async () => {
  await server.close();
});

interface Uploaded {
  readonly res: LightMyRequestResponse;
  /** The stored bytes as they are served (headshots) or kept (KYC documents). */
  stored(): Promise<Buffer>;
}

/** The three upload routes, each given one image. */
const uploads: Record<string, (image: Buffer) => Promise<Uploaded>> = {
  'PATCH /user': async (image) => {
    const { cookie } = await server.signIn();
    const res = await server.call({
      method: 'PATCH',
      url: '/api/user',
      cookie,
      ...multipart({}, { headshot: image }),
    });
    return { res, stored: () => servedBytes(res.json<{ user: { headshot: string } }>().user.headshot) };
  },
  'POST /signal/{id}/headshot': async (image) => {
    const { cookie } = await server.signIn();
    const signal = await createSignal(server, cookie);
    const res = await server.call({
      method: 'POST',
      url: `/api/signal/${signal.id}/headshot`,
      cookie,
      ...multipart({}, { headshot: image }),
    });
    return { res, stored: () => servedBytes(res.json<{ signal: { headshot: string } }>().signal.headshot) };
  },
  'POST /user/kyc': async (image) => {
    const { cookie, userId } = await server.signIn();
    const res = await server.call({
      method: 'POST',
      url: '/api/user/kyc',
      cookie,
      ...multipart(KYC_FIELDS, { documentFront: image }),
    });
    return {
      res,
      stored: async () => {
        const { rows } = await server.ctx.db.query<{ bytes: Uint8Array }>(
          `SELECT bytes FROM files WHERE owner_id = $1 AND purpose = 'kyc-document'`,
          [userId],
        );
        expect(rows).toHaveLength(1);
        return Buffer.from(rows[0]?.bytes ?? []);
      },
    };
  },
};

const servedBytes = async (url: string): Promise<Buffer> => {
  const res = await server.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

const errorOf = (res: LightMyRequestResponse): unknown => res.json<{ error?: unknown }>().error;

describe.each(Object.keys(uploads))('%s', (route) => {
  const upload = (image: Buffer) => (uploads[route] as (image: Buffer) => Promise<Uploaded>)(image);
  const isHeadshot = route !== 'POST /user/kyc';

  it('refuses a PNG signature followed by an HTML page: it does not decode as a PNG', async () => {
    const { res } = await upload(Buffer.concat([PNG_SIGNATURE, Buffer.from(HTML)]));
    expect(res.statusCode).toBe(415);
    expect(errorOf(res)).toBe('FILE_FORMAT');
  });

  it('refuses a cut image and a JPEG signature on PNG data', async () => {
    const png = await solidImage('png', 64, 64);
    expect(errorOf((await upload(png.subarray(0, png.length - 40))).res)).toBe('FILE_FORMAT');
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), png]);
    expect(errorOf((await upload(fake)).res)).toBe('FILE_FORMAT');
  });

  it('stores a real PNG with a page hidden behind it or inside it without the page', async () => {
    for (const image of [
      Buffer.concat([await solidImage('png', 40, 30), Buffer.from(HTML)]),
      await pngWithTextChunk(HTML),
    ]) {
      const uploaded = await upload(image);
      expect(uploaded.res.statusCode, uploaded.res.body).toBe(200);
      const stored = await uploaded.stored();
      expect(stored.includes('<script')).toBe(false);
      expect(stored.includes('<html')).toBe(false);
      expect((await describeImage(stored)).format).toBe('png');
    }
  });

  it('drops EXIF (a GPS position) from a JPEG; a headshot is stored at 200x200', async () => {
    const photo = await jpegWithGps(320, 240);
    expect((await describeImage(photo)).exif).toBe(true);
    const uploaded = await upload(photo);
    expect(uploaded.res.statusCode, uploaded.res.body).toBe(200);
    const stored = await uploaded.stored();
    expect(stored.includes('GPS')).toBe(false);
    expect(stored.includes('TestCam')).toBe(false);
    expect(await describeImage(stored)).toEqual({
      format: 'jpeg',
      width: isHeadshot ? 200 : 320,
      height: isHeadshot ? 200 : 240,
      exif: false,
    });
  });

  it('keeps the format sent: a WebP stays a WebP', async () => {
    const uploaded = await upload(await solidImage('webp', 500, 300));
    expect(uploaded.res.statusCode, uploaded.res.body).toBe(200);
    expect(await describeImage(await uploaded.stored())).toMatchObject({
      format: 'webp',
      width: isHeadshot ? 200 : 500,
      height: isHeadshot ? 200 : 300,
    });
  });

  it('refuses a decompression bomb (100 megapixels in a few KB) with FILE_SIZE', async () => {
    const bomb = pngBomb(10_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const { res } = await upload(bomb);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toBe('FILE_SIZE');
  });
});

describe('serving uploaded files', () => {
  it('sends the stored image type, nosniff and a sandboxing Content-Security-Policy', async () => {
    const { cookie } = await server.signIn();
    const res = await server.call({
      method: 'PATCH',
      url: '/api/user',
      cookie,
      ...multipart({}, { headshot: TINY_PNG }),
    });
    const served = await server.app.inject({
      method: 'GET',
      url: res.json<{ user: { headshot: string } }>().user.headshot,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(served.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
  });

  it('never serves a stored file of a type other than an image (an HTML page stored before the checks)', async () => {
    const { userId } = await server.signIn();
    const id = crypto.randomUUID();
    await server.ctx.db.query(
      `INSERT INTO files (site_id, id, owner_id, purpose, mime, size, bytes, created_at)
       VALUES ($1, $2, $3, 'user-headshot', 'text/html', $4, $5, now())`,
      [server.sites.demo, id, userId, HTML.length, Buffer.from(HTML)],
    );
    const served = await server.app.inject({ method: 'GET', url: `/files/${server.sites.demo}/${id}` });
    expect(served.statusCode).toBe(404);
    expect(served.body).not.toContain('<script');
  });
});
