/**
 * Runs the built `signal-portal` binary (`node packages/cli/dist/main.cjs`) as a script would: no
 * terminal, a private config directory, the started portal's API in the environment.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../support/portal.js';

export const CLI_MAIN = join(ROOT, 'packages/cli/dist/main.cjs');

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** The raw bytes of stdout (a CSV compared byte for byte). */
  readonly stdoutBytes: Buffer;
}

export interface CliOptions {
  /** Written to stdin, then stdin is closed; without it stdin is closed at once. */
  readonly stdin?: string;
  readonly env?: NodeJS.ProcessEnv;
}

export interface RunningCli {
  readonly child: ChildProcess;
  stdout(): string;
  stderr(): string;
  readonly done: Promise<CliResult>;
}

/** Starts the CLI and hands back the process, for commands that run until told (watch, login). */
export const startCli = (args: readonly string[], env: NodeJS.ProcessEnv): RunningCli => {
  const child = spawn(process.execPath, [CLI_MAIN, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<CliResult>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      const stdoutBytes = Buffer.concat(out);
      resolve({ code, stdout: stdoutBytes.toString('utf8'), stderr, stdoutBytes });
    });
  });
  return { child, stdout: () => Buffer.concat(out).toString('utf8'), stderr: () => stderr, done };
};

/** Runs the CLI to its end. */
export const runCli = (
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  options: CliOptions = {},
): Promise<CliResult> => {
  const running = startCli(args, { ...env, ...options.env });
  running.child.stdin?.end(options.stdin ?? '');
  return running.done;
};

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
export const waitUntil = async (check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** One answer typed on the terminal once the screen shows `after` (counted from the previous answer). */
export interface TerminalStep {
  readonly after: string;
  readonly keys: string | (() => Promise<string>);
}

/** Like runInTerminal, for a conversation: each step waits for its text, new since the step before. */
export const runInTerminalSteps = async (
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  steps: readonly TerminalStep[],
): Promise<TerminalRun> => {
  const command = [process.execPath, CLI_MAIN, ...args]
    .map((word) => `'${word.replace(/'/g, "'\\''")}'`)
    .join(' ');
  const child = spawn('script', ['-qfec', command, '/dev/null'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let screen = '';
  child.stdout?.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
  let seen = 0;
  for (const step of steps) {
    await waitUntil(() => screen.indexOf(step.after, seen) >= 0, `'${step.after}' on the terminal`);
    seen = screen.indexOf(step.after, seen) + step.after.length;
    child.stdin?.write(typeof step.keys === 'string' ? step.keys : await step.keys());
  }
  const code = await closed;
  return { code, screen };
};

export interface TerminalRun {
  readonly code: number | null;
  /** Everything the terminal showed (stdout and stderr together, with escape codes). */
  readonly screen: string;
}

/**
 * Runs the CLI on a pseudo-terminal through util-linux `script`, as a person at a terminal would, and
 * types `answer.keys` once the screen shows `answer.after`. `script -e` exits with the CLI's code.
 */
export const runInTerminal = async (
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  answer?: { readonly after: string; readonly keys: string },
): Promise<TerminalRun> => {
  const command = [process.execPath, CLI_MAIN, ...args]
    .map((word) => `'${word.replace(/'/g, "'\\''")}'`)
    .join(' ');
  const child = spawn('script', ['-qfec', command, '/dev/null'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let screen = '';
  child.stdout?.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
  if (answer) {
    await waitUntil(() => screen.includes(answer.after), `'${answer.after}' on the terminal`);
    child.stdin?.write(answer.keys);
  }
  const code = await closed;
  return { code, screen };
};
