import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = join(ROOT, 'packages/server/dist/main.js');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

/** Builds dist (a type error elsewhere must not hide these tests: tsc -b emits anyway). */
export const buildServer = (): Promise<unknown> =>
  promisify(execFile)(process.execPath, [TSC, '-b'], { cwd: ROOT }).catch(() => undefined);

export interface ServerProcess {
  readonly child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  readonly output: () => string;
  readonly exited: Promise<number | null>;
  /** Resolves once its output contains `text`; rejects when it exits first. */
  readonly printed: (text: string) => Promise<void>;
}

/** Spawns `node packages/server/dist/main.js` with `env`; does not wait for it to listen. */
export const spawnServer = (env: NodeJS.ProcessEnv): ServerProcess => {
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const watchers = new Set<() => void>();
  const take = (chunk: Buffer): void => {
    output += chunk.toString();
    for (const watcher of [...watchers]) watcher();
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = (text: string): Promise<void> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        if (!output.includes(text)) return;
        watchers.delete(check);
        resolve();
      };
      watchers.add(check);
      check();
      void exited.then(() => {
        if (!watchers.has(check)) return;
        watchers.delete(check);
        reject(new Error(`exited before printing "${text}":\n${output}`));
      });
    });
  return { child, output: () => output, exited, printed };
};

/**
 * The port a started server printed it listens on: start it with PORT=0 and the system picks a free
 * one while binding, so test files running side by side never race for a port.
 */
export const boundPortOf = (server: ServerProcess): number => {
  const port = Number(/listening on http:\/\/localhost:(\d+)/.exec(server.output())?.[1]);
  if (!port) throw new Error(`no port printed:\n${server.output()}`);
  return port;
};

/** `spawnServer`, then waits for its start lines (it listens by then). */
export const startServer = async (env: NodeJS.ProcessEnv): Promise<ServerProcess> => {
  const server = spawnServer(env);
  await server.printed('Operator commands');
  return server;
};

/** The environment of a server process for a test: nothing of the developer's own settings. */
export const serverEnv = (settings: NodeJS.ProcessEnv): NodeJS.ProcessEnv => {
  const {
    DATABASE_URL: _db,
    PUBLIC_URL: _url,
    SMTP_URL: _smtp,
    SITE_TOKEN_KEY: _key,
    CODE_PEPPER: _pepper,
    SHUTDOWN_TIMEOUT_MS: _timeout,
    LOG_LEVEL: _level,
    ...rest
  } = process.env;
  return { ...rest, HOST: '127.0.0.1', ...settings };
};

/** The site token the entry page at `base` carries. */
export const siteTokenOf = async (base: string): Promise<string> => {
  const html = await (await fetch(`${base}/`)).text();
  return /<meta name="site-token" content="([^"]*)">/.exec(html)?.[1] ?? '';
};

/**
 * Logs the demo provider in by email as a browser does: asks for a code, reads it from the outbox
 * in `dataDir`, verifies it. Resolves to the session cookie header (`sp_session=…`).
 */
export const logInDemoProvider = async (
  base: string,
  dataDir: string,
  siteToken: string,
): Promise<string> => {
  const email = DEMO_PROVIDER_CONTACT.email;
  const headers = { authorization: `Bearer ${siteToken}`, 'content-type': 'application/json' };
  const sent = await fetch(`${base}/api/auth/login_by_email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ method: 'email', email }),
  });
  if (sent.status !== 200) throw new Error(`login_by_email: ${sent.status} ${await sent.text()}`);
  // The verify cookie names this browser's pending log-in.
  const verifyCookies = sent.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');
  const outbox = await readFile(join(dataDir, 'outbox.jsonl'), 'utf8');
  const code = outbox
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { to: string; code: string })
    .filter((message) => message.to === email)
    .at(-1)?.code;
  if (code === undefined) throw new Error(`no code for ${email} in the outbox`);
  const verified = await fetch(`${base}/api/auth/verify`, {
    method: 'PATCH',
    headers: { ...headers, cookie: verifyCookies },
    body: JSON.stringify({ method: 'email', email, code }),
  });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('sp_session='));
  if (cookie === undefined) throw new Error('no session cookie after verify');
  return cookie;
};
