import type { Result } from '@signal-portal/core';
import type { ServerConfig } from '../config/config.js';
import type { ServerContext } from '../context.js';
import type { OfflineOpsCommand, OpsCommand } from './ops-command.js';

/** Thrown by a command whose arguments are missing or malformed: exit code 2 with its usage. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * Thrown by a command refused for a reason told in words rather than a catalogued code (a backup file
 * that is not one, a server still running): exit 1 with the message.
 */
export class OpsRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsRefusal';
  }
}

/** Exit codes of `npm run ops`: done, refused by a rule, wrong usage, broken (a bug or no storage). */
export const OPS_EXIT = { ok: 0, refused: 1, usage: 2, internal: 70 } as const;

export interface OpsArgs {
  readonly positional: readonly string[];
  readonly flags: Readonly<Record<string, string>>;
}

/** `a b --x 1 c --flag --y=2` -> words [a, b, c], flags { x: '1', flag: 'true', y: '2' }. */
export const parseOpsArgv = (argv: readonly string[]): { words: string[]; flags: Record<string, string> } => {
  const words: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--') || arg === '--') {
      if (arg !== '--') words.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 2) {
      flags[arg.slice(2, eq)] = arg.slice(eq + 1);
      continue;
    }
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      flags[arg.slice(2)] = next;
      i += 1;
    } else {
      flags[arg.slice(2)] = 'true';
    }
  }
  return { words, flags };
};

/** The command whose name is the longest prefix of the words, with the words after it. */
export const findOpsCommand = <C extends Pick<OpsCommand, 'name'>>(
  commands: readonly C[],
  words: readonly string[],
): { command: C; positional: string[] } | undefined => {
  let best: C | undefined;
  for (const command of commands) {
    const matches = command.name.every((part, i) => words[i] === part);
    if (matches && command.name.length > (best?.name.length ?? 0)) best = command;
  }
  return best ? { command: best, positional: words.slice(best.name.length) } : undefined;
};

export const opsHelp = (commands: readonly Pick<OpsCommand, 'name' | 'usage'>[]): string => {
  const rows = commands.map((c) => [c.name.join(' '), c.usage] as const);
  const width = Math.max(...rows.map(([name]) => name.length), 4);
  return [
    'Usage: npm run ops -- <command> [arguments] [--flag value]',
    '',
    'Commands:',
    ...rows.map(([name, usage]) => `  ${name.padEnd(width)}  ${usage}`),
    `  ${'help'.padEnd(width)}  this list`,
    '',
    'Prints the Result as JSON. Exit codes: 0 done, 1 refused (or a check found differences), 2 usage,',
    '70 internal error.',
  ].join('\n');
};

/**
 * What running a command produced: the Result to print (`troubled` when a check's value reports
 * differences), a usage message, or a refusal told in words.
 */
export type OpsOutcome =
  | { readonly kind: 'result'; readonly result: Result<unknown>; readonly troubled?: boolean }
  | { readonly kind: 'usage'; readonly message: string }
  | { readonly kind: 'refused'; readonly message: string };

/** The outcome of a command's work: its Result, or the usage error or refusal it threw. */
const outcomeOf = async (
  command: Pick<OpsCommand, 'name' | 'usage' | 'troubled'>,
  work: () => Promise<Result<unknown>>,
): Promise<OpsOutcome> => {
  try {
    const result = await work();
    const troubled = !result.error && (command.troubled?.(result.value) ?? false);
    return troubled ? { kind: 'result', result, troubled } : { kind: 'result', result };
  } catch (error) {
    if (error instanceof OpsRefusal) return { kind: 'refused', message: error.message };
    if (error instanceof UsageError) {
      return {
        kind: 'usage',
        message: `${error.message}\nUsage: ${command.name.join(' ')} ${command.usage}`,
      };
    }
    throw error;
  }
};

/** Runs one command (already found) against a context. */
export const runOpsCommand = (ctx: ServerContext, command: OpsCommand, args: OpsArgs): Promise<OpsOutcome> =>
  outcomeOf(command, () => command.run(ctx, args));

/** Runs one offline command (already found) in this process. */
export const runOfflineOpsCommand = (
  config: ServerConfig,
  command: OfflineOpsCommand,
  args: OpsArgs,
): Promise<OpsOutcome> => outcomeOf(command, () => command.runOffline(config, args));

/** Exit code of an outcome. */
export const exitCodeOf = (outcome: OpsOutcome): number => {
  if (outcome.kind === 'usage') return OPS_EXIT.usage;
  if (outcome.kind === 'refused') return OPS_EXIT.refused;
  return outcome.result.error || outcome.troubled ? OPS_EXIT.refused : OPS_EXIT.ok;
};
