import type { KeyValueStore } from '@signal-portal/core';
import type { CliDeps } from '../cli-deps.js';
import type { CliIo } from '../cli-io.js';
import { configPathsOf } from '../config/config-dir.js';
import { CONFIG_KEYS, resolveSettings } from '../config/settings.js';
import { RunContainer } from '../di/container.js';
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
  readonly helpShown: boolean;
}): Promise<ExitCode> => {
  const { args, deps, io } = input;
  const run = new RunContainer(await deps.adapters(configPathsOf(io)));
  try {
    const store: KeyValueStore = run.configStore;
    const saved = await store.get(CONFIG_KEYS.language);
    const lang = optionValue(args, '--lang');
    const settings = resolveSettings({
      flags: lang === undefined ? {} : { lang },
      env: io.env,
      file: new Map(saved === undefined ? [] : [[CONFIG_KEYS.language, saved]]),
    });
    const language = settings.error ? 'en-US' : settings.value.language.value;
    const reporter = new Reporter(io, language, hasFlag(args, '--json'), !hasFlag(args, '--no-color'));
    if (input.helpShown && !reporter.json) return EXIT.USAGE;
    await reporter.refusal({
      error: true,
      value: 'INVALID_PARAMETERS',
      usage: true,
      message: { key: 'cli.usageError' },
    });
    return EXIT.USAGE;
  } finally {
    await run.dispose();
  }
};
