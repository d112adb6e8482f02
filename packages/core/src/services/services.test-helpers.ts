import { ApiClient } from '../api/api-client.js';
import type { Http } from '../ports/http.port.js';
import type { User } from '../domain/user/user.js';

export const SAMPLE_USER: User = {
  id: 'u1',
  headshot: '',
  username: 'trader01',
  email: 'trader01@example.com',
  countryCode: 'TW',
  phone: '+886912345678',
  language: 'zh-TW',
  signalInfo: { passedCount: 2 },
};

/** An ApiClient over a fake Http (tests pass a FakeHttp of @signal-portal/fixtures). */
export const fakeApi = <H extends Http & { readonly baseUrl: string }>(
  http: H,
): { http: H; api: ApiClient } => ({
  http,
  api: new ApiClient({ http, baseUrl: http.baseUrl, siteToken: 'site-token' }),
});

/** A PNG's first bytes: enough for the image format check. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
