import { Command, CommanderError } from 'commander';
import type { CliDeps } from './cli-deps.js';
import type { CliIo } from './cli-io.js';
import { registerCommands } from './commands/declarations.js';
import type { LazyAction } from './commands/lazy-action.js';
import { EXIT, type ExitCode } from './runner/exit-codes.js';

export interface CliProgram {
  /** The commander program (tests may inspect it; `exitOverride` is already set). */
  readonly command: Command;
  /** Parses and runs the arguments after the executable's name; resolves to the exit code. */
  run(args: readonly string[]): Promise<ExitCode>;
}

/** Commander's ways of ending that are not mistakes. */
const SUCCESSFUL_EXITS: ReadonlySet<string> = new Set(['commander.helpDisplayed', 'commander.version']);

/**
 * The `signal-portal` program: global options and every `<noun> <verb>` with its description and
 * options. Only commander is loaded here; a command's module (and with it core, undici, inquirer,
 * cli-table3) is imported when that command runs, so `--help` starts fast.
 */
export const createProgram = (deps: CliDeps, io: CliIo): CliProgram => {
  let exitCode: ExitCode = EXIT.OK;
  const program = new Command('signal-portal')
    .description(
      'Signals, reports and withdrawals of the signal-provider portal, from a terminal.\n' +
        'Exit codes: 0 ok, 1 refused by the platform, 2 usage, 3 log in first, 4 network, 70 internal error.',
    )
    .version(deps.version, '-V, --version', 'show the version')
    .helpOption('-h, --help', 'show help')
    .option('--api <url>', 'API base URL (env SIGNAL_PORTAL_API; default http://localhost:8080/api)')
    .option('--ws <url>', 'live-feed URL (env SIGNAL_PORTAL_WS; default: beside the API, /ws)')
    .option(
      '--site-token <token>',
      'site token (env SIGNAL_PORTAL_SITE_TOKEN; default: read from the portal page)',
    )
    .option('--lang <language>', 'zh-TW, zh-CN, en-US, my-MM, vi-VN or ja-JP (env SIGNAL_PORTAL_LANG)')
    .option(
      '--json',
      'print the result as JSON: {"error":false,"value":...} or {"error":true,"value":"CODE"}',
    )
    .option('--no-color', 'no colours (also with NO_COLOR, or when not a terminal)')
    .configureHelp({ showGlobalOptions: true })
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(text),
    })
    .exitOverride();

  const lazy: LazyAction =
    (load) =>
    async (...actionArgs) => {
      const command = actionArgs[actionArgs.length - 1] as Command;
      const [{ runCommand }, module] = await Promise.all([import('./runner/run-command.js'), load()]);
      exitCode = await runCommand(module, {
        raw: {
          args: command.processedArgs.filter((arg): arg is string => typeof arg === 'string'),
          options: command.opts(),
        },
        globals: program.opts(),
        deps,
        io,
      });
    };

  registerCommands(program, lazy);

  return {
    command: program,
    run: async (args) => {
      exitCode = EXIT.OK;
      try {
        await program.parseAsync([...args], { from: 'user' });
        return exitCode;
      } catch (error) {
        if (!(error instanceof CommanderError)) throw error;
        if (SUCCESSFUL_EXITS.has(error.code)) return EXIT.OK;
        const { reportUsageError } = await import('./runner/usage-error.js');
        return reportUsageError({ args, deps, io, helpShown: error.code === 'commander.help' });
      }
    },
  };
};
