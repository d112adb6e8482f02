#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import type { CliDeps } from './cli-deps.js';
import { nodeIo } from './node-io.js';
import { createProgram } from './program.js';

/**
 * The `signal-portal` executable. Kept small on purpose: `--help` and `--version` load commander and
 * the command declarations only; everything else is imported when a command runs.
 */
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  readonly version: string;
};

const deps: CliDeps = {
  version: packageJson.version,
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

process.exitCode = await createProgram(deps, nodeIo()).run(process.argv.slice(2));
