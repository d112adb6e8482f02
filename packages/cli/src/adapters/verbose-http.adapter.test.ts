import { demoProvider, FAKE_API_BASE_URL, FakeHttp } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { VerboseHttp } from './verbose-http.adapter.js';

describe('VerboseHttp', () => {
  it('logs method, path, status and time of each request, never the query, headers or body', async () => {
    const inner = new FakeHttp(FAKE_API_BASE_URL).respond('GET /user', demoProvider());
    const lines: string[] = [];
    let now = 1000;
    const http = new VerboseHttp(
      inner,
      (line) => lines.push(line),
      () => (now += 7),
    );
    const response = await http.send({
      method: 'GET',
      url: `${FAKE_API_BASE_URL}/user?email=someone%40example.com`,
      headers: { Authorization: 'Bearer site-secret', Cookie: 'sp_session=cookie-secret' },
    });
    expect(response.status).toBe(200);
    expect(lines).toEqual([`GET ${new URL(FAKE_API_BASE_URL).pathname}/user -> 200 (7 ms)`]);
    expect(lines.join('')).not.toMatch(/secret|example\.com/);
  });

  it('logs a request that got no answer and passes the failure on', async () => {
    const inner = new FakeHttp(FAKE_API_BASE_URL).failNetwork('DELETE /auth/logout');
    const lines: string[] = [];
    const http = new VerboseHttp(
      inner,
      (line) => lines.push(line),
      () => 0,
    );
    await expect(
      http.send({ method: 'DELETE', url: `${FAKE_API_BASE_URL}/auth/logout`, headers: {} }),
    ).rejects.toBeDefined();
    expect(lines).toEqual([`DELETE ${new URL(FAKE_API_BASE_URL).pathname}/auth/logout -> no answer (0 ms)`]);
  });
});
