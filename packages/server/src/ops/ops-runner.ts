import type { Result } from '@signal-portal/core';
import type { ServerContext } from '../context.js';
import type { OpsCommand } from './ops-command.js';

/** Thrown by a command whose arguments are missing or malformed: exit code 2 with its usage. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
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
export const findOpsCommand = (
  commands: readonly OpsCommand[],
  words: readonly string[],
): { command: OpsCommand; positional: string[] } | undefined => {
  let best: OpsCommand | undefined;
  for (const command of commands) {
    const matches = command.name.every((part, i) => words[i] === part);
    if (matches && command.name.length > (best?.name.length ?? 0)) best = command;
  }
  return best ? { command: best, positional: words.slice(best.name.length) } : undefined;
};

export const opsHelp = (commands: readonly OpsCommand[]): string => {
  const rows = commands.map((c) => [c.name.join(' '), c.usage] as const);
  const width = Math.max(...rows.map(([name]) => name.length), 4);
  return [
    'Usage: npm run ops -- <command> [arguments] [--flag value]',
    '',
    'Commands:',
    ...rows.map(([name, usage]) => `  ${name.padEnd(width)}  ${usage}`),
    `  ${'help'.padEnd(width)}  this list`,
    '',
    'Prints the Result as JSON. Exit codes: 0 done, 1 refused, 2 usage, 70 internal error.',
  ].join('\n');
};

/** What running a command produced: the Result to print, or a usage message. */
export type OpsOutcome =
  | { readonly kind: 'result'; readonly result: Result<unknown> }
  | { readonly kind: 'usage'; readonly message: string };

/** Runs one command (already found) against a context. */
export const runOpsCommand = async (
  ctx: ServerContext,
  command: OpsCommand,
  args: OpsArgs,
): Promise<OpsOutcome> => {
  try {
    return { kind: 'result', result: await command.run(ctx, args) };
  } catch (error) {
    if (error instanceof UsageError) {
      return {
        kind: 'usage',
        message: `${error.message}\nUsage: ${command.name.join(' ')} ${command.usage}`,
      };
    }
    throw error;
  }
};

/** Exit code of an outcome. */
export const exitCodeOf = (outcome: OpsOutcome): number =>
  outcome.kind === 'usage' ? OPS_EXIT.usage : outcome.result.error ? OPS_EXIT.refused : OPS_EXIT.ok;
