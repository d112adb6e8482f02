import type { KeyValueStore } from '@signal-portal/core';
import type { CliDeps } from '../cli-deps.js';
import type { CliIo } from '../cli-io.js';
import { configPathsOf } from '../config/config-dir.js';
import { CONFIG_KEYS, defaultSettings, resolveSettings, type Settings } from '../config/settings.js';
import { discoverSiteToken } from '../config/site-token.js';
import { RunContainer } from '../di/container.js';
import type { Services } from '../di/services.js';
import { fileSink, STDOUT_PATH, stdoutSink } from '../output/sinks.js';
import { PromptCancelled, type Prompter } from '../prompts/prompter.port.js';
import type { CommandContext, CommandModule, Outcome, RawInput } from './command.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { globalOptionsOf } from './global-options.js';
import { Reporter } from './reporter.js';

export interface Invocation {
  readonly raw: RawInput;
  /** `program.opts()`: --api, --ws, --site-token, --lang, --json, --no-color. */
  readonly globals: Readonly<Record<string, unknown>>;
  readonly deps: CliDeps;
  readonly io: CliIo;
}

const readConfigFile = async (store: KeyValueStore): Promise<ReadonlyMap<string, string>> => {
  const entries = new Map<string, string>();
  for (const key of Object.values(CONFIG_KEYS)) {
    const value = await store.get(key);
    if (value !== undefined) entries.set(key, value);
  }
  return entries;
};

/** Asks for the prompter (inquirer is heavy) only when a question is actually asked. */
const lazyPrompter = (load: () => Promise<Prompter>): Prompter => {
  let loaded: Promise<Prompter> | undefined;
  const prompter = (): Promise<Prompter> => (loaded ??= load());
  return {
    text: async (message, validate) => (await prompter()).text(message, validate),
    select: async (message, choices) => (await prompter()).select(message, choices),
    confirm: async (message) => (await prompter()).confirm(message),
  };
};

/** The site token as configured, or found on the portal page; a refusal when neither works. */
const siteTokenFor = async (settings: Settings, services: Services): Promise<Outcome<string>> => {
  if (settings.siteToken !== undefined) return { error: false, value: settings.siteToken.value };
  const found = await discoverSiteToken(services.http, settings.api.value);
  if (!found.error || found.value === 'NETWORK_ERROR') return found;
  return {
    error: true,
    value: found.value,
    message: { key: 'cli.siteTokenMissing', params: { url: settings.api.value, option: '--site-token' } },
  };
};

/**
 * The one runner every command goes through: settings (flag > environment > config file > default),
 * the command's own checks (before any call), the container, the action, and the output. Actions
 * return data; this decides what is printed where and the exit code. A thrown error is a bug: the
 * internal-error message and exit 70.
 */
export const runCommand = async <I, T, E>(
  command: CommandModule<I, T, E>,
  { raw, globals: rawGlobals, deps, io }: Invocation,
): Promise<ExitCode> => {
  const globals = globalOptionsOf(rawGlobals);
  const json = globals.json === true;
  const paths = configPathsOf(io);
  const run = new RunContainer(await deps.adapters(paths));
  let reporter = new Reporter(io, 'en-US', json, globals.color !== false);
  const stopInterrupts: (() => void)[] = [];
  try {
    const settings = resolveSettings({
      flags: globals,
      env: io.env,
      file: await readConfigFile(run.configStore),
    });
    // Only the config commands run with unusable settings: they are how a broken config file is fixed.
    if (settings.error && command.needsApi) return await reporter.refusal(settings);
    const fallback = settings.error ? defaultSettings(io.env) : settings.value;
    reporter = new Reporter(io, fallback.language.value, json, globals.color !== false);

    const interactive = io.stdin.isTTY && io.stderr.isTTY && !json && raw.options['yes'] !== true;
    const input = command.parse(raw, { interactive, json });
    if (input.error) return await reporter.refusal(input);

    let siteToken = '';
    const apiUrl = fallback.api.value;
    const services = run.start({
      apiUrl,
      wsUrl: fallback.ws.value,
      language: fallback.language.value,
      siteToken: () => siteToken,
    });
    if (command.needsApi) {
      const token = await siteTokenFor(fallback, services);
      if (token.error) return await reporter.refusal(token, { apiUrl });
      siteToken = token.value;
    }

    const interruption = new AbortController();
    if (command.handlesInterrupt === true) stopInterrupts.push(io.onInterrupt(() => interruption.abort()));
    // Output started by notes, events and progress; awaited before the result, so nothing is cut off.
    const pending = new Set<Promise<void>>();
    const track = (write: Promise<void>): void => {
      pending.add(write);
      const forget = (): boolean => pending.delete(write);
      void write.then(forget, forget);
    };
    const context: CommandContext<E> = {
      services,
      settings,
      paths,
      language: fallback.language.value,
      prompter: interactive ? lazyPrompter(deps.prompter) : undefined,
      readLine: () => io.stdin.readLine(),
      notify: (message) => track(reporter.note(message)),
      emit: (event) => track(reporter.event(event, () => command.renderEvent?.(event, reporter.view) ?? [])),
      progress: reporter.showsProgress
        ? (progress) => track(reporter.progress(progress, Date.now()))
        : undefined,
      openSink: (path) => (path === STDOUT_PATH ? Promise.resolve(stdoutSink(io.stdout)) : fileSink(path)),
      interrupted: interruption.signal,
      format: reporter.format,
    };
    const outcome = await command.run(context, input.value);
    await Promise.all([...pending]);
    await reporter.endProgress();
    return outcome.error
      ? await reporter.refusal(outcome, { apiUrl })
      : await reporter.success(outcome.value, () => command.render(outcome.value, reporter.view));
  } catch (error) {
    await reporter.endProgress();
    if (error instanceof PromptCancelled) {
      await reporter.note({ key: 'cli.aborted' });
      return EXIT.INTERRUPTED;
    }
    if (io.env['SIGNAL_PORTAL_DEBUG']) await io.stderr.write(`${String((error as Error).stack ?? error)}\n`);
    await reporter.refusal({ error: true, value: 'INTERNAL_ERROR' });
    return EXIT.INTERNAL;
  } finally {
    for (const stop of stopInterrupts) stop();
    await run.dispose();
  }
};
