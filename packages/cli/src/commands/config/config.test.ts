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
import { DamagedFileError } from '../../config/damaged-file.js';
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

describe('config get and config path', () => {
  it('prints the value in effect alone, for scripts; --json tells where it comes from', async () => {
    const adapters = fakes();
    await adapters.config.set('api', 'https://portal.example/api');
    expect(await runCli(['config', 'get', 'api'], adapters)).toMatchObject({
      exitCode: EXIT.OK,
      stdout: 'https://portal.example/api\n',
      stderr: '',
    });
    const ws = await runCli(['--json', 'config', 'get', 'ws'], adapters, {
      env: { SIGNAL_PORTAL_WS: 'wss://feed.example/ws' },
    });
    expect(JSON.parse(ws.stdout)).toEqual({
      error: false,
      value: { key: 'ws', value: 'wss://feed.example/ws', source: 'env' },
    });
    expect(
      (await runCli(['config', 'get', 'language'], adapters, { env: { LANG: 'ja_JP.UTF-8' } })).stdout,
    ).toBe('ja-JP\n');
    expect(adapters.http.requests).toEqual([]);
  });

  it('says a site token that is not set is read from the portal page, printing no value', async () => {
    const run = await runCli(['config', 'get', 'siteToken'], fakes());
    expect(run).toMatchObject({ exitCode: EXIT.OK, stdout: '' });
    expect(run.stderr).toContain('siteToken is not set: it is read from the portal page');
  });

  it('refuses a key that is not a setting', async () => {
    expect((await runCli(['config', 'get', 'password'], fakes())).exitCode).toBe(EXIT.USAGE);
  });

  it('prints where the config file is; --json adds the folder and the session file', async () => {
    expect(await runCli(['config', 'path'], fakes())).toMatchObject({
      exitCode: EXIT.OK,
      stdout: '/home/tester/.config/signal-portal/config.json\n',
    });
    const json = await runCli(['--json', 'config', 'path'], fakes(), {
      env: { SIGNAL_PORTAL_CONFIG_DIR: '/tmp/sp' },
    });
    expect(JSON.parse(json.stdout)).toEqual({
      error: false,
      value: { dir: '/tmp/sp', configFile: '/tmp/sp/config.json', sessionFile: '/tmp/sp/session.json' },
    });
  });
});

describe('a damaged config file', () => {
  const damaged = () => {
    const file = '/home/tester/.config/signal-portal/config.json';
    const refuse = (): Promise<never> => Promise.reject(new DamagedFileError(file));
    return { ...fakes(), config: { get: refuse, set: refuse, remove: refuse } };
  };

  it('is reported with its path and what to do, by every command that reads it, calling nothing', async () => {
    for (const args of [
      ['whoami'],
      ['config', 'show'],
      ['config', 'get', 'api'],
      ['config', 'set', 'ws', 'ws://x/ws'],
    ]) {
      const adapters = damaged();
      const run = await runCli(args, adapters, { env: { SIGNAL_PORTAL_SITE_TOKEN: 't' } });
      expect(run.exitCode, args.join(' ')).toBe(EXIT.USAGE);
      expect(run.stderr, args.join(' ')).toContain(
        'The config file /home/tester/.config/signal-portal/config.json cannot be read: it is not a JSON object of settings.',
      );
      expect(run.stderr).toContain('Correct it, or delete it to go back to the default settings');
      expect(adapters.http.requests).toEqual([]);
    }
  });

  it('gives a JSON refusal, and leaves config path working', async () => {
    const json = await runCli(['--json', 'config', 'show'], damaged());
    expect(JSON.parse(json.stdout)).toEqual({ error: true, value: 'WRONG_DATA_FORMAT' });
    expect(await runCli(['config', 'path'], damaged())).toMatchObject({
      exitCode: EXIT.OK,
      stdout: '/home/tester/.config/signal-portal/config.json\n',
    });
  });
});
