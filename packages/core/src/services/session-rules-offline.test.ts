// The validation rules load on first use (a chunk of their own in the web app): with the server
// stopped, that download fails. A service call must then answer NETWORK_ERROR, not throw, or a form
// waiting for it stays locked (issue 10, item 11).
import { FakeHttp } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { loadSessionRules, SessionService } from './session.service.js';
import { fakeApi, SAMPLE_USER } from './services.test-helpers.js';

describe('SessionService while its rules cannot be downloaded', () => {
  it('answers NETWORK_ERROR for every call that needs them, sends nothing, and downloads again next time', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('PATCH /user', { ...SAMPLE_USER, username: 'provider02' });
    let offline = true;
    const session = new SessionService({
      api,
      loadRules: () =>
        offline
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : loadSessionRules(),
    });
    const contact = { method: 'email', email: 'a@example.com' } as const;
    const answers = await Promise.all([
      session.updateProfile({ username: 'provider02' }),
      session.sendLoginCode(contact),
      session.register({
        ...contact,
        username: 'provider02',
        referrer: '',
        over18: true,
        acceptTerms: true,
      }),
      session.verifyCode(contact, '123456'),
      session.usernameExists('provider02'),
      session.emailExists('a@example.com'),
      session.phoneExists('TW', '912345678'),
      session.bindEmail('a@example.com'),
      session.verifyBoundEmail('a@example.com', '123456'),
    ]);
    for (const answer of answers) expect(answer).toEqual({ error: true, value: 'NETWORK_ERROR' });
    expect(http.requests).toHaveLength(0);

    offline = false;
    expect(await session.updateProfile({ username: 'provider02' })).toEqual({
      error: false,
      value: { ...SAMPLE_USER, username: 'provider02' },
    });
  });
});
