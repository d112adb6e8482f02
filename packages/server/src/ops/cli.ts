import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { readConfig } from '../config/config.js';
import { loadSecrets } from '../config/secrets.js';
import { createContext, openDatabase } from '../server.js';
import { migrate } from '../storage/migrate.js';
import { MIGRATIONS } from '../storage/migrations/index.js';
import { OPS_COMMANDS } from './index.js';
import type { OpsEndpointAnswer } from './ops-endpoint.js';
import { OPS_ENDPOINT_PATH, OPS_TOKEN_HEADER } from './ops-endpoint.js';
import { readOpsHandover, type OpsHandover } from './ops-handover.js';
import {
  exitCodeOf,
  findOpsCommand,
  OPS_EXIT,
  opsHelp,
  parseOpsArgv,
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

/**
 * `npm run ops -- <words...> [--flag value]`: finds the command, runs it against the same storage as
 * the server (handed to the running server when it holds the PGlite folder), prints the Result as JSON.
 * Resolves to the exit code.
 */
export const runOpsCli = async (argv: readonly string[], io: OpsIo): Promise<number> => {
  const { words, flags } = parseOpsArgv(argv);
  if (words.length === 0 || (words.length === 1 && words[0] === 'help')) {
    (words.length === 0 ? io.err : io.out)(opsHelp(OPS_COMMANDS));
    return words.length === 0 ? OPS_EXIT.usage : OPS_EXIT.ok;
  }
  if (!findOpsCommand(OPS_COMMANDS, words)) {
    io.err(`Unknown command: ${words.join(' ')}\n\n${opsHelp(OPS_COMMANDS)}`);
    return OPS_EXIT.usage;
  }
  try {
    const config = readConfig(io.env);
    const handover = config.databaseUrl ? undefined : await readOpsHandover(config.dataDir);
    const answer = handover ? await handOver(handover, words, flags) : await runDirectly(io, words, flags);
    if (answer.kind === 'unknown') {
      io.err(`Unknown command: ${words.join(' ')}`);
      return OPS_EXIT.usage;
    }
    const outcome: OpsOutcome = answer;
    if (outcome.kind === 'usage') io.err(outcome.message);
    else io.out(JSON.stringify(outcome.result, null, 2));
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
