import { FAKE_API_BASE_URL } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { fakeAdapters, runCli } from '../cli.test-helpers.js';
import { EXIT } from './exit-codes.js';

const CONFIG_FILE = '/home/tester/.config/signal-portal/config.json';

/** The API refuses the site token it was given, as the portal does for a token naming no site. */
const refusingToken = () => {
  const adapters = fakeAdapters();
  adapters.http.respondError('GET /withdraw/config', 'JWT_FORMAT');
  return adapters;
};

describe('a site token the server does not accept', () => {
  it('is called an unusable site token, not an ended session, and named as given by the flag', async () => {
    const run = await runCli(
      ['--api', FAKE_API_BASE_URL, '--site-token', 'garbage', 'withdraw', 'config'],
      refusingToken(),
    );
    expect(run.exitCode).not.toBe(EXIT.OK);
    expect(run.stderr).toContain(
      `The site token is not usable: the server at ${FAKE_API_BASE_URL} does not recognise it.`,
    );
    expect(run.stderr).toContain('(JWT_FORMAT)');
    expect(run.stderr).toContain('It came from the --site-token option.');
    expect(run.stderr).not.toContain('session is no longer valid');
    expect(run.stderr).not.toContain('log in');
  });

  it('names the environment variable when it came from there', async () => {
    const run = await runCli(['withdraw', 'config'], refusingToken(), {
      env: { SIGNAL_PORTAL_API: FAKE_API_BASE_URL, SIGNAL_PORTAL_SITE_TOKEN: 'garbage' },
    });
    expect(run.stderr).toContain('It came from the SIGNAL_PORTAL_SITE_TOKEN environment variable.');
  });

  it('names the config file, and how to change it, when it came from there', async () => {
    const adapters = refusingToken();
    await adapters.config.set('siteToken', 'garbage');
    const run = await runCli(['withdraw', 'config'], adapters, {
      env: { SIGNAL_PORTAL_API: FAKE_API_BASE_URL },
    });
    expect(run.stderr).toContain(
      `It came from the config file ${CONFIG_FILE}; change it with signal-portal config set siteToken <token>.`,
    );
  });
});

describe('an API address that is not the portal API', () => {
  it("says which address answered what: the status, the type, and that it is not the portal's API", async () => {
    const adapters = fakeAdapters();
    adapters.http.on('GET /withdraw/config', () => ({
      status: 200,
      text: '<!doctype html><title>Portal</title>',
      headers: { 'content-type': 'text/html; charset=utf-8' },
    }));
    const run = await runCli(['withdraw', 'config'], adapters, {
      env: { SIGNAL_PORTAL_API: FAKE_API_BASE_URL, SIGNAL_PORTAL_SITE_TOKEN: 't' },
    });
    expect(run.exitCode).not.toBe(EXIT.OK);
    expect(run.stderr).toContain(
      `${FAKE_API_BASE_URL}/withdraw/config answered with HTTP 200 (text/html), which is not the portal's API.`,
    );
    expect(run.stderr).toContain('--api or the SIGNAL_PORTAL_API environment variable');
    expect(run.stderr).toContain('(apiError)');
  });

  it('says so for a path the server does not have (404)', async () => {
    const adapters = fakeAdapters();
    adapters.http.on('GET /withdraw/config', () => ({ status: 404, json: { error: 'ROUTE_NOT_FOUND' } }));
    const run = await runCli(['withdraw', 'config'], adapters, {
      env: { SIGNAL_PORTAL_API: FAKE_API_BASE_URL, SIGNAL_PORTAL_SITE_TOKEN: 't' },
    });
    expect(run.stderr).toContain(
      `${FAKE_API_BASE_URL}/withdraw/config answered with HTTP 404 (application/json), which is not the portal's API.`,
    );
  });
});
