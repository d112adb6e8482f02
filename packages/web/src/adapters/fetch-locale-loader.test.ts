import { LANGUAGES } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { LOCALE_GROUPS, type LocaleGroup } from '../i18n/locale-groups.js';
import type { LocaleManifest } from '../i18n/locale-loader.js';
import { FetchLocaleLoader, type FetchText } from './fetch-locale-loader.js';

const manifest = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      (Object.keys(LOCALE_GROUPS) as LocaleGroup[]).map((group) => [
        group,
        `/assets/locale-${language}-${group}.json`,
      ]),
    ),
  ]),
) as unknown as LocaleManifest;

describe('FetchLocaleLoader', () => {
  it("fetches the manifest's file of the language and group and gives its texts", async () => {
    const asked: string[] = [];
    const fetchText: FetchText = (url) => {
      asked.push(url);
      return Promise.resolve(new Response('{"layout":{"login":"ログイン"}}', { status: 200 }));
    };
    const bundle = await new FetchLocaleLoader(manifest, fetchText).load('ja-JP', 'shell');
    expect(asked).toEqual(['/assets/locale-ja-JP-shell.json']);
    expect(bundle).toEqual({ layout: { login: 'ログイン' } });
  });

  it('rejects on an HTTP failure, so the language is not switched to empty texts', async () => {
    const fetchText: FetchText = () => Promise.resolve(new Response('gone', { status: 404 }));
    await expect(new FetchLocaleLoader(manifest, fetchText).load('vi-VN', 'errors')).rejects.toThrow(
      'HTTP 404',
    );
  });
});
