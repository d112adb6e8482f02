import type { KeyValueStore } from '@signal-portal/core';
import type { CliDeps } from '../cli-deps.js';
import type { CliIo } from '../cli-io.js';
import { configPathsOf } from '../config/config-dir.js';
import { DamagedFileError } from '../config/damaged-file.js';
import { CONFIG_KEYS, resolveSettings } from '../config/settings.js';
import { RunContainer } from '../di/container.js';
import { loadTexts } from '../texts/load-texts.js';
import { commanderHints, commanderMessage } from './commander-texts.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { Reporter } from './reporter.js';

/** The value of `--name value` or `--name=value` before a `--`, as commander would have read it. */
const optionValue = (args: readonly string[], name: string): string | undefined => {
  const end = args.indexOf('--');
  const scanned = end < 0 ? args : args.slice(0, end);
  for (let i = 0; i < scanned.length; i++) {
    const arg = scanned[i] ?? '';
    if (arg === name) return scanned[i + 1];
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
};

const hasFlag = (args: readonly string[], name: string): boolean => {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).includes(name);
};

/**
 * After commander refused the command line (and printed why, in English): the translated usage line
 * on stderr, `{"error":true,"value":"INVALID_PARAMETERS"}` on stdout with --json, and exit 2. When the
 * refusal was only the help shown for a missing command, the help says enough.
 */
export const reportUsageError = async (input: {
  readonly args: readonly string[];
  readonly deps: CliDeps;
  readonly io: CliIo;
  /** Commander's own error line, held back (takeCommanderError); undefined when it printed none. */
  readonly said: string | undefined;
  readonly helpShown: boolean;
}): Promise<ExitCode> => {
  const { args, deps, io } = input;
  const run = new RunContainer(await deps.adapters(configPathsOf(io)));
  try {
    const store: KeyValueStore = run.configStore;
    // A damaged config file is reported by the commands that read it; a usage error does without it.
    const saved = await store.get(CONFIG_KEYS.language).catch((error: unknown) => {
      if (error instanceof DamagedFileError) return undefined;
      throw error;
    });
    const lang = optionValue(args, '--lang');
    const settings = resolveSettings({
      flags: lang === undefined ? {} : { lang },
      env: io.env,
      file: new Map(saved === undefined ? [] : [[CONFIG_KEYS.language, saved]]),
    });
    const language = settings.error ? 'en-US' : settings.value.language.value;
    const texts = await loadTexts(language);
    const reporter = new Reporter(io, texts, hasFlag(args, '--json'), !hasFlag(args, '--no-color'));
    if (input.helpShown && !reporter.json) return EXIT.USAGE;
    // Commander's own line (held back, English), said in the run's language when it is known.
    const said = input.said;
    const reason = said === undefined ? undefined : commanderMessage(said);
    // A line this CLI has no translation for is still better shown than lost.
    if (said !== undefined && reason === undefined) await io.stderr.write(said);
    await reporter.refusal({
      error: true,
      value: 'INVALID_PARAMETERS',
      usage: true,
      message: reason ?? { key: 'cli.usageError' },
      hints: reason === undefined ? [] : [...commanderHints(said ?? ''), { key: 'cli.usageError' }],
    });
    return EXIT.USAGE;
  } finally {
    await run.dispose();
  }
};
