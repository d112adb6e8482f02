import { demoProvider } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { fakeAdapters, FAKE_ENV, runCli } from './cli.test-helpers.js';
import { EXIT } from './runner/exit-codes.js';

const env = FAKE_ENV;

describe('--quiet', () => {
  it('leaves out confirmations and notes but keeps data and errors', async () => {
    const adapters = fakeAdapters();
    adapters.http.respond('DELETE /auth/logout', true);
    expect(await runCli(['--quiet', 'logout'], adapters, { env })).toMatchObject({
      exitCode: EXIT.OK,
      stdout: '',
      stderr: '',
    });

    adapters.http.respond('GET /user', demoProvider());
    const whoami = await runCli(['whoami', '-q'], adapters, { env });
    expect(whoami.stdout).toContain('demotrader');

    adapters.http.respondError('GET /signal/{id}', 'SIGNAL_NOT_FOUND');
    const refused = await runCli(['-q', 'signals', 'show', 'missing-id'], adapters, { env });
    expect(refused.exitCode).toBe(EXIT.REFUSED);
    expect(refused.stderr).toContain('(SIGNAL_NOT_FOUND)');
  });

  it('keeps the login notes out, the code still read', async () => {
    const adapters = fakeAdapters();
    adapters.http
      .respond('POST /auth/login_by_email', true)
      .respond('PATCH /auth/verify', demoProvider())
      .respond('GET /asset/wallet', {
        balance: '0',
        tokenBalance: '0',
        frozenAmount: '0',
        withdrawableBalance: '0',
      })
      .respond('GET /symbol', [])
      .respond('GET /asset/wallet/config', []);
    const run = await runCli(['--quiet', 'login', '--email', 'demo@example.com'], adapters, {
      env,
      stdin: ['123456'],
    });
    expect(run).toMatchObject({ exitCode: EXIT.OK, stdout: '', stderr: '' });
  });
});

describe('--verbose', () => {
  it('shows each request with method, path, status and time on stderr, never the token or cookie', async () => {
    const adapters = fakeAdapters();
    adapters.http.respond('GET /user', demoProvider());
    const run = await runCli(['--verbose', '--json', 'whoami'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: false });
    expect(run.stderr).toMatch(/^GET \/api\/user -> 200 \(\d+ ms\)\n$/);
    expect(run.stderr).not.toContain('site-token');
  });

  it('shows nothing without it', async () => {
    const adapters = fakeAdapters();
    adapters.http.respond('GET /user', demoProvider());
    expect((await runCli(['whoami'], adapters, { env })).stderr).toBe('');
  });
});
