import { ApiClient } from '@signal-portal/core';
import { FakeHttp } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { ReachabilityHttp, type Reachability } from './reachability-http.js';

const setup = () => {
  const http = new FakeHttp();
  const heard: string[] = [];
  const reachability: Reachability = {
    apiAnswered: () => heard.push('answered'),
    apiUnreachable: () => heard.push('unreachable'),
  };
  const api = new ApiClient({
    http: new ReachabilityHttp(http, reachability),
    baseUrl: http.baseUrl,
    siteToken: 'site-token',
  });
  return { http, api, heard };
};

describe('ReachabilityHttp', () => {
  it('tells of a transport failure (NETWORK_ERROR for the caller), then of the answer that follows', async () => {
    const { http, api, heard } = setup();
    http.failNetwork('GET /entry');
    expect(await api.call('GET /entry')).toEqual({ error: true, value: 'NETWORK_ERROR' });
    expect(heard).toEqual(['unreachable']);
    http.respondError('GET /entry', 'NOT_SIGNED_IN');
    // A refusal is an answer: the server is there.
    expect((await api.call('GET /entry')).error).toBe(true);
    expect(heard).toEqual(['unreachable', 'answered']);
  });
});
