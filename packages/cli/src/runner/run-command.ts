import type { KeyValueStore, Language } from '@signal-portal/core';
import type { CliDeps } from '../cli-deps.js';
import type { CliIo } from '../cli-io.js';
import { AnswerLog } from '../adapters/answer-log.js';
import { SiteTokenRetryHttp } from '../adapters/site-token-retry.http.js';
import { VerboseHttp } from '../adapters/verbose-http.adapter.js';
import { configPathsOf } from '../config/config-dir.js';
import { DamagedFileError, damagedConfigRefusal } from '../config/damaged-file.js';
import { CONFIG_KEYS, defaultSettings, resolveSettings } from '../config/settings.js';
import type { Settings } from '../config/settings-types.js';
import { discoverSiteToken } from '../config/site-token.js';
import { SiteTokenCache } from '../config/site-token-cache.js';
import { RunContainer } from '../di/container.js';
import type { Services } from '../di/services.js';
import { fileSink, STDOUT_PATH, stdoutSink } from '../output/sinks.js';
import { PromptCancelled, type Prompter } from '../prompts/prompter.port.js';
import { loadTexts } from '../texts/load-texts.js';
import type { CommandContext, CommandModule, Outcome, RawInput } from './command.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { globalOptionsOf } from './global-options.js';
import type { RefusalContext, SiteTokenOrigin } from './explain-refusal.js';
import { Reporter } from './reporter.js';
import { RunSiteToken } from './run-site-token.js';

export interface Invocation {
  readonly raw: RawInput;
  /** `program.opts()`: --api, --ws, --site-token, --lang, --json, --no-color. */
  readonly globals: Readonly<Record<string, unknown>>;
  readonly deps: CliDeps;
  readonly io: CliIo;
}

/** The config file's settings; a damaged file is refused, never read as empty. */
const readConfigFile = async (store: KeyValueStore): Promise<Outcome<ReadonlyMap<string, string>>> => {
  const entries = new Map<string, string>();
  try {
    for (const key of Object.values(CONFIG_KEYS)) {
      const value = await store.get(key);
      if (value !== undefined) entries.set(key, value);
    }
  } catch (error) {
    if (error instanceof DamagedFileError) return damagedConfigRefusal(error.file);
    throw error;
  }
  return { error: false, value: entries };
};

/** Asks for the prompter (inquirer is heavy) only when a question is actually asked. */
const lazyPrompter = (load: () => Promise<Prompter>): Prompter => {
  let loaded: Promise<Prompter> | undefined;
  const prompter = (): Promise<Prompter> => (loaded ??= load());
  return {
    text: async (message, validate) => (await prompter()).text(message, validate),
    select: async (message, choices) => (await prompter()).select(message, choices),
    confirm: async (message) => (await prompter()).confirm(message),
    secret: async (message) => (await prompter()).secret(message),
  };
};

/** Where the site token of these settings comes from: a flag, the environment, the config file, or the portal page. */
const siteTokenOrigin = (settings: Settings): SiteTokenOrigin => {
  const source = settings.siteToken?.source;
  return source === 'flag' || source === 'env' || source === 'file' ? source : 'discovered';
};

/** The site token as configured, cached or found on the portal page; a refusal when none works. */
const siteTokenFor = async (token: RunSiteToken, apiUrl: string): Promise<Outcome<string>> => {
  const found = await token.resolve();
  if (!found.error || found.value === 'NETWORK_ERROR') return found;
  return {
    error: true,
    value: found.value,
    message: { key: 'cli.siteTokenMissing', params: { url: apiUrl, option: '--site-token' } },
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
  const quiet = globals.quiet === true;
  if (globals.verbose === true) {
    run.decorateHttp((http) => new VerboseHttp(http, (line) => void io.stderr.write(`${line}\n`)));
  }
  // Which address answered what, for a refusal that is not the portal API's answer.
  const answers = new AnswerLog();
  run.decorateHttp((http) => answers.watch(http));
  // The texts of one language are read once the settings name it; before that (a damaged config
  // file) and for a crash before it, en-US.
  const reporterIn = async (language: Language): Promise<Reporter> =>
    new Reporter(io, await loadTexts(language), json, globals.color !== false, quiet);
  let reporter: Reporter | undefined;
  const stopInterrupts: (() => void)[] = [];
  try {
    const file = await readConfigFile(run.configStore);
    const settings = file.error ? file : resolveSettings({ flags: globals, env: io.env, file: file.value });
    // Only the config commands run with unusable settings: they are how a broken config file is fixed.
    if (settings.error && command.needsApi && !command.needsApiFor) {
      return await (await reporterIn('en-US')).refusal(settings);
    }
    const fallback = settings.error ? defaultSettings(io.env) : settings.value;
    const out = await reporterIn(fallback.language.value);
    reporter = out;

    const interactive = io.stdin.isTTY && io.stderr.isTTY && !json && raw.options['yes'] !== true;
    const input = command.parse(raw, { interactive, json });
    if (input.error) return await out.refusal(input);
    const needsApi = command.needsApiFor?.(input.value) ?? command.needsApi;
    if (settings.error && needsApi) return await out.refusal(settings);

    const apiUrl = fallback.api.value;
    const refusalContext = (): RefusalContext => ({
      apiUrl,
      siteToken: siteTokenOrigin(fallback),
      configFile: paths.configFile,
      lastAnswer: answers.last,
    });
    const siteToken = new RunSiteToken({
      apiUrl,
      configured: fallback.siteToken?.value,
      cache: new SiteTokenCache(run.siteTokenStore),
      readPage: () => discoverSiteToken(services.http, apiUrl),
    });
    run.decorateHttp((http) => new SiteTokenRetryHttp(http, siteToken));
    const services: Services = await run.start(
      {
        apiUrl,
        wsUrl: fallback.ws.value,
        language: fallback.language.value,
        siteToken: () => siteToken.current,
      },
      command.services,
    );
    if (needsApi) {
      const token = await siteTokenFor(siteToken, apiUrl);
      if (token.error) return await out.refusal(token, refusalContext());
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
      notify: (message) => track(out.note(message)),
      emit: (event) => track(out.event(event, () => command.renderEvent?.(event, out.view) ?? [])),
      progress: out.showsProgress ? (progress) => track(out.progress(progress, Date.now())) : undefined,
      openSink: (path) => (path === STDOUT_PATH ? Promise.resolve(stdoutSink(io.stdout)) : fileSink(path)),
      interrupted: interruption.signal,
      format: out.format,
    };
    const outcome = await command.run(context, input.value);
    await Promise.all([...pending]);
    await out.endProgress();
    return outcome.error
      ? await out.refusal(outcome, refusalContext())
      : await out.success(outcome.value, () => command.render(outcome.value, out.view));
  } catch (error) {
    const shown = reporter ?? (await reporterIn('en-US'));
    await shown.endProgress();
    // A config file damaged after it was read (by `config set`'s own read before writing).
    if (error instanceof DamagedFileError) return await shown.refusal(damagedConfigRefusal(error.file));
    if (error instanceof PromptCancelled) {
      await shown.note({ key: 'cli.aborted' });
      return EXIT.INTERRUPTED;
    }
    if (io.env['SIGNAL_PORTAL_DEBUG']) await io.stderr.write(`${String((error as Error).stack ?? error)}\n`);
    await shown.refusal({ error: true, value: 'INTERNAL_ERROR' });
    return EXIT.INTERNAL;
  } finally {
    for (const stop of stopInterrupts) stop();
    await run.dispose();
  }
};
