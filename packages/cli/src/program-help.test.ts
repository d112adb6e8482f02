import { describe, expect, it } from 'vitest';
import { fakeAdapters, FAKE_ENV, runCli, testIo } from './cli.test-helpers.js';
import { commandPath } from './commands/help-examples.js';
import { EXIT } from './runner/exit-codes.js';
import { createProgram } from './program.js';
import type { Command } from 'commander';

const env = FAKE_ENV;

const everyCommand = (command: Command): Command[] => [command, ...command.commands.flatMap(everyCommand)];

describe('help, however it is asked for', () => {
  it('exits 0 with the help on stdout, calling nothing', async () => {
    for (const args of [
      [],
      ['help'],
      ['--help'],
      ['help', 'signals'],
      ['signals', '--help'],
      ['signals', 'help', 'list'],
      ['help', 'signals', 'list'],
      ['withdraw', 'apply', '-h'],
    ]) {
      const adapters = fakeAdapters();
      const run = await runCli(args, adapters, { env });
      expect(run.exitCode, args.join(' ')).toBe(EXIT.OK);
      expect(run.stdout, args.join(' ')).toContain('Usage: signal-portal');
      expect(adapters.http.requests).toEqual([]);
    }
  });

  it('shows the help of the command named', async () => {
    expect((await runCli(['help', 'signals'], fakeAdapters(), { env })).stdout).toContain(
      'Usage: signal-portal signals',
    );
    expect((await runCli(['report', 'help', 'download'], fakeAdapters(), { env })).stdout).toContain(
      'Usage: signal-portal report download',
    );
  });

  it('still refuses help for a command that does not exist, and an incomplete command line', async () => {
    expect((await runCli(['help', 'nonsense'], fakeAdapters(), { env })).exitCode).toBe(EXIT.USAGE);
    expect((await runCli(['withdraw'], fakeAdapters(), { env })).exitCode).toBe(EXIT.USAGE);
  });
});

describe('examples in the help', () => {
  it('are part of every command help, the program and each noun and verb', async () => {
    const unused = (): Promise<never> => Promise.reject(new Error('unused'));
    const { command: program } = createProgram(
      { version: '0', adapters: unused, prompter: unused },
      testIo().io,
    );
    const commands = everyCommand(program);
    expect(commands.length).toBeGreaterThan(20);
    for (const command of commands) {
      const path = commandPath(command);
      const args = path === '' ? ['--help'] : [...path.split(' '), '--help'];
      const run = await runCli(args, fakeAdapters(), { env });
      expect(run.stdout, path).toMatch(/\nExamples:\n {2}\$ \S/);
      expect(run.stdout, path).toContain('signal-portal');
    }
  });

  it('show real invocations for the common tasks', async () => {
    const run = await runCli(['report', 'download', '--help'], fakeAdapters(), { env });
    expect(run.stdout).toContain(
      '$ signal-portal report download settled --from 2024-05-01 --to 2024-06-01 -o settled.csv',
    );
  });
});
