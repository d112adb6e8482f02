import { text } from '../../output/blocks.js';
import type { CommandModule } from '../../runner/command.js';
import { succeed, usageRefusal } from '../../runner/usage.js';
import { completionTree } from './command-tree.js';
import { completionScript, SHELLS, type Shell } from './scripts.js';

const isShell = (value: string | undefined): value is Shell =>
  value !== undefined && (SHELLS as readonly string[]).includes(value);

/**
 * `completion bash|zsh|fish`: the shell's completion script, generated from the declared program
 * (commands, options, fixed values), so a new command completes as soon as it is declared.
 */
export const completion: CommandModule<Shell, string> = {
  needsApi: false,
  parse(raw) {
    const [shell] = raw.args;
    return isShell(shell) ? succeed(shell) : usageRefusal('INVALID_PARAMETERS', { key: 'cli.usageError' });
  },
  async run(_context, shell) {
    // The program module is loaded already (it ran this command); declared again without actions.
    const { declareProgram } = await import('../../program.js');
    const ignore = (): void => undefined;
    const program = declareProgram('', () => () => Promise.resolve(), { writeOut: ignore, writeErr: ignore });
    return succeed(completionScript(shell, completionTree(program)).trimEnd());
  },
  render: (script) => [text(script)],
};
