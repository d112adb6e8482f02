import { describe, expect, it } from 'vitest';
import { FetchHttp, type FetchFunction } from './fetch-http.js';

interface Sent {
  readonly url: string;
  readonly init: RequestInit;
}

const recordingFetch = (response: Response): { fetch: FetchFunction; sent: Sent[] } => {
  const sent: Sent[] = [];
  return {
    sent,
    fetch: (url, init) => {
      sent.push({ url, init });
      return Promise.resolve(response);
    },
  };
};

describe('FetchHttp', () => {
  it('sends the request with the session cookie, no redirects, no cache, and the headers as given', async () => {
    const { fetch, sent } = recordingFetch(new Response('{"ok":true}', { status: 200 }));
    await new FetchHttp(fetch).send({
      method: 'POST',
      url: 'http://api.test/api/auth/login_by_email',
      headers: { Authorization: 'Bearer token', 'Content-Type': 'application/json' },
      body: '{"email":"a@b.c"}',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('http://api.test/api/auth/login_by_email');
    expect(sent[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      redirect: 'manual',
      cache: 'no-store',
      body: '{"email":"a@b.c"}',
      headers: { Authorization: 'Bearer token', 'Content-Type': 'application/json' },
    });
  });

  it('resolves any status with lower-case header names, the body as text', async () => {
    const { fetch } = recordingFetch(
      new Response('{"error":"NOT_SIGNED_IN"}', { status: 401, headers: { 'X-Trace': 'abc' } }),
    );
    const response = await new FetchHttp(fetch).send({
      method: 'GET',
      url: 'http://api.test/api/user',
      headers: {},
    });
    expect(response.status).toBe(401);
    expect(response.headers['x-trace']).toBe('abc');
    expect(await response.text()).toBe('{"error":"NOT_SIGNED_IN"}');
  });

  it('streams the body chunk by chunk', async () => {
    const { fetch } = recordingFetch(new Response('a,b\n1,2\n', { status: 200 }));
    const response = await new FetchHttp(fetch).send({
      method: 'GET',
      url: 'http://api.test/x',
      headers: {},
    });
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of response.stream()) text += decoder.decode(chunk, { stream: true });
    expect(text).toBe('a,b\n1,2\n');
  });

  it('builds a multipart body as FormData, leaving its Content-Type to the browser', async () => {
    const { fetch, sent } = recordingFetch(new Response('{}', { status: 200 }));
    await new FetchHttp(fetch).send({
      method: 'PATCH',
      url: 'http://api.test/api/user',
      headers: { Authorization: 'Bearer token' },
      body: {
        kind: 'multipart',
        parts: [
          { kind: 'field', name: 'username', value: 'provider01' },
          {
            kind: 'file',
            name: 'headshot',
            filename: 'me.png',
            contentType: 'image/png',
            data: new Uint8Array([137, 80, 78, 71]),
          },
        ],
      },
    });
    const form = sent[0]?.init.body;
    expect(form).toBeInstanceOf(FormData);
    const data = form as FormData;
    expect(data.get('username')).toBe('provider01');
    const file = data.get('headshot') as File;
    expect(file.name).toBe('me.png');
    expect(file.type).toBe('image/png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    expect(sent[0]?.init.headers).toEqual({ Authorization: 'Bearer token' });
  });

  it('rejects only when the transport fails', async () => {
    const failing: FetchFunction = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(
      new FetchHttp(failing).send({ method: 'GET', url: 'http://api.test/x', headers: {} }),
    ).rejects.toThrow('Failed to fetch');
  });
});
