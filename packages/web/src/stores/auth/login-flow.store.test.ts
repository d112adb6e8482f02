import { EMPTY_WALLET, SessionService, RESEND_COUNTDOWN_SECONDS } from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { rejectingOnce } from '../../test-support/rejecting-once.js';
import { aUser, createTestApp } from '../../test-support/test-container.js';
import { SessionStore } from '../session.store.js';
import { UiStore } from '../ui.store.js';
import { LoginFlowStore } from './login-flow.store.js';

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
type App = ReturnType<typeof newApp>;

const flowOf = (app: App) =>
  new LoginFlowStore({
    session: app.container.get(SessionService),
    ui: app.container.get(UiStore),
    clock: app.clock,
  });

const messages = (app: App) => app.container.get(UiStore).toasts.map((t) => t.message);

describe('LoginFlowStore', () => {
  it('keeps an invalid email on the form with its message under the field, calling nothing', async () => {
    const app = newApp();
    const flow = flowOf(app);
    flow.form.setEmail('not-an-email');
    await flow.sendCode();
    expect(flow.step).toBe('contact');
    expect(flow.form.fieldErrors).toEqual({ email: 'EMAIL_INVALID' });
    expect(app.http.requests).toHaveLength(0);
    expect(app.locales.loaded).toContain('en-US/errors');
    flow.form.setEmail('demo@example.com');
    expect(flow.form.fieldErrors).toEqual({});
  });

  it('sends the code, moves to the code step and counts the resend down from the full countdown', async () => {
    const app = newApp();
    app.http.respond('POST /auth/login_by_email', true);
    const flow = flowOf(app);
    flow.form.setEmail('  demo@Example.COM ');
    await flow.sendCode();
    // The core's email rule: trimmed, the domain in lower case.
    expect(app.http.lastRequest('POST /auth/login_by_email').json).toEqual({
      method: 'email',
      email: 'demo@example.com',
    });
    expect(flow.step).toBe('code');
    expect(flow.target).toBe('demo@example.com');
    expect(messages(app)).toEqual(['toast.codeSent']);
    expect(flow.code.countdown.secondsLeft).toBe(RESEND_COUNTDOWN_SECONDS);
    app.clock.advance(1_000);
    expect(flow.code.countdown.secondsLeft).toBe(RESEND_COUNTDOWN_SECONDS - 1);
    app.clock.advance((RESEND_COUNTDOWN_SECONDS - 1) * 1_000);
    expect(flow.code.countdown.running).toBe(false);
  });

  it('logs in by phone with the number in international form', async () => {
    const app = newApp();
    app.http.respond('POST /auth/login_by_phone', true);
    const flow = flowOf(app);
    flow.form.setMethod('phone');
    flow.form.setCountryCode('TW');
    flow.form.setPhone('0912 345 678');
    await flow.sendCode();
    expect(app.http.lastRequest('POST /auth/login_by_phone').json).toEqual({
      method: 'phone',
      countryCode: 'TW',
      phone: '+886912345678',
    });
    expect(flow.target).toBe('+886912345678');
  });

  it("preselects the caller's country, unless one was chosen", async () => {
    const app = newApp();
    app.http.respond('GET /auth/ip_to_country', { countryCode: 'JP', dialCode: '+81' });
    const flow = flowOf(app);
    await flow.form.loadDefaultCountry();
    expect(flow.form.countryCode).toBe('JP');
    flow.form.setCountryCode('VN');
    await flow.form.loadDefaultCountry();
    expect(flow.form.countryCode).toBe('VN');
  });

  it('shows an unknown account under the contact field shown (email or phone), not as a toast', async () => {
    const app = newApp();
    app.http.respondError('POST /auth/login_by_email', 'ACCOUNT_NOT_FOUND');
    app.http.respondError('POST /auth/login_by_phone', 'EMAIL_OR_PHONE_NOT_FOUND');
    const flow = flowOf(app);
    flow.form.setEmail('nobody@example.com');
    await flow.sendCode();
    expect(flow.step).toBe('contact');
    expect(flow.form.fieldErrors).toEqual({ email: 'ACCOUNT_NOT_FOUND' });
    flow.form.setMethod('phone');
    flow.form.setCountryCode('TW');
    flow.form.setPhone('912345678');
    await flow.sendCode();
    expect(flow.form.fieldErrors).toEqual({ phone: 'EMAIL_OR_PHONE_NOT_FOUND' });
    expect(messages(app)).toEqual([]);
  });

  it('shows a refusal about a field the step does not show as a toast', async () => {
    const app = newApp();
    app.http.respond('POST /auth/login_by_email', true);
    const flow = flowOf(app);
    flow.form.setEmail('demo@example.com');
    await flow.sendCode();
    expect(flow.step).toBe('code');
    app.http.respondError('POST /auth/login_by_email', 'ACCOUNT_NOT_FOUND');
    await flow.sendCode();
    expect(flow.form.fieldErrors).toEqual({});
    expect(messages(app)).toEqual(['toast.codeSent', 'errors.ACCOUNT_NOT_FOUND']);
  });

  it('shows a wrong code under the code field until the next try, and logs in with the right one', async () => {
    const app = newApp();
    app.http
      .respond('POST /auth/login_by_email', true)
      .respondError('PATCH /auth/verify', 'VERIFY_TOKEN_WRONG')
      .respond('GET /asset/wallet', EMPTY_WALLET)
      .respond('GET /symbol', [])
      .respond('GET /asset/wallet/config', []);
    const flow = flowOf(app);
    flow.form.setEmail('demo@example.com');
    await flow.sendCode();
    flow.code.setValue('111 111');
    expect(flow.code.value).toBe('111111');
    await flow.verify();
    expect(flow.form.fieldErrors).toEqual({ code: 'VERIFY_TOKEN_WRONG' });
    expect(messages(app)).toEqual(['toast.codeSent']);
    expect(app.container.get(SessionStore).isMember).toBe(false);

    app.http.respond('PATCH /auth/verify', aUser());
    flow.code.setValue('222222');
    const verifying = flow.verify();
    expect(flow.form.fieldErrors).toEqual({});
    await verifying;
    expect(app.http.lastRequest('PATCH /auth/verify').json).toEqual({
      method: 'email',
      email: 'demo@example.com',
      code: '222222',
    });
    expect(app.container.get(SessionStore).isMember).toBe(true);
    expect(messages(app).at(-1)).toBe('toast.loggedIn');
  });

  it('goes back to the contact step, dropping the countdown', async () => {
    const app = newApp();
    app.http.respond('POST /auth/login_by_email', true);
    const flow = flowOf(app);
    flow.form.setEmail('demo@example.com');
    await flow.sendCode();
    flow.changeContact();
    expect(flow.step).toBe('contact');
    expect(flow.code.countdown.running).toBe(false);
    expect(app.clock.pendingTimers).toBe(1); // only the toast's
  });

  describe('after a failure (issue 10, item 11: no form stays locked)', () => {
    it('a code request lost to the network leaves the form usable; the next one sends', async () => {
      const app = newApp();
      app.http.failNetwork('POST /auth/login_by_email');
      const flow = flowOf(app);
      flow.form.setEmail('demo@example.com');
      await flow.sendCode();
      expect(flow.busy).toBe(false);
      expect(flow.step).toBe('contact');
      app.http.respond('POST /auth/login_by_email', true);
      await flow.sendCode();
      expect(flow.step).toBe('code');
    });

    it('a call that rejects (its code could not be downloaded) unlocks the form too', async () => {
      const app = newApp();
      app.http.respond('POST /auth/login_by_email', true);
      const session = rejectingOnce(app.container.get(SessionService), 'sendLoginCode');
      const flow = new LoginFlowStore({ session, ui: app.container.get(UiStore), clock: app.clock });
      flow.form.setEmail('demo@example.com');
      await flow.sendCode();
      expect(flow.busy).toBe(false);
      expect(messages(app).at(-1)).toBe('errors.INTERNAL_ERROR');
      await flow.sendCode();
      expect(flow.step).toBe('code');
    });

    it('a verification lost to the network can be tried again', async () => {
      const app = newApp();
      app.http.respond('POST /auth/login_by_email', true).failNetwork('PATCH /auth/verify');
      const flow = flowOf(app);
      flow.form.setEmail('demo@example.com');
      await flow.sendCode();
      flow.code.setValue('123456');
      await flow.verify();
      expect(flow.busy).toBe(false);
      app.http
        .respond('PATCH /auth/verify', aUser())
        .respond('GET /asset/wallet', EMPTY_WALLET)
        .respond('GET /symbol', [])
        .respond('GET /asset/wallet/config', []);
      await flow.verify();
      expect(app.container.get(SessionStore).isMember).toBe(true);
    });
  });
});
