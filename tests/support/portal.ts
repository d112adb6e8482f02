/**
 * A started product for end-to-end tests of the web app and the CLI: `node packages/server/dist/main.js`
 * as `npm start` runs it (PGlite in a fresh data folder, the demo seeded), on a port of localhost that
 * the server picks itself (PORT=0).
 * Verification codes are read from the server's outbox file, as a developer would read them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = join(ROOT, 'packages/server/dist/main.js');

export interface OutboxMessage {
  readonly channel: string;
  readonly to: string;
  readonly code: string;
  readonly purpose: string;
  readonly at: string;
}

export interface Portal {
  /** The page's origin, also the server's PUBLIC_URL: `http://localhost:<port>`. */
  readonly url: string;
  /** `<url>/api` and `ws://localhost:<port>/ws`, as the entry page's meta tags name them. */
  readonly apiUrl: string;
  readonly wsUrl: string;
  readonly dataDir: string;
  /** The demo site's token, read from the entry page's `site-token` meta tag. */
  readonly siteToken: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Every message in the outbox, oldest first. */
  outbox(): Promise<OutboxMessage[]>;
  /**
   * The newest code sent to `to` (an email, or a phone as `+<country code><number>` as the server
   * writes it) after the outbox held `after` messages; waits up to 10 s for it.
   */
  codeFor(to: string, after?: number): Promise<string>;
  /** Stops the server process and keeps its data folder (the server is down until `restart`). */
  halt(): Promise<void>;
  /** Starts a new server process on the same port and data folder; waits until it listens. */
  restart(): Promise<void>;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

interface ServerProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<void>;
  /** The port it bound, as it printed it. */
  readonly port: number;
  output(): string;
}

const LISTENING = /Signal portal listening on http:\/\/localhost:(\d+)/;

/** Spawns the built server and waits until it prints its operator commands (it listens by then). */
const launch = async (env: NodeJS.ProcessEnv): Promise<ServerProcess> => {
  const child: ChildProcess = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  while (!output.includes('Operator commands')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await sleep(100);
  }
  const port = Number(LISTENING.exec(output)?.[1]);
  if (!port) throw new Error(`the server did not print its port:\n${output}`);
  return { child, exited, port, output: () => output };
};

/** SIGTERM (the server shuts down cleanly), SIGKILL when it has not exited within 10 s. */
const terminate = async ({ child, exited }: ServerProcess): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
};

/** Starts the built server (run `npm run build` or `tsc -b` first) and waits until it listens. */
export const startPortal = async (options: { env?: NodeJS.ProcessEnv } = {}): Promise<Portal> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const { DATABASE_URL: _db, SMTP_URL: _smtp, ...inherited } = process.env;
  // PORT=0: the server binds a free port itself and prints it (a port picked here and released before
  // the server binds it could be taken by a parallel test file). Without PUBLIC_URL its public URL
  // follows that port.
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: '',
    ...options.env,
  };
  // Each process's output, in order, so `output()` tells the whole story across restarts.
  const processes: ServerProcess[] = [await launch(env)];
  const { port } = processes[0]!;
  const url = `http://localhost:${port}`;
  const current = (): ServerProcess => processes[processes.length - 1]!;
  const output = (): string => processes.map((server) => server.output()).join('');

  const page = await (await fetch(`${url}/`)).text();
  const siteToken = /<meta name="site-token" content="([^"]*)">/.exec(page)?.[1] ?? '';

  const outbox = async (): Promise<OutboxMessage[]> => {
    const text = await readFile(join(dataDir, 'outbox.jsonl'), 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as OutboxMessage);
  };

  return {
    url,
    apiUrl: `${url}/api`,
    wsUrl: `ws://localhost:${port}/ws`,
    dataDir,
    siteToken,
    output,
    outbox,
    async codeFor(to, after = 0) {
      const until = Date.now() + 10_000;
      for (;;) {
        const found = (await outbox())
          .slice(after)
          .filter((message) => message.to === to)
          .at(-1);
        if (found) return found.code;
        if (Date.now() > until) throw new Error(`no code for ${to} in the outbox:\n${output()}`);
        await sleep(100);
      }
    },
    async halt() {
      await terminate(current());
    },
    async restart() {
      await terminate(current());
      // The same port: the page, cookies and clients of the test keep this URL.
      processes.push(await launch({ ...env, PORT: String(port) }));
    },
    async stop() {
      await terminate(current());
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
