import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSignal, type PlatformSymbol, type Signal } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { FAKE_ENV, ScriptedPrompter, fakeAdapters, runCli } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';

const env = FAKE_ENV;

const draft = defaultSignal({
  id: 'sig-9',
  token: 'tok-abcdef123456',
  name: 'Gold.Trend',
  platform: 'MT4',
  status: 'NOT_SUBMITTED',
  connMethod: 'ACCOUNT_LINK',
  connStatus: 'DISCONNECTED',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const connected: Signal = {
  ...draft,
  connStatus: 'CONNECTED',
  info: { ...draft.info, number: '12345678', server: 'DemoBroker-Live01' },
};
const live: Signal = { ...connected, status: 'PASSED', enable: true, enabledBefore: true };

describe('signals create', () => {
  it('creates with the flags, checked by the core first, and prints the Result', async () => {
    const adapters = fakeAdapters();
    adapters.http.respond('POST /signal', draft);
    const run = await runCli(
      [
        'signals',
        'create',
        '--platform',
        'mt4',
        '--method',
        'account-link',
        '--name',
        'Gold.Trend',
        '--description',
        'Gold on H4',
        '--min-investment',
        '100',
        '--max-investment',
        '5000',
        '--profit-share',
        '20',
        '--json',
      ],
      adapters,
      { env },
    );
    expect(run.exitCode).toBe(EXIT.OK);
    expect(JSON.parse(run.stdout)).toEqual({ error: false, value: draft });
    expect(adapters.http.lastRequest('POST /signal').json).toEqual({
      name: 'Gold.Trend',
      describe: 'Gold on H4',
      platform: 'MT4',
      connMethod: 'ACCOUNT_LINK',
      followSetting: { investmentMin: '100', investmentMax: '5000.00', profitSharePercent: '20' },
    });
  });

  it('refuses, before any call, a method the platform does not offer, a bad name, a partial follow setting', async () => {
    const cases: [string[], string][] = [
      [['--platform', 'BINANCE', '--method', 'ea', '--name', 'Gold.Trend'], 'PLATFORM_UNSUPPORTED'],
      [['--platform', 'MT4', '--method', 'ea', '--name', 'ab'], 'SIGNAL_NAME_INVALID'],
      [
        ['--platform', 'MT4', '--method', 'ea', '--name', 'Gold.Trend', '--min-investment', '50'],
        'FIELD_REQUIRED',
      ],
      [
        [
          '--platform',
          'MT4',
          '--method',
          'ea',
          '--name',
          'Gold.Trend',
          '--min-investment',
          '50',
          '--max-investment',
          '90',
          '--profit-share',
          '10',
        ],
        'INVESTMENT_MIN_TOO_LOW',
      ],
      [['--platform', 'MT4', '--name', 'Gold.Trend'], 'FIELD_REQUIRED'],
    ];
    for (const [flags, code] of cases) {
      const adapters = fakeAdapters();
      const run = await runCli(['signals', 'create', ...flags, '--json'], adapters, { env });
      expect(run.exitCode, flags.join(' ')).toBe(EXIT.USAGE);
      expect(JSON.parse(run.stdout)).toEqual({ error: true, value: code });
      expect(adapters.http.calledRoutes().size).toBe(0);
    }
  });

  it('takes the only method of a platform, and uploads the image after checking it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'cli-create-'));
    const png = join(folder, 'face.png');
    await writeFile(png, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]));
    const notImage = join(folder, 'face.txt');
    await writeFile(notImage, 'hello');
    const binance = { ...draft, platform: 'BINANCE' as const, connMethod: 'API_KEY' as const };
    const adapters = fakeAdapters();
    adapters.http.respond('POST /signal', binance).respond('POST /signal/{id}/headshot', binance);
    const refused = await runCli(
      ['signals', 'create', '--platform', 'BINANCE', '--name', 'Gold.Trend', '--image', notImage, '--json'],
      adapters,
      { env },
    );
    expect(JSON.parse(refused.stdout)).toEqual({ error: true, value: 'FILE_FORMAT' });
    expect(adapters.http.calledRoutes().size).toBe(0);
    const run = await runCli(
      ['signals', 'create', '--platform', 'BINANCE', '--name', 'Gold.Trend', '--image', png],
      adapters,
      {
        env,
      },
    );
    expect(run.exitCode).toBe(EXIT.OK);
    expect(adapters.http.lastRequest('POST /signal').json).toMatchObject({ connMethod: 'API_KEY' });
    expect(adapters.http.lastRequest('POST /signal/{id}/headshot').path).toBe('/signal/sig-9/headshot');
    expect(run.stdout).toContain('Created the signal Gold.Trend (ID sig-9).');
  });

  it('asks for what is missing on a terminal', async () => {
    const adapters = fakeAdapters();
    adapters.http.respond('POST /signal', draft);
    const prompter = new ScriptedPrompter(['MT5', 'EA', 'Gold.Trend', '']);
    const run = await runCli(['signals', 'create'], adapters, { env, interactive: true, prompter });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.asked).toHaveLength(4);
    expect(adapters.http.lastRequest('POST /signal').json).toMatchObject({
      platform: 'MT5',
      connMethod: 'EA',
    });
  });
});

describe('signals edit', () => {
  it('keeps the saved follow values not given, and checks the rest against the drawdown', async () => {
    const adapters = fakeAdapters();
    const saved = {
      ...connected,
      followSetting: { investmentMin: '100', investmentMax: '1000.00', profitSharePercent: '10' },
    };
    adapters.http.respond('GET /signal/{id}', saved).respond('PATCH /signal/{id}', saved);
    const run = await runCli(['signals', 'edit', 'sig-9', '--profit-share', '25', '--json'], adapters, {
      env,
    });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(adapters.http.lastRequest('PATCH /signal/{id}').json).toEqual({
      followSetting: { investmentMin: '100', investmentMax: '1000.00', profitSharePercent: '25' },
    });
    const nothing = await runCli(['signals', 'edit', 'sig-9', '--json'], adapters, { env });
    expect(nothing.exitCode).toBe(EXIT.USAGE);
  });

  it('refuses an archived signal as the web does', async () => {
    const adapters = fakeAdapters();
    adapters.http.respond('GET /signal/{id}', { ...draft, archivedAt: '2026-02-01T00:00:00.000Z' });
    const run = await runCli(['signals', 'edit', 'sig-9', '--description', 'new', '--json'], adapters, {
      env,
    });
    expect(run.exitCode).toBe(EXIT.REFUSED);
    expect(JSON.parse(run.stdout)).toEqual({ error: true, value: 'SIGNAL_ARCHIVED' });
    expect(adapters.http.calledRoutes().has('PATCH /signal/{id}')).toBe(false);
  });
});

describe('signals submit, enable, disable, archive, delete', () => {
  it("refuses by core's rules before any change (not connected, enabled)", async () => {
    const adapters = fakeAdapters();
    adapters.http.respond('GET /signal/{id}', draft);
    const submit = await runCli(['signals', 'submit', 'sig-9', '--json'], adapters, { env });
    expect(JSON.parse(submit.stdout)).toEqual({ error: true, value: 'SIGNAL_NO_MATCHED_SYMBOL' });
    expect(submit.exitCode).toBe(EXIT.REFUSED);
    adapters.http.respond('GET /signal/{id}', live);
    const archive = await runCli(['signals', 'archive', 'sig-9', '--yes', '--json'], adapters, { env });
    expect(JSON.parse(archive.stdout)).toEqual({ error: true, value: 'SIGNAL_ENABLED' });
    const remove = await runCli(['signals', 'delete', 'sig-9', '--yes'], adapters, { env });
    expect(remove.stderr).toContain('(SIGNAL_ENABLED)');
    expect(adapters.http.calledRoutes()).toEqual(new Set(['GET /signal/{id}']));
  });

  it('needs --yes for irreversible steps without a terminal, and asks on one', async () => {
    const adapters = fakeAdapters();
    adapters.http
      .respond('GET /signal/{id}', live)
      .respond('POST /signal/{id}/disable', { ...live, enable: false });
    const noYes = await runCli(['signals', 'disable', 'sig-9'], adapters, { env });
    expect(noYes.exitCode).toBe(EXIT.USAGE);
    expect(noYes.stderr).toContain('--yes');
    const declined = await runCli(['signals', 'disable', 'sig-9'], adapters, {
      env,
      interactive: true,
      prompter: new ScriptedPrompter([false]),
    });
    expect(declined.exitCode).toBe(EXIT.INTERRUPTED);
    expect(adapters.http.calledRoutes().has('POST /signal/{id}/disable')).toBe(false);
    const run = await runCli(['signals', 'disable', 'sig-9'], adapters, {
      env,
      interactive: true,
      prompter: new ScriptedPrompter([true]),
    });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.asked[0]).toContain('Disable Gold.Trend?');
    expect(run.stdout).toContain('Gold.Trend is off');
  });

  it('deletes a draft and prints what was deleted', async () => {
    const adapters = fakeAdapters();
    adapters.http.respond('GET /signal/{id}', draft).respond('DELETE /signal/{id}', true);
    const run = await runCli(['signals', 'delete', 'sig-9', '--yes', '--json'], adapters, { env });
    expect(JSON.parse(run.stdout)).toEqual({
      error: false,
      value: { id: 'sig-9', name: 'Gold.Trend', deleted: true },
    });
  });
});

describe('signals connect, reconnect, disconnect', () => {
  it('links an account with the investor password read from stdin, never a flag', async () => {
    const adapters = fakeAdapters();
    adapters.http
      .respond('GET /signal/{id}', draft)
      .respond('POST /signal/{id}/connect', { ...draft, connStatus: 'CONNECTING' });
    const run = await runCli(
      ['signals', 'connect', 'sig-9', '--server', 'DemoBroker-Live01', '--account', '12345678'],
      adapters,
      { env, stdin: ['investor1'] },
    );
    expect(run.exitCode).toBe(EXIT.OK);
    expect(adapters.http.lastRequest('POST /signal/{id}/connect').json).toEqual({
      method: 'ACCOUNT_LINK',
      server: 'DemoBroker-Live01',
      number: '12345678',
      investorPassword: 'investor1',
    });
    expect(run.stdout).toContain('signals watch sig-9');
    const noPassword = await runCli(
      ['signals', 'connect', 'sig-9', '--server', 'DemoBroker-Live01', '--account', '12345678', '--json'],
      adapters,
      { env },
    );
    expect(noPassword.exitCode).toBe(EXIT.USAGE);
    expect(JSON.parse(noPassword.stdout)).toEqual({ error: true, value: 'FIELD_REQUIRED' });
  });

  it('reads an API key and secret at hidden prompts, and refuses a bad account number first', async () => {
    const binance = { ...draft, platform: 'BINANCE' as const, connMethod: 'API_KEY' as const };
    const adapters = fakeAdapters();
    adapters.http.respond('GET /signal/{id}', binance).respond('POST /signal/{id}/connect', binance);
    const prompter = new ScriptedPrompter(['readonly-key-1', 'secret-123']);
    const run = await runCli(['signals', 'connect', 'sig-9'], adapters, { env, interactive: true, prompter });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.asked).toEqual(['Read-only API key (not shown):', 'API secret (not shown):']);
    expect(adapters.http.lastRequest('POST /signal/{id}/connect').json).toEqual({
      method: 'API_KEY',
      apiKey: 'readonly-key-1',
      apiSecret: 'secret-123',
    });
    adapters.http.respond('GET /signal/{id}', draft);
    const badNumber = await runCli(
      ['signals', 'connect', 'sig-9', '--server', 'DemoBroker-Live01', '--account', 'abc', '--json'],
      adapters,
      { env, stdin: ['investor1'] },
    );
    expect(JSON.parse(badNumber.stdout)).toEqual({ error: true, value: 'TRADING_ACCOUNT_INVALID' });
  });

  it('shows the token of an EA signal and how the sync tool uses it', async () => {
    const ea = { ...draft, connMethod: 'EA' as const };
    const adapters = fakeAdapters();
    adapters.http
      .respond('GET /signal/{id}', ea)
      .respond('POST /signal/{id}/connect', { ...ea, connStatus: 'CONNECTING' });
    const run = await runCli(['signals', 'connect', 'sig-9'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toContain('tok-abcdef123456');
    expect(run.stdout).toContain('docs/ea-protocol.md');
    expect(adapters.http.lastRequest('POST /signal/{id}/connect').json).toEqual({ method: 'EA' });
  });

  it('retries the saved link on reconnect, and refuses to disconnect an enabled signal', async () => {
    const lost = { ...connected, connStatus: 'LOST' as const };
    const adapters = fakeAdapters();
    adapters.http
      .respond('GET /signal/{id}', lost)
      .respond('POST /signal/{id}/reconnect', { ...lost, connStatus: 'CONNECTING' });
    const run = await runCli(['signals', 'reconnect', 'sig-9', '--json'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(adapters.http.lastRequest('POST /signal/{id}/reconnect').body).toBeUndefined();
    adapters.http.respond('GET /signal/{id}', live);
    const disconnect = await runCli(['signals', 'disconnect', 'sig-9', '--yes', '--json'], adapters, { env });
    expect(JSON.parse(disconnect.stdout)).toEqual({ error: true, value: 'SIGNAL_ENABLED' });
  });
});

describe('signals symbols', () => {
  const matching = {
    matched: [{ providerSymbol: 'EURUSD.m', platformSymbol: 'EURUSD', contractSize: '100000' }],
    unmatched: ['XAUUSD+', 'US30'],
  };
  const platformSymbols: PlatformSymbol[] = [
    { platform: 'MT4', symbol: 'EURUSD', contractSize: '100000', description: '' },
    { platform: 'MT4', symbol: 'XAUUSD', contractSize: '100', description: '' },
  ];

  it('lists matched and unmatched symbols', async () => {
    const adapters = fakeAdapters();
    adapters.http.respond('GET /signal/{id}', connected).respond('GET /signal/{id}/symbol', matching);
    const run = await runCli(['signals', 'symbols', 'sig-9'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toContain('EURUSD.m');
    expect(run.stdout).toContain('US30');
  });

  it('saves flags and a file over the saved matches, checked against the platform and the account', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'cli-symbols-'));
    const csv = join(folder, 'pairs.csv');
    await writeFile(csv, 'providerSymbol,platformSymbol\nXAUUSD+,XAUUSD\n');
    const adapters = fakeAdapters();
    adapters.http
      .respond('GET /signal/{id}', connected)
      .respond('GET /signal/{id}/symbol', matching)
      .respond('GET /symbol', platformSymbols)
      .respond('PUT /signal/{id}/symbol', { matched: [...matching.matched], unmatched: [] });
    const run = await runCli(['signals', 'symbols', 'sig-9', '--file', csv, '--json'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(adapters.http.lastRequest('PUT /signal/{id}/symbol').json).toEqual({
      pairs: [
        { providerSymbol: 'EURUSD.m', platformSymbol: 'EURUSD', contractSize: '100000' },
        { providerSymbol: 'XAUUSD+', platformSymbol: 'XAUUSD', contractSize: '100' },
      ],
    });
    const unknown = await runCli(['signals', 'symbols', 'sig-9', '--match', 'US30=DOW', '--json'], adapters, {
      env,
    });
    expect(JSON.parse(unknown.stdout)).toEqual({ error: true, value: 'SYMBOL_ALIAS_NOT_FOUND' });
    const malformed = await runCli(['signals', 'symbols', 'sig-9', '--match', 'US30', '--json'], adapters, {
      env,
    });
    expect(malformed.exitCode).toBe(EXIT.USAGE);
    const both = await runCli(['signals', 'symbols', 'sig-9', '--sync', '--match', 'a=b'], adapters, { env });
    expect(both.exitCode).toBe(EXIT.USAGE);
  });
});
