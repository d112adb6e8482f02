import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { API_ROUTES, ERROR_CODES, LIVE_FEED_CHANNELS, type RouteKey } from '@signal-portal/core';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { parseContractTypes, parseTypeBlocks, renderApiDocs } from './api-docs.js';

const root = new URL('../../../../', import.meta.url);
const read = (path: string): Promise<string> => readFile(new URL(path, root), 'utf8');
const sources = async () => ({
  contract: await read('packages/core/src/api/contract.ts'),
  payloadFiles: [
    await read('packages/core/src/api/payloads.ts'),
    await read('packages/core/src/api/wire.types.ts'),
  ],
});

describe('docs/api.md', () => {
  it('is exactly what scripts/generate-api-docs.mjs produces from the contract', async () => {
    const target = fileURLToPath(new URL('docs/api.md', root));
    const options = (await prettier.resolveConfig(target)) ?? {};
    const expected = await prettier.format(renderApiDocs(await sources()), { ...options, filepath: target });
    const actual = await readFile(target, 'utf8').catch(() => '');
    // On failure: npm run build && node scripts/generate-api-docs.mjs
    expect(actual).toBe(expected);
  });

  it('documents every route, every error code and every live-feed channel', async () => {
    const text = renderApiDocs(await sources());
    for (const key of Object.keys(API_ROUTES) as RouteKey[]) expect(text).toContain(`### ${key}\n`);
    for (const code of ERROR_CODES) expect(text).toContain(`| \`${code}\` |`);
    for (const channel of ['signals', 'wallet', 'withdrawals', LIVE_FEED_CHANNELS.signal('{id}')]) {
      expect(text).toContain(`| \`${channel}\` |`);
    }
    expect(text).toContain('`auth#Auth@<token>`');
  });
});

describe('reading the contract source', () => {
  it('finds each route with its response, query, body and note', async () => {
    const types = parseContractTypes((await sources()).contract);
    expect([...types.keys()].sort()).toEqual(Object.keys(API_ROUTES).sort());
    expect(types.get('GET /signal')).toEqual({
      response: 'CursorPage<Signal>',
      query: 'SignalListQuery',
      body: undefined,
      note: undefined,
    });
    expect(types.get('POST /signal/{id}/reconnect')).toMatchObject({
      body: 'ConnectRequest | undefined',
      note: 'Without a body the stored link is retried; with one, the link is replaced.',
    });
    expect(types.get('GET /symbol')?.response).toBe('readonly PlatformSymbol[]');
  });

  it('cuts interface and type declarations at their end', () => {
    const blocks = parseTypeBlocks(
      '/** A. */\nexport interface A {\n  readonly b: { c: string };\n}\nexport type B = A & { d: 1 };\nconst x = 1;',
    );
    expect(blocks.get('A')).toBe('/** A. */\nexport interface A {\n  readonly b: { c: string };\n}');
    expect(blocks.get('B')).toBe('export type B = A & { d: 1 };');
  });
});
