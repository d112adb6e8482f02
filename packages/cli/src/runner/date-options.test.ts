import { describe, expect, it } from 'vitest';
import { FAKE_ENV, fakeAdapters, runCli } from '../cli.test-helpers.js';
import { EXIT } from './exit-codes.js';
import { dateRangeOptions } from './options.js';

const raw = (options: Record<string, string>) => ({ args: [], options });

describe('--from and --to', () => {
  it.each([
    ['2026/11/01'],
    ['yesterday'],
    ['2026-02-30'],
    ['2026-11-01T08:30:00+02:00'],
    ['2026-02-30T08:30:00Z'],
  ])('%s: says the date cannot be read, naming the option and the accepted forms', (value) => {
    const refused = dateRangeOptions(raw({ from: value, to: '2026-12-01' }));
    expect(refused).toMatchObject({
      error: true,
      value: 'WRONG_DATA_FORMAT',
      usage: true,
      message: { key: 'cli.usage.badDate', params: { option: '--from', value } },
    });
    expect(dateRangeOptions(raw({ from: '2026-10-01', to: value }))).toMatchObject({
      message: { params: { option: '--to', value } },
    });
  });

  it('keeps the range rule for dates that can be read', () => {
    expect(dateRangeOptions(raw({ from: '2026-12-01', to: '2026-11-01' }))).toMatchObject({
      error: true,
      value: 'DATE_RANGE_INVALID',
    });
    expect(dateRangeOptions(raw({ from: '2026-11-01', to: '2026-11-02T10:00:00Z' }))).toEqual({
      error: false,
      value: { from: '2026-11-01', to: '2026-11-02T10:00:00Z' },
    });
  });

  it('prints what was wrong and how to write it, not that the start must come before the end', async () => {
    const adapters = fakeAdapters();
    const run = await runCli(['withdraw', 'list', '--from', 'yesterday'], adapters, { env: FAKE_ENV });
    expect(run.exitCode).toBe(EXIT.USAGE);
    expect(run.stderr).toContain('--from: cannot read "yesterday" as a date.');
    expect(run.stderr).toContain('2026-11-01');
    expect(run.stderr).toContain('2026-11-01T08:30:00Z');
    expect(run.stderr).not.toContain('start date must be before');
    expect(adapters.http.requests).toEqual([]);
  });
});
