import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfig } from '../config/config.js';
import { loadSecrets } from '../config/secrets.js';
import { createContext, openDatabase } from '../server.js';
import { migrate } from '../storage/migrate.js';
import { MIGRATIONS } from '../storage/migrations/index.js';
import { OFFLINE_OPS_COMMANDS, OPS_COMMANDS } from './index.js';
import type { OfflineOpsCommand, OpsCommand } from './ops-command.js';
import type { OpsEndpointAnswer } from './ops-endpoint.js';
import { OPS_ENDPOINT_PATH, OPS_TOKEN_HEADER } from './ops-endpoint.js';
import { readOpsHandover, type OpsHandover } from './ops-handover.js';
import {
  exitCodeOf,
  findOpsCommand,
  OPS_EXIT,
  opsHelp,
  parseOpsArgv,
  runOfflineOpsCommand,
  runOpsCommand,
  type OpsOutcome,
} from './ops-runner.js';

export interface OpsIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly env: NodeJS.ProcessEnv;
}

/** Hands a command to the server that holds the PGlite data folder. */
const handOver = async (
  handover: OpsHandover,
  words: readonly string[],
  flags: Readonly<Record<string, string>>,
): Promise<OpsEndpointAnswer> => {
  const response = await fetch(`${handover.url}${OPS_ENDPOINT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [OPS_TOKEN_HEADER]: handover.token },
    body: JSON.stringify({ words, flags }),
  });
  if (!response.ok) throw new Error(`the running server (pid ${handover.pid}) refused the command handover`);
  return (await response.json()) as OpsEndpointAnswer;
};

/** Runs the command against the configured storage directly (PostgreSQL, or PGlite no server holds). */
const runDirectly = async (
  io: OpsIo,
  words: readonly string[],
  flags: Readonly<Record<string, string>>,
): Promise<OpsEndpointAnswer> => {
  const config = readConfig(io.env);
  const secrets = await loadSecrets(config.dataDir, io.env);
  const db = await openDatabase(config);
  try {
    await migrate(db, MIGRATIONS);
    // Console lines of codes a command sends go to stderr: stdout carries only the JSON Result.
    const { ctx, stopClock } = await createContext({ config, secrets, db, log: io.err });
    try {
      const found = findOpsCommand(OPS_COMMANDS, words);
      if (!found) return { kind: 'unknown' };
      return await runOpsCommand(ctx, found.command, { positional: found.positional, flags });
    } finally {
      await stopClock();
    }
  } finally {
    await db.close();
  }
};

/** Every command `npm run ops` knows: those run where the data is, then those run in this process. */
const ALL_COMMANDS: readonly (OpsCommand | OfflineOpsCommand)[] = [...OPS_COMMANDS, ...OFFLINE_OPS_COMMANDS];

/** The words with the command's file arguments made absolute against the caller's directory. */
const withAbsoluteFiles = (
  found: { command: OpsCommand | OfflineOpsCommand; positional: string[] },
  env: NodeJS.ProcessEnv,
): { words: string[]; positional: string[] } => {
  // `npm run` starts scripts in the package's folder; INIT_CWD is where the operator typed the command.
  const base = env.INIT_CWD || process.cwd();
  const files = new Set(found.command.fileArguments ?? []);
  const positional = found.positional.map((arg, i) =>
    files.has(i) && arg !== '' ? resolve(base, arg) : arg,
  );
  return { words: [...found.command.name, ...positional], positional };
};

/**
 * `npm run ops -- <words...> [--flag value]`: finds the command, runs it against the same storage as
 * the server (handed to the running server when it holds the PGlite folder; offline commands in this
 * process), prints the Result as JSON. Resolves to the exit code.
 */
export const runOpsCli = async (argv: readonly string[], io: OpsIo): Promise<number> => {
  const { words: given, flags } = parseOpsArgv(argv);
  if (given.length === 0 || (given.length === 1 && given[0] === 'help')) {
    (given.length === 0 ? io.err : io.out)(opsHelp(ALL_COMMANDS));
    return given.length === 0 ? OPS_EXIT.usage : OPS_EXIT.ok;
  }
  const found = findOpsCommand(ALL_COMMANDS, given);
  if (!found) {
    io.err(`Unknown command: ${given.join(' ')}\n\n${opsHelp(ALL_COMMANDS)}`);
    return OPS_EXIT.usage;
  }
  try {
    const config = readConfig(io.env);
    if (config.databaseUrl && found.command.postgresAdvice) {
      io.err(found.command.postgresAdvice);
      return OPS_EXIT.usage;
    }
    const { words, positional } = withAbsoluteFiles(found, io.env);
    const { command } = found;
    const handover =
      config.databaseUrl || 'runOffline' in command ? undefined : await readOpsHandover(config.dataDir);
    const answer =
      'runOffline' in command
        ? await runOfflineOpsCommand(config, command, { positional, flags })
        : handover
          ? await handOver(handover, words, flags)
          : await runDirectly(io, words, flags);
    if (answer.kind === 'unknown') {
      io.err(`Unknown command: ${words.join(' ')}`);
      return OPS_EXIT.usage;
    }
    const outcome: OpsOutcome = answer;
    if (outcome.kind === 'result') io.out(JSON.stringify(outcome.result, null, 2));
    else io.err(outcome.message);
    return exitCodeOf(outcome);
  } catch (error) {
    io.err(`ops failed: ${error instanceof Error ? error.message : String(error)}`);
    return OPS_EXIT.internal;
  }
};

const isEntryPoint = (): boolean => {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
};

if (isEntryPoint()) {
  const code = await runOpsCli(process.argv.slice(2), {
    out: (text) => console.log(text),
    err: (text) => console.error(text),
    env: process.env,
  });
  process.exit(code);
}
