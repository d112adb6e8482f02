import { Command, CommanderError } from 'commander';
import type { CliDeps } from './cli-deps.js';
import type { CliIo } from './cli-io.js';
import { registerCommands } from './commands/declarations.js';
import { addExamples } from './commands/help-examples.js';
import type { LazyAction } from './commands/lazy-action.js';
import { localiseCommander, takeCommanderError } from './runner/commander-texts.js';
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
 * Help asked for in any form (`--help`, `help`, `help signals`, `signals help list`) is a success;
 * commander marks the help it shows for an incomplete command line (`withdraw`) with exit code 1.
 */
const endsWell = (error: CommanderError): boolean =>
  SUCCESSFUL_EXITS.has(error.code) || (error.code === 'commander.help' && error.exitCode === 0);

/** Where commander writes its help and its own messages. */
export interface ProgramOutput {
  readonly writeOut: (text: string) => void;
  readonly writeErr: (text: string) => void;
}

/**
 * The declared program: name, global options and every command with its examples, as `--help` and
 * `completion` read it. Output and exit override are set before the commands are added, because
 * commander copies them into each command when it is created.
 */
export const declareProgram = (version: string, lazy: LazyAction, output: ProgramOutput): Command => {
  const program = new Command('signal-portal')
    .description(
      'Signals, reports and withdrawals of the signal-provider portal, from a terminal.\n' +
        'Exit codes: 0 ok, 1 refused by the platform, 2 usage, 3 log in first, 4 network, 70 internal error.',
    )
    .version(version, '-V, --version', 'show the version')
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
    .option('-q, --quiet', 'print only data and errors: no notes, confirmations or progress')
    .option('--verbose', 'show each API request (method, path, status, time) on stderr')
    .configureHelp({ showGlobalOptions: true })
    .configureOutput(output)
    .exitOverride();
  registerCommands(program, lazy);
  addExamples(program);
  return program;
};

/**
 * The `signal-portal` program: global options and every `<noun> <verb>` with its description and
 * options. Only commander is loaded here; a command's module (and with it core, undici, inquirer,
 * cli-table3) is imported when that command runs, so `--help` starts fast.
 */
export const createProgram = (deps: CliDeps, io: CliIo): CliProgram => {
  let exitCode: ExitCode = EXIT.OK;
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
  const program = declareProgram(deps.version, lazy, {
    writeOut: (text) => void io.stdout.write(text),
    writeErr: (text) => void io.stderr.write(text),
  });
  localiseCommander(program, io);

  return {
    command: program,
    run: async (args) => {
      exitCode = EXIT.OK;
      // The bare program name asks what this is: the help, on stdout, as a success.
      if (args.length === 0) {
        program.outputHelp();
        return EXIT.OK;
      }
      try {
        await program.parseAsync([...args], { from: 'user' });
        return exitCode;
      } catch (error) {
        if (!(error instanceof CommanderError)) throw error;
        if (endsWell(error)) return EXIT.OK;
        // Commander's held-back line is taken here, where it was held: the usage error may be loaded
        // from another file of the bundle, with a module state of its own.
        const said = takeCommanderError(io);
        const { reportUsageError } = await import('./runner/usage-error.js');
        return reportUsageError({ args, deps, io, said, helpShown: error.code === 'commander.help' });
      }
    },
  };
};
