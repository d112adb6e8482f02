import type { Result } from '@signal-portal/core';
import type { ServerContext } from '../context.js';

/**
 * One operator command (`npm run ops -- <name...> [--flag value]`): for the people who run the
 * platform, working on the same storage as the server. Each area contributes its own commands.
 */
export interface OpsCommand {
  /** Words of the command, e.g. ['signal', 'approve']. */
  readonly name: readonly string[];
  /** One line: arguments and what it does, e.g. '<signalId> [--comment text]  approve a signal'. */
  readonly usage: string;
  run(
    ctx: ServerContext,
    args: { positional: readonly string[]; flags: Readonly<Record<string, string>> },
  ): Promise<Result<unknown>>;
}
