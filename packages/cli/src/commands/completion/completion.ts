import type { Command } from 'commander';
import { text } from '../../output/blocks.js';
import type { CommandModule } from '../../runner/command.js';
import { succeed, usageRefusal } from '../../runner/usage.js';
import { completionTree } from './command-tree.js';
import { completionScript, SHELLS, type Shell } from './scripts.js';

const isShell = (value: string | undefined): value is Shell =>
  value !== undefined && (SHELLS as readonly string[]).includes(value);

/**
 * `completion bash|zsh|fish`: the shell's completion script, generated from the declared program
 * (commands, options, fixed values), so a new command completes as soon as it is declared. The
 * program is handed over by its declaration rather than imported, so this module needs no way back
 * up to the program that loads it.
 */
export const completionOf = (program: Command): CommandModule<Shell, string> => ({
  needsApi: false,
  parse(raw) {
    const [shell] = raw.args;
    return isShell(shell) ? succeed(shell) : usageRefusal('INVALID_PARAMETERS', { key: 'cli.usageError' });
  },
  run: (_context, shell) =>
    Promise.resolve(succeed(completionScript(shell, completionTree(program)).trimEnd())),
  render: (script) => [text(script)],
});
