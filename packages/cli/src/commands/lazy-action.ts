import type { Command } from 'commander';
import type { CommandModule } from '../runner/command.js';

/** A command's module, loaded only when the command runs (not for `--help`). */
export type CommandLoader = () => Promise<CommandModule<unknown, unknown, unknown>>;

/** Turns a loader into commander's action: load the module and hand it to the shared runner. */
export type LazyAction = (load: CommandLoader) => (...actionArgs: unknown[]) => Promise<void>;

/** What each noun's declaration file registers its commands with. */
export type RegisterCommands = (program: Command, lazy: LazyAction) => void;
