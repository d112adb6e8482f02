import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fakeAdapters, runCli } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';

const scriptOf = async (shell: string): Promise<string> => {
  const run = await runCli(['completion', shell], fakeAdapters());
  expect(run.exitCode).toBe(EXIT.OK);
  return run.stdout;
};

/** What bash offers after `words` (the last one being completed), with the generated script loaded. */
const bashOffers = (script: string, words: readonly string[]): string[] => {
  const array = words.map((word) => `'${word}'`).join(' ');
  const out = execFileSync(
    'bash',
    [
      '-c',
      `${script}\nCOMP_WORDS=(${array}); COMP_CWORD=${words.length - 1}; _signal_portal; printf '%s\\n' "\${COMPREPLY[@]}"`,
    ],
    { encoding: 'utf8' },
  );
  return out.split('\n').filter((line) => line !== '');
};

describe('completion bash', () => {
  it('offers the commands, then the verbs of a noun, then its options and their values', async () => {
    const script = await scriptOf('bash');
    const top = bashOffers(script, ['signal-portal', '']);
    expect(top).toEqual(
      expect.arrayContaining(['login', 'signals', 'report', 'config', 'completion', '--json']),
    );
    expect(bashOffers(script, ['signal-portal', 'sig'])).toEqual(['signals']);
    expect(bashOffers(script, ['signal-portal', 'config', ''])).toEqual(
      expect.arrayContaining(['show', 'set', 'unset', 'get', 'path']),
    );
    expect(bashOffers(script, ['signal-portal', '--lang', 'ja-JP', 'signals', 'list', '--st'])).toEqual([
      '--status',
    ]);
    expect(bashOffers(script, ['signal-portal', 'signals', 'list', '--status', ''])).toEqual([
      'all',
      'listed',
      'pending',
      'archived',
    ]);
    expect(bashOffers(script, ['signal-portal', 'report', 'download', ''])).toEqual(
      expect.arrayContaining(['settled', 'unsettled', 'ledger', 'orders', '--from', '-o']),
    );
    expect(bashOffers(script, ['signal-portal', 'completion', ''])).toEqual(
      expect.arrayContaining(['bash', 'zsh', 'fish']),
    );
    // A free value (an amount) gets no suggestions.
    expect(bashOffers(script, ['signal-portal', 'withdraw', 'apply', '--amount', ''])).toEqual([]);
  });

  it('is generated from the declared commands: every command of the help is in it', async () => {
    const script = await scriptOf('bash');
    const help = (await runCli(['--help'], fakeAdapters())).stdout;
    const section = help.split('Commands:\n')[1]?.split('\n\n')[0] ?? '';
    const commands = [...section.matchAll(/^ {2}([a-z][a-z-]*)\b/gm)].map((match) => match[1] ?? '');
    expect(commands.length).toBeGreaterThan(8);
    const offered = bashOffers(script, ['signal-portal', '']);
    for (const command of commands.filter((name) => name !== 'help')) expect(offered).toContain(command);
  });
});

describe('completion zsh and fish', () => {
  it('writes a zsh script for compdef and a fish script of complete lines, with every command', async () => {
    const zsh = await scriptOf('zsh');
    expect(zsh.startsWith('#compdef signal-portal\n')).toBe(true);
    expect(zsh).toContain('compdef _signal_portal signal-portal');
    expect(zsh).toContain("'report download|--status') echo 'UNSETTLED SETTLED RESETTLEMENT RESETTLED'");
    const fish = await scriptOf('fish');
    expect(fish).toContain(
      "complete -c signal-portal -n '__signal_portal_at \\'signals\\'' -a 'list' -d 'List your signals'",
    );
    expect(fish).toContain('complete -c signal-portal -l json -d ');
    expect(fish).toMatch(/-n '__signal_portal_at \\'report download\\'' -s o -l output|-l output -s o/);
  });

  it('refuses another shell', async () => {
    expect((await runCli(['completion', 'powershell'], fakeAdapters())).exitCode).toBe(EXIT.USAGE);
  });
});
