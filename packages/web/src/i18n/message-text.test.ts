import { LANGUAGE_STORAGE_KEY, LANGUAGES, RESOURCES, type Language } from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { LanguageStore } from '../stores/language.store.js';
import { UiStore } from '../stores/ui.store.js';
import { createTestApp } from '../test-support/test-container.js';
import { I18n } from './create-i18n.js';
import { toastText } from './message-text.js';
import type { i18n } from 'i18next';

/** The app started in a language, its shell texts on screen; then the server goes away. */
const offlineApp = async (language: Language) => {
  const app = createTestApp({
    http: new FakeHttp(),
    clock: new FakeClock(),
    storage: new MemoryKeyValueStore({ [LANGUAGE_STORAGE_KEY]: language }),
    sockets: new FakeSocketFactory(),
  });
  await app.container.get(LanguageStore).init();
  await app.container.get(LanguageStore).settled();
  app.locales.load = () => Promise.reject(new Error('offline'));
  const ui = app.container.get(UiStore);
  const shown = () => ui.toasts.map((toast) => toastText(app.container.get<i18n>(I18n), toast));
  return { app, ui, shown };
};

describe('toasts with the server down (only the shell texts there)', () => {
  it.each(LANGUAGES)('%s: a network failure shows its own message', async (language) => {
    const { ui, shown } = await offlineApp(language);
    await ui.showError('NETWORK_ERROR');
    await ui.showError('SERVICE_ERROR');
    await ui.showError('something the catalogue does not know');
    const { errors } = RESOURCES[language];
    expect(shown()).toEqual([errors.NETWORK_ERROR, errors.SERVICE_ERROR, errors.apiError]);
  });

  it.each(LANGUAGES)(
    '%s: a message whose texts cannot be fetched shows a general one, never its key',
    async (language) => {
      const { ui, shown } = await offlineApp(language);
      await ui.showError('VERIFY_TOKEN_WRONG');
      ui.showToast('check', 'withdraw.submitted');
      ui.showToast('warning', 'kit.copyFailed');
      const texts = RESOURCES[language];
      expect(shown()).toEqual([texts.errors.apiError, texts.toast.done, texts.errors.apiError]);
    },
  );

  it('a language that cannot be fetched is refused in the words on screen', async () => {
    const { app, shown } = await offlineApp('ja-JP');
    await app.container.get(LanguageStore).choose('vi-VN');
    expect(shown()).toEqual([RESOURCES['ja-JP'].errors.NETWORK_ERROR]);
  });
});
