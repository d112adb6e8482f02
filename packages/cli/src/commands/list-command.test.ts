import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultWithdrawal, type Withdrawal } from '@signal-portal/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_ENV, fakeAdapters, runCli } from '../cli.test-helpers.js';
import { EXIT } from '../runner/exit-codes.js';

const env = FAKE_ENV;

const withdrawals: Withdrawal[] = [
  defaultWithdrawal({
    id: 'w-1',
    amount: '100.00',
    comment: 'paid, thanks',
    appliedAt: '2026-03-03T00:00:00.000Z',
  }),
  defaultWithdrawal({
    id: 'w-2',
    amount: '-20.00',
    comment: '=HYPERLINK("x")',
    appliedAt: '2026-03-02T00:00:00.000Z',
  }),
  defaultWithdrawal({
    id: 'w-3',
    amount: '75.50',
    comment: 'two\tcells\nand lines',
    appliedAt: '2026-03-01T00:00:00.000Z',
  }),
];

/** The withdrawal history served in pages of the size asked, as the server pages it. */
const pagedServer = (list: readonly Withdrawal[] = withdrawals) => {
  const adapters = fakeAdapters();
  adapters.http.on('GET /withdraw', (request) => {
    const page = Number(request.query['page'] ?? '1');
    const pageSize = Number(request.query['pageSize'] ?? '20');
    const rows = list.slice((page - 1) * pageSize, page * pageSize);
    return { status: 200, json: { withdrawals: { list: rows, total: list.length, page, pageSize } } };
  });
  return adapters;
};

const pagesAsked = (adapters: ReturnType<typeof pagedServer>): string[] =>
  adapters.http.requestsTo('GET /withdraw').map((r) => `${r.query['page']}/${r.query['pageSize']}`);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-list-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('list output: --all, --format and -o (withdraw list)', () => {
  it('follows every page with --all and writes CSV as the server writes it: quoted, formulas neutralised', async () => {
    const adapters = pagedServer();
    const run = await runCli(['withdraw', 'list', '--all', '--page-size', '2', '--format', 'CSV'], adapters, {
      env,
    });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(pagesAsked(adapters)).toEqual(['1/2', '2/2']);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(
      'id,appliedAt,type,status,amount,fee,exchangeRate,estimatedReceiveAmount,currency,currencyType,network,' +
        'address,paidAmount,comment,cancelledAt,approvedAt,rejectedAt,completedAt',
    );
    expect(lines[1]).toContain(',100.00,');
    expect(lines[1]).toContain(',"paid, thanks",');
    // A negative amount stays a number; a formula does not.
    expect(lines[2]).toContain(',-20.00,');
    expect(lines[2]).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(run.stdout.trim().split('\n').length).toBe(1 + 3 + 1); // header, 3 rows, one with a line break
  });

  it('writes TSV with tabs and line breaks escaped, one record a line', async () => {
    const run = await runCli(['withdraw', 'list', '--all', '--format', 'tsv'], pagedServer(), { env });
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]?.split('\t')[13]).toBe('two\\tcells\\nand lines');
  });

  it('writes the records as a JSON array', async () => {
    const run = await runCli(
      ['withdraw', 'list', '--all', '--page-size', '1', '--format', 'json'],
      pagedServer(),
      {
        env,
      },
    );
    expect(JSON.parse(run.stdout)).toEqual(withdrawals);
    const empty = await runCli(['withdraw', 'list', '--format', 'json'], pagedServer([]), { env });
    expect(JSON.parse(empty.stdout)).toEqual([]);
  });

  it('shows each page as a table with --all, then the total; with --json one Result of every row', async () => {
    const run = await runCli(['withdraw', 'list', '--all', '--page-size', '2'], pagedServer(), { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout.match(/Withdrawal ID/g)).toHaveLength(2);
    expect(run.stdout).toContain('w-3');
    expect(run.stdout.trimEnd().endsWith('Total: 3')).toBe(true);
    expect(run.stdout).not.toContain('Page 1 of');
    const json = await runCli(['--json', 'withdraw', 'list', '--all', '--page-size', '2'], pagedServer(), {
      env,
    });
    expect(JSON.parse(json.stdout)).toEqual({
      error: false,
      value: { list: withdrawals, total: 3, page: 1, pageSize: 3 },
    });
  });

  it('keeps one page and its --json as before without the new options', async () => {
    const run = await runCli(['--json', 'withdraw', 'list', '--page-size', '2'], pagedServer(), { env });
    expect(JSON.parse(run.stdout)).toEqual({
      error: false,
      value: { list: withdrawals.slice(0, 2), total: 3, page: 1, pageSize: 2 },
    });
  });

  it('writes -o <file> whole, in the format its name says, and says how many rows', async () => {
    const file = join(dir, 'withdrawals.csv');
    const run = await runCli(['withdraw', 'list', '--all', '-o', file], pagedServer(), { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toContain(`Saved 3 rows to ${file}.`);
    expect((await readFile(file, 'utf8')).startsWith('id,appliedAt,')).toBe(true);
    const json = await runCli(['--json', 'withdraw', 'list', '-o', join(dir, 'w.txt')], pagedServer(), {
      env,
    });
    expect(JSON.parse(json.stdout)).toEqual({
      error: false,
      value: { file: join(dir, 'w.txt'), format: 'table', rows: 3, total: 3 },
    });
    expect(await readFile(join(dir, 'w.txt'), 'utf8')).toContain('Total: 3');
  });

  it('leaves no file when a page is refused part-way', async () => {
    const adapters = pagedServer();
    adapters.http.on('GET /withdraw', (request) =>
      request.query['page'] === '1'
        ? {
            status: 200,
            json: { withdrawals: { list: withdrawals.slice(0, 1), total: 3, page: 1, pageSize: 1 } },
          }
        : { status: 401, json: { error: 'NOT_SIGNED_IN' } },
    );
    const run = await runCli(
      ['withdraw', 'list', '--all', '--page-size', '1', '-o', join(dir, 'w.csv')],
      adapters,
      {
        env,
      },
    );
    expect(run.exitCode).toBe(EXIT.AUTH);
    expect(await readdir(dir)).toEqual([]);
  });

  it('stops at Ctrl-C: a file is not kept; on stdout it says how many rows were written', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const serve = (adapters: ReturnType<typeof pagedServer>) =>
      adapters.http.on('GET /withdraw', async (request) => {
        if (request.query['page'] !== '1') await held;
        return {
          status: 200,
          json: { withdrawals: { list: withdrawals.slice(0, 1), total: 3, page: 1, pageSize: 1 } },
        };
      });
    const toFile = pagedServer();
    serve(toFile);
    const during = async (process: { interrupt: () => void }) => {
      while (toFile.http.requestsTo('GET /withdraw').length < 2) await new Promise((r) => setImmediate(r));
      process.interrupt();
    };
    const file = await runCli(
      ['withdraw', 'list', '--all', '--page-size', '1', '-o', join(dir, 'w.csv')],
      toFile,
      {
        env,
        during,
      },
    );
    expect(file.exitCode).toBe(EXIT.INTERRUPTED);
    expect(file.stderr).toContain('No partial file was kept');
    expect(await readdir(dir)).toEqual([]);

    const toStdout = pagedServer();
    serve(toStdout);
    const stdout = await runCli(
      ['withdraw', 'list', '--all', '--page-size', '1', '--format', 'csv'],
      toStdout,
      {
        env,
        during: async (process) => {
          while (toStdout.http.requestsTo('GET /withdraw').length < 2)
            await new Promise((r) => setImmediate(r));
          process.interrupt();
        },
      },
    );
    release();
    expect(stdout.exitCode).toBe(EXIT.INTERRUPTED);
    expect(stdout.stderr).toContain('Interrupted after 1 rows had been written to standard output.');
  });

  it('refuses a folder for -o, --page with --all, an unknown format, and CSV on stdout with --json, before any call', async () => {
    const cases = [
      ['withdraw', 'list', '-o', dir],
      ['withdraw', 'list', '--all', '--page', '2'],
      ['withdraw', 'list', '--format', 'xml'],
      ['--json', 'withdraw', 'list', '--format', 'csv'],
    ];
    for (const args of cases) {
      const adapters = pagedServer();
      const run = await runCli(args, adapters, { env });
      expect(run.exitCode, args.join(' ')).toBe(EXIT.USAGE);
      expect(adapters.http.requestsTo('GET /withdraw'), args.join(' ')).toEqual([]);
    }
    const format = await runCli(['withdraw', 'list', '--format', 'xml'], pagedServer(), { env });
    expect(format.stderr).toContain('Unknown format: xml. Choose one of table, json, csv, tsv.');
  });
});
