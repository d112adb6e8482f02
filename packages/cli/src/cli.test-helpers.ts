import {
  Clock,
  Http,
  KeyValueStore,
  Random,
  SocketFactory,
  type Clock as ClockPort,
  type Http as HttpPort,
  type KeyValueStore as KeyValueStorePort,
  type Random as RandomPort,
  type SocketFactory as SocketFactoryPort,
} from '@signal-portal/core';
import {
  FAKE_API_BASE_URL,
  FakeClock,
  FakeHttp,
  FakeRandom,
  FakeSocketFactory,
  MemoryKeyValueStore,
} from '@signal-portal/fixtures';
import { ContainerModule } from 'inversify';
import type { CliDeps } from './cli-deps.js';
import type { CliIo } from './cli-io.js';
import { SessionStore, SiteTokenStore } from './di/tokens.js';
import { createProgram } from './program.js';
import type { ExitCode } from './runner/exit-codes.js';
import type { PromptChoice, Prompter } from './prompts/prompter.port.js';

/** The ports a test run uses; `fakeAdapters()` gives the fixtures' fakes. */
export interface TestAdapters {
  readonly http: HttpPort;
  readonly config: KeyValueStorePort;
  readonly session: KeyValueStorePort;
  /** The site-token cache; a fresh memory store when left out. */
  readonly siteTokens?: KeyValueStorePort;
  readonly sockets: SocketFactoryPort;
  readonly clock: ClockPort;
  readonly random: RandomPort;
}

/** Fresh fakes of every port: an API answering what the test tells it to, memory stores, a fake clock. */
export const fakeAdapters = () =>
  ({
    http: new FakeHttp(FAKE_API_BASE_URL),
    config: new MemoryKeyValueStore(),
    session: new MemoryKeyValueStore(),
    siteTokens: new MemoryKeyValueStore(),
    sockets: new FakeSocketFactory(),
    clock: new FakeClock(),
    random: new FakeRandom(1),
  }) satisfies TestAdapters;

/** The environment of a test run against the fake API. */
export const FAKE_ENV = { SIGNAL_PORTAL_API: FAKE_API_BASE_URL, SIGNAL_PORTAL_SITE_TOKEN: 'site-token' };

export interface TestTerminal {
  /** stdin and stderr are terminals: prompts are possible. */
  readonly interactive?: boolean;
  readonly stdoutTTY?: boolean;
  /** Lines waiting on stdin (a piped code). */
  readonly stdin?: readonly string[];
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export interface TestRun {
  readonly exitCode: ExitCode;
  readonly stdout: string;
  readonly stderr: string;
  /** What the prompts asked, in order. */
  readonly asked: readonly string[];
}

/** Answers prompts from a script: text answers, select values, confirm answers, in order. */
export class ScriptedPrompter implements Prompter {
  readonly asked: string[] = [];

  constructor(private readonly answers: (string | boolean)[]) {}

  text(message: string, validate?: (answer: string) => string | undefined): Promise<string> {
    this.asked.push(message);
    const answer = String(this.next());
    const problem = validate?.(answer);
    if (problem !== undefined) throw new Error(`the prompt refused '${answer}': ${problem}`);
    return Promise.resolve(answer);
  }

  select<T extends string>(message: string, choices: readonly PromptChoice<T>[]): Promise<T> {
    this.asked.push(message);
    const answer = this.next();
    const choice = choices.find((c) => c.value === answer);
    if (choice === undefined) throw new Error(`no choice '${String(answer)}'`);
    return Promise.resolve(choice.value);
  }

  confirm(message: string): Promise<boolean> {
    this.asked.push(message);
    return Promise.resolve(this.next() === true);
  }

  secret(message: string): Promise<string> {
    this.asked.push(message);
    return Promise.resolve(String(this.next()));
  }

  private next(): string | boolean {
    const answer = this.answers.shift();
    if (answer === undefined) throw new Error('the prompter ran out of answers');
    return answer;
  }
}

/** The adapters as an Inversify module, as the production module binds the Node ones. */
export const testAdaptersModule = (adapters: TestAdapters): ContainerModule =>
  new ContainerModule((bind) => {
    bind<KeyValueStorePort>(KeyValueStore).toConstantValue(adapters.config);
    bind<KeyValueStorePort>(SessionStore).toConstantValue(adapters.session);
    bind<KeyValueStorePort>(SiteTokenStore).toConstantValue(adapters.siteTokens ?? new MemoryKeyValueStore());
    bind<HttpPort>(Http).toConstantValue(adapters.http);
    bind<SocketFactoryPort>(SocketFactory).toConstantValue(adapters.sockets);
    bind<ClockPort>(Clock).toConstantValue(adapters.clock);
    bind<RandomPort>(Random).toConstantValue(adapters.random);
  });

/** A process whose output is collected and whose stdin holds the given lines. */
export const testIo = (terminal: TestTerminal = {}) => {
  let stdout = '';
  let stderr = '';
  const lines = [...(terminal.stdin ?? [])];
  const interruptHandlers = new Set<() => void>();
  const io: CliIo = {
    stdout: {
      isTTY: terminal.stdoutTTY ?? false,
      write: (chunk) => {
        stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
        return Promise.resolve();
      },
    },
    stderr: {
      isTTY: terminal.interactive ?? false,
      write: (chunk) => {
        stderr += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
        return Promise.resolve();
      },
    },
    stdin: { isTTY: terminal.interactive ?? false, readLine: () => Promise.resolve(lines.shift()) },
    env: terminal.env ?? {},
    platform: 'linux',
    homeDir: '/home/tester',
    onInterrupt: (handler) => {
      interruptHandlers.add(handler);
      return () => void interruptHandlers.delete(handler);
    },
  };
  return {
    io,
    stdout: () => stdout,
    stderr: () => stderr,
    /** Ctrl-C. */
    interrupt: () => {
      for (const handler of [...interruptHandlers]) handler();
    },
    get interruptible(): boolean {
      return interruptHandlers.size > 0;
    },
  };
};

/**
 * Builds the program with the test's adapters, runs the arguments, and returns exit code and output.
 * `during` runs while the command runs (to play the live feed or press Ctrl-C).
 */
export const runCli = async (
  args: readonly string[],
  adapters: TestAdapters,
  options: TestTerminal & {
    readonly prompter?: ScriptedPrompter;
    readonly during?: (process: ReturnType<typeof testIo>) => Promise<void>;
  } = {},
): Promise<TestRun> => {
  const process = testIo(options);
  const deps: CliDeps = {
    version: '0.0.0-test',
    adapters: () => Promise.resolve(testAdaptersModule(adapters)),
    prompter: () => {
      if (options.prompter === undefined) throw new Error('this test gave no prompter');
      return Promise.resolve(options.prompter);
    },
  };
  const running = createProgram(deps, process.io).run(args);
  if (options.during) await options.during(process);
  const exitCode = await running;
  return {
    exitCode,
    stdout: process.stdout(),
    stderr: process.stderr(),
    asked: options.prompter?.asked ?? [],
  };
};
