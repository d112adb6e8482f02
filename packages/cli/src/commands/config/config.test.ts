import {
  FAKE_API_BASE_URL,
  FakeClock,
  FakeHttp,
  FakeRandom,
  FakeSocketFactory,
  MemoryKeyValueStore,
} from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { runCli, type TestAdapters } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';

const fakes = () =>
  ({
    http: new FakeHttp(FAKE_API_BASE_URL),
    config: new MemoryKeyValueStore(),
    session: new MemoryKeyValueStore(),
    sockets: new FakeSocketFactory(),
    clock: new FakeClock(),
    random: new FakeRandom(1),
  }) satisfies TestAdapters;

describe('config', () => {
  it('saves checked settings in the config file, which then apply to later runs', async () => {
    const adapters = fakes();
    expect((await runCli(['config', 'set', 'api', 'https://portal.example/api'], adapters)).exitCode).toBe(
      EXIT.OK,
    );
    expect((await runCli(['config', 'set', 'language', 'ja'], adapters)).exitCode).toBe(EXIT.OK);
    expect(await adapters.config.get('api')).toBe('https://portal.example/api');
    expect(await adapters.config.get('language')).toBe('ja-JP');
    const shown = await runCli(['--json', 'config', 'show'], adapters, {
      env: { SIGNAL_PORTAL_SITE_TOKEN: 't' },
    });
    expect(JSON.parse(shown.stdout)).toEqual({
      error: false,
      value: {
        configFile: '/home/tester/.config/signal-portal/config.json',
        sessionFile: '/home/tester/.config/signal-portal/session.json',
        api: { value: 'https://portal.example/api', source: 'file' },
        ws: { value: 'wss://portal.example/ws', source: 'file' },
        siteToken: { value: 't', source: 'env' },
        language: { value: 'ja-JP', source: 'file' },
      },
    });
    expect(adapters.http.requests).toEqual([]);
  });

  it('refuses a bad value and can remove a broken one, even when it breaks every other command', async () => {
    const adapters = fakes();
    expect((await runCli(['config', 'set', 'api', 'not a url'], adapters)).exitCode).toBe(EXIT.USAGE);
    await adapters.config.set('api', 'ftp://broken');
    expect((await runCli(['whoami'], adapters)).exitCode).toBe(EXIT.USAGE);
    const unset = await runCli(['config', 'unset', 'api'], adapters);
    expect(unset).toMatchObject({ exitCode: EXIT.OK, stdout: 'Removed api from the config file.\n' });
    expect(await adapters.config.get('api')).toBeUndefined();
  });

  it('shows the settings in a table, translated', async () => {
    const run = await runCli(['--lang', 'zh-CN', 'config', 'show'], fakes());
    expect(run.stdout).toMatch(/│ api +│ http:\/\/localhost:8080\/api │ 默认值/);
    expect(run.stdout).toMatch(/│ siteToken +│ - +│ 从入口页面读取/);
  });
});
