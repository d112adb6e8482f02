import type { ErrorCode, Language, TranslationKey, TranslationParams } from '@signal-portal/core';
import type { Block } from '../output/blocks.js';
import type { Formatter } from '../output/format.js';
import type { Sink } from '../output/sinks.js';
import type { Prompter } from '../prompts/prompter.port.js';
import type { ConfigPaths } from '../config/config-dir.js';
import type { Settings } from '../config/settings-types.js';
import type { ServiceName, Services } from '../di/services.js';

/** A text of the `cli` namespace (or any other) with its placeholders' values. */
export interface CliMessage {
  readonly key: TranslationKey;
  readonly params?: TranslationParams;
}

/**
 * A refusal: the catalogued code (what `--json` prints) and, where the CLI can say more than the
 * code's message, its own explanation and hints. `usage` marks a command line that cannot work as
 * given (exit 2, whatever the code).
 */
export interface Refusal {
  readonly error: true;
  readonly value: ErrorCode;
  readonly message?: CliMessage;
  readonly hints?: readonly CliMessage[];
  readonly usage?: boolean;
  /** Stopped by Ctrl-C part-way (exit 130). */
  readonly interrupted?: boolean;
}

/** Core's Result, with the CLI's explanations on the failure side. */
export type Outcome<T> = { readonly error: false; readonly value: T } | Refusal;

/** What commander parsed: positional arguments and the command's own options, still unchecked. */
export interface RawInput {
  readonly args: readonly string[];
  readonly options: Readonly<Record<string, unknown>>;
}

/** What parsing may depend on besides the input. */
export interface ParseContext {
  /** Prompts are possible: stdin and stderr are terminals and neither --json nor --yes was given. */
  readonly interactive: boolean;
  readonly json: boolean;
}

/** A download's progress: bytes and CSV lines so far, and the expected lines when known. */
export interface Progress {
  readonly bytes: number;
  readonly rows: number;
  readonly totalRows?: number;
}

/** What an action may use. It never prints: notes and events go to the runner, which shows them. */
export interface CommandContext<E> {
  readonly services: Services;
  /** The run's settings; a refusal only reaches commands that do not call the API (`config`). */
  readonly settings: Outcome<Settings>;
  readonly paths: ConfigPaths;
  readonly language: Language;
  /** Present only when a person can answer (see ParseContext.interactive). */
  readonly prompter: Prompter | undefined;
  /** Reads one line of stdin (the verification code of a script). */
  readonly readLine: () => Promise<string | undefined>;
  /** A note for the person running the command (stderr), shown at once. */
  readonly notify: (message: CliMessage) => void;
  /** One event of a long-running command (`signals watch`), shown at once. */
  readonly emit: (event: E) => void;
  /** Download progress; undefined when no progress bar is shown (not a terminal, or --json). */
  readonly progress: ((progress: Progress) => void) | undefined;
  /** Opens where output data goes: a file (written atomically) or stdout for `-`. */
  readonly openSink: (path: string) => Promise<Sink>;
  /** Aborted on Ctrl-C. */
  readonly interrupted: AbortSignal;
  readonly format: Formatter;
}

/** How values are shown: the language's texts and the formatter. */
export interface ViewContext {
  readonly t: (key: TranslationKey, params?: TranslationParams) => string;
  readonly format: Formatter;
}

/**
 * One `<noun> <verb>` of the CLI. `parse` checks flags and values with core's validation before any
 * call (refusals are usage errors); `run` calls one service and returns its Result; `render` turns a
 * success into blocks for people (`--json` prints the Result itself).
 */
export interface CommandModule<I, T, E = never> {
  /** False for commands that never call the API (e.g. `config show`): no site token is needed. */
  readonly needsApi: boolean;
  /**
   * Decides `needsApi` from the parsed input when it depends on it (a simulation from typed returns
   * needs no portal; one from a signal's history does).
   */
  needsApiFor?(input: I): boolean;
  /**
   * The core services `run` uses, loaded before it runs (each brings its rules' libraries with it);
   * every one when left out. A service used but not listed fails the run as a bug.
   */
  readonly services?: readonly ServiceName[];
  /** Ctrl-C aborts `context.interrupted` instead of killing the process (watch, download). */
  readonly handlesInterrupt?: boolean;
  parse(raw: RawInput, context: ParseContext): Outcome<I>;
  run(context: CommandContext<E>, input: I): Promise<Outcome<T>>;
  render(value: T, view: ViewContext): readonly Block[];
  /** How one emitted event is shown (long-running commands only). */
  renderEvent?(event: E, view: ViewContext): readonly Block[];
}
