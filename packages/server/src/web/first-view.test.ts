import { isLanguage, LANGUAGES, resolveLanguage } from '@signal-portal/core';
import { demoSite } from '@signal-portal/fixtures';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  cookieOf,
  deferAppFiles,
  firstViewFor,
  firstViewLanguage,
  injectFirstView,
  type FirstViewFile,
} from './first-view.js';

const FILE: FirstViewFile = {
  placeholders: { siteName: '%NAME%', logoUrl: '%LOGO%', linkText: '%TEXT%', linkUrl: '%URL%' },
  texts: { 'en-US': '/assets/locale-en-US-shell-AAAA2222.json' },
  views: {
    '/': {
      'en-US': {
        name: 'name:%NAME%',
        logo: 'logo:%LOGO%|%NAME%',
        'name-link': 'name-link:%NAME%|%URL%|%TEXT%',
        'logo-link': 'logo-link:%LOGO%|%NAME%|%URL%|%TEXT%',
      },
    },
  },
};

const site = (overrides: Partial<ReturnType<typeof demoSite>> = {}) => ({
  ...demoSite(),
  lightLogo: '',
  hyperlinkUrl: '',
  hyperlinkHide: true,
  ...overrides,
});

describe("a guest's first view", () => {
  it("takes the variant of the site's branding, its values escaped", () => {
    expect(firstViewFor(FILE, '/', 'en-US', site({ siteName: '<b>"A&B"</b>' }))?.html).toBe(
      'name:&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;',
    );
    expect(
      firstViewFor(FILE, '/', 'en-US', site({ lightLogo: 'https://cdn.example/l.png?a=1&b="2"' }))?.html,
    ).toBe('logo:https://cdn.example/l.png?a=1&amp;b=&quot;2&quot;|' + demoSite().siteName);
    const linked = site({
      hyperlinkHide: false,
      hyperlinkUrl: 'https://example.com/x',
      hyperlinkContext: 'One text',
      hyperlinkContextByLanguage: { 'en-US': 'English text' },
    });
    expect(firstViewFor(FILE, '/', 'en-US', linked)?.html).toBe(
      `name-link:${demoSite().siteName}|https://example.com/x|English text`,
    );
  });

  it('leaves out a logo or a link a browser should not load, and a hidden link', () => {
    const unsafe = site({
      lightLogo: 'javascript:alert(1)',
      hyperlinkHide: false,
      hyperlinkUrl: 'javascript:alert(2)',
      hyperlinkContext: 'x',
    });
    expect(firstViewFor(FILE, '/', 'en-US', unsafe)?.html).toBe(`name:${demoSite().siteName}`);
    const hidden = site({ hyperlinkHide: true, hyperlinkUrl: 'https://example.com', hyperlinkContext: 'x' });
    expect(firstViewFor(FILE, '/', 'en-US', hidden)?.html).toBe(`name:${demoSite().siteName}`);
  });

  it('is there only for the paths and languages the build rendered', () => {
    expect(firstViewFor(FILE, '/login', 'en-US', site())).toBeUndefined();
    expect(firstViewFor(FILE, '/', 'ja-JP', site())).toBeUndefined();
  });

  it('goes into #root, with <html lang> and the texts it will fetch preloaded', () => {
    const page = '<html lang="en-US"><head><title>x</title></head><body><div id="root"></div></body></html>';
    const html = injectFirstView(page, { html: '<p>$& view</p>', language: 'ja-JP', textsUrl: '/t.json' });
    expect(html).toBe(
      '<html lang="ja-JP"><head><title>x</title>  <link rel="preload" as="fetch" href="/t.json" crossorigin>\n' +
        '  </head><body><div id="root" data-first-view=""><p>$& view</p></div></body></html>',
    );
  });
});

describe('the app files of a page with a first view', () => {
  // The shape the web build writes (packages/web/scripts/build.mjs, entryHtml with a boot script).
  const BUILT = `<html lang="en-US">
  <head>
    <link rel="preload" as="script" crossorigin href="/assets/main-AAA.js">
    <link rel="preload" as="script" crossorigin href="/assets/chunk-BBB.js">
    <style>.x{}</style>
    <script defer src="/assets/boot-CCC.js" data-app="/assets/main-AAA.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <link rel="stylesheet" href="/assets/main-DDD.css">
  </body>
</html>`;

  it('wait for its paint: the preloads and the stylesheet go from the page to the boot script', () => {
    expect(deferAppFiles(BUILT)).toBe(`<html lang="en-US">
  <head>
    <style>.x{}</style>
    <script defer src="/assets/boot-CCC.js" data-app="/assets/main-AAA.js" data-after-paint="" data-styles="/assets/main-DDD.css" data-modules="/assets/main-AAA.js /assets/chunk-BBB.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`);
  });

  it('stay in a page without a boot script', () => {
    const moduleScript = BUILT.replace(
      /<script defer[^>]*><\/script>/,
      '<script type="module" src="/m.js"></script>',
    );
    expect(deferAppFiles(moduleScript)).toBe(moduleScript);
  });
});

describe('the language of a first view', () => {
  it("reads the language cookie, else the browser's languages by weight, else en-US", () => {
    expect(firstViewLanguage('x=1; sp_language=vi-VN', 'ja')).toBe('vi-VN');
    expect(firstViewLanguage('sp_language=xx-XX', 'fr;q=0.9, ja;q=0.8, zh-TW;q=0.85')).toBe('zh-TW');
    expect(firstViewLanguage(undefined, undefined)).toBe('en-US');
    expect(acceptedLanguages('en;q=0, *, de;q=0.5, my')).toEqual(['my', 'de']);
    expect(cookieOf('a=1;b = 2 ; c=', 'b')).toBe('2');
  });

  it('is always one of the six, and the one the app resolves from the same choice and browser', () => {
    const tag = fc.oneof(
      fc.constantFrom(...LANGUAGES, 'zh-Hant', 'zh-HK', 'ja', 'en-GB', 'fr', 'my', '*', ''),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(tag, { maxLength: 5 }), fc.option(tag, { nil: undefined }), (tags, saved) => {
        const header = tags.join(', ');
        const cookie = saved === undefined ? undefined : `sp_language=${saved}`;
        const language = firstViewLanguage(cookie, header);
        expect(isLanguage(language)).toBe(true);
        expect(language).toBe(resolveLanguage(cookieOf(cookie, 'sp_language'), acceptedLanguages(header)));
      }),
    );
  });
});
