import { SessionService } from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { rejectingOnce } from '../../test-support/rejecting-once.js';
import { createTestApp } from '../../test-support/test-container.js';
import { UiStore } from '../ui.store.js';
import { SignUpFlowStore, USERNAME_CHECK_DELAY_MS } from './sign-up-flow.store.js';

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

const flowOf = (app: App, referrer?: string) =>
  new SignUpFlowStore(
    { session: app.container.get(SessionService), ui: app.container.get(UiStore), clock: app.clock },
    referrer === undefined ? {} : { referrer },
  );

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const fillValid = (flow: SignUpFlowStore) => {
  flow.form.setEmail('new@example.com');
  flow.setUsername('newtrader');
  flow.setOver18(true);
  flow.setAcceptTerms(true);
};

describe('SignUpFlowStore', () => {
  it('checks the username once typing pauses, with only the last value', async () => {
    const app = newApp();
    app.http.on('GET /user_check/username', (request) => ({
      status: 200,
      json: { exists: request.query['username'] === 'takenname' },
    }));
    const flow = flowOf(app);
    flow.setUsername('takenna');
    app.clock.advance(USERNAME_CHECK_DELAY_MS - 1);
    flow.setUsername('takenname');
    app.clock.advance(USERNAME_CHECK_DELAY_MS);
    expect(flow.usernameCheck).toBe('checking');
    await settle();
    await settle();
    expect(app.http.requestsTo('GET /user_check/username').map((r) => r.query['username'])).toEqual([
      'takenname',
    ]);
    expect(flow.usernameCheck).toBe('taken');
    expect(flow.form.fieldErrors.username).toBe('USERNAME_EXISTS');

    flow.setUsername('freename');
    app.clock.advance(USERNAME_CHECK_DELAY_MS);
    await settle();
    await settle();
    expect(flow.usernameCheck).toBe('available');
    expect(flow.form.fieldErrors.username).toBeUndefined();
  });

  it('says a malformed username is invalid without asking the server', async () => {
    const app = newApp();
    const flow = flowOf(app);
    flow.setUsername('ab!');
    app.clock.advance(USERNAME_CHECK_DELAY_MS);
    await settle();
    await settle();
    expect(flow.form.fieldErrors.username).toBe('USERNAME_INVALID');
    expect(app.http.requests).toHaveLength(0);
  });

  it('tells when the email is already registered, as the field is left', async () => {
    const app = newApp();
    app.http.respond('GET /user_check/email', true);
    const flow = flowOf(app);
    flow.form.setEmail('demo@example.com');
    await flow.checkContact();
    expect(flow.form.fieldErrors.email).toBe('EMAIL_EXISTS');
  });

  it('checks a phone in international form', async () => {
    const app = newApp();
    app.http.respond('GET /user_check/phone', false);
    const flow = flowOf(app);
    flow.form.setMethod('phone');
    flow.form.setCountryCode('TW');
    flow.form.setPhone('0912345678');
    await flow.checkContact();
    expect(app.http.lastRequest('GET /user_check/phone').query).toEqual({
      countryCode: 'TW',
      phone: '+886912345678',
    });
    expect(flow.contactCheck).toBe('available');
  });

  it('registers without a referrer key when none was given, and moves to the code step', async () => {
    const app = newApp();
    app.http.respond('POST /auth/register_by_email', true);
    const flow = flowOf(app);
    fillValid(flow);
    await flow.register();
    const body = app.http.lastRequest('POST /auth/register_by_email').json as Record<string, unknown>;
    expect(body).toEqual({
      method: 'email',
      email: 'new@example.com',
      username: 'newtrader',
      over18: true,
      acceptTerms: true,
      language: 'en-US',
    });
    expect('referrer' in body).toBe(false);
    expect(flow.step).toBe('code');
    expect(flow.target).toBe('new@example.com');
  });

  it('sends the referrer of a referral link', async () => {
    const app = newApp();
    app.http.respond('POST /auth/register_by_email', true);
    const flow = flowOf(app, 'ABCD2345');
    expect(flow.referrer).toBe('ABCD2345');
    fillValid(flow);
    await flow.register();
    expect(app.http.lastRequest('POST /auth/register_by_email').json).toMatchObject({ referrer: 'ABCD2345' });
  });

  it('puts each refusal under its field: age, terms, and the server saying the referrer is unknown', async () => {
    const app = newApp();
    app.http.respondError('POST /auth/register_by_email', 'REFERRER_NOT_FOUND');
    const flow = flowOf(app, 'NOBODY');
    flow.form.setEmail('new@example.com');
    flow.setUsername('newtrader');
    await flow.register();
    expect(flow.form.fieldErrors).toEqual({ over18: 'AGE_NOT_CONFIRMED' });
    flow.setOver18(true);
    await flow.register();
    expect(flow.form.fieldErrors).toEqual({ acceptTerms: 'TERMS_NOT_ACCEPTED' });
    flow.setAcceptTerms(true);
    await flow.register();
    expect(flow.form.fieldErrors).toEqual({ referrer: 'REFERRER_NOT_FOUND' });
    expect(flow.step).toBe('form');
  });

  describe('after a failure (issue 10, item 11: no form stays locked)', () => {
    it('a registration lost to the network leaves the form usable; the next one sends the code', async () => {
      const app = newApp();
      app.http.failNetwork('POST /auth/register_by_email');
      const flow = flowOf(app);
      fillValid(flow);
      await flow.register();
      expect(flow.busy).toBe(false);
      expect(flow.step).toBe('form');
      app.http.respond('POST /auth/register_by_email', true);
      await flow.register();
      expect(flow.step).toBe('code');
    });

    it('a call that rejects (its code could not be downloaded) unlocks the form and the username check', async () => {
      const app = newApp();
      app.http.respond('POST /auth/register_by_email', true).respond('GET /user_check/username', false);
      const session = rejectingOnce(
        rejectingOnce(app.container.get(SessionService), 'register'),
        'usernameExists',
      );
      const flow = new SignUpFlowStore({ session, ui: app.container.get(UiStore), clock: app.clock });
      fillValid(flow);
      await flow.checkUsername();
      expect(flow.usernameCheck).toBe('idle');
      await flow.register();
      expect(flow.busy).toBe(false);
      await flow.checkUsername();
      expect(flow.usernameCheck).toBe('available');
      await flow.register();
      expect(flow.step).toBe('code');
    });
  });
});
