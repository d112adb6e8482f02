import type { interfaces } from 'inversify';
import type { ConfigPaths } from './config/config-dir.js';
import type { Prompter } from './prompts/prompter.port.js';

/**
 * What the program needs from outside besides the process (`CliIo`): the ports' adapters and the
 * prompts. Production loads the Node adapters and inquirer lazily (`production-deps.ts`); tests hand
 * in fakes. Types only here, so building the program for `--help` loads none of them.
 */
export interface CliDeps {
  readonly version: string;
  /**
   * The adapters of core's ports (Http, KeyValueStore, SocketFactory, Clock, Random) and of the
   * session store, as an Inversify module over the config directory's files.
   */
  readonly adapters: (paths: ConfigPaths) => Promise<interfaces.ContainerModule>;
  /** Prompts on the terminal; asked for only when prompting is allowed. */
  readonly prompter: () => Promise<Prompter>;
}
