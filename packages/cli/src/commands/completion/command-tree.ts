import type { Command, Option } from 'commander';

/** An option as completion offers it. */
export interface CompletionOption {
  /** '--status', and '-o' beside '--output'. */
  readonly flags: readonly string[];
  /** The next word is its value (`--status <status>`), not a command. */
  readonly takesValue: boolean;
  readonly choices: readonly string[];
  readonly description: string;
}

/** One command of the tree: `path` is '' for the program, 'signals list' for `signals list`. */
export interface CompletionNode {
  readonly path: string;
  readonly description: string;
  readonly subcommands: readonly string[];
  /** Its own options; the global ones are the tree's. */
  readonly options: readonly CompletionOption[];
  /** The values of its first argument, when they are fixed (`report download <report>`). */
  readonly argumentChoices: readonly string[];
}

const HELP_OPTION: CompletionOption = {
  flags: ['--help', '-h'],
  takesValue: false,
  choices: [],
  description: 'show help',
};

const completionOption = (option: Option): CompletionOption => ({
  flags: [option.long, option.short].filter((flag): flag is string => flag !== undefined),
  takesValue: option.required || option.optional,
  choices: option.argChoices ?? [],
  description: option.description,
});

export interface CompletionTree {
  /** Every command, parents first; the program itself is the node with path ''. */
  readonly nodes: readonly CompletionNode[];
  /** The program's options and help: commander accepts them after any command. */
  readonly globals: readonly CompletionOption[];
}

/**
 * The declared program as completion needs it, read from commander's own declarations: a command
 * added to `declarations.ts` is completed without touching the completion scripts.
 */
export const completionTree = (program: Command): CompletionTree => {
  const nodes: CompletionNode[] = [];
  const visit = (command: Command, path: string): void => {
    const own = command === program ? [] : command.options.filter((option) => !option.hidden);
    nodes.push({
      path,
      description: command.description(),
      subcommands: command.commands.map((sub) => sub.name()),
      options: own.map(completionOption),
      argumentChoices: command.registeredArguments[0]?.argChoices ?? [],
    });
    for (const sub of command.commands) visit(sub, path === '' ? sub.name() : `${path} ${sub.name()}`);
  };
  visit(program, '');
  const globals = program.options.filter((option) => !option.hidden).map(completionOption);
  return { nodes, globals: [...globals, HELP_OPTION] };
};
