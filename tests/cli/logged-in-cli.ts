/**
 * The set-up every end-to-end CLI test shares: the packages built, a started portal (demo seeded), a
 * private config directory, an environment without the developer's own settings, and the demo
 * provider logged in the way a script does it (the code piped to `login` once it was sent).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import { ROOT, startPortal, type Portal } from '../support/portal.js';
import { runCli, startCli, waitUntil, type CliOptions, type CliResult } from './cli-process.js';

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

export interface LoggedInCli {
  readonly portal: Portal;
  readonly configDir: string;
  readonly env: NodeJS.ProcessEnv;
  /** Runs the CLI to its end in this environment. */
  run(args: readonly string[], options?: CliOptions): Promise<CliResult>;
  /** The CLI's session cookie (`sp_session=...`), from its session file, to call the API as it does. */
  sessionCookie(): Promise<string>;
  /** `field` of the API's own answer to GET `path` with the CLI's session, to compare output with. */
  api<T>(path: string, field: string): Promise<T>;
  /** Stops the portal and removes the config directory. */
  stop(): Promise<void>;
}

export interface LoggedInCliOptions {
  /** Which demo contact logs in (default email). */
  readonly contact?: 'email' | 'phone';
  /** The site token given in SIGNAL_PORTAL_SITE_TOKEN, as a deployment script would (default: fetched). */
  readonly siteTokenInEnv?: boolean;
}

/** A `--json` run's Result. */
export const jsonOf = <T>(result: CliResult): { error: boolean; value: T } =>
  JSON.parse(result.stdout) as { error: boolean; value: T };

/** Builds, starts a portal and logs the demo provider in; `name` prefixes the config directory. */
export const startLoggedInCli = async (
  name: string,
  options: LoggedInCliOptions = {},
): Promise<LoggedInCli> => {
  // A type error elsewhere in the repository must not stop the build this test runs.
  await promisify(execFile)(process.execPath, [TSC, '-b'], { cwd: ROOT }).catch(() => undefined);
  const portal = await startPortal();
  const configDir = await mkdtemp(join(tmpdir(), `${name}-`));
  // The developer's colour, site token and feed address must not leak into the runs.
  const { NO_COLOR: _n, SIGNAL_PORTAL_SITE_TOKEN: _t, SIGNAL_PORTAL_WS: _w, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    SIGNAL_PORTAL_CONFIG_DIR: configDir,
    SIGNAL_PORTAL_API: portal.apiUrl,
    SIGNAL_PORTAL_LANG: 'en-US',
    ...(options.siteTokenInEnv === true ? { SIGNAL_PORTAL_SITE_TOKEN: portal.siteToken } : {}),
  };
  const contact = options.contact === 'phone' ? DEMO_PROVIDER_CONTACT.phone : DEMO_PROVIDER_CONTACT.email;
  const before = (await portal.outbox()).length;
  const login = startCli(['login', options.contact === 'phone' ? '--phone' : '--email', contact], env);
  await waitUntil(() => login.stderr().includes('A verification code was sent'), 'the code to be sent');
  login.child.stdin?.end(`${await portal.codeFor(contact, before)}\n`);
  const done = await login.done;
  if (done.code !== 0) throw new Error(`login exited ${done.code}: ${done.stderr}`);

  const sessionCookie = async (): Promise<string> => {
    const session = JSON.parse(await readFile(join(configDir, 'session.json'), 'utf8')) as {
      cookies: string;
    };
    const cookies = JSON.parse(session.cookies) as { name: string; value: string }[];
    const found = cookies.find((cookie) => cookie.name === 'sp_session');
    if (!found) throw new Error('no session cookie in the session file');
    return `sp_session=${found.value}`;
  };

  return {
    portal,
    configDir,
    env,
    run: (args, runOptions) => runCli(args, env, runOptions),
    sessionCookie,
    async api<T>(path: string, field: string): Promise<T> {
      const response = await fetch(`${portal.apiUrl}${path}`, {
        headers: { Authorization: `Bearer ${portal.siteToken}`, Cookie: await sessionCookie() },
      });
      return ((await response.json()) as Record<string, T>)[field] as T;
    },
    async stop() {
      await portal.stop();
      await rm(configDir, { recursive: true, force: true });
    },
  };
};
