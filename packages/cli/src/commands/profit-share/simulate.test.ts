import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSignal, whatIfSettlements, type PerformanceReport } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { FAKE_ENV, fakeAdapters, runCli } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';
import type { Simulation } from './simulate.js';

const env = FAKE_ENV;

const simulate = (args: readonly string[], adapters = fakeAdapters()) =>
  runCli(['profit-share', 'simulate', ...args], adapters, { env });

describe('profit-share simulate', () => {
  it('prints each 30-day settlement with the high-water mark, share, fee and what the provider receives', async () => {
    const run = await simulate(['--investment', '1000', '--percent', '20', '--returns', '10, -5, 10']);
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toMatch(
      /│ Day 30 +│ +10% │ +1100\.00 │ +1000\.00 │ +20\.00 │ +2\.00 │ +18\.00 │ +1080\.00 │/,
    );
    // After the loss nothing is shared; the mark stays where the first settlement left it.
    expect(run.stdout).toMatch(
      /│ Day 60 +│ +-5% │ +1026\.00 │ +1080\.00 │ +0\.00 │ +0\.00 │ +0\.00 │ +1026\.00 │/,
    );
    expect(run.stdout).toMatch(
      /│ Day 90 +│ +10% │ +1128\.60 │ +1080\.00 │ +9\.72 │ +0\.97 │ +8\.75 │ +1118\.88 │/,
    );
    expect(run.stdout).toContain(
      'In total the follower pays 29.72 USD, the platform keeps 2.97 USD and you receive 26.75 USD; the equity ends at 1118.88 USD.',
    );
  });

  it('simulates typed returns without a portal: no site token, no request', async () => {
    const adapters = fakeAdapters();
    const run = await runCli(
      ['profit-share', 'simulate', '--investment', '1000', '--percent', '20', '--returns', '10'],
      adapters,
      { env: { SIGNAL_PORTAL_API: 'http://127.0.0.1:9/api' } },
    );
    expect(run.exitCode, run.stderr).toBe(EXIT.OK);
    expect(run.stdout).toMatch(/│ Day 30 +│ +10% │ +1100\.00 │/);
    expect(adapters.http.calledRoutes().size).toBe(0);
  });

  it('prints the core what-if result as JSON, equal to the function the edit screen uses', async () => {
    const run = await simulate([
      '--investment',
      '500',
      '--percent',
      '12.5',
      '--returns',
      '3 4.25% -1',
      '--json',
    ]);
    const { value } = JSON.parse(run.stdout) as { value: Simulation };
    const expected = whatIfSettlements({
      investment: '500',
      profitSharePercent: '12.5',
      monthlyReturns: ['0.03', '0.0425', '-0.01'],
    });
    expect(expected.error).toBe(false);
    expect(value).toEqual({
      investment: '500',
      profitSharePercent: '12.5',
      monthlyReturns: ['0.03', '0.0425', '-0.01'],
      returnsFrom: 'flags',
      ...(expected.error ? {} : expected.value),
    });
  });

  it('reads the returns from a file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'simulate-'));
    try {
      const file = join(dir, 'returns.txt');
      await writeFile(file, '5\n-2\n3\n');
      const run = await simulate([
        '--investment',
        '1000',
        '--percent',
        '20',
        '--returns-file',
        file,
        '--json',
      ]);
      expect(run.exitCode).toBe(EXIT.OK);
      expect((JSON.parse(run.stdout) as { value: Simulation }).value.rows).toHaveLength(3);
      const missing = await simulate([
        '--investment',
        '1000',
        '--percent',
        '20',
        '--returns-file',
        join(dir, 'none'),
      ]);
      expect(missing.exitCode).toBe(EXIT.USAGE);
      expect(missing.stderr).toContain('Cannot read');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("uses a signal's last 12 monthly returns and its profit share", async () => {
    const adapters = fakeAdapters();
    const months = Array.from({ length: 14 }, (_, i) => ({
      month: `2025-${String((i % 12) + 1).padStart(2, '0')}`,
      return: i < 2 ? 0.5 : 0.01,
      profit: '1',
    }));
    const performance = { monthlyReturns: months } as unknown as PerformanceReport;
    adapters.http.respond(
      'GET /signal/{id}',
      defaultSignal({
        id: 'sig-1',
        followSetting: { investmentMin: '100', investmentMax: '5000', profitSharePercent: '30' },
        performance,
      }),
    );
    const run = await simulate(['--investment', '1000', '--signal', 'sig-1', '--json'], adapters);
    expect(run.exitCode).toBe(EXIT.OK);
    const { value } = JSON.parse(run.stdout) as { value: Simulation };
    expect(value.profitSharePercent).toBe('30');
    expect(value.monthlyReturns).toEqual(Array.from({ length: 12 }, () => '0.01'));
    expect(value.returnsFrom).toBe('signal');
  });

  it('refuses what the edit screen refuses, as usage errors (exit 2)', async () => {
    const bad = [
      [['--investment', '1000', '--percent', '120', '--returns', '5'], 'PROFIT_SHARE_PERCENT_INVALID'],
      [['--investment', '-5', '--percent', '20', '--returns', '5'], 'AMOUNT_INVALID'],
      [['--investment', '1000', '--percent', '20', '--returns', '5, abc'], 'INVALID_PARAMETERS'],
      [['--investment', '1000', '--percent', '20'], 'INVALID_PARAMETERS'],
      [['--investment', '1000', '--returns', '5'], 'INVALID_PARAMETERS'],
      [
        ['--investment', '1000', '--percent', '20', '--returns', '5', '--returns-file', 'x'],
        'INVALID_PARAMETERS',
      ],
    ] as const;
    for (const [args, code] of bad) {
      const run = await simulate([...args, '--json']);
      expect(run.exitCode, args.join(' ')).toBe(EXIT.USAGE);
      expect(JSON.parse(run.stdout), args.join(' ')).toEqual({ error: true, value: code });
    }
  });
});
