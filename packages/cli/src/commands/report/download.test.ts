import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Http } from '@signal-portal/core';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliDeps } from '../../cli-deps.js';
import { FAKE_ENV, fakeAdapters, runCli, testAdaptersModule, testIo } from '../../cli.test-helpers.js';
import { createProgram } from '../../program.js';
import { EXIT } from '../../runner/exit-codes.js';

const env = FAKE_ENV;
const dir = await mkdtemp(join(tmpdir(), 'sp-download-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A CSV of `rows` lines after the header that counts how many chunks were read, and whether it was ended. */
const countingCsv = (rows: number, stallAfter?: number) => {
  const seen = { pulled: 0, ended: false };
  const http: Http = {
    send: (request) =>
      Promise.resolve({
        status: 200,
        headers: { 'content-type': 'text/csv' },
        text: () =>
          Promise.resolve(JSON.stringify({ records: { list: [], total: rows, page: 1, pageSize: 1 } })),
        stream: async function* () {
          try {
            yield encode('id,signalName,receive\n');
            for (let row = 1; row <= rows; row++) {
              seen.pulled += 1;
              if (stallAfter !== undefined && row > stallAfter) await new Promise(() => undefined);
              yield encode(`r${row},GoldTrend.Pro,1.52\n`);
            }
          } finally {
            seen.ended = true;
          }
          void request;
        },
      }),
  };
  return { http, seen };
};

describe('report download: where the CSV goes', () => {
  it('refuses a folder as the output before downloading, and leaves no partial file', async () => {
    const folder = join(dir, 'reports');
    await mkdir(folder);
    for (const output of [folder, `${folder}/`, join(dir, 'not-yet') + '/']) {
      const adapters = fakeAdapters();
      const run = await runCli(['report', 'download', 'settled', '-o', output], adapters, { env });
      expect(run.exitCode, output).toBe(EXIT.USAGE);
      expect(run.stderr).toContain('is a folder. Name a file inside it instead, for example');
      expect(run.stderr).toContain(join(output, 'settlement.csv'));
      expect(adapters.http.requests).toEqual([]);
    }
    expect(await readdir(dir)).toEqual(['reports']);
    expect(await readdir(folder)).toEqual([]);
  });

  it('draws no progress bar when the CSV goes to the same terminal', async () => {
    const adapters = fakeAdapters();
    const { http } = countingCsv(3);
    const run = await runCli(
      ['report', 'download', 'settled'],
      { ...adapters, http },
      {
        env,
        interactive: true,
        stdoutTTY: true,
      },
    );
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stderr).toBe('');
    expect(run.stdout.split('\n')).toHaveLength(5);
  });

  it('at Ctrl-C while writing to stdout, says how much was written there (exit 130)', async () => {
    const adapters = fakeAdapters();
    const { http } = countingCsv(5, 2);
    const run = await runCli(
      ['report', 'download', 'settled'],
      { ...adapters, http },
      {
        env,
        during: async (process) => {
          while (process.stdout().split('\n').length < 4)
            await new Promise((resolve) => setImmediate(resolve));
          process.interrupt();
        },
      },
    );
    expect(run.exitCode).toBe(EXIT.INTERRUPTED);
    const written = Buffer.byteLength(run.stdout);
    expect(run.stderr).toContain(
      `Interrupted. 2 rows (${written} bytes) had already been written to standard output`,
    );
    expect(run.stderr).not.toContain('No partial file was kept');
  });

  it('ends the download at once when the reader of stdout goes away (| head -1)', async () => {
    const adapters = fakeAdapters();
    const { http, seen } = countingCsv(1000);
    const process = testIo({ env });
    let writes = 0;
    const io = {
      ...process.io,
      stdout: {
        ...process.io.stdout,
        write: () => {
          writes += 1;
          return Promise.resolve();
        },
        readerGone: () => writes >= 2,
      },
    };
    const deps: CliDeps = {
      version: '0.0.0-test',
      adapters: () => Promise.resolve(testAdaptersModule({ ...adapters, http })),
      prompter: () => Promise.reject(new Error('no prompts here')),
    };
    const exitCode = await createProgram(deps, io).run(['report', 'download', 'settled']);
    expect(exitCode).toBe(EXIT.OK);
    expect(process.stderr()).toBe('');
    expect(seen.pulled).toBeLessThan(5);
    expect(seen.ended).toBe(true);
  });
});
