import type { Argument, Command, Option } from 'commander';
import type { CliIo } from '../cli-io.js';
import type { CliMessage } from './command.js';

/**
 * Commander's own lines ("error: unknown option '--x'") are English. Each is held back here instead of
 * printed, and the usage error reports it in the run's language (reportUsageError reads the config
 * file for it, which commander's synchronous output cannot). Loaded at start-up: commander only.
 */
const held = new WeakMap<CliIo, string>();

/** Commander's last error line of this process, once (undefined when it printed none). */
export const takeCommanderError = (io: CliIo): string | undefined => {
  const text = held.get(io);
  held.delete(io);
  return text;
};

const quoted = (text: string): string[] => [...text.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');

/** `--status <status>` -> `--status`: the option as typed. */
const flagOf = (usage: string): string => usage.split(/[ ,]/)[0] ?? usage;

/** Commander's English error line as a text of the `cliRun.commander` group; undefined if not known. */
export const commanderMessage = (text: string): CliMessage | undefined => {
  const [line = ''] = text.split('\n');
  const words = quoted(line);
  if (line.startsWith('error: unknown option'))
    return { key: 'cliRun.commander.unknownOption', params: { option: words[0] ?? '' } };
  if (line.startsWith('error: unknown command'))
    return { key: 'cliRun.commander.unknownCommand', params: { command: words[0] ?? '' } };
  if (line.startsWith('error: too many arguments'))
    return { key: 'cliRun.commander.excessArguments', params: { command: words[0] ?? 'signal-portal' } };
  if (line.startsWith('error: missing required argument'))
    return { key: 'cliRun.commander.missingArgument', params: { argument: words[0] ?? '' } };
  if (line.startsWith('error: option') && line.endsWith('argument missing'))
    return { key: 'cliRun.commander.optionMissingArgument', params: { option: flagOf(words[0] ?? '') } };
  if (line.startsWith('error: required option'))
    return { key: 'cliRun.commander.missingMandatoryOption', params: { option: flagOf(words[0] ?? '') } };
  const choices = /Allowed choices are (.+)\.$/.exec(line)?.[1];
  if (choices !== undefined) {
    // "option '--status <status>' argument 'x' is invalid" or "command-argument value 'x' is invalid for argument 'report'"
    const option = line.startsWith('error: option');
    const target = option ? flagOf(words[0] ?? '') : (words[1] ?? '');
    const value = option ? (words[1] ?? '') : (words[0] ?? '');
    return { key: 'cliRun.commander.invalidChoice', params: { value, target, choices } };
  }
  return undefined;
};

/** Commander's "(Did you mean --status?)", translated. */
export const commanderHints = (text: string): CliMessage[] => {
  const suggestion = /\(Did you mean (.+)\?\)/.exec(text)?.[1];
  return suggestion === undefined ? [] : [{ key: 'cliRun.commander.didYouMean', params: { suggestion } }];
};

const commandsOf = (command: Command): Command[] => [command, ...command.commands.flatMap(commandsOf)];

/** The choice spelled as the user typed it in another case ('PENDING' -> 'pending'), else the value. */
const choiceOf = (choices: readonly string[] | undefined, value: string): string =>
  choices?.find((choice) => choice.toLowerCase() === value.toLowerCase()) ?? value;

/** Enum values are accepted in any case: each option and argument with choices matches case-blind. */
const caseBlindChoices = (item: Option | Argument): void => {
  const check = item.parseArg;
  if (item.argChoices === undefined || check === undefined) return;
  item.parseArg = <T>(value: string, previous: T): T => check(choiceOf(item.argChoices, value), previous);
};

/**
 * Holds back commander's English error lines (see takeCommanderError) and lets enum values be typed
 * in any case, on the program and every subcommand (each keeps its own copy of the settings).
 */
export const localiseCommander = (program: Command, io: CliIo): void => {
  for (const command of commandsOf(program)) {
    command.configureOutput({ outputError: (text) => void held.set(io, text) });
    for (const option of command.options) caseBlindChoices(option);
    for (const argument of command.registeredArguments) caseBlindChoices(argument);
  }
};
