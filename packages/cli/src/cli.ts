import type { CliDeps } from './cli-deps.js';
import { nodeIo } from './node-io.js';
import { createProgram } from './program.js';

/**
 * The `signal-portal` program in this process, as main.ts starts it (from the bundle or from the
 * modules tsc wrote). Kept small on purpose: `--help` and `--version` load commander and the command
 * declarations only; everything else is imported when a command runs. Resolves to the exit code.
 */
export const main = async (version: string, args: readonly string[]): Promise<number> => {
  const deps: CliDeps = {
    version,
    adapters: async (paths) => {
      // Inversify's metadata polyfill, loaded once, here at the entry, and only when a command runs.
      await import('reflect-metadata');
      const { nodeAdaptersModule } = await import('./di/node-adapters.module.js');
      return nodeAdaptersModule(paths);
    },
    prompter: async () => {
      const { InquirerPrompter } = await import('./adapters/inquirer-prompter.adapter.js');
      return new InquirerPrompter();
    },
  };
  return createProgram(deps, nodeIo()).run(args);
};
