import { describe, expect, it } from 'vitest';
import { readPageConfig } from './page-config.js';

const pageWith = (meta: Readonly<Record<string, string>>): Pick<Document, 'querySelector'> => ({
  querySelector: (selector: string) => {
    const name = /meta\[name="([^"]+)"\]/.exec(selector)?.[1];
    return name !== undefined && name in meta ? ({ content: meta[name] } as HTMLMetaElement) : null;
  },
});

describe('readPageConfig', () => {
  it('takes the API, live-feed and site token from the meta tags the server writes', () => {
    const config = readPageConfig(
      pageWith({
        'api-domain': 'https://portal.example/api',
        'ws-domain': 'wss://portal.example/ws',
        'site-token': ' jwt.token.here ',
      }),
      'https://portal.example',
    );
    expect(config).toEqual({
      apiDomain: 'https://portal.example/api',
      wsDomain: 'wss://portal.example/ws',
      siteToken: 'jwt.token.here',
    });
  });

  it("falls back to the page's own origin when the tags are missing", () => {
    expect(readPageConfig(pageWith({}), 'http://localhost:8080')).toEqual({
      apiDomain: 'http://localhost:8080/api',
      wsDomain: 'ws://localhost:8080/ws',
      siteToken: '',
    });
    expect(readPageConfig(pageWith({}), 'https://portal.example').wsDomain).toBe('wss://portal.example/ws');
  });
});
