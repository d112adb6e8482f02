import { join } from 'node:path';
import type { Download } from '@signal-portal/core';
import type { CommandContext, Outcome, Refusal } from '../runner/command.js';
import { succeed, usageRefusal } from '../runner/usage.js';
import { isFolderPath, ReaderGone, STDOUT_PATH, type Sink } from './sinks.js';

/** What a copied download wrote: its bytes and its data lines (the header line not counted). */
export interface CopiedCsv {
  readonly bytes: number;
  readonly rows: number;
}

const NEWLINE = 0x0a;

const countLines = (chunk: Uint8Array): number => {
  let lines = 0;
  for (const byte of chunk) if (byte === NEWLINE) lines += 1;
  return lines;
};

const INTERRUPTED = Symbol('interrupted');

/** Resolves when Ctrl-C is pressed, so a download waiting for data stops at once too. */
const interruption = (signal: AbortSignal): Promise<typeof INTERRUPTED> =>
  new Promise((resolve) => {
    if (signal.aborted) resolve(INTERRUPTED);
    else signal.addEventListener('abort', () => resolve(INTERRUPTED), { once: true });
  });

/** What Ctrl-C says: a file is removed; what already went to stdout cannot be, so it is counted. */
const interruptedRefusal = (sink: Sink, bytes: number, rows: number): Refusal => ({
  error: true,
  value: 'STREAM_ERROR',
  interrupted: true,
  message:
    sink.path === undefined
      ? { key: 'cliRun.download.interruptedStdout', params: { rows, bytes } }
      : { key: 'cli.interrupted' },
});

const writeFailed = (sink: Sink): Refusal => ({
  error: true,
  value: 'STREAM_ERROR',
  message: { key: 'cli.writeFailed', params: { path: sink.path ?? STDOUT_PATH } },
});

/**
 * Where a CSV download goes: a file (written beside and renamed into place when complete) or '-'.
 * A folder is refused before anything is fetched, with a file inside it to use instead.
 */
export const openCsvSink = async (
  context: CommandContext<never>,
  output: string,
  exampleName: string,
): Promise<Outcome<Sink>> => {
  if (output !== STDOUT_PATH && (await isFolderPath(output)))
    return usageRefusal('INVALID_PARAMETERS', {
      key: 'cliRun.download.isFolder',
      params: { path: output, example: join(output, exampleName) },
    });
  try {
    return succeed(await context.openSink(output));
  } catch {
    return usageRefusal('INVALID_PARAMETERS', { key: 'cli.usage.cannotWrite', params: { path: output } });
  }
};

/**
 * Copies a CSV download to the sink as it arrives (never the whole file in memory), byte for byte, so
 * the file equals the API's CSV. A broken connection or Ctrl-C leaves no partial file behind; a reader
 * of stdout that stops (`| head -1`) ends the request at once, as a success (it had what it wanted).
 * Progress is drawn only when the data does not go to the same terminal.
 */
export const copyCsvDownload = async (
  context: CommandContext<never>,
  download: Download,
  sink: Sink,
  totalRows?: number,
): Promise<Outcome<CopiedCsv>> => {
  const chunks = download.chunks[Symbol.asyncIterator]();
  // Not awaited: a body still waiting for data answers only when it is torn down with the run.
  const endRequest = (): void => void chunks.return?.().catch(() => undefined);
  const stopped = interruption(context.interrupted);
  const progress = sink.terminal ? undefined : context.progress;
  let bytes = 0;
  let lines = 0;
  const rows = (): number => Math.max(0, lines - 1);
  for (;;) {
    let step: IteratorResult<Uint8Array> | typeof INTERRUPTED;
    try {
      step = await Promise.race([chunks.next(), stopped]);
    } catch {
      await sink.abort();
      return { error: true, value: 'NETWORK_ERROR' };
    }
    if (step === INTERRUPTED) {
      endRequest();
      await sink.abort();
      return interruptedRefusal(sink, bytes, rows());
    }
    if (step.done === true) break;
    try {
      await sink.write(step.value);
    } catch (error) {
      endRequest();
      await sink.abort();
      if (error instanceof ReaderGone) return succeed({ bytes, rows: rows() });
      return writeFailed(sink);
    }
    bytes += step.value.byteLength;
    lines += countLines(step.value);
    progress?.({ bytes, rows: rows(), ...(totalRows === undefined ? {} : { totalRows }) });
  }
  try {
    await sink.commit();
  } catch {
    return writeFailed(sink);
  }
  return succeed({ bytes, rows: rows() });
};
