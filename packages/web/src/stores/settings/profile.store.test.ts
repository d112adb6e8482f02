import { EMPTY_WALLET, SessionService } from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { aUser, createTestApp } from '../../test-support/test-container.js';
import { LanguageStore } from '../language.store.js';
import { SessionStore } from '../session.store.js';
import { UiStore } from '../ui.store.js';
import { ProfileStore } from './profile.store.js';

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

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const signedIn = async () => {
  const app = newApp();
  app.http
    .respond('GET /user', aUser())
    .respond('GET /asset/wallet', EMPTY_WALLET)
    .respond('GET /symbol', [])
    .respond('GET /asset/wallet/config', []);
  await app.container.get(LanguageStore).init();
  await app.container.get(SessionStore).start();
  const profile = new ProfileStore(app.container.get(SessionService), app.container.get(UiStore));
  return { app, profile };
};

describe('ProfileStore', () => {
  it('renames the member; the session shows the new name', async () => {
    const { app, profile } = await signedIn();
    app.http.respond('PATCH /user', aUser({ username: 'renamed01' }));
    profile.startEditingUsername();
    expect(profile.usernameDraft).toBe('provider01');
    profile.setUsernameDraft('renamed01');
    await profile.saveUsername();
    expect(profile.editingUsername).toBe(false);
    expect(app.container.get(SessionStore).user?.username).toBe('renamed01');
    expect(app.container.get(UiStore).toasts.at(-1)?.message).toBe('toast.saved');
  });

  it('keeps the editor open with the message under the field for a taken or malformed name', async () => {
    const { app, profile } = await signedIn();
    profile.startEditingUsername();
    profile.setUsernameDraft('no');
    await profile.saveUsername();
    expect(profile.fieldErrors).toEqual({ username: 'USERNAME_INVALID' });
    expect(app.http.calledRoutes().has('PATCH /user')).toBe(false);
    app.http.respondError('PATCH /user', 'USERNAME_EXISTS');
    profile.setUsernameDraft('takenname');
    await profile.saveUsername();
    expect(profile.editingUsername).toBe(true);
    expect(profile.fieldErrors).toEqual({ username: 'USERNAME_EXISTS' });
  });

  it('uploads a picture the core accepts, and refuses one that is not an image with a toast', async () => {
    const { app, profile } = await signedIn();
    app.http.respond('PATCH /user', aUser({ headshot: '/files/headshots/1.png' }));
    await profile.uploadHeadshot('me.png', PNG);
    expect(app.container.get(SessionStore).user?.headshot).toBe('/files/headshots/1.png');
    await profile.uploadHeadshot('notes.txt', new TextEncoder().encode('hello'));
    expect(app.container.get(UiStore).toasts.at(-1)).toMatchObject({
      type: 'error',
      message: 'errors.FILE_FORMAT',
    });
  });

  describe('after a failure (issue 10, item 11: no form stays locked)', () => {
    it('a save lost to the network leaves the editor open and usable; the next one saves', async () => {
      const { app, profile } = await signedIn();
      app.http.failNetwork('PATCH /user');
      profile.startEditingUsername();
      profile.setUsernameDraft('renamed01');
      await profile.saveUsername();
      expect(profile.busy).toBe(false);
      expect(profile.editingUsername).toBe(true);
      expect(app.container.get(UiStore).toasts.at(-1)?.message).toBe('errors.NETWORK_ERROR');

      app.http.respond('PATCH /user', aUser({ username: 'renamed02' }));
      profile.setUsernameDraft('renamed02');
      await profile.saveUsername();
      expect(profile.editingUsername).toBe(false);
      expect(app.container.get(SessionStore).user?.username).toBe('renamed02');
    });

    it('a save whose call rejects (its code could not be downloaded) unlocks the form too', async () => {
      const { app } = await signedIn();
      const session = app.container.get(SessionService);
      const ui = app.container.get(UiStore);
      let rejectNext = true;
      const flaky = Object.create(session) as SessionService;
      flaky.updateProfile = (change) => {
        if (!rejectNext) return session.updateProfile(change);
        rejectNext = false;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      };
      const profile = new ProfileStore(flaky, ui);
      app.http.respond('PATCH /user', aUser({ username: 'renamed03' }));
      profile.startEditingUsername();
      profile.setUsernameDraft('renamed03');
      await profile.saveUsername();
      expect(profile.busy).toBe(false);
      expect(profile.editingUsername).toBe(true);
      expect(ui.toasts.at(-1)?.message).toBe('errors.INTERNAL_ERROR');

      await profile.saveUsername();
      expect(profile.editingUsername).toBe(false);
      expect(app.container.get(SessionStore).user?.username).toBe('renamed03');
    });
  });
});
