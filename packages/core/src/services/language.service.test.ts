import { FakeHttp, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, type Language } from '../i18n/languages.js';
import { fail, ok } from '../shared/result.js';
import { LanguageService } from './language.service.js';
import { fakeApi } from './services.test-helpers.js';

describe('LanguageService', () => {
  it('starts with the saved language over the browser ones', async () => {
    const store = new MemoryKeyValueStore({ [LANGUAGE_STORAGE_KEY]: 'vi-VN' });
    const service = new LanguageService({ store, preferredLanguages: () => ['ja-JP'] });
    expect(await service.init()).toBe('vi-VN');
  });

  it('else the first supported browser language, else en-US', async () => {
    const store = new MemoryKeyValueStore();
    expect(await new LanguageService({ store, preferredLanguages: () => ['fr-FR', 'zh-HK'] }).init()).toBe(
      'zh-TW',
    );
    expect(await new LanguageService({ store, preferredLanguages: () => ['fr-FR'] }).init()).toBe('en-US');
    expect(
      await new LanguageService({ store: new MemoryKeyValueStore({ [LANGUAGE_STORAGE_KEY]: 'xx' }) }).init(),
    ).toBe('en-US');
  });

  it('saves a choice locally, tells listeners, and sends it only for members', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('PUT /user/language', true);
    const store = new MemoryKeyValueStore();
    const service = new LanguageService({ store, api });
    const heard: Language[] = [];
    service.subscribe((l) => heard.push(l));

    expect(await service.choose('ja-JP', { member: false })).toEqual(ok('ja-JP'));
    expect(await store.get(LANGUAGE_STORAGE_KEY)).toBe('ja-JP');
    expect(http.requests).toHaveLength(0);

    expect(await service.choose('zh-CN', { member: true })).toEqual(ok('zh-CN'));
    expect(http.lastRequest('PUT /user/language').json).toEqual({ language: 'zh-CN' });
    expect(heard).toEqual(['ja-JP', 'zh-CN']);
  });

  it('keeps the local choice when the server refuses, and returns the code', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respondError('PUT /user/language', 'NOT_SIGNED_IN');
    const store = new MemoryKeyValueStore();
    const service = new LanguageService({ store, api });
    expect(await service.choose('my-MM', { member: true })).toEqual(fail('NOT_SIGNED_IN'));
    expect(service.language).toBe('my-MM');
    expect(await store.get(LANGUAGE_STORAGE_KEY)).toBe('my-MM');
  });

  it('refuses an unsupported language without changing anything', async () => {
    const store = new MemoryKeyValueStore();
    const service = new LanguageService({ store });
    expect(await service.choose('fr-FR', { member: false })).toEqual(fail('LANGUAGE_UNSUPPORTED'));
    expect(service.language).toBe('en-US');
    expect(await store.get(LANGUAGE_STORAGE_KEY)).toBeUndefined();
  });
});
