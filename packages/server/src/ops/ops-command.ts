import type { Result } from '@signal-portal/core';
import type { ServerConfig } from '../config/config.js';
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
  /**
   * Positions of the positional arguments that name files: `npm run ops` makes them absolute against
   * the directory it was called from (npm's INIT_CWD), as the server that runs the command may not
   * share it.
   */
  readonly fileArguments?: readonly number[];
  /**
   * For the embedded database only: what to tell an operator whose storage is PostgreSQL (DATABASE_URL
   * set) instead. `npm run ops` then exits 2 without opening storage.
   */
  readonly postgresAdvice?: string;
  /** A check: whether the value it answers reports trouble (differences found); `npm run ops` exits 1. */
  readonly troubled?: (value: unknown) => boolean;
}

/**
 * An operator command that runs in the `npm run ops` process itself, with no server holding the data
 * and no database open (restore replaces the data folder). Not handed over to a running server.
 */
export interface OfflineOpsCommand {
  readonly name: readonly string[];
  readonly usage: string;
  readonly fileArguments?: readonly number[];
  readonly postgresAdvice?: string;
  /** Also `troubled`, `UsageError` and `OpsRefusal` as for `OpsCommand.run`. */
  readonly troubled?: (value: unknown) => boolean;
  runOffline(
    config: ServerConfig,
    args: { positional: readonly string[]; flags: Readonly<Record<string, string>> },
  ): Promise<Result<unknown>>;
}
