import { EMPTY_WALLET, SessionService } from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { rejectingOnce } from '../../test-support/rejecting-once.js';
import { aUser, createTestApp } from '../../test-support/test-container.js';
import { LanguageStore } from '../language.store.js';
import { SessionStore } from '../session.store.js';
import { UiStore } from '../ui.store.js';
import { BindEmailFlowStore } from './bind-email-flow.store.js';

/** The app over the fixtures' fakes. */
const newApp = (
  options: { readonly saved?: Record<string, string>; readonly browserLanguages?: readonly string[] } = {},
) =>
  createTestApp(
    {
      http: new FakeHttp(),
      clock: new FakeClock(),
      storage: new MemoryKeyValueStore(options.saved),
      sockets: new FakeSocketFactory(),
    },
    options,
  );

describe('BindEmailFlowStore', () => {
  it('binds an email to a member who signed up by phone, which lifts the email rule', async () => {
    const app = newApp();
    app.http
      .respond('GET /user', aUser({ email: '' }))
      .respond('GET /asset/wallet', EMPTY_WALLET)
      .respond('GET /symbol', [])
      .respond('GET /asset/wallet/config', [])
      .respond('POST /auth/email', true)
      .respond('PATCH /auth/email/verify', aUser({ email: 'bound@example.com' }));
    await app.container.get(LanguageStore).init();
    const session = app.container.get(SessionStore);
    await session.start();
    expect(session.emailRedirect('/signal')).toBe('/without-email');

    const flow = new BindEmailFlowStore({
      session: app.container.get(SessionService),
      ui: app.container.get(UiStore),
      clock: app.clock,
    });
    flow.form.setEmail('bound@example.com');
    await flow.sendCode();
    expect(app.http.lastRequest('POST /auth/email').json).toEqual({ email: 'bound@example.com' });
    expect(flow.step).toBe('code');
    flow.code.setValue('123456');
    await flow.verify();
    expect(app.http.lastRequest('PATCH /auth/email/verify').json).toEqual({
      email: 'bound@example.com',
      code: '123456',
    });
    expect(session.user?.email).toBe('bound@example.com');
    expect(session.emailRedirect('/signal')).toBeUndefined();
    expect(app.container.get(UiStore).toasts.at(-1)?.message).toBe('toast.emailBound');
  });

  it('shows an email already bound elsewhere under the field', async () => {
    const app = newApp();
    app.http.respondError('POST /auth/email', 'EMAIL_ALREADY_BOUND');
    const flow = new BindEmailFlowStore({
      session: app.container.get(SessionService),
      ui: app.container.get(UiStore),
      clock: app.clock,
    });
    flow.form.setEmail('taken@example.com');
    await flow.sendCode();
    expect(flow.step).toBe('email');
    expect(flow.form.fieldErrors.email).toBe('EMAIL_ALREADY_BOUND');
  });

  describe('after a failure (issue 10, item 11: no form stays locked)', () => {
    it('a code request lost to the network, then one that rejects, leave the form usable', async () => {
      const app = newApp();
      app.http.failNetwork('POST /auth/email');
      const session = app.container.get(SessionService);
      const flow = new BindEmailFlowStore({ session, ui: app.container.get(UiStore), clock: app.clock });
      flow.form.setEmail('bound@example.com');
      await flow.sendCode();
      expect(flow.busy).toBe(false);
      expect(flow.step).toBe('email');

      rejectingOnce(session, 'bindEmail');
      app.http.respond('POST /auth/email', true);
      await flow.sendCode();
      expect(flow.busy).toBe(false);
      expect(flow.step).toBe('email');
      await flow.sendCode();
      expect(flow.step).toBe('code');
    });
  });
});
